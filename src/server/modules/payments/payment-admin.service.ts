import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@shared/error-codes';
import { SUBSCRIPTION_TEXTS as TEXTS } from '@shared/messages/subscriptions';
import { formatDollars } from '@shared/plans';
import type { Payment } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { createUsersRepository } from '../users/users.repository';
import type { PaymentMails } from './payment-mails';
import type { PaymentProvider } from './payment-provider';
import { createPaymentsRepository } from './payments.repository';
import { toPaymentDto } from './payments.service';
import { createSubscriptionsRepository } from './subscriptions.repository';

/** What a complimentary period is recorded as: a payment of nothing, named as such in the payment history. */
export const COMP_PROVIDER = 'comp';

/**
 * The admins' money side (docs/product.md#subscriptions-and-payments): refunds at the card provider and
 * complimentary premium, each in the audit log.
 */
export function createPaymentAdmin(
  db: Db,
  provider: PaymentProvider,
  caches: Pick<Caches, 'changed'>,
  mails: Pick<PaymentMails, 'sendRefunded'>,
) {
  const payments = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);

  return {
    /**
     * Refunds a payment in full, once: at the provider first (which refunds once however often it is
     * asked), then here, where the premium it bought and the reader has not used yet ends. A payment of an
     * automatic renewal stops that renewal too, at the provider first, so nothing more is charged.
     */
    async refund(viewer: Viewer, id: string): Promise<Payment> {
      const row = await payments.findById(id);
      if (!row) throw notFound(TEXTS.subjects.payment);
      if (row.amountCents === 0) throw conflict(TEXTS.api.nothingToRefund, ERROR_CODES.CONFLICT);
      if (row.refundedAt) throw conflict(TEXTS.api.alreadyRefunded, ERROR_CODES.CONFLICT);
      if (row.provider !== provider.kind) throw conflict(TEXTS.api.otherProvider, ERROR_CODES.CONFLICT);
      const renewal = row.subscriptionId ? await subscriptions.findById(row.subscriptionId) : undefined;
      await provider.refund(row.transactionId, row.amountCents);
      if (renewal && renewal.status !== 'lapsed' && renewal.provider === provider.kind)
        await provider.stopRenewal(renewal.providerSubscriptionId);
      const refunded = await payments.markRefunded(row.id);
      if (!refunded) throw conflict(TEXTS.api.alreadyRefunded, ERROR_CODES.CONFLICT);
      const { renewalStopped } = refunded;
      await audit.record(viewer, {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: row.id,
        details: {
          email: row.email,
          transactionId: row.transactionId,
          amountCents: row.amountCents,
          renewalStopped,
        },
      });
      // A deleted account's payment has no reader left whose premium changes, nor anyone to tell.
      if (row.userId) {
        await caches.changed([changeTags.user(row.userId)]);
        await mails.sendRefunded(row.email, row.id, {
          name: row.name,
          amount: formatDollars(row.amountCents),
          period: TEXTS.periodName(row.days),
          renewalStopped,
        });
      }
      return toPaymentDto(refunded.payment);
    },

    /** Gives the reader `days` of premium free of charge, from the end of any premium they have. */
    async comp(viewer: Viewer, input: { email: string; days: number }): Promise<Payment> {
      const reader = await users.findByEmail(input.email);
      if (!reader) throw notFound(TEXTS.subjects.reader);
      const { payment } = await payments.record({
        userId: reader.id,
        name: reader.name,
        email: reader.email,
        transactionId: `comp_${randomUUID()}`,
        provider: COMP_PROVIDER,
        plan: 'premium',
        days: input.days,
        amountCents: 0,
      });
      await audit.record(viewer, {
        action: 'subscription.comp',
        targetType: 'user',
        targetId: reader.id,
        details: { email: reader.email, days: input.days, paymentId: payment.id },
      });
      await caches.changed([changeTags.user(reader.id)]);
      return toPaymentDto(payment);
    },
  };
}
