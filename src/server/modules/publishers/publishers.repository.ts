import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishers } from '../../db/schema';

export function createPublishersRepository(db: Db) {
  return {
    list: () =>
      db
        .select({
          id: publishers.id,
          publisherName: publishers.publisherName,
          image: publishers.image,
          country: publishers.country,
        })
        .from(publishers)
        .orderBy(asc(publishers.createdAt), asc(publishers.publisherName))
        .limit(500),

    /** Whether a publisher has exactly this name (articles name their publisher). */
    async exists(publisherName: string): Promise<boolean> {
      const rows = await db
        .select({ id: publishers.id })
        .from(publishers)
        .where(eq(publishers.publisherName, publisherName))
        .limit(1);
      return rows.length > 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(publishers);
      return row?.total ?? 0;
    },

    /** Adds a publisher unless one has the name already (in any letter case); undefined then. */
    async create(input: {
      publisherName: string;
      image: string;
      country: string | null;
    }): Promise<string | undefined> {
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
