import { ACCOUNT_API_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { changeEmailBodySchema } from '@shared/schemas/identity';
import { getSessionFromCtx } from 'better-auth/api';
import { type AddressChange, changeInLink, createUndoTokens, EMAIL_CHANGED_PAGE } from './email-change-links';
import { endSessions } from './end-sessions';
import { badInput, describeProblems } from './identity-input';
import { requireRecentProof, sessionOf } from './identity-proof';

const TEXTS = ACCOUNT_API_TEXTS.emailChange;
type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Before the identity library's change of address: the input through the shared rules, and proof that the
 * reader is the one asking, by the one re-authentication rule (recent-proof.ts): the password, or for an
 * account without one, a sign-in within the last minutes. The confirmation link always lands on the profile.
 */
export async function checkEmailChange(context: HookContext) {
  const parsed = changeEmailBodySchema.safeParse(context.body ?? {});
  if (!parsed.success) throw badInput(describeProblems(parsed.error));
  const session = await sessionOf(context);
  // No session: the library answers 401 itself.
  if (!session) return { context: { body: { newEmail: parsed.data.newEmail } } };
  const { newEmail, password } = parsed.data;
  if (newEmail.toLowerCase() === session.user.email.toLowerCase())
    throw badInput({ message: TEXTS.sameAddress, fields: { newEmail: TEXTS.sameAddressField } });
  await requireRecentProof(context, session, password, TEXTS);
  return { context: { body: { newEmail, callbackURL: EMAIL_CHANGED_PAGE } } };
}

/** The most confirmations waiting for their request's end at once (each is taken within its request). */
const MAX_WAITING = 1000;

/**
 * What follows a change of address the identity library has made from the link: every other session of the
 * account ends (the one that opened the link stays, if it is the reader's), and the old address is told,
 * with a link that puts it back for UNDO_DAYS days.
 */
export function createEmailChanges(
  secret: string,
  publicUrl: string,
  tell: (account: { id: string; name: string }, change: AddressChange, undoUrl: string) => Promise<void>,
  changed: (userId: string) => void,
) {
  const tokens = createUndoTokens(secret);
  /** Links whose change the library made in the request under way (`afterEmailVerification`). */
  const made = new Set<string>();
  return {
    tokens,
    /**
     * From the library's `afterEmailVerification`, which runs only once the change is made: whether the
     * request's link was a change of address (then nothing of a sign-up's confirmation applies).
     */
    madeBy(request: Request | undefined): boolean {
      const token = request ? new URL(request.url).searchParams.get('token') : null;
      if (!token || !changeInLink(token)) return false;
      if (made.size >= MAX_WAITING) made.clear();
      made.add(token);
      return true;
    },
    /** After the library's `/verify-email` answered: the rest of a change it made. */
    async after(context: HookContext): Promise<void> {
      const token = typeof context.query?.token === 'string' ? context.query.token : '';
      if (!made.delete(token)) return;
      const change = changeInLink(token);
      if (!change) return;
      const adapter = context.context.internalAdapter;
      const session = await getSessionFromCtx(context).catch(() => null);
      const keep = session?.user.id === change.userId ? session.session.token : null;
      await endSessions(adapter, change.userId, keep);
      changed(change.userId);
      const account = await adapter.findUserById(change.userId);
      if (!account) return;
      const undoUrl = `${publicUrl}${paths.undoEmailChange}?token=${encodeURIComponent(tokens.make(change))}`;
      await tell({ id: account.id, name: account.name }, change, undoUrl);
    },
  };
}
