import { exportArchive, exportMembers } from '@shared/contract/export';
import type { FastifyInstance } from 'fastify';
import { documentEndpoints } from '../../lib/endpoint-documentation';
import { serveHttp } from '../../lib/serve';
import type { Viewer } from '../../types';
import { createExportService } from './export.service';

/** The day in a file's name: `2026-12-04`. */
const day = (now: Date) => now.toISOString().slice(0, 10);

/** The admins' exports (docs/product.md#exporting-the-site): files streamed as they are read. */
export async function exportRoutes(app: FastifyInstance) {
  const exports = createExportService(app.database.db);
  // Written as they are read, the files have no ETag.
  const streamed = { streamed: true };
  documentEndpoints(app, [exportArchive], { produces: ['application/gzip'], document: streamed });
  documentEndpoints(app, [exportMembers], { produces: ['text/csv'], document: streamed });

  serveHttp(app, exportArchive, async (request, reply) => {
    const now = new Date();
    const stream = await exports.archive(request.viewer as Viewer, request.query.images === 'yes', now);
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="broadsheet-export-${day(now)}.jsonl.gz"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  serveHttp(app, exportMembers, async (request, reply) => {
    const stream = await exports.members(request.viewer as Viewer);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="members-${day(new Date())}.csv"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
