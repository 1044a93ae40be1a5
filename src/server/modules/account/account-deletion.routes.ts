import { deleteMyAccount } from '@shared/contract/account';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '@shared/messages/account-deletion';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { endSessions } from '../auth/end-sessions';
import { renderNotice } from '../mail/mail-rendering';
import { createStripeClient, createStripeProvider } from '../payments/stripe-provider';
import { createAccountDeletionService, type DeletionHelpers } from './account-deletion.service';

/**
 * A few tries in a quarter of an hour: each checks a password, so guessing through this route is as slow as
 * through the sign-in form (docs/security.md#re-authentication).
 */
const DELETIONS = { max: 5, timeWindow: '15 minutes' };

/** Deleting one's own account (docs/product.md#deleting-your-account). */
export async function accountDeletionRoutes(app: FastifyInstance) {
  const { siteName } = app.config;
  app.mail.defineKind<{ name: string }>('account-deleted', {
    render: ({ name }) => renderNotice(TEXTS.mail(siteName, name), app.mail.frame('account')),
  });

  // The identity library loads with the first deletion, never with the server's start; Stripe's SDK too.
  const helpers = async (): Promise<DeletionHelpers> => {
    const identity = await (await app.auth.instance()).$context;
    return {
      verifyPassword: (hash, password) => identity.password.verify({ hash, password }),
      endSessions: (userId) => endSessions(identity.internalAdapter, userId),
      async stopRenewal(renewal) {
        // A test-mode renewal is only our own row, which goes with the account.
        const stripe = app.config.stripe;
        if (renewal.provider !== 'stripe' || !stripe) return;
        await createStripeProvider(await createStripeClient(stripe)).setCancelAtPeriodEnd(renewal.id, true);
      },
      async tell(account) {
        await app.mail.send({
          kind: 'account-deleted',
          to: account.email,
          key: `account-deleted:${crypto.randomUUID()}`,
          data: { name: account.name },
        });
      },
    };
  };
  const deletion = createAccountDeletionService(app.database.db, app.caches, helpers);

  serve(app, deleteMyAccount, ({ viewer, body }) => deletion.remove(viewer, body), {
    changes: 'named',
    rateLimit: DELETIONS,
  });
}
