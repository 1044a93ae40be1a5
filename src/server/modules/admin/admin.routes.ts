import {
  deleteContactMessage,
  exportNewsletterSubscribers,
  getAdminOverview,
  listAuditLog,
  listContactMessages,
  listNewsletterSubscribers,
  setContactMessageHandled,
} from '@shared/contract/admin';
import type { FastifyInstance } from 'fastify';
import { documentEndpoints } from '../../lib/endpoint-documentation';
import { serve, serveHttp } from '../../lib/serve';
import { createAdminService } from './admin.service';

/** The editors' extras (docs/product.md#dashboard): numbers at a glance, the audit log, readers' messages, subscribers. */
export async function adminRoutes(app: FastifyInstance) {
  const admin = createAdminService(app.database.db);
  documentEndpoints(app, [exportNewsletterSubscribers], { produces: ['text/csv'] });

  serve(app, getAdminOverview, () => admin.overview());
  serve(app, listAuditLog, ({ query }) => admin.auditLog(query));
  serve(app, listContactMessages, ({ query }) => admin.contactMessages(query));
  // Readers' messages are the editors' alone and in no cache.
  serve(
    app,
    setContactMessageHandled,
    ({ viewer, params, body }) => admin.setMessageHandled(viewer, params.id, body.handled),
    { changes: 'none' },
  );
  serve(app, deleteContactMessage, ({ viewer, params }) => admin.deleteMessage(viewer, params.id), {
    changes: 'none',
  });
  serve(app, listNewsletterSubscribers, ({ query }) => admin.subscribers(query));
  // A file download: its bytes, type and name are the HTTP answer's own.
  serveHttp(app, exportNewsletterSubscribers, async (_request, reply) => {
    const csv = await admin.subscribersCsv();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
