import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, frontPageLead, liveArticles, user } from '../../db/schema';
import type { ArticleRow } from './articles.mapper';
import { articleColumns } from './articles-filters.repository';

type Returned<T> = { rows: T[] };

/** The front page's lead story and the articles marked as running stories (db/front-page-schema.ts). */
export function createFrontPageRepository(db: Db) {
  return {
    /** The lead story while it is live, with its author; null when none is picked. */
    async lead(): Promise<ArticleRow | null> {
      const [row] = await db
        .select(articleColumns)
        .from(frontPageLead)
        .innerJoin(articles, eq(articles.id, frontPageLead.articleId))
        .innerJoin(user, eq(user.id, articles.authorId))
        .where(eq(articles.status, 'approve'))
        .limit(1);
      return row ?? null;
    },

    /** The id of the picked lead story, if any. */
    async leadId(): Promise<string | null> {
      const [row] = await db.select({ articleId: frontPageLead.articleId }).from(frontPageLead).limit(1);
      return row?.articleId ?? null;
    },

    /**
     * Makes the article the lead in place of any other, only if it is live at that moment (one statement, so
     * a decline meanwhile cannot leave a declined lead); the id of the lead it replaced, or `undefined` when
     * nothing changed (the article is not live, or already leads).
     */
    async setLead(articleId: string, editorId: string): Promise<{ replaced: string | null } | undefined> {
      const result = (await db.execute(sql`
        with previous as (select article_id from ${frontPageLead} where slot = 1)
        insert into ${frontPageLead} (slot, article_id, chosen_by, chosen_at)
        select 1, ${articles.id}, ${editorId}, now() from ${articles}
        where ${articles.id} = ${articleId}::uuid and ${articles.status} = 'approve'
        on conflict (slot) do update
          set article_id = excluded.article_id, chosen_by = excluded.chosen_by, chosen_at = excluded.chosen_at
          where ${frontPageLead.articleId} is distinct from excluded.article_id
        returning (select article_id from previous) as replaced
      `)) as unknown as Returned<{ replaced: string | null }>;
      const [row] = result.rows;
      return row ? { replaced: row.replaced ?? null } : undefined;
    },

    /** Takes the lead off the front page: the id of the article that led, or null when none did. */
    async clearLead(): Promise<string | null> {
      const [row] = await db.delete(frontPageLead).returning({ articleId: frontPageLead.articleId });
      return row?.articleId ?? null;
    },

    /** Marks an article as a running story; whether it was not marked before. */
    async markLive(articleId: string, editorId: string): Promise<boolean> {
      const rows = await db
        .insert(liveArticles)
        .values({ articleId, markedBy: editorId })
        .onConflictDoNothing()
        .returning({ articleId: liveArticles.articleId });
      return rows.length > 0;
    },

    /** Takes the running-story mark off an article; whether it had one. */
    async unmarkLive(articleId: string): Promise<boolean> {
      const rows = await db
        .delete(liveArticles)
        .where(eq(liveArticles.articleId, articleId))
        .returning({ articleId: liveArticles.articleId });
      return rows.length > 0;
    },
  };
}

export type FrontPageRepository = ReturnType<typeof createFrontPageRepository>;
