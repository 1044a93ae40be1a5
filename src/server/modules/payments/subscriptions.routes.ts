import {
  cancelMyRenewal,
  changeMyRenewal,
  getMySubscription,
  moveTestClock,
  resumeMyRenewal,
} from '@shared/contract/subscriptions';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import type { PaymentProvider } from './payment-provider';
import { createRenewalChange } from './renewal-change.service';
import type { Renewals } from './subscriptions.service';

/** Cancelling or resuming changes only the reader's own renewal; a moved test clock names its readers. */
const OWN = { changes: 'none', rateLimit: { max: 30, timeWindow: '10 minutes' } } as const;
const NAMED = { changes: 'named' } as const;

/** A reader's automatic renewal, and its test-mode clock (docs/product.md#subscriptions-and-payments). */
export function renewalRoutes(app: FastifyInstance, renewals: Renewals, provider: PaymentProvider) {
  const changes = createRenewalChange(app.database.db, provider);
  serve(app, getMySubscription, ({ viewer }) => renewals.mine(viewer));
  serve(app, cancelMyRenewal, ({ viewer }) => renewals.cancel(viewer), OWN);
  serve(app, resumeMyRenewal, ({ viewer }) => renewals.resume(viewer), OWN);
  serve(app, changeMyRenewal, ({ viewer, body }) => changes.change(viewer, body), OWN);
  serve(
    app,
    moveTestClock,
    ({ viewer, body }) => renewals.moveTestClock(viewer, body.days, body.renewalsFail),
    NAMED,
  );
}
