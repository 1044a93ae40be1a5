import { slugOf } from '@shared/sections';
import { createUser } from '../../factories';
import { registerUser } from '../../setup/auth';
import { multipartBody, pngImage } from '../../setup/multipart';
import { type Case, get, MISSING_ID, send, unique } from './context';

/** Readers, roles, publishers and uploads. */
export const accountCases: Record<string, Case[]> = {
  'GET /api/me': [
    { name: 'a reader', as: 'reader', status: 200, request: () => get('/api/me') },
    { name: 'an admin', as: 'admin', status: 200, request: () => get('/api/me') },
  ],
  'GET /api/me/data': [
    { name: 'the reader’s file', as: 'reader', status: 200, request: () => get('/api/me/data') },
    { name: 'an admin’s own file', as: 'admin', status: 200, request: () => get('/api/me/data') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/me/data') },
  ],
  'POST /api/account/delete': [
    {
      // A reader made for the case deletes their own account; the shared reader stays.
      name: 'an account deleted, its articles kept',
      as: 'reader',
      status: 200,
      request: async ({ t }) => {
        const leaving = await registerUser(t);
        return {
          ...send('POST', '/api/account/delete', {
            articles: 'keep',
            password: leaving.password,
            confirmEmail: leaving.email,
          }),
          headers: { authorization: `Bearer ${leaving.token}` },
        };
      },
    },
    {
      name: 'no choice for the articles',
      as: 'reader',
      status: 400,
      request: ({ reader }) =>
        send('POST', '/api/account/delete', { password: reader.password, confirmEmail: reader.email }),
    },
    {
      name: 'a wrong password',
      as: 'reader',
      status: 400,
      request: ({ reader }) =>
        send('POST', '/api/account/delete', {
          articles: 'remove',
          password: 'Wrong#Pass99',
          confirmEmail: reader.email,
        }),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () =>
        send('POST', '/api/account/delete', { articles: 'keep', confirmEmail: 'a@example.test' }),
    },
  ],
  'PATCH /api/me': [
    {
      name: 'a new name',
      as: 'reader',
      status: 200,
      request: () => send('PATCH', '/api/me', { name: 'Reader Renamed', photo: '' }),
    },
    {
      name: 'an empty name',
      as: 'reader',
      status: 400,
      request: () => send('PATCH', '/api/me', { name: '' }),
    },
    {
      name: 'a bio',
      as: 'reader',
      status: 200,
      request: () => send('PATCH', '/api/me', { name: 'Reader Renamed', bio: 'Writes about rivers.' }),
    },
  ],
  'GET /api/saved': [
    { name: 'the reader’s list', as: 'reader', status: 200, request: () => get('/api/saved') },
    { name: 'a bad page', as: 'reader', status: 400, request: () => get('/api/saved?page=0') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/saved') },
  ],
  'GET /api/saved/states': [
    {
      name: 'a page of cards',
      as: 'reader',
      status: 200,
      request: ({ adminArticleId }) => get(`/api/saved/states?ids=${adminArticleId}`),
    },
    { name: 'bad ids', as: 'reader', status: 400, request: () => get('/api/saved/states?ids=x') },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: ({ adminArticleId }) => get(`/api/saved/states?ids=${adminArticleId}`),
    },
  ],
  'GET /api/saved/{id}': [
    {
      name: 'an article',
      as: 'reader',
      status: 200,
      request: ({ adminArticleId }) => get(`/api/saved/${adminArticleId}`),
    },
    { name: 'a bad id', as: 'reader', status: 400, request: () => get('/api/saved/not-an-id') },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: ({ adminArticleId }) => get(`/api/saved/${adminArticleId}`),
    },
  ],
  'PUT /api/saved/{id}': [
    {
      name: 'an approved article',
      as: 'reader',
      status: 200,
      request: ({ adminArticleId }) => send('PUT', `/api/saved/${adminArticleId}`),
    },
    {
      name: 'a missing article',
      as: 'reader',
      status: 404,
      request: () => send('PUT', `/api/saved/${MISSING_ID}`),
    },
    { name: 'a bad id', as: 'reader', status: 400, request: () => send('PUT', '/api/saved/not-an-id') },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: ({ adminArticleId }) => send('PUT', `/api/saved/${adminArticleId}`),
    },
  ],
  'DELETE /api/saved/{id}': [
    {
      name: 'a saved article',
      as: 'reader',
      status: 200,
      request: ({ adminArticleId }) => send('DELETE', `/api/saved/${adminArticleId}`),
    },
    { name: 'a bad id', as: 'reader', status: 400, request: () => send('DELETE', '/api/saved/not-an-id') },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: ({ adminArticleId }) => send('DELETE', `/api/saved/${adminArticleId}`),
    },
  ],
  'POST /api/users': [
    {
      name: 'one’s own account',
      as: 'reader',
      status: 200,
      request: ({ reader }) => send('POST', '/api/users', { email: reader.email }),
    },
    {
      name: 'someone else’s account',
      as: 'reader',
      status: 403,
      request: ({ admin }) => send('POST', '/api/users', { email: admin.email }),
    },
    { name: 'no e-mail', as: 'reader', status: 400, request: () => send('POST', '/api/users', {}) },
  ],
  'GET /api/users': [
    { name: 'the list', as: 'admin', status: 200, request: () => get('/api/users?search=reader') },
    { name: 'a bad page size', as: 'admin', status: 400, request: () => get('/api/users?limit=0') },
  ],
  'GET /api/users/admin/{id}': [
    {
      name: 'one’s own',
      as: 'reader',
      status: 200,
      request: ({ reader }) => get(`/api/users/admin/${reader.email}`),
    },
    {
      name: 'someone else',
      as: 'reader',
      status: 403,
      request: ({ admin }) => get(`/api/users/admin/${admin.email}`),
    },
    {
      name: 'anyone, as admin',
      as: 'admin',
      status: 200,
      request: ({ reader }) => get(`/api/users/admin/${reader.email}`),
    },
    {
      name: 'not an address',
      as: 'reader',
      status: 400,
      request: () => get('/api/users/admin/not-an-address'),
    },
  ],
  'PATCH /api/users/admin/{id}': [
    {
      name: 'the last admin stepping down',
      as: 'admin',
      status: 409,
      request: ({ admin }) => send('PATCH', `/api/users/admin/${admin.id}`, { role: 'user' }),
    },
    {
      name: 'a promotion',
      as: 'admin',
      status: 200,
      request: async ({ t }) =>
        send('PATCH', `/api/users/admin/${(await createUser(t.database.db)).id}`, { role: 'admin' }),
    },
    {
      name: 'nobody',
      as: 'admin',
      status: 404,
      request: () => send('PATCH', `/api/users/admin/${MISSING_ID}`, { role: 'admin' }),
    },
    {
      name: 'no role',
      as: 'admin',
      status: 400,
      request: ({ reader }) => send('PATCH', `/api/users/admin/${reader.id}`, { role: 'king' }),
    },
  ],
  'DELETE /api/users/{id}/second-step': [
    {
      name: 'a member’s lost app',
      as: 'admin',
      status: 200,
      request: async ({ t }) =>
        send(
          'DELETE',
          `/api/users/${(await createUser(t.database.db, { twoFactorEnabled: true })).id}/second-step`,
        ),
    },
    {
      name: 'a member without an app',
      as: 'admin',
      status: 409,
      request: ({ reader }) => send('DELETE', `/api/users/${reader.id}/second-step`),
    },
    {
      name: 'one’s own',
      as: 'admin',
      status: 403,
      request: ({ admin }) => send('DELETE', `/api/users/${admin.id}/second-step`),
    },
    {
      name: 'nobody',
      as: 'admin',
      status: 404,
      request: () => send('DELETE', `/api/users/${MISSING_ID}/second-step`),
    },
  ],
  'GET /api/publisher': [
    { name: 'the list', as: 'visitor', status: 200, request: () => get('/api/publisher') },
  ],
  'GET /api/publishers/{slug}': [
    {
      name: 'a publisher',
      as: 'visitor',
      status: 200,
      request: ({ publisher }) => get(`/api/publishers/${slugOf(publisher)}`),
    },
    { name: 'none', as: 'visitor', status: 404, request: () => get('/api/publishers/nobody-at-all') },
    { name: 'not a slug', as: 'visitor', status: 400, request: () => get('/api/publishers/Not%20One') },
  ],
  'GET /api/authors/{id}': [
    {
      name: 'an author',
      as: 'visitor',
      status: 200,
      request: ({ reader }) => get(`/api/authors/${reader.id}`),
    },
    { name: 'nobody', as: 'visitor', status: 404, request: () => get(`/api/authors/${MISSING_ID}`) },
    { name: 'a bad id', as: 'visitor', status: 400, request: () => get('/api/authors/x') },
  ],
  'GET /api/authors/{id}/articles': [
    {
      name: 'their articles',
      as: 'visitor',
      status: 200,
      request: ({ reader }) => get(`/api/authors/${reader.id}/articles`),
    },
    { name: 'nobody', as: 'visitor', status: 404, request: () => get(`/api/authors/${MISSING_ID}/articles`) },
    {
      name: 'a bad page',
      as: 'visitor',
      status: 400,
      request: ({ reader }) => get(`/api/authors/${reader.id}/articles?page=0`),
    },
  ],
  'POST /api/publisher': [
    {
      name: 'a new publisher',
      as: 'admin',
      status: 201,
      request: ({ logo }) =>
        send('POST', '/api/publisher', { publisherName: `Paper ${unique()}`, image: logo }),
    },
    {
      name: 'a publisher that exists',
      as: 'admin',
      status: 409,
      request: ({ logo, publisher }) =>
        send('POST', '/api/publisher', { publisherName: publisher, image: logo }),
    },
    {
      name: 'a logo that was not uploaded',
      as: 'admin',
      status: 400,
      request: () =>
        send('POST', '/api/publisher', {
          publisherName: 'Nowhere',
          image: '/media/0123456789abcdef-800.webp',
        }),
    },
  ],
  'POST /api/uploads': [
    {
      name: 'an image',
      as: 'reader',
      status: 200,
      request: async () => ({ method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage()) }),
    },
    { name: 'no image', as: 'reader', status: 400, request: () => send('POST', '/api/uploads', {}) },
    {
      name: 'an unconfirmed address',
      as: 'unverified',
      status: 403,
      request: async () => ({ method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage()) }),
    },
  ],
  'POST /api/uploads/avatar': [
    {
      name: 'a photo from the register form',
      as: 'visitor',
      status: 200,
      request: async () => ({
        method: 'POST',
        url: '/api/uploads/avatar',
        ...multipartBody(await pngImage()),
      }),
    },
    {
      name: 'a file that is not a picture',
      as: 'reader',
      status: 400,
      request: () => ({
        method: 'POST',
        url: '/api/uploads/avatar',
        ...multipartBody(Buffer.from('not a picture'), { filename: 'me.txt', contentType: 'text/plain' }),
      }),
    },
  ],
};
