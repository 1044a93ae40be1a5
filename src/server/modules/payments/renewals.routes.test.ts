import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { mailMessages, payments, subscriptions, user } from '../../db/schema';
import { PREMIUM_REMINDERS_QUEUE } from './payment-mails';

// Automatic renewal in test mode: started at checkout, charged on the test clock, cancelled and resumed.
let t: TestApp;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Pays for `days` of Premium by test card, renewing or not: the recording's answer. */
async function subscribe(who: TestUser, renew: boolean | undefined, days = 7) {
  const { recorded, record } = await payByTestCard(t, who, {
    days,
    renew,
    totalPrice: days === 7 ? 7 : 29.99,
  });
  return { recorded, record };
}

const mine = async (who: TestUser | null) =>
  t.app.inject(as(who, { method: 'GET', url: '/api/subscriptions/mine' }));
const change = (who: TestUser | null, action: 'cancel' | 'resume') =>
  t.app.inject(as(who, { method: 'POST', url: `/api/subscriptions/mine/${action}` }));
const moveClock = (who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/test-payments/clock', payload }));
const paymentsOf = (id: string) => t.database.db.select().from(payments).where(eq(payments.userId, id));
const premiumUntil = async (id: string) =>
  (await t.database.db.select().from(user).where(eq(user.id, id)))[0]?.premiumUntil?.getTime() ?? 0;
async function mailsTo(email: string, kind: string) {
  await t.mailsSettled();
  return t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.kind, kind)));
}
/** Moves the reader's test clock to just past their current period end. */
async function passPeriodEnd(reader: TestUser, renewalsFail?: boolean) {
  const clock = (await moveClock(reader, { days: 1 })).json();
  const end = new Date((await mine(reader)).json().subscription.currentPeriodEnd).getTime();
  const days = Math.max(1, Math.ceil((end - new Date(clock.now).getTime()) / DAY_MS));
  return moveClock(reader, { days, renewalsFail });
}

describe('choosing to renew at checkout', () => {
  it('renews only when the reader said so, and says what a bad choice is', async () => {
    const reader = await registerUser(t);
    await subscribe(reader, undefined);
    expect((await mine(reader)).json()).toEqual({ subscription: null });

    const bad = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { plan: 'premium', days: 7, renew: 'yes' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.renew).toBe('must be true or false');
  });

  it('starts one renewal with the paid period, however often the payment is recorded', async () => {
    const reader = await registerUser(t);
    const { record } = await subscribe(reader, true);
    expect((await record()).statusCode).toBe(200);
    const answer = (await mine(reader)).json();
    expect(answer.subscription).toMatchObject({
      plan: 'premium',
      days: 7,
      amount: 7,
      provider: 'test',
      state: 'renewing',
      renewals: 0,
    });
    expect(new Date(answer.subscription.currentPeriodEnd).getTime()).toBe(await premiumUntil(reader.id));
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, reader.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a visitor 401', async () => {
    expect((await mine(null)).statusCode).toBe(401);
  });
});

describe('the test clock', () => {
  it('charges each period once, with a receipt, however often and however concurrently it moves', async () => {
    const reader = await registerUser(t);
    await subscribe(reader, true);
    const before = await premiumUntil(reader.id);
    const moved = await passPeriodEnd(reader);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().renewed).toBe(1);
    expect(await paymentsOf(reader.id)).toHaveLength(2);
    expect(await premiumUntil(reader.id)).toBe(before + 7 * DAY_MS);
    expect((await mine(reader)).json().subscription).toMatchObject({ renewals: 1, state: 'renewing' });
    expect(await mailsTo(reader.email, 'payment-receipt')).toHaveLength(2);

    // A move that passes no period end charges nothing; two moves at once charge each period once.
    expect((await moveClock(reader, { days: 1 })).json().renewed).toBe(0);
    await Promise.all([moveClock(reader, { days: 7 }), moveClock(reader, { days: 7 })]);
    const rows = await paymentsOf(reader.id);
    const renewals = (await mine(reader)).json().subscription.renewals;
    expect(rows).toHaveLength(renewals + 1);
    expect(new Set(rows.map((row) => row.transactionId)).size).toBe(rows.length);
    expect(await premiumUntil(reader.id)).toBe(before + renewals * 7 * DAY_MS);
  });

  it('is the reader’s own renewal’s, and says what is wrong with a move', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    await subscribe(reader, true);
    expect((await moveClock(null, { days: 1 })).statusCode).toBe(401);
    // Without a renewal of one's own there is no clock to move; another reader's is not touched.
    expect((await moveClock(other, { days: 30 })).statusCode).toBe(404);
    expect(await paymentsOf(reader.id)).toHaveLength(1);
    for (const [payload, message] of [
      [{ days: 0 }, 'must be at least 1'],
      [{ days: 401 }, 'must be at most 400'],
      [{ days: 1.5 }, 'must be a whole number of days'],
      [{ days: 'soon' }, 'must be a number of days'],
    ] as const) {
      const response = await moveClock(reader, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields?.days).toBe(message);
    }
  });
});

describe('cancel and resume', () => {
  it('cancels at the end of the period in one call, once, with a confirmation mail, and resumes', async () => {
    const reader = await registerUser(t);
    await subscribe(reader, true);
    const until = await premiumUntil(reader.id);
    const cancelled = await change(reader, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await change(reader, 'cancel')).json()).toMatchObject({ state: 'cancelled' });
    const mails = await mailsTo(reader.email, 'renewal-changed');
    expect(mails).toHaveLength(1);
    // Access runs to the end of the paid period, and no renewal is charged after it.
    expect(await premiumUntil(reader.id)).toBe(until);
    await passPeriodEnd(reader);
    expect(await paymentsOf(reader.id)).toHaveLength(1);
    expect(await premiumUntil(reader.id)).toBe(until);

    const resumed = await change(reader, 'resume');
    expect(resumed.json()).toMatchObject({ state: 'renewing' });
    expect(await mailsTo(reader.email, 'renewal-changed')).toHaveLength(2);
    // The period's end has passed on the reader's clock: the resumed renewal is charged at the next tick.
    expect((await moveClock(reader, { days: 1 })).json().renewed).toBe(1);
    expect(await paymentsOf(reader.id)).toHaveLength(2);
  });

  it('answers 404 without a renewal and 401 to a visitor; one reader cannot touch another’s', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    await subscribe(owner, true);
    expect((await change(other, 'cancel')).statusCode).toBe(404);
    expect((await change(null, 'cancel')).statusCode).toBe(401);
    expect((await change(null, 'resume')).statusCode).toBe(401);
    expect((await mine(owner)).json().subscription.state).toBe('renewing');
  });
});

describe('the reminders', () => {
  it('tells a renewing reader nothing about premium ending; a cancelled or lapsed one hears as before', async () => {
    const renewing = await registerUser(t);
    const cancelled = await registerUser(t);
    const lapsed = await registerUser(t);
    for (const reader of [renewing, cancelled, lapsed]) await subscribe(reader, true);
    await change(cancelled, 'cancel');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'lapsed' })
      .where(eq(subscriptions.userId, lapsed.id));
    const set = (id: string, at: number) =>
      t.database.db
        .update(user)
        .set({ premiumUntil: new Date(at) })
        .where(eq(user.id, id));
    const now = Date.now();
    await set(renewing.id, now + 2 * DAY_MS);
    await set(cancelled.id, now + 2 * DAY_MS);
    await set(lapsed.id, now - DAY_MS);
    await t.app.jobs.send(PREMIUM_REMINDERS_QUEUE, {});
    await t.app.jobs.settled(PREMIUM_REMINDERS_QUEUE);
    expect(await mailsTo(renewing.email, 'premium-ending')).toHaveLength(0);
    expect(await mailsTo(cancelled.email, 'premium-ending')).toHaveLength(1);
    expect(await mailsTo(lapsed.email, 'premium-ended')).toHaveLength(1);
  });
});
