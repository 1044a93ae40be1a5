import {
  approveArticle,
  createArticle,
  declineArticle,
  deleteArticle,
  makeArticlePremium,
  moderateArticles,
  updateArticle,
} from '@shared/contract/newsroom';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { requireVerified } from '../../lib/verified';
import type { ArticleWritesService } from './article-writes.service';

/** Writing, editing and deleting articles: their authors, and editors (docs/product.md#articles). */
export function authorRoutes(app: FastifyInstance, writes: ArticleWritesService) {
  serve(app, createArticle, ({ viewer, body }) => writes.create(requireVerified(viewer), body), {
    rateLimit: { max: 30, timeWindow: '1 hour' },
  });
  serve(app, updateArticle, ({ viewer, params, body }) => writes.update(viewer, params.id, body));
  serve(app, deleteArticle, ({ viewer, params }) => writes.remove(viewer, params.id));
}

/** The editors' decisions on an article: approve, make premium, decline (docs/product.md#dashboard). */
export function moderationRoutes(app: FastifyInstance, writes: ArticleWritesService) {
  serve(app, approveArticle, ({ viewer, params }) => writes.approve(viewer, params.id));
  serve(app, makeArticlePremium, ({ viewer, params }) => writes.makePremium(viewer, params.id));
  serve(app, moderateArticles, ({ viewer, body }) => writes.bulk(viewer, body));
  serve(app, declineArticle, ({ viewer, params, body }) => writes.decline(viewer, params.id, body.reason));
}
