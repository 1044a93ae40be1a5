import { ERROR_CODES } from '@shared/error-codes';
import { roleChangeInputSchema } from '@shared/schemas/admin';
import {
  adminCheckSchema,
  meSchema,
  profileInputSchema,
  userSchema,
  userUpsertInputSchema,
} from '@shared/schemas/auth';
import {
  emailSchema,
  errorResponseSchema,
  insertedResponseSchema,
  modifiedResponseSchema,
  paginationQuerySchema,
} from '@shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { sendPage } from '../../lib/pagination';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { toMeDto, toUserDto } from './users.mapper';
import { createUsersRepository } from './users.repository';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Signed-in readers, their profile and (for admins) the user list and roles. */
export async function usersRoutes(app: FastifyInstance) {
  const users = createUsersRepository(app.database.db);
  const audit = createAuditRepository(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const me = (viewer: Viewer | null) => viewer as Viewer;

  api.get(
    '/me',
    {
      config: { access: 'user' },
      schema: { tags: ['users'], summary: 'The signed-in reader', response: { 200: meSchema, ...errors } },
    },
    async (request) => {
      const row = await users.findById(me(request.viewer).id);
      if (!row) throw notFound('User');
      return toMeDto(row);
    },
  );

  api.patch(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in reader’s name and photo',
        body: profileInputSchema,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = me(request.viewer);
      await users.updateProfile(viewer.id, {
        name: request.body.name,
        image: request.body.photo || undefined,
      });
      const row = await users.findById(viewer.id);
      if (!row) throw notFound('User');
      return toMeDto(row);
    },
  );

  api.post(
    '/users',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Record the signed-in reader after registration or Google sign-in',
        body: userUpsertInputSchema,
        response: { 200: insertedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = me(request.viewer);
      if (!sameEmail(request.body.email, viewer.email))
        throw forbidden('You can only record your own account.');
      const { name, photo } = request.body;
      if (name || photo)
        await users.updateProfile(viewer.id, { name: name || undefined, image: photo || undefined });
      return { insertedId: viewer.id };
    },
  );

  api.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'All users with their e-mail addresses (admins only)',
        querystring: paginationQuerySchema.extend({ search: z.string().trim().max(200).optional() }),
        response: { 200: z.array(userSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await users.list(request.query);
      return sendPage(reply, rows.map(toUserDto), total);
    },
  );

  api.get(
    '/users/admin/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Whether the signed-in reader is an admin (only for one’s own e-mail)',
        params: z.object({ email: emailSchema }),
        response: { 200: adminCheckSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = me(request.viewer);
      if (!sameEmail(request.params.email, viewer.email) && viewer.role !== 'admin') {
        throw forbidden('You can only check your own account.');
      }
      if (sameEmail(request.params.email, viewer.email)) return { admin: viewer.role === 'admin' };
      const row = await users.findByEmail(request.params.email);
      return { admin: row?.role === 'admin' };
    },
  );

  api.patch(
    '/users/admin/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Give a user the role named in the body: "admin" promotes, "user" takes the role back (the last admin keeps it)',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        body: roleChangeInputSchema,
        response: { 200: modifiedResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = me(request.viewer);
      const { role } = request.body;
      const target = await users.findById(request.params.id);
      if (!target) throw notFound('User');
      const result = await users.setRole(target.id, role);
      if (result.lastAdmin)
        throw conflict(
          'The last admin keeps the role: make someone else an admin first.',
          ERROR_CODES.LAST_ADMIN,
        );
      if (result.modifiedCount > 0) {
        await audit.record(viewer, {
          action: role === 'admin' ? 'user.promote' : 'user.demote',
          targetType: 'user',
          targetId: target.id,
          details: { email: target.email, name: target.name },
        });
      }
      return { modifiedCount: result.modifiedCount };
    },
  );
}
