import { roleChangeInputSchema } from '../schemas/admin';
import {
  adminCheckSchema,
  meSchema,
  profileInputSchema,
  userSchema,
  userUpsertInputSchema,
} from '../schemas/auth';
import { errorResponseSchema, insertedResponseSchema, modifiedResponseSchema } from '../schemas/common';
import { userEmailParamSchema, userIdParamSchema, userListQuerySchema } from '../schemas/users';
import { errors, pagedList } from './answers';
import { endpoint } from './endpoint';

/** Signed-in readers, their profile and (for admins) the user list and roles. */
const users = { tags: ['users'] } as const;

export const getMe = endpoint({
  ...users,
  access: 'user',
  method: 'GET',
  path: '/me',
  summary: 'The signed-in reader',
  response: { 200: meSchema, ...errors },
});

export const updateMe = endpoint({
  ...users,
  access: 'user',
  method: 'PATCH',
  path: '/me',
  summary: 'Update the signed-in reader’s name, photo and bio',
  body: profileInputSchema,
  response: { 200: meSchema, ...errors },
});

export const recordUser = endpoint({
  ...users,
  access: 'user',
  method: 'POST',
  path: '/users',
  summary: 'Record the signed-in reader after registration or Google sign-in',
  body: userUpsertInputSchema,
  response: { 200: insertedResponseSchema, ...errors },
});

export const listUsers = endpoint({
  ...users,
  access: 'admin',
  method: 'GET',
  key: 'members:read',
  path: '/users',
  summary: 'All users with their e-mail addresses (admins only)',
  ...pagedList(userSchema, errors),
  query: userListQuerySchema,
});

export const adminStatus = endpoint({
  ...users,
  access: 'user',
  method: 'GET',
  path: '/users/admin/:email',
  summary: 'Whether the signed-in reader is an admin, and their role (only for one’s own e-mail)',
  params: userEmailParamSchema,
  response: { 200: adminCheckSchema, ...errors },
});

export const resetSecondStep = endpoint({
  ...users,
  access: 'admin',
  method: 'DELETE',
  path: '/users/:id/second-step',
  summary:
    'Turn off a member’s authenticator app when they lost it and its backup codes: their sessions end, they are mailed, and it is audited (not for one’s own account)',
  params: userIdParamSchema,
  response: { 200: modifiedResponseSchema, 409: errorResponseSchema, ...errors },
});

export const changeRole = endpoint({
  ...users,
  access: 'admin',
  method: 'PATCH',
  path: '/users/admin/:id',
  summary:
    'Give a user the role named in the body: "admin", "editor" (moderates articles and publishers) or "user" (the last admin keeps the role)',
  params: userIdParamSchema,
  body: roleChangeInputSchema,
  response: { 200: modifiedResponseSchema, 409: errorResponseSchema, ...errors },
});
