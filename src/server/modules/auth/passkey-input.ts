import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import {
  passkeyOptionsQuerySchema,
  passkeySignInBodySchema,
  registerPasskeyBodySchema,
  removePasskeyBodySchema,
  renamePasskeyBodySchema,
} from '@shared/schemas/passkeys';
import { APIError, type getSessionFromCtx } from 'better-auth/api';
import type { z } from 'zod';
import { badInput, describeProblems } from './identity-input';
import { requireRecentProof, sessionOf } from './identity-proof';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** What the passkey endpoints take, by path: in the query for the options, in the body for the rest. */
const BODIES: Record<string, z.ZodType> = {
  '/passkey/verify-registration': registerPasskeyBodySchema,
  '/passkey/verify-authentication': passkeySignInBodySchema,
  '/passkey/update-passkey': renamePasskeyBodySchema,
  '/passkey/delete-passkey': removePasskeyBodySchema,
};
const OWNED = new Set(['/passkey/update-passkey', '/passkey/delete-passkey']);

function refused(error: z.ZodError, where: 'body' | 'query'): APIError {
  const problem = describeProblems(error);
  return badInput(
    where === 'query'
      ? { ...problem, message: problem.message.replace(/^Invalid body/, 'Invalid query') }
      : problem,
  );
}

/**
 * The passkey endpoints' input through the shared rules (src/shared/schemas/passkeys.ts) before the
 * plugin reads it: a name is a name, an id is an id, and nothing the endpoint does not take (such as a
 * request to open a session on adding a passkey) gets through. A passkey that is not the caller's is
 * "not found", whether it is another reader's or nobody's. Adding one asks for the password again, or a
 * recent sign-in (recent-proof.ts), before the authenticator's answer is read; so does removing one. Returns the checked input to go on with, or
 * nothing for any other endpoint.
 */
export async function checkPasskeyInput(
  context: HookContext & { path: string; body?: unknown; query?: unknown },
): Promise<{ body?: unknown; query?: unknown } | undefined> {
  if (context.path === '/passkey/generate-register-options') {
    const parsed = passkeyOptionsQuerySchema.safeParse(context.query ?? {});
    if (!parsed.success) throw refused(parsed.error, 'query');
    return { query: parsed.data };
  }
  const schema = BODIES[context.path];
  if (!schema) return undefined;
  const parsed = schema.safeParse(context.body ?? {});
  if (!parsed.success) throw refused(parsed.error, 'body');
  if (context.path === '/passkey/verify-registration') {
    const { password, ...rest } = parsed.data as { password?: string };
    const session = await sessionOf(context);
    // Without a session the plugin refuses with 401 before it reads anything.
    if (session) await requireRecentProof(context, session, password, TEXTS.addPasskeyProof);
    return { body: rest };
  }
  if (OWNED.has(context.path)) {
    // By cookie or by the API's bearer token, as for adding one: the proof asked of a removal has no way round.
    const session = await sessionOf(context);
    // Without a session the plugin refuses with 401 before it reads anything.
    if (session) {
      const { id } = parsed.data as { id: string };
      const found = await context.context.adapter.findOne<{ userId: string }>({
        model: 'passkey',
        where: [{ field: 'id', value: id }],
      });
      if (!found || found.userId !== session.user.id)
        throw new APIError('NOT_FOUND', { message: TEXTS.noSuchPasskey, code: ERROR_CODES.NOT_FOUND });
      if (context.path === '/passkey/delete-passkey') {
        const { password, ...rest } = parsed.data as { id: string; password?: string };
        await requireRecentProof(context, session, password, TEXTS.removePasskeyProof);
        return { body: rest };
      }
    }
  }
  return { body: parsed.data };
}
