import { ERROR_CODES } from '@shared/error-codes';
import { SUBSCRIPTION_TEXTS as TEXTS } from '@shared/messages/subscriptions';
import { amountCents, planById } from '@shared/plans';
import type { Subscription } from '@shared/schemas/subscriptions';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import type { PaymentProvider } from './payment-provider';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { toSubscriptionDto } from './subscriptions.service';

/**
 * A renewing reader changes plan or period (docs/product.md#subscriptions-and-payments): the amount comes
 * from the plans in code, at the provider first, and applies from the next charge; nothing is charged now.
 */
export function createRenewalChange(db: Db, provider: PaymentProvider) {
  const repository = createSubscriptionsRepository(db);
  return {
    async change(viewer: Viewer, input: { plan: string; days: number }): Promise<Subscription> {
      const row = await repository.findByUser(viewer.id);
      if (!row) throw notFound(TEXTS.subjects.subscription);
      const plan = planById(input.plan);
      if (!plan) throw notFound(TEXTS.subjects.subscription);
      const change = { plan: plan.id, days: input.days, amountCents: amountCents(plan, input.days) };
      const renewing = row.status === 'active' && !row.cancelAtPeriodEnd;
      if (!renewing) throw conflict(TEXTS.api.notRenewing, ERROR_CODES.CONFLICT);
      // Asked again, the same change changes nothing.
      if (row.plan === change.plan && row.days === change.days && row.amountCents === change.amountCents)
        return toSubscriptionDto(row);
      if (row.provider === provider.kind) await provider.changePlan(row.providerSubscriptionId, change);
      const updated = await repository.changePlan(row.id, change);
      if (!updated) throw conflict(TEXTS.api.notRenewing, ERROR_CODES.CONFLICT);
      return toSubscriptionDto(updated);
    },
  };
}
