import {
  adminOverviewSchema,
  auditEntrySchema,
  contactMessageSchema,
  subscriberSchema,
} from '@shared/schemas/admin';
import { errorResponseSchema, paginationQuerySchema } from '@shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offsetOf, sendPage } from '../../lib/pagination';
import { createAuditRepository } from '../audit/audit.repository';
import { createAdminRepository } from './admin.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** A CSV field, quoted, with formula-looking values defused for spreadsheet apps. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The editors' extras (docs/product.md#dashboard): numbers at a glance, the audit log, readers' messages, subscribers. */
export async function adminRoutes(app: FastifyInstance) {
  const repository = createAdminRepository(app.database.db);
  const audit = createAuditRepository(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  api.get(
    '/admin/overview',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Counts for the dashboard',
        response: { 200: adminOverviewSchema, ...errors },
      },
    },
    () => repository.overview(),
  );

  api.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Admin actions, newest first',
        querystring: paginationQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await audit.list(request.query.limit, offsetOf(request.query));
      return sendPage(
        reply,
        rows.map((row) => ({
          _id: String(row.id),
          actorEmail: row.actorEmail,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          details: row.details,
          date: row.createdAt.toISOString(),
        })),
        total,
      );
    },
  );

  api.get(
    '/admin/contact-messages',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Readers’ tips, submissions and feedback, newest first',
        querystring: paginationQuerySchema,
        response: { 200: z.array(contactMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.contactMessages(request.query.limit, offsetOf(request.query));
      return sendPage(
        reply,
        rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          topic: row.topic,
          message: row.message,
          date: row.createdAt.toISOString(),
        })),
        total,
      );
    },
  );

  api.get(
    '/admin/newsletter-subscribers',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first',
        querystring: paginationQuerySchema,
        response: { 200: z.array(subscriberSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.subscribers(request.query.limit, offsetOf(request.query));
      return sendPage(
        reply,
        rows.map((row) => ({ _id: row.id, email: row.email, date: row.createdAt.toISOString() })),
        total,
      );
    },
  );

  api.get(
    '/admin/newsletter-subscribers.csv',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every newsletter subscriber as CSV',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const lines = ['"email","subscribed_at"'];
      for await (const row of repository.allSubscribers()) {
        lines.push(`${csvField(row.email)},${csvField(row.createdAt.toISOString())}`);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
}
