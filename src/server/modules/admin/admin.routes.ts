import {
  adminOverviewSchema,
  auditEntrySchema,
  contactMessageSchema,
  contactMessageStateSchema,
  subscriberSchema,
} from '@shared/schemas/admin';
import { deletedResponseSchema, idParamSchema, modifiedResponseSchema } from '@shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, answerPage, errorAnswers, pagedList, routesTagged, signedIn } from '../../lib/route-schemas';
import { createAdminService } from './admin.service';

const errors = errorAnswers(400, 401, 403);
const route = routesTagged('admin');

const overview = route(ADMIN, 'Counts for the dashboard', {
  response: { 200: adminOverviewSchema, ...errors },
});
const auditLog = route(ADMIN, 'Admin actions, newest first', pagedList(auditEntrySchema, errors));
const contactMessages = route(
  ADMIN,
  'Readers’ tips, submissions and feedback, newest first',
  pagedList(contactMessageSchema, errors),
);
const byId = errorAnswers(400, 401, 403, 404);
const messageState = route(ADMIN, 'Mark a reader’s message handled, or new again', {
  params: idParamSchema,
  body: contactMessageStateSchema,
  response: { 200: modifiedResponseSchema, ...byId },
});
const deleteMessage = route(ADMIN, 'Delete a reader’s message', {
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...byId },
});
const subscribers = route(ADMIN, 'Newsletter subscribers, newest first', pagedList(subscriberSchema, errors));
const subscribersCsv = route(ADMIN, 'Every newsletter subscriber as CSV', {
  produces: ['text/csv'],
  response: { 200: z.string(), ...errors },
});

/** The editors' extras (docs/product.md#dashboard): numbers at a glance, the audit log, readers' messages, subscribers. */
export async function adminRoutes(app: FastifyInstance) {
  const admin = createAdminService(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/overview', overview, () => admin.overview());
  api.get('/admin/audit-log', auditLog, (request, reply) => answerPage(reply, admin.auditLog(request.query)));
  api.get('/admin/contact-messages', contactMessages, (request, reply) =>
    answerPage(reply, admin.contactMessages(request.query)),
  );
  api.patch('/admin/contact-messages/:id', messageState, (request) =>
    admin.setMessageHandled(signedIn(request), request.params.id, request.body.handled),
  );
  api.delete('/admin/contact-messages/:id', deleteMessage, (request) =>
    admin.deleteMessage(signedIn(request), request.params.id),
  );
  api.get('/admin/newsletter-subscribers', subscribers, (request, reply) =>
    answerPage(reply, admin.subscribers(request.query)),
  );
  api.get('/admin/newsletter-subscribers.csv', subscribersCsv, async (_request, reply) => {
    const csv = await admin.subscribersCsv();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
