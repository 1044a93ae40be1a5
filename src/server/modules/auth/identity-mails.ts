import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { Config } from '../../config/config';
import type { Mailer } from '../../lib/mailer';
import type { createAuthRepository } from './auth.repository';
import type { LimitStore } from './limits';

/** Each kind of e-mail (confirmation, reset, "you already have an account") goes to one address this often. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
const HOUR = 3600;

/** Whether a mail of one kind may go to an address now (a few an hour), so nobody can flood an inbox. */
export async function mayMail(store: LimitStore, kind: string, email: string): Promise<boolean> {
  const decision = await store.consume(`mail:${kind}:${email.trim().toLowerCase()}`, {
    window: HOUR,
    max: MAILS_PER_ADDRESS_PER_HOUR,
  });
  return decision.allowed;
}

interface Recipient {
  user: { id: string; email: string; name: string };
}

/**
 * The mails the identity library sends through the site (docs/decisions/0010-sessions-and-verification.md): reset links (one alive per
 * account), confirmation links, and the "you already have an account" note that keeps sign-up from telling
 * who is registered. Each kind goes to one address only a few times an hour.
 */
export function createIdentityMails(
  { siteName, publicUrl }: Pick<Config, 'siteName' | 'publicUrl'>,
  mailer: Mailer,
  limits: LimitStore,
  accounts: ReturnType<typeof createAuthRepository>,
) {
  return {
    sendResetPassword: async ({ user: recipient, url }: Recipient & { url: string }) => {
      // At most one live reset link per account: this one.
      await accounts.dropResetTokens(recipient.id, true);
      await mailer.send({ to: recipient.email, ...TEXTS.resetMail(siteName, recipient.name, url) });
    },
    onPasswordReset: async ({ user: owner }: Recipient) => {
      // The reset link reached the mailbox, which confirms the address; no other link stays usable.
      await accounts.dropResetTokens(owner.id, false);
      await accounts.markEmailVerified(owner.id);
    },
    onExistingUserSignUp: async ({ user: owner }: Recipient) => {
      if (!(await mayMail(limits, 'existing', owner.email))) return;
      await mailer.send({
        to: owner.email,
        ...TEXTS.existingAccountMail(
          siteName,
          owner.name,
          `${publicUrl}${paths.login}`,
          `${publicUrl}${paths.forgotPassword}`,
        ),
      });
    },
    sendVerificationEmail: async ({ user: recipient, url }: Recipient & { url: string }) => {
      if (!(await mayMail(limits, 'verify', recipient.email))) return;
      await mailer.send({ to: recipient.email, ...TEXTS.confirmationMail(siteName, recipient.name, url) });
    },
  };
}
