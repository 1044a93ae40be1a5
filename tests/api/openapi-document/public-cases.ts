import { type Case, FLOOD_ADDRESS, fresh, get, send } from './context';

/** Counts, the newsletter, messages to the editors and image files. */
export const publicCases: Record<string, Case[]> = {
  'GET /api/stats': [{ name: 'the counts', as: 'visitor', status: 200, request: () => get('/api/stats') }],
  'POST /api/newsletter': [
    {
      name: 'an address',
      as: 'visitor',
      status: 200,
      request: () => send('POST', '/api/newsletter', { email: fresh() }),
    },
    {
      name: 'not an address',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/newsletter', { email: 'x' }),
    },
    {
      name: 'too many',
      as: 'visitor',
      status: 429,
      repeat: 15,
      request: () => ({
        ...send('POST', '/api/newsletter', { email: fresh() }),
        remoteAddress: FLOOD_ADDRESS,
      }),
    },
  ],
  'POST /api/newsletter/unsubscribe': [
    {
      name: 'a token',
      as: 'visitor',
      status: 200,
      request: () => send('POST', '/api/newsletter/unsubscribe', { token: 'x'.repeat(32) }),
    },
    {
      name: 'no token',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/newsletter/unsubscribe', {}),
    },
  ],
  'POST /api/contact': [
    {
      name: 'a message',
      as: 'reader',
      status: 201,
      request: () =>
        send('POST', '/api/contact', {
          name: 'Tipster',
          email: 'tip@example.test',
          topic: 'tip',
          message: 'A tip for the newsroom today.',
        }),
    },
    {
      name: 'no message',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/contact', { name: 'Tipster' }),
    },
    {
      name: 'too many',
      as: 'visitor',
      status: 429,
      repeat: 10,
      request: () => ({
        ...send('POST', '/api/contact', {
          name: 'T',
          email: 'tip@example.test',
          topic: 'tip',
          message: 'A tip for the newsroom.',
        }),
        remoteAddress: FLOOD_ADDRESS,
      }),
    },
  ],
  'GET /media/{name}': [
    { name: 'an image', as: 'visitor', status: 200, request: ({ logo }) => get(logo) },
    {
      name: 'an image not stored',
      as: 'visitor',
      status: 404,
      request: () => get('/media/0123456789abcdef-800.webp'),
    },
    { name: 'not an image name', as: 'visitor', status: 400, request: () => get('/media/picture.png') },
  ],
};
