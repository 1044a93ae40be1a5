import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { mailMessages, payments, user } from '../../db/schema';
import { mailDate } from './payment-mails';
import { GRACE_DAYS, RETRY_DAYS } from './subscriptions.service';

// Failed renewals in test mode: retried on a schedule while premium continues for a grace period, then ended.
let t: TestApp;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A reader who paid 7 days of Premium by test card, renewing: them and the end of the paid period. */
async function renewingReader() {
  const reader = await registerUser(t);
  await payByTestCard(t, reader, { days: 7, renew: true, totalPrice: 7 });
  return { reader, periodEnd: await premiumUntil(reader) };
}

const mine = async (who: TestUser) =>
  (await t.app.inject(as(who, { method: 'GET', url: '/api/subscriptions/mine' }))).json().subscription;
const moveClock = async (who: TestUser, days: number, renewalsFail?: boolean) => {
  const payload = { days, renewalsFail };
  const moved = await t.app.inject(as(who, { method: 'POST', url: '/api/test-payments/clock', payload }));
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json() as { now: string; renewed: number; failed: number; lapsed: number };
};
const paymentsOf = (who: TestUser) =>
  t.database.db.select().from(payments).where(eq(payments.userId, who.id));
const premiumUntil = async (who: TestUser) =>
  (await t.database.db.select().from(user).where(eq(user.id, who.id)))[0]?.premiumUntil?.getTime() ?? 0;
async function mailsTo(who: TestUser, kind: string) {
  await t.mailsSettled();
  return t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, who.email), eq(mailMessages.kind, kind)));
}
/** Moves the reader's clock to the first day past `periodEnd` (what the move did). */
async function passPeriodEnd(reader: TestUser, periodEnd: number, renewalsFail?: boolean) {
  const now = new Date((await moveClock(reader, 1)).now).getTime();
  return moveClock(reader, Math.max(1, Math.ceil((periodEnd - now) / DAY_MS)), renewalsFail);
}
const at = (periodEnd: number, days: number) => new Date(periodEnd + days * DAY_MS).toISOString();

describe('a renewal whose charge fails', () => {
  it('is past due with premium kept for the grace period, retried on schedule, and renewed when a retry succeeds', async () => {
    const { reader, periodEnd } = await renewingReader();
    expect(await passPeriodEnd(reader, periodEnd, true)).toMatchObject({ renewed: 0, failed: 1, lapsed: 0 });
    expect(await mine(reader)).toMatchObject({
      state: 'past_due',
      retryAt: at(periodEnd, RETRY_DAYS[0]),
      graceEndsAt: at(periodEnd, GRACE_DAYS),
    });
    // Premium continues to the grace period's end; nothing was paid.
    expect(await premiumUntil(reader)).toBe(periodEnd + GRACE_DAYS * DAY_MS);
    expect(await paymentsOf(reader)).toHaveLength(1);
    const [mail] = await mailsTo(reader, 'renewal-failed');
    expect(mail?.data).toEqual({
      name: reader.name,
      amount: '$7.00',
      period: '7 days',
      retryOn: mailDate(at(periodEnd, RETRY_DAYS[0])),
      graceUntil: mailDate(at(periodEnd, GRACE_DAYS)),
    });

    // The first retry fails as well: the next one is on the schedule, and the reader hears of each.
    expect(await moveClock(reader, RETRY_DAYS[0], true)).toMatchObject({ failed: 1 });
    expect((await mine(reader)).retryAt).toBe(at(periodEnd, RETRY_DAYS[1]));
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(2);

    // The next retry succeeds: the unpaid period is paid from where it began, once, with its receipt.
    expect(await moveClock(reader, RETRY_DAYS[1] - RETRY_DAYS[0])).toMatchObject({ renewed: 1, failed: 0 });
    expect(await mine(reader)).toMatchObject({
      state: 'renewing',
      renewals: 1,
      retryAt: null,
      graceEndsAt: null,
    });
    expect(await premiumUntil(reader)).toBe(periodEnd + 7 * DAY_MS);
    expect(await paymentsOf(reader)).toHaveLength(2);
    expect(await mailsTo(reader, 'payment-receipt')).toHaveLength(2);
  });

  it('ends cleanly after the last retry and the grace period: premium ends, the reader is told, once', async () => {
    const { reader, periodEnd } = await renewingReader();
    await passPeriodEnd(reader, periodEnd, true);
    // Two moves at once record each try once.
    const moves = await Promise.all([moveClock(reader, 2, true), moveClock(reader, 2, true)]);
    expect(moves.reduce((sum, move) => sum + move.failed, 0)).toBe(2);
    const last = await moveClock(reader, GRACE_DAYS, true);
    expect(last).toMatchObject({ renewed: 0, failed: RETRY_DAYS.length - 2, lapsed: 1 });
    expect(await mine(reader)).toMatchObject({ state: 'lapsed', retryAt: null });
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(RETRY_DAYS.length + 1);
    const ended = await mailsTo(reader, 'premium-ended');
    expect(ended).toHaveLength(1);
    expect(await premiumUntil(reader)).toBeLessThanOrEqual(Date.now());
    expect(await paymentsOf(reader)).toHaveLength(1);

    // Moved again, a lapsed renewal charges and mails nothing more, and cannot be resumed.
    expect(await moveClock(reader, 30)).toMatchObject({ renewed: 0, failed: 0, lapsed: 0 });
    const resume = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/resume' }));
    expect(resume.statusCode).toBe(409);
    expect(await mailsTo(reader, 'premium-ended')).toHaveLength(1);
  });

  it('stops retrying when the reader cancels, and keeps premium to the grace period’s end', async () => {
    const { reader, periodEnd } = await renewingReader();
    await passPeriodEnd(reader, periodEnd, true);
    const cancel = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/cancel' }));
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      state: 'cancelled',
      retryAt: null,
      graceEndsAt: at(periodEnd, GRACE_DAYS),
    });
    expect(await moveClock(reader, RETRY_DAYS[1])).toMatchObject({ renewed: 0, failed: 0, lapsed: 0 });
    expect(await premiumUntil(reader)).toBe(periodEnd + GRACE_DAYS * DAY_MS);
    expect(await moveClock(reader, GRACE_DAYS)).toMatchObject({ lapsed: 1 });
    expect((await mine(reader)).state).toBe('lapsed');
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(1);
  });
});
