import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, newsletterIssues } from '../../db/schema';

export type IssueRow = typeof newsletterIssues.$inferSelect;

/** What an issue shows of an article: never its body, only the teaser a reader without access may read. */
export interface IssueArticle {
  id: string;
  title: string;
  isPremium: boolean;
  /** The plain text for a free article, the paywall's preview for a premium one. */
  teaserSource: string;
  image: string;
  createdAt: Date;
}

const issueArticleColumns = {
  id: articles.id,
  title: articles.title,
  isPremium: articles.isPremium,
  teaserSource: sql<string>`case when ${articles.isPremium} then coalesce(${articles.preview}, '') else ${articles.description} end`,
  image: articles.image,
  createdAt: articles.createdAt,
};

/** Newsletter issues and the approved articles they are made of. */
export function createNewsletterIssuesRepository(db: Db) {
  return {
    async create(values: { subject: string; intro: string; articleIds: string[]; createdBy: string }) {
      const [row] = await db.insert(newsletterIssues).values(values).returning();
      if (!row) throw new Error('the issue was not stored');
      return row;
    },

    async byId(id: string): Promise<IssueRow | undefined> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      return row;
    },

    /** The newest issues first. */
    list: (limit = 50) =>
      db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(limit),

    /** Changes a draft; undefined when the issue is not a draft (any more). */
    async updateDraft(id: string, values: { subject: string; intro: string; articleIds: string[] }) {
      const [row] = await db
        .update(newsletterIssues)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'draft')))
        .returning();
      return row;
    },

    /** Moves an issue on from one state to the next; undefined when it was not in `from` (someone else did). */
    async move(
      id: string,
      from: IssueRow['state'][],
      to: IssueRow['state'],
      extra: { sendAt?: Date | null; sentAt?: Date } = {},
    ) {
      const [row] = await db
        .update(newsletterIssues)
        .set({ state: to, updatedAt: sql`now()`, ...extra })
        .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.state, from)))
        .returning();
      return row;
    },

    /** Of these ids, the approved articles, in the order given. */
    async approvedArticles(ids: string[]): Promise<IssueArticle[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(issueArticleColumns)
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.status, 'approve')));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Approved articles, newest first: what an editor picks from. */
    candidates: (limit: number) =>
      db
        .select(issueArticleColumns)
        .from(articles)
        .where(eq(articles.status, 'approve'))
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(limit),

    /**
     * "Everything approved since the last issue": approved articles written after the last issue went out
     * (all of them before the first), and in no issue sent already; newest first.
     */
    async sinceLastIssue(limit: number): Promise<IssueArticle[]> {
      const [last] = await db
        .select({ sentAt: newsletterIssues.sentAt })
        .from(newsletterIssues)
        .where(isNotNull(newsletterIssues.sentAt))
        .orderBy(desc(newsletterIssues.sentAt))
        .limit(1);
      const sent = db
        .select({ id: sql`jsonb_array_elements_text(${newsletterIssues.articleIds})::uuid` })
        .from(newsletterIssues)
        .where(isNotNull(newsletterIssues.sentAt));
      return db
        .select(issueArticleColumns)
        .from(articles)
        .where(
          and(
            eq(articles.status, 'approve'),
            last?.sentAt ? gt(articles.createdAt, last.sentAt) : undefined,
            sql`${articles.id} not in (${sent})`,
          ),
        )
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(limit);
    },

    /** Scheduled issues whose time has come. */
    due: () =>
      db
        .select({ id: newsletterIssues.id })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.state, 'scheduled'), sql`${newsletterIssues.sendAt} <= now()`)),
  };
}

export type NewsletterIssuesRepository = ReturnType<typeof createNewsletterIssuesRepository>;
