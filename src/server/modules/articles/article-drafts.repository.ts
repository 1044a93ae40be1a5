import type { DraftFields } from '@shared/schemas/drafts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleDrafts } from '../../db/schema';

export type DraftRow = typeof articleDrafts.$inferSelect;

/** How many drafts an author may keep. */
export const DRAFTS_PER_AUTHOR = 50;

/** An author's drafts of new articles (docs/product.md#drafts); every query names the author. */
export function createArticleDraftsRepository(db: Db) {
  return {
    list(authorId: string): Promise<DraftRow[]> {
      return db
        .select()
        .from(articleDrafts)
        .where(eq(articleDrafts.authorId, authorId))
        .orderBy(desc(articleDrafts.updatedAt))
        .limit(DRAFTS_PER_AUTHOR);
    },

    async count(authorId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(articleDrafts)
        .where(eq(articleDrafts.authorId, authorId));
      return row?.n ?? 0;
    },

    async find(authorId: string, id: string): Promise<DraftRow | undefined> {
      const [row] = await db
        .select()
        .from(articleDrafts)
        .where(and(eq(articleDrafts.id, id), eq(articleDrafts.authorId, authorId)));
      return row;
    },

    async create(authorId: string, fields: DraftFields): Promise<DraftRow> {
      const [row] = await db
        .insert(articleDrafts)
        .values({ ...fields, authorId })
        .returning();
      if (!row) throw new Error('draft not stored');
      return row;
    },

    /**
     * Saves the fields only if the draft is still at `version` (one statement, so two saves based on the same
     * version cannot both win); answers the saved row, or undefined when the draft is gone or newer.
     */
    async save(authorId: string, id: string, version: number, fields: DraftFields) {
      const [row] = await db
        .update(articleDrafts)
        .set({ ...fields, version: sql`${articleDrafts.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(articleDrafts.id, id),
            eq(articleDrafts.authorId, authorId),
            eq(articleDrafts.version, version),
          ),
        )
        .returning();
      return row;
    },

    async remove(authorId: string, id: string): Promise<number> {
      const removed = await db
        .delete(articleDrafts)
        .where(and(eq(articleDrafts.id, id), eq(articleDrafts.authorId, authorId)))
        .returning({ id: articleDrafts.id });
      return removed.length;
    },
  };
}
