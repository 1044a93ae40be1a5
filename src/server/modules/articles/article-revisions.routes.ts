import { getArticleReview, listArticleRevisions, restoreRevision } from '@shared/contract/newsroom';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import type { createArticleRevisionsService } from './article-revisions.service';
import type { ArticlesService } from './articles.service';

/**
 * What editors read before they decide: an article in review, its history and restoring an earlier version
 * (docs/product.md#moderation, docs/product.md#revisions).
 */
export function revisionRoutes(
  app: FastifyInstance,
  revisions: ReturnType<typeof createArticleRevisionsService>,
  articles: Pick<ArticlesService, 'review'>,
) {
  serve(app, getArticleReview, ({ viewer, params }) => articles.review(viewer, params.id));
  serve(app, listArticleRevisions, ({ viewer, params }) => revisions.history(viewer, params.id));
  serve(app, restoreRevision, ({ viewer, params }) => revisions.restore(viewer, params.id, params.number), {
    changes: 'named',
  });
}
