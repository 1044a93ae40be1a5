import { ERROR_CODES } from '@shared/error-codes';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** A decision's condition, and the refusal when it wrote nothing because the condition no longer held. */
export interface DecisionGuard {
  condition: SQL;
  refusal: () => AppError;
}

// What an editor's decision is bound to (docs/security.md#decisions-bound-to-what-was-reviewed).

/** The edit of a live article waiting for the editors, as a subquery over the `articles` row in scope. */
const pendingEdit = (column: SQL) =>
  sql`(select ${column} from article_revisions r where r.article_id = ${articles.id} and r.state = 'pending' and ${articles.status} = 'approve')`;

/**
 * The version of what an editor reviews: the article's content version, and with a live article's edit in
 * review that edit's number and version too ("3", or "3.4.2"). Any change of the content an editor would
 * publish gives a new version; the review screen and the editors' list carry it, and every decision is
 * taken only while it still holds.
 */
export const reviewVersion = sql<string>`(${articles.contentVersion}::text || coalesce(${pendingEdit(sql`'.' || r.number || '.' || r.content_version`)}, ''))`;

/**
 * Whether what an approval would publish is still as its writer first sent it: the edit in review of a
 * live article never replaced, or an article never changed since it was written (a live one without an
 * edit in review has nothing to publish). An approval that names no version is taken only then, since any
 * editor who read it read this.
 */
const asSubmitted = sql`(coalesce(${pendingEdit(sql`r.content_version = 1`)}, ${articles.status} = 'approve' or ${articles.contentVersion} = 1))`;

/**
 * The condition a decision's write carries: the version the editor was shown, or, when none was sent, for
 * a decision that publishes (approve, schedule) the content as first sent; none for one that cannot
 * publish text (decline, premium).
 */
export function decisionGuard(version: string | undefined, publishes: boolean): DecisionGuard | undefined {
  if (version !== undefined)
    return {
      condition: sql`${reviewVersion} = ${version}`,
      refusal: () => new AppError(409, ERROR_CODES.ARTICLE_CHANGED, NEWSROOM_TEXTS.articleChanged),
    };
  if (!publishes) return undefined;
  return {
    condition: asSubmitted,
    refusal: () => new AppError(428, ERROR_CODES.VERSION_REQUIRED, NEWSROOM_TEXTS.versionRequired),
  };
}

/** Reading an article's version, and whether a decision's condition holds for it now. */
export function createArticleVersionsRepository(db: Db) {
  return {
    /** Whether a decision's condition holds for the article now (false when it is gone). */
    async holds(id: string, guard: SQL): Promise<boolean> {
      const [row] = await db
        .select({ holds: sql<boolean>`${guard}` })
        .from(articles)
        .where(eq(articles.id, id));
      return row?.holds === true;
    },

    /** The version of what an editor reviews of the article. */
    async reviewVersion(id: string): Promise<string | undefined> {
      const [row] = await db.select({ version: reviewVersion }).from(articles).where(eq(articles.id, id));
      return row?.version;
    },
  };
}
