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
import {
  ADMIN,
  answerPage,
  errors,
  pagedList,
  routesTagged,
  SIGNED_IN,
  signedIn,
} from '../../lib/route-schemas';
import { createUsersService } from './users.service';

const route = routesTagged('users');

const readMe = route(SIGNED_IN, 'The signed-in reader', { response: { 200: meSchema, ...errors } });
const updateMe = route(SIGNED_IN, 'Update the signed-in reader’s name, photo and bio', {
  body: profileInputSchema,
  response: { 200: meSchema, ...errors },
});
const listUsers = route(ADMIN, 'All users with their e-mail addresses (admins only)', {
  ...pagedList(userSchema, errors),
  querystring: paginationQuerySchema.extend({ search: z.string().trim().max(200).optional() }),
});
const recordUser = route(SIGNED_IN, 'Record the signed-in reader after registration or Google sign-in', {
  body: userUpsertInputSchema,
  response: { 200: insertedResponseSchema, ...errors },
});
const checkAdmin = route(
  SIGNED_IN,
  'Whether the signed-in reader is an admin, and their role (only for one’s own e-mail)',
  {
    params: z.object({ email: emailSchema }),
    response: { 200: adminCheckSchema, ...errors },
  },
);
const changeRole = route(
  ADMIN,
  'Give a user the role named in the body: "admin", "editor" (moderates articles and publishers) or "user" (the last admin keeps the role)',
  {
    params: z.object({ id: z.string().trim().min(1).max(100) }),
    body: roleChangeInputSchema,
    response: { 200: modifiedResponseSchema, 409: errorResponseSchema, ...errors },
  },
);

/** Signed-in readers, their profile and (for admins) the user list and roles. */
export async function usersRoutes(app: FastifyInstance) {
  const users = createUsersService(app.database.db, app.userPhotos);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/me', readMe, (request) => users.me(signedIn(request)));
  api.patch('/me', updateMe, (request) => users.updateProfile(signedIn(request), request.body));
  api.post('/users', recordUser, (request) => users.recordSelf(signedIn(request), request.body));
  api.get('/users', listUsers, (request, reply) => answerPage(reply, users.list(request.query)));
  api.get('/users/admin/:email', checkAdmin, (request) =>
    users.isAdmin(signedIn(request), request.params.email),
  );
  api.patch('/users/admin/:id', changeRole, (request) =>
    users.changeRole(signedIn(request), request.params.id, request.body.role),
  );
}
