import { APIError, getSessionFromCtx } from 'better-auth/api';
import { type ProofTexts, refusedProof } from './recent-proof';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * The caller's session, by the session cookie or by the API's bearer token: the site's hooks run before
 * the bearer plugin has turned the token into a cookie, so the token is looked up here as that plugin would.
 */
export async function sessionOf(context: HookContext) {
  const found = await getSessionFromCtx(context);
  if (found) return found;
  const header = context.headers?.get('authorization') ?? '';
  if (header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = header.slice(7).trim().split('.')[0];
  const row = token ? await context.context.internalAdapter.findSession(token) : null;
  return row && new Date(row.session.expiresAt) > new Date() ? row : null;
}

type Session = NonNullable<Awaited<ReturnType<typeof sessionOf>>>;

/**
 * Before an identity endpoint that makes a sensitive change: the re-authentication rule (recent-proof.ts),
 * answered as the identity endpoints answer (a 400 with its code, the reader stays signed in).
 */
export async function requireRecentProof(
  context: HookContext,
  session: Session,
  password: string | undefined,
  texts: ProofTexts,
): Promise<void> {
  const accounts = await context.context.internalAdapter.findAccounts(session.user.id);
  const refusal = await refusedProof(
    {
      hash: accounts.find((each) => each.providerId === 'credential')?.password,
      password,
      signedInAt: session.session.createdAt,
      verify: (hash, given) => context.context.password.verify({ hash, password: given }),
    },
    texts,
  );
  if (refusal)
    throw new APIError('BAD_REQUEST', {
      message: refusal.message,
      code: refusal.code,
      ...(refusal.fields ? { fields: refusal.fields } : {}),
    });
}
