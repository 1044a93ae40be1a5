import { downloadMyData } from '@shared/contract/account';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '@shared/messages/account-data';
import type { FastifyInstance } from 'fastify';
import { documentEndpoints } from '../../lib/endpoint-documentation';
import { errorBody } from '../../lib/error-answer';
import { serveHttp } from '../../lib/serve';
import type { Viewer } from '../../types';
import { createAccountDataService } from './account-data.service';

/** The day in the file's name: `2026-12-04`. */
const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A file reads every row the reader has: a few an hour per reader (and, as every limited route, ten
 * readers' worth per address) is plenty for someone keeping a copy, and keeps it from becoming a load.
 */
const DOWNLOADS_PER_HOUR = 3;

/** The signed-in reader's copy of their own data (docs/product.md#your-data), streamed as it is read. */
export async function accountDataRoutes(app: FastifyInstance) {
  const data = createAccountDataService(app.database.db);
  // Written as it is read, the file has no ETag.
  documentEndpoints(app, [downloadMyData], { produces: ['application/json'], document: { streamed: true } });

  serveHttp(
    app,
    downloadMyData,
    async (request, reply) => {
      const now = new Date();
      const stream = await data.file(request.viewer as Viewer, now);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="broadsheet-data-${day(now)}.json"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
    {
      rateLimit: {
        max: DOWNLOADS_PER_HOUR,
        timeWindow: '1 hour',
        errorResponseBuilder: (_request, context) => ({
          ...errorBody(429, TEXTS.tooMany(Math.max(1, Math.ceil(context.ttl / 60_000)))),
          statusCode: 429,
        }),
      },
    },
  );
}
