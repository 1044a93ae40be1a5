import { eq } from 'drizzle-orm';
import { session } from '../../../src/server/db/schema';
import { createUndoTokens } from '../../../src/server/modules/auth/email-change-links';
import { registerUser } from '../../setup/auth';
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

/**
 * The undo link's token for a fresh account whose address was changed from `from` (by default an address
 * nobody has): the account's sessions end when it is used, so never the shared reader's.
 */
async function undoToken({ t }: Context, from = `back-${crypto.randomUUID().slice(0, 8)}@example.test`) {
  const moved = await registerUser(t);
  return createUndoTokens(t.app.config.authSecret).make({ userId: moved.id, from, to: moved.email });
}

const undo = (body: unknown) => send('POST', '/api/account/email-change/undo', body);

/** The reader's sessions on the profile, and the undo link of a change of address. */
export const sessionCases: Record<string, Case[]> = {
  'POST /api/account/email-change/undo': [
    {
      name: 'the old address back',
      as: 'visitor',
      status: 200,
      request: async (ctx) => undo({ token: await undoToken(ctx) }),
    },
    { name: 'a token that is not ours', as: 'visitor', status: 400, request: () => undo({ token: 'x.y' }) },
    { name: 'no token', as: 'visitor', status: 400, request: () => undo({}) },
    {
      name: 'an address another account has since',
      as: 'visitor',
      status: 409,
      request: async (ctx) => undo({ token: await undoToken(ctx, ctx.admin.email) }),
    },
  ],
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
