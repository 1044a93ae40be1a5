import { eq } from 'drizzle-orm';
import { session } from '../../../src/server/db/schema';
import { type Case, type Context, get, MISSING_ID, send } from './context';

/** Another sign-in of the reader (another device): its session's id. */
async function otherSession({ t, reader }: Context): Promise<string> {
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: reader.email, password: reader.password },
  });
  const { token } = signedIn.json() as { token: string };
  const [row] = await t.database.db.select({ id: session.id }).from(session).where(eq(session.token, token));
  if (!row) throw new Error('no session for the second sign-in');
  return row.id;
}

/** The reader's sessions on the profile. */
export const sessionCases: Record<string, Case[]> = {
  'GET /api/me/sessions': [
    { name: 'the sessions', as: 'reader', status: 200, request: () => get('/api/me/sessions') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/me/sessions') },
  ],
  'DELETE /api/me/sessions/{id}': [
    {
      name: 'another device signed out',
      as: 'reader',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/me/sessions/${await otherSession(ctx)}`),
    },
    { name: 'a bad id', as: 'reader', status: 400, request: () => send('DELETE', '/api/me/sessions/nope') },
    {
      name: 'no such session',
      as: 'reader',
      status: 404,
      request: () => send('DELETE', `/api/me/sessions/${MISSING_ID}`),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('DELETE', `/api/me/sessions/${MISSING_ID}`),
    },
  ],
  'POST /api/me/sessions/end-others': [
    {
      name: 'every other device signed out',
      as: 'reader',
      status: 200,
      request: async (ctx) => {
        await otherSession(ctx);
        return send('POST', '/api/me/sessions/end-others');
      },
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('POST', '/api/me/sessions/end-others'),
    },
  ],
};
