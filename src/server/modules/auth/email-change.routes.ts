import { undoEmailChange } from '@shared/contract/auth';
import { ACCOUNT_API_TEXTS } from '@shared/messages';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { createUndoTokens } from './email-change-links';
import { endSessions } from './end-sessions';

const TEXTS = ACCOUNT_API_TEXTS.emailChange;

/**
 * The old address's "this was not me" link (docs/product.md#changing-the-e-mail-address): while the account
 * still has the address it was changed to, the old one comes back, confirmed, and every session ends, the
 * one that made the change too. Through the identity library, so its hooks name what changed.
 */
export async function emailChangeRoutes(app: FastifyInstance) {
  const tokens = createUndoTokens(app.config.authSecret);

  serve(
    app,
    undoEmailChange,
    async ({ body }) => {
      const change = tokens.read(body.token);
      if (!change) throw badRequest(TEXTS.undoInvalid, { token: 'is not valid, or has expired' });
      const adapter = (await (await app.auth.instance()).$context).internalAdapter;
      const account = await adapter.findUserById(change.userId);
      if (!account || account.email.toLowerCase() !== change.to.toLowerCase())
        throw badRequest(TEXTS.undoUsed, { token: 'has been used' });
      const holder = await adapter.findUserByEmail(change.from);
      if (holder && holder.user.id !== account.id) throw conflict(TEXTS.undoTaken);
      // Every session first: whoever changed the address is signed out before it moves back.
      await endSessions(adapter, account.id);
      await adapter.updateUser(account.id, { email: change.from, emailVerified: true });
      return { email: change.from };
    },
    { changes: 'named', rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
