import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleDrafts, articleRevisions, articles, publishers } from '../../db/schema';

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

    async byId(id: string) {
      const [row] = await db
        .select({
          id: publishers.id,
          publisherName: publishers.publisherName,
          image: publishers.image,
          country: publishers.country,
        })
        .from(publishers)
        .where(eq(publishers.id, id))
        .limit(1);
      return row;
    },

    /** Whether another publisher than `id` has this name in any letter case. */
    async nameTakenByOther(id: string, publisherName: string): Promise<boolean> {
      const rows = await db
        .select({ id: publishers.id })
        .from(publishers)
        .where(
          and(
            ne(publishers.id, id),
            sql`lower(${publishers.publisherName}) = ${publisherName.toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Changes a publisher; a new name reaches its articles through the foreign key, and its drafts and
     * revisions here, in the same transaction. Answers the ids of the articles that name it.
     */
    update: (
      id: string,
      from: string,
      to: { publisherName: string; image: string; country: string | null },
    ) =>
      db.transaction(async (tx) => {
        await tx.update(publishers).set(to).where(eq(publishers.id, id));
        if (to.publisherName !== from) {
          await tx
            .update(articleRevisions)
            .set({ publisher: to.publisherName })
            .where(eq(articleRevisions.publisher, from));
          await tx
            .update(articleDrafts)
            .set({ publisher: to.publisherName })
            .where(eq(articleDrafts.publisher, from));
        }
        const named = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.publisher, to.publisherName));
        return named.map((row) => row.id);
      }),

    /** How many articles (by their live content or any revision) and drafts name the publisher. */
    async uses(publisherName: string): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        select (
          (select count(*) from (
            select id from ${articles} where publisher = ${publisherName}
            union
            select article_id from ${articleRevisions} where publisher = ${publisherName}
          ) as named)
          + (select count(*) from ${articleDrafts} where publisher = ${publisherName})
        )::int as total
      `);
      return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
    },

    /** Removes a publisher that nothing names; false when there was none (or something names it now). */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(publishers).where(eq(publishers.id, id)).returning({ id: publishers.id });
      return rows.length > 0;
    },
  };
}
