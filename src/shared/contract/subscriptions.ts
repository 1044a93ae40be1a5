import {
  changeRenewalInputSchema,
  mySubscriptionSchema,
  subscriptionSchema,
  testClockAnswerSchema,
  testClockInputSchema,
} from '../schemas/subscriptions';
import { errorAnswers, errors } from './answers';
import { endpoint } from './endpoint';

/** A reader's automatic renewal (docs/product.md#subscriptions-and-payments). */
const own = { access: 'user', tags: ['payments'] } as const;

export const getMySubscription = endpoint({
  ...own,
  method: 'GET',
  path: '/subscriptions/mine',
  summary: 'The reader’s automatic renewal, if they chose one',
  response: { 200: mySubscriptionSchema, ...errors },
});

export const cancelMyRenewal = endpoint({
  ...own,
  method: 'POST',
  path: '/subscriptions/mine/cancel',
  summary: 'Stop renewing at the end of the paid period (idempotent)',
  response: { 200: subscriptionSchema, ...errorAnswers(409), ...errors },
});

export const resumeMyRenewal = endpoint({
  ...own,
  method: 'POST',
  path: '/subscriptions/mine/resume',
  summary: 'Renew again at the end of the paid period (idempotent)',
  response: { 200: subscriptionSchema, ...errorAnswers(409), ...errors },
});

export const changeMyRenewal = endpoint({
  ...own,
  method: 'POST',
  path: '/subscriptions/mine/change',
  summary: 'Change the plan or period the renewal charges, from the next charge on (idempotent)',
  description:
    'The reader sees the next charge and its difference from the present one before confirming. Only a renewal that is on can change (409 otherwise); no charge is made now.',
  body: changeRenewalInputSchema,
  response: { 200: subscriptionSchema, ...errorAnswers(409), ...errors },
});

/** Test mode only, and never in production: 404 there. The caller's own renewal's clock. */
export const moveTestClock = endpoint({
  ...own,
  method: 'POST',
  path: '/test-payments/clock',
  summary: 'Test mode: move the reader’s renewal clock ahead and charge the renewals due by then',
  description: 'Exists only in test mode outside production (404 otherwise, and without a renewal).',
  body: testClockInputSchema,
  response: { 200: testClockAnswerSchema, ...errors },
});
