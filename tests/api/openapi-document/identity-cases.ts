import { signIn, signUp, someAddress, TEST_PASSWORD, verificationLink } from '../../setup/auth';
import { type Case, FLOOD_ADDRESS, fresh, get, resetToken, send } from './context';

/** Signing up, in and out, confirming an address, resetting a password, the API token. */
export const identityCases: Record<string, Case[]> = {
  'POST /api/auth/sign-up/email': [
    {
      name: 'a new account',
      as: 'visitor',
      status: 200,
      request: () => ({
        ...send('POST', '/api/auth/sign-up/email', { email: fresh(), name: 'New', password: TEST_PASSWORD }),
        remoteAddress: someAddress(),
      }),
    },
    {
      name: 'an address that has an account',
      as: 'visitor',
      status: 200,
      request: ({ reader }) => ({
        ...send('POST', '/api/auth/sign-up/email', {
          email: reader.email,
          name: 'X',
          password: TEST_PASSWORD,
        }),
        remoteAddress: someAddress(),
      }),
    },
    {
      name: 'invalid fields',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/auth/sign-up/email', { email: 'x', name: '', password: '1' }),
    },
    {
      name: 'a weak password',
      as: 'visitor',
      status: 400,
      request: () =>
        send('POST', '/api/auth/sign-up/email', { email: fresh(), name: 'N', password: 'abcdefgh' }),
    },
  ],
  'POST /api/auth/sign-in/email': [
    {
      name: 'the right password',
      as: 'visitor',
      status: 200,
      request: ({ reader }) =>
        send('POST', '/api/auth/sign-in/email', { email: reader.email, password: TEST_PASSWORD }),
    },
    {
      name: 'a wrong password',
      as: 'visitor',
      status: 401,
      request: ({ reader }) =>
        send('POST', '/api/auth/sign-in/email', { email: reader.email, password: 'Wrong-1!' }),
    },
    {
      name: 'an unconfirmed address',
      as: 'visitor',
      status: 403,
      request: async ({ t }) => {
        const account = await signUp(t);
        return send('POST', '/api/auth/sign-in/email', { email: account.email, password: TEST_PASSWORD });
      },
    },
    {
      name: 'no password',
      as: 'visitor',
      status: 400,
      request: ({ reader }) => send('POST', '/api/auth/sign-in/email', { email: reader.email }),
    },
    {
      name: 'too many attempts for one account',
      as: 'visitor',
      status: 429,
      repeat: 15,
      request: () =>
        send('POST', '/api/auth/sign-in/email', { email: 'flood@example.test', password: 'Wrong-1!' }),
    },
  ],
  'POST /api/auth/sign-out': [
    {
      name: 'with a session cookie',
      as: 'visitor',
      status: 200,
      request: async ({ t, reader }) => ({
        ...send('POST', '/api/auth/sign-out', {}),
        headers: { cookie: (await signIn(t.app, reader.email, reader.password)).cookie },
      }),
    },
    {
      name: 'without a session',
      as: 'visitor',
      status: 200,
      request: () => send('POST', '/api/auth/sign-out'),
    },
  ],
  'GET /api/auth/get-session': [
    { name: 'nobody', as: 'visitor', status: 200, request: () => get('/api/auth/get-session') },
    {
      name: 'by cookie',
      as: 'visitor',
      status: 200,
      request: ({ reader }) => ({ ...get('/api/auth/get-session'), headers: { cookie: reader.cookie } }),
    },
    { name: 'by bearer token', as: 'reader', status: 200, request: () => get('/api/auth/get-session') },
  ],
  'POST /api/auth/send-verification-email': [
    {
      name: 'any address',
      as: 'visitor',
      status: 200,
      request: () => send('POST', '/api/auth/send-verification-email', { email: fresh() }),
    },
    {
      name: 'a confirmed reader',
      as: 'visitor',
      status: 400,
      request: ({ reader }) => ({
        ...send('POST', '/api/auth/send-verification-email', { email: reader.email }),
        headers: { cookie: reader.cookie },
      }),
    },
    {
      name: 'an invalid address',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/auth/send-verification-email', { email: 'x' }),
    },
  ],
  'GET /api/auth/verify-email': [
    {
      name: 'the link from the mail',
      as: 'visitor',
      status: 302,
      request: async ({ t }) => {
        const since = t.mails.length;
        return get(await verificationLink(t, (await signUp(t)).email, since));
      },
    },
    {
      name: 'the link without callbackURL',
      as: 'visitor',
      status: 200,
      revalidate: false,
      request: async ({ t }) => {
        const since = t.mails.length;
        const link = await verificationLink(t, (await signUp(t)).email, since);
        return get(link.replace(/&callbackURL=[^&]*/, ''));
      },
    },
    {
      name: 'a bad token',
      as: 'visitor',
      status: 401,
      request: () => get('/api/auth/verify-email?token=nope'),
    },
    {
      name: 'a bad token with callbackURL',
      as: 'visitor',
      status: 302,
      request: () => get('/api/auth/verify-email?token=nope&callbackURL=%2Flogin'),
    },
    { name: 'no token', as: 'visitor', status: 400, request: () => get('/api/auth/verify-email') },
  ],
  'POST /api/auth/request-password-reset': [
    {
      name: 'an address',
      as: 'visitor',
      status: 200,
      request: ({ reader }) => ({
        ...send('POST', '/api/auth/request-password-reset', { email: reader.email }),
        remoteAddress: someAddress(),
      }),
    },
    {
      name: 'an invalid address',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/auth/request-password-reset', { email: 'x' }),
    },
    {
      name: 'too many from one address',
      as: 'visitor',
      status: 429,
      repeat: 10,
      request: () => ({
        ...send('POST', '/api/auth/request-password-reset', { email: fresh() }),
        remoteAddress: FLOOD_ADDRESS,
      }),
    },
  ],
  'POST /api/auth/reset-password': [
    {
      name: 'the token from the mail',
      as: 'visitor',
      status: 200,
      request: async (ctx) =>
        send('POST', '/api/auth/reset-password', {
          newPassword: 'Another#Tern5',
          token: await resetToken(ctx),
        }),
    },
    {
      name: 'a bad token',
      as: 'visitor',
      status: 400,
      request: () =>
        send('POST', '/api/auth/reset-password', { newPassword: 'Another#Tern5', token: 'nope' }),
    },
  ],
  'POST /api/jwt': [
    {
      name: 'a session cookie',
      as: 'visitor',
      status: 200,
      request: ({ reader }) => ({ ...send('POST', '/api/jwt'), headers: { cookie: reader.cookie } }),
    },
  ],
};
