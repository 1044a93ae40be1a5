import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleRevisions, articles, user } from '../../db/schema';
import type { ArticleWrite } from './article-content';

export type RevisionRow = typeof articleRevisions.$inferSelect & { writerName: string | null };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const OPEN = ['pending', 'declined'];
const CONTENT = [
  'title',
  'publisher',
  'tags',
  'image',
  'standfirst',
  'image_alt',
  'image_caption',
  'body',
  'description',
  'preview',
] as const;
const contentColumns = sql.raw(CONTENT.join(', '));

/** Locks the article's row for the transaction, so revision numbers are given out one at a time. */
const lockArticle = (tx: Tx, articleId: string) =>
  tx.execute(sql`select id from ${articles} where id = ${articleId}::uuid for update`);

/** A decision's condition (article-versions.repository.ts), on the article the revision belongs to. */
const guarded = (articleId: string, guard: SQL | undefined) =>
  guard
    ? sql`exists (select 1 from ${articles} where ${articles.id} = ${articleId}::uuid and ${guard})`
    : undefined;

const nextNumber = sql`(select coalesce(max(number), 0) + 1 from article_revisions where article_id = `;

/**
 * Keeps the article's live content as an approved revision, by `writerId` (restoring `restoredFrom`).
 * Within a transaction holding the article's lock.
 */
async function snapshotLive(tx: Tx, articleId: string, writerId: string | null, restoredFrom?: number) {
  await tx.execute(sql`
    insert into article_revisions (article_id, number, state, ${contentColumns}, written_by, restored_from, decided_at)
    select id, ${nextNumber}${articleId}::uuid), 'approved', ${contentColumns}, ${writerId}, ${restoredFrom ?? null}, now()
    from articles where id = ${articleId}::uuid
  `);
}

/** An article's revisions: the approved ones kept, and the open edit of a live article. */
export function createArticleRevisionsRepository(db: Db) {
  /** Copies a revision's content into the live article, which is then modified now. */
  const publish = (tx: Tx, articleId: string, revisionId: string) =>
    tx.execute(sql`
      update articles set (${contentColumns}) = (select ${contentColumns} from article_revisions where id = ${revisionId}::uuid),
        updated_at = now(), content_version = content_version + 1
      where id = ${articleId}::uuid
    `);

  return {
    /** The open edit of an article (pending or declined), if any. */
    async open(articleId: string): Promise<RevisionRow | undefined> {
      const [row] = await db
        .select({ ...revisionColumns, writerName: user.name })
        .from(articleRevisions)
        .leftJoin(user, eq(user.id, articleRevisions.writtenBy))
        .where(and(eq(articleRevisions.articleId, articleId), inArray(articleRevisions.state, OPEN)))
        .limit(1);
      return row;
    },

    /** Every revision, newest first. */
    list(articleId: string, limit: number): Promise<RevisionRow[]> {
      return db
        .select({ ...revisionColumns, writerName: user.name })
        .from(articleRevisions)
        .leftJoin(user, eq(user.id, articleRevisions.writtenBy))
        .where(eq(articleRevisions.articleId, articleId))
        .orderBy(desc(articleRevisions.number))
        .limit(limit);
    },

    /**
     * Stores an edit of a live article for review: the open edit is replaced (and pending again), or a new
     * one made. The first edit also keeps the live version as the first approved revision.
     */
    saveEdit(articleId: string, content: ArticleWrite, writerId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await lockArticle(tx, articleId);
        const [kept] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(articleRevisions)
          .where(eq(articleRevisions.articleId, articleId));
        if (!kept?.n) await snapshotLive(tx, articleId, null);
        const values = { ...content, state: 'pending', declineReason: null, writtenBy: writerId };
        const updated = await tx
          .update(articleRevisions)
          // Replaced: a new version, so a decision taken on the one before is refused (article-versions.repository.ts).
          .set({
            ...values,
            createdAt: new Date(),
            contentVersion: sql`${articleRevisions.contentVersion} + 1`,
          })
          .where(and(eq(articleRevisions.articleId, articleId), inArray(articleRevisions.state, OPEN)))
          .returning({ id: articleRevisions.id });
        if (updated.length > 0) return 1;
        await tx.insert(articleRevisions).values({
          ...values,
          articleId,
          number: sql`${nextNumber}${articleId}::uuid)`,
        });
        return 1;
      });
    },

    /**
     * Publishes the pending edit, while `guard` holds for its article (article-versions.repository.ts): the live article
     * takes its content, and it is kept as approved.
     */
    approveEdit(articleId: string, guard?: SQL): Promise<number> {
      return db.transaction(async (tx) => {
        await lockArticle(tx, articleId);
        const [pending] = await tx
          .select({ id: articleRevisions.id })
          .from(articleRevisions)
          .where(
            and(
              eq(articleRevisions.articleId, articleId),
              eq(articleRevisions.state, 'pending'),
              guarded(articleId, guard),
            ),
          );
        if (!pending) return 0;
        await publish(tx, articleId, pending.id);
        await tx
          .update(articleRevisions)
          .set({ state: 'approved', decidedAt: new Date() })
          .where(eq(articleRevisions.id, pending.id));
        return 1;
      });
    },

    /** Sends the pending edit back to its writer with the reason, while `guard` holds; the live article stays. */
    async declineEdit(articleId: string, reason: string, guard?: SQL): Promise<number> {
      const result = await db
        .update(articleRevisions)
        .set({ state: 'declined', declineReason: reason, decidedAt: new Date() })
        .where(
          and(
            eq(articleRevisions.articleId, articleId),
            eq(articleRevisions.state, 'pending'),
            guarded(articleId, guard),
          ),
        )
        .returning({ id: articleRevisions.id });
      return result.length;
    },

    /** Keeps the live content as an approved revision (after an approval, or an editor's own edit). */
    keepLive(articleId: string, writerId: string | null): Promise<void> {
      return db.transaction(async (tx) => {
        await lockArticle(tx, articleId);
        await snapshotLive(tx, articleId, writerId);
      });
    },

    /**
     * Makes an earlier approved revision live again, as a new approved revision that names it. Answers the
     * new revision's number, or 0 when there is no such approved revision.
     */
    restore(articleId: string, number: number, writerId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await lockArticle(tx, articleId);
        const [source] = await tx
          .select({ id: articleRevisions.id })
          .from(articleRevisions)
          .where(
            and(
              eq(articleRevisions.articleId, articleId),
              eq(articleRevisions.number, number),
              eq(articleRevisions.state, 'approved'),
            ),
          );
        if (!source) return 0;
        await publish(tx, articleId, source.id);
        await snapshotLive(tx, articleId, writerId, number);
        const [latest] = await tx
          .select({ n: sql<number>`max(number)::int` })
          .from(articleRevisions)
          .where(eq(articleRevisions.articleId, articleId));
        return latest?.n ?? 0;
      });
    },
  };
}

const revisionColumns = {
  id: articleRevisions.id,
  articleId: articleRevisions.articleId,
  number: articleRevisions.number,
  state: articleRevisions.state,
  title: articleRevisions.title,
  publisher: articleRevisions.publisher,
  tags: articleRevisions.tags,
  image: articleRevisions.image,
  standfirst: articleRevisions.standfirst,
  imageAlt: articleRevisions.imageAlt,
  imageCaption: articleRevisions.imageCaption,
  body: articleRevisions.body,
  description: articleRevisions.description,
  preview: articleRevisions.preview,
  writtenBy: articleRevisions.writtenBy,
  declineReason: articleRevisions.declineReason,
  restoredFrom: articleRevisions.restoredFrom,
  contentVersion: articleRevisions.contentVersion,
  createdAt: articleRevisions.createdAt,
  decidedAt: articleRevisions.decidedAt,
};

export type ArticleRevisionsRepository = ReturnType<typeof createArticleRevisionsRepository>;
