import { MAIL_TEXTS } from '@shared/messages/mail';
import { paths } from '@shared/paths';
import type { Config } from '../../config/config';
import type { MailService } from '../mail/mail.service';
import { renderNotice } from '../mail/mail-rendering';
import type { createAuthRepository } from './auth.repository';
import { type AddressChange, changeInLink, UNDO_DAYS } from './email-change-links';
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

type NamedLink = { name: string; url: string };

/**
 * The mails the identity library sends through the site's mail queue (docs/decisions/0010-sessions-and-verification.md):
 * reset links (one alive per account), confirmation links, the "you already have an account" note that keeps
 * sign-up from telling who is registered, and the welcome once an address is confirmed. Each of the first
 * three goes to one address only a few times an hour.
 */
export function createIdentityMails(
  { siteName, publicUrl }: Pick<Config, 'siteName' | 'publicUrl'>,
  mail: MailService,
  limits: LimitStore,
  accounts: ReturnType<typeof createAuthRepository>,
) {
  const frame = () => mail.frame('account');
  mail.defineKind<NamedLink>('confirm-address', {
    requested: true,
    render: (data) => renderNotice(MAIL_TEXTS.confirmAddress(siteName, data.name, data.url), frame()),
  });
  mail.defineKind<NamedLink>('reset-password', {
    requested: true,
    render: (data) => renderNotice(MAIL_TEXTS.reset(siteName, data.name, data.url), frame()),
  });
  mail.defineKind<{ name: string }>('existing-account', {
    requested: true,
    render: (data) =>
      renderNotice(
        MAIL_TEXTS.existingAccount(
          siteName,
          data.name,
          `${publicUrl}${paths.login}`,
          `${publicUrl}${paths.forgotPassword}`,
        ),
        frame(),
      ),
  });
  mail.defineKind<NamedLink>('confirm-new-address', {
    requested: true,
    render: (data) => renderNotice(MAIL_TEXTS.confirmNewAddress(siteName, data.name, data.url), frame()),
  });
  mail.defineKind<{ name: string; newEmail: string; undoUrl: string }>('address-changed', {
    render: (data) =>
      renderNotice(
        MAIL_TEXTS.addressChanged(siteName, data.name, {
          newEmail: data.newEmail,
          undoUrl: data.undoUrl,
          days: UNDO_DAYS,
        }),
        frame(),
      ),
  });
  mail.defineKind<{ name: string; passwordDropped?: boolean }>('welcome', {
    render: (data) =>
      renderNotice(
        MAIL_TEXTS.welcome(siteName, data.name, {
          home: `${publicUrl}${paths.home}`,
          plans: `${publicUrl}${paths.subscription(0)}`,
          write: `${publicUrl}${paths.addArticles}`,
          ...(data.passwordDropped ? { forgotPassword: `${publicUrl}${paths.forgotPassword}` } : {}),
        }),
        frame(),
      ),
  });

  return {
    sendResetPassword: async ({ user: recipient, url }: Recipient & { url: string }) => {
      // At most one live reset link per account: this one.
      await accounts.dropResetTokens(recipient.id, true);
      await mail.send({
        kind: 'reset-password',
        to: recipient.email,
        key: `reset-password:${crypto.randomUUID()}`,
        data: { name: recipient.name, url },
      });
    },
    onPasswordReset: async ({ user: owner }: Recipient) => {
      // The reset link reached the mailbox, which confirms the address; no other link stays usable.
      await accounts.dropResetTokens(owner.id, false);
      await accounts.markEmailVerified(owner.id);
    },
    onExistingUserSignUp: async ({ user: owner }: Recipient) => {
      if (!(await mayMail(limits, 'existing', owner.email))) return;
      await mail.send({
        kind: 'existing-account',
        to: owner.email,
        key: `existing-account:${crypto.randomUUID()}`,
        data: { name: owner.name },
      });
    },
    sendVerificationEmail: async ({
      user: recipient,
      url,
      token,
    }: Recipient & { url: string; token?: string }) => {
      // The link of a change of address goes to the new address (`recipient.email` is that one here).
      if (changeInLink(token)) {
        if (!(await mayMail(limits, 'new-address', recipient.email))) return;
        await mail.send({
          kind: 'confirm-new-address',
          to: recipient.email,
          key: `confirm-new-address:${crypto.randomUUID()}`,
          data: { name: recipient.name, url },
        });
        return;
      }
      if (!(await mayMail(limits, 'verify', recipient.email))) return;
      await mail.send({
        kind: 'confirm-address',
        to: recipient.email,
        key: `confirm-address:${crypto.randomUUID()}`,
        data: { name: recipient.name, url },
      });
    },
    /** Tells the address a change replaced, with the link that puts it back. */
    addressChanged: async (account: { id: string; name: string }, change: AddressChange, undoUrl: string) => {
      await mail.send({
        kind: 'address-changed',
        to: change.from,
        key: `address-changed:${account.id}:${crypto.randomUUID()}`,
        data: { name: account.name, newEmail: change.to, undoUrl },
      });
    },
    /** Once per account, when its address is confirmed (by the link, or by Google saying so). */
    welcome: async (
      account: { id: string; email: string; name: string },
      { passwordDropped = false }: { passwordDropped?: boolean } = {},
    ) => {
      await mail.send({
        kind: 'welcome',
        to: account.email,
        key: `welcome:${account.id}`,
        data: { name: account.name, ...(passwordDropped ? { passwordDropped } : {}) },
      });
    },
  };
}
