import { scheduleArticle, unscheduleArticle } from '@shared/contract/newsroom';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import type { ArticleScheduleService } from './article-schedule.service';

/** Approving an article for a later time, and taking the time off (docs/product.md#scheduling). */
export function scheduleRoutes(app: FastifyInstance, schedule: ArticleScheduleService) {
  // Each names the article whose time it set (article-schedule.service.ts).
  serve(
    app,
    scheduleArticle,
    ({ viewer, params, body }) => schedule.schedule(viewer, params.id, body.publishAt, body.version),
    {
      changes: 'named',
    },
  );
  serve(app, unscheduleArticle, ({ viewer, params }) => schedule.unschedule(viewer, params.id), {
    changes: 'named',
  });
}
