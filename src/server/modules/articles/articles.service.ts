import type { Viewer } from '../../types';
import type { ArticleRow, BodyAccess } from './articles.mapper';

export const isAdmin = (viewer: Viewer | null) => viewer?.role === 'admin';
export const isAuthor = (viewer: Viewer | null, row: Pick<ArticleRow, 'authorId'>) =>
  viewer?.id === row.authorId;
export const hasPremium = (viewer: Viewer | null, now = new Date()) =>
  Boolean(viewer?.premiumUntil && viewer.premiumUntil > now);

/** Pending and declined articles are seen only by their author and admins (docs/product.md#articles). */
export function canRead(viewer: Viewer | null, row: Pick<ArticleRow, 'status' | 'authorId'>): boolean {
  return row.status === 'approve' || isAuthor(viewer, row) || isAdmin(viewer);
}

/** Update and delete: the author or an admin (docs/product.md#articles). */
export function canChange(viewer: Viewer | null, row: Pick<ArticleRow, 'authorId'>): boolean {
  return isAuthor(viewer, row) || isAdmin(viewer);
}

/**
 * How much of the body a reader gets (docs/product.md#articles): visitors a preview and a sign-in prompt; a premium body
 * only for active subscribers, admins and the author; everyone else the preview and the paywall.
 */
export function bodyAccess(
  viewer: Viewer | null,
  row: Pick<ArticleRow, 'isPremium' | 'authorId'>,
): BodyAccess {
  if (isAdmin(viewer) || isAuthor(viewer, row)) return 'full';
  if (!viewer) return 'signin';
  if (row.isPremium && !hasPremium(viewer)) return 'premium';
  return 'full';
}
