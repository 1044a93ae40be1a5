import { errorResponseSchema } from '@shared/schemas/common';
import { scheduleInputSchema, scheduleResultSchema } from '@shared/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId, moderation, signedIn, spec } from './article-route-options';
import type { ArticleScheduleService } from './article-schedule.service';

/** Approving an article for a later time, and taking the time off (docs/product.md#scheduling). */
export function scheduleRoutes(app: FastifyInstance, schedule: ArticleScheduleService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const set = spec(
    'editor',
    'Approve an article for a later time, or move its time: it stays pending until then (editors)',
    {
      params: byId(scheduleResultSchema).params,
      body: scheduleInputSchema,
      response: { ...byId(scheduleResultSchema).response, 409: errorResponseSchema },
    },
    {},
    ['moderation'],
  );
  api.put('/admin-articles/:id/schedule', set, (request) =>
    schedule.schedule(signedIn(request), request.params.id, request.body.publishAt),
  );
  const cancel = moderation('Cancel a scheduled article’s time: it waits for review again');
  api.delete('/admin-articles/:id/schedule', cancel, (request) =>
    schedule.unschedule(signedIn(request), request.params.id),
  );
}
