import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishers } from '../../db/schema';

export function createPublishersRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ id: publishers.id, publisherName: publishers.publisherName, image: publishers.image })
        .from(publishers)
        .orderBy(asc(publishers.createdAt), asc(publishers.publisherName))
        .limit(500),

    /** Adds a publisher unless one has the name already (in any letter case); undefined then. */
    async create(input: { publisherName: string; image: string }): Promise<string | undefined> {
      const [existing] = await db
        .select({ id: publishers.id })
        .from(publishers)
        .where(sql`lower(${publishers.publisherName}) = ${input.publisherName.toLowerCase()}`)
        .limit(1);
      if (existing) return undefined;
      const [row] = await db
        .insert(publishers)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: publishers.id });
      return row?.id;
    },
  };
}
