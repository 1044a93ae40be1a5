import {
  approveArticle,
  createArticle,
  declineArticle,
  deleteArticle,
  makeArticleFree,
  makeArticlePremium,
  moderateArticles,
  updateArticle,
} from '@shared/contract/newsroom';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { requireVerified } from '../../lib/verified';
import type { ArticleWritesService } from './article-writes.service';

/** Every write here names the article it changed, before and after (article-writes.service.ts). */
const NAMED = { changes: 'named' } as const;

/** Writing, editing and deleting articles: their authors, and editors (docs/product.md#articles). */
export function authorRoutes(app: FastifyInstance, writes: ArticleWritesService) {
  serve(app, createArticle, ({ viewer, body }) => writes.create(requireVerified(viewer), body), {
    ...NAMED,
    rateLimit: { max: 30, timeWindow: '1 hour' },
  });
  serve(app, updateArticle, ({ viewer, params, body }) => writes.update(viewer, params.id, body), NAMED);
  serve(app, deleteArticle, ({ viewer, params }) => writes.remove(viewer, params.id), NAMED);
}

/** The editors' decisions on an article: approve, make premium (or free again), decline (docs/product.md#dashboard). */
export function moderationRoutes(app: FastifyInstance, writes: ArticleWritesService) {
  // Each on the version the editor was shown, when they name it (article-versions.repository.ts).
  serve(
    app,
    approveArticle,
    ({ viewer, params, body }) => writes.approve(viewer, params.id, body?.version),
    NAMED,
  );
  serve(
    app,
    makeArticlePremium,
    ({ viewer, params, body }) => writes.makePremium(viewer, params.id, body?.version),
    NAMED,
  );
  serve(app, makeArticleFree, ({ viewer, params }) => writes.makeFree(viewer, params.id), NAMED);
  serve(app, moderateArticles, ({ viewer, body }) => writes.bulk(viewer, body), NAMED);
  serve(
    app,
    declineArticle,
    ({ viewer, params, body }) => writes.decline(viewer, params.id, body.reason, body.version),
    NAMED,
  );
}
