import { createUser } from '../../factories';
import { multipartBody, pngImage } from '../../setup/multipart';
import { type Case, get, MISSING_ID, send, unique } from './context';

/** Readers, roles, publishers and uploads. */
export const accountCases: Record<string, Case[]> = {
  'GET /api/me': [
    { name: 'a reader', as: 'reader', status: 200, request: () => get('/api/me') },
    { name: 'an admin', as: 'admin', status: 200, request: () => get('/api/me') },
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
  'GET /api/publisher': [
    { name: 'the list', as: 'visitor', status: 200, request: () => get('/api/publisher') },
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
