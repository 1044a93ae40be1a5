import { refundMail } from '@shared/messages/subscriptions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { auditLog, mailMessages, payments, user } from '../../db/schema';

// A refund does not leave a renewal running: refunding any payment of an automatic renewal stops it.
let t: TestApp;
let admin: TestUser;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
});
afterAll(() => t.close());

/** The reader pays a week of Premium by test card, renewing or not: the payment's id. */
async function pay(reader: TestUser, renew: boolean) {
  const { recorded } = await payByTestCard(t, reader, { days: 7, renew, totalPrice: 7 });
  return recorded.json().insertedId as string;
}
const refund = (who: TestUser | null, id: string) =>
  t.app.inject(as(who, { method: 'POST', url: `/api/payments/${id}/refund` }));
const mine = async (who: TestUser) =>
  (await t.app.inject(as(who, { method: 'GET', url: '/api/subscriptions/mine' }))).json().subscription;
const moveClock = (who: TestUser, days: number, renewalsFail?: boolean) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/test-payments/clock', payload: { days, renewalsFail } }));
const paymentsOf = (reader: TestUser) =>
  t.database.db.select().from(payments).where(eq(payments.userId, reader.id));
const premiumUntil = async (reader: TestUser) =>
  (await t.database.db.select().from(user).where(eq(user.id, reader.id)))[0]?.premiumUntil?.getTime() ?? 0;
async function mailsTo(reader: TestUser, kind: string) {
  await t.mailsSettled();
  return t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, reader.email), eq(mailMessages.kind, kind)));
}
const audited = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe('refunding a payment of an automatic renewal', () => {
  it('stops the renewal: nothing more is charged, the reader is told, the audit log says so', async () => {
    const reader = await registerUser(t);
    const id = await pay(reader, true);
    expect(await mine(reader)).toMatchObject({ state: 'renewing', refundedAt: null });

    const refunded = await refund(admin, id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await mine(reader)).toMatchObject({ state: 'lapsed', refundedAt: expect.any(String) });
    expect(await premiumUntil(reader)).toBeLessThanOrEqual(Date.now());
    // The period's end passes: no charge.
    const moved = await moveClock(reader, 30);
    expect(moved.json()).toMatchObject({ renewed: 0, failed: 0 });
    expect(await paymentsOf(reader)).toHaveLength(1);
    // Nothing left to cancel or resume.
    const resume = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/resume' }));
    expect(resume.statusCode).toBe(409);

    const [mail] = await mailsTo(reader, 'payment-refunded');
    expect(mail?.data).toEqual({
      name: reader.name,
      amount: '$7.00',
      period: '7 days',
      renewalStopped: true,
    });
    const notice = refundMail(
      'Broadsheet',
      reader.name,
      { amount: '$7.00', period: '7 days', renewalStopped: true },
      '',
    );
    expect(notice.subject).toBe('Your Broadsheet payment has been refunded');
    expect(notice.paragraphs).toContain(
      'Your automatic renewal has stopped with it, so nothing more will be charged.',
    );
    const [entry] = await audited(id);
    expect(entry?.details).toMatchObject({ renewalStopped: true, amountCents: 700 });

    // Replayed, the refund is refused and nobody hears twice.
    expect((await refund(admin, id)).statusCode).toBe(409);
    expect(await mailsTo(reader, 'payment-refunded')).toHaveLength(1);
  });

  it('stops it from a renewal’s own payment too, and leaves the other payments as they were', async () => {
    const reader = await registerUser(t);
    const first = await pay(reader, true);
    expect((await moveClock(reader, 8)).json()).toMatchObject({ renewed: 1 });
    const rows = await paymentsOf(reader);
    const renewal = rows.find((row) => row.id !== first);
    expect(renewal?.subscriptionId).toBe(rows.find((row) => row.id === first)?.subscriptionId);
    const before = await premiumUntil(reader);

    expect((await refund(admin, renewal?.id ?? '')).statusCode).toBe(200);
    expect(await mine(reader)).toMatchObject({ state: 'lapsed', refundedAt: expect.any(String) });
    // The renewal's week was not begun yet in real time: all of it goes.
    expect(await premiumUntil(reader)).toBe(before - 7 * DAY_MS);
    expect((await paymentsOf(reader)).find((row) => row.id === first)?.refundedAt).toBeNull();
    expect((await moveClock(reader, 30)).json()).toMatchObject({ renewed: 0 });
  });

  it('ends a past-due renewal’s retries and its grace period', async () => {
    const reader = await registerUser(t);
    const id = await pay(reader, true);
    expect((await moveClock(reader, 7, true)).json()).toMatchObject({ failed: 1 });
    expect(await mine(reader)).toMatchObject({ state: 'past_due' });
    expect(await premiumUntil(reader)).toBeGreaterThan(Date.now());

    expect((await refund(admin, id)).statusCode).toBe(200);
    expect(await mine(reader)).toMatchObject({
      state: 'lapsed',
      retryAt: null,
      refundedAt: expect.any(String),
    });
    expect(await premiumUntil(reader)).toBeLessThanOrEqual(Date.now());
    expect((await moveClock(reader, 10, true)).json()).toMatchObject({ failed: 0, renewed: 0 });
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(1);
  });

  it('leaves a renewal alone when the payment refunded was not one of it, and says nothing of renewal', async () => {
    const reader = await registerUser(t);
    const once = await pay(reader, false);
    await pay(reader, true);
    expect((await refund(admin, once)).statusCode).toBe(200);
    expect(await mine(reader)).toMatchObject({ state: 'renewing', refundedAt: null });
    const [mail] = await mailsTo(reader, 'payment-refunded');
    expect(mail?.data).toMatchObject({ renewalStopped: false });
    const notice = refundMail(
      'Broadsheet',
      reader.name,
      { amount: '$7.00', period: '7 days', renewalStopped: false },
      '',
    );
    expect(notice.paragraphs.join(' ')).not.toContain('renewal');
    expect((await audited(once))[0]?.details).toMatchObject({ renewalStopped: false });
  });

  it('does not tell a reader who had cancelled that the renewal stopped', async () => {
    const reader = await registerUser(t);
    const id = await pay(reader, true);
    await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/cancel' }));
    expect((await refund(admin, id)).statusCode).toBe(200);
    expect(await mine(reader)).toMatchObject({ state: 'lapsed', refundedAt: expect.any(String) });
    expect((await mailsTo(reader, 'payment-refunded'))[0]?.data).toMatchObject({ renewalStopped: false });
  });

  it('charges nothing after a refund that races the clock, and stops once when two payments are refunded at once', async () => {
    const reader = await registerUser(t);
    const id = await pay(reader, true);
    const [refunded] = await Promise.all([refund(admin, id), moveClock(reader, 8)]);
    expect(refunded.statusCode, refunded.body).toBe(200);
    // Either the renewal was charged before the refund stopped it, or not at all; never after.
    const charged = (await paymentsOf(reader)).length;
    expect(charged).toBeLessThanOrEqual(2);
    expect((await moveClock(reader, 30)).json()).toMatchObject({ renewed: 0 });
    expect(await paymentsOf(reader)).toHaveLength(charged);

    const other = await registerUser(t);
    await pay(other, true);
    await moveClock(other, 8);
    const rows = await paymentsOf(other);
    expect(rows).toHaveLength(2);
    const answers = await Promise.all(rows.map((row) => refund(admin, row.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stops = (await Promise.all(rows.map((row) => audited(row.id)))).map(
      ([entry]) => (entry?.details as { renewalStopped?: boolean } | undefined)?.renewalStopped,
    );
    expect(stops.sort()).toEqual([false, true]);
    expect(await mine(other)).toMatchObject({ state: 'lapsed', refundedAt: expect.any(String) });
  });

  it('refuses everyone but an admin, and the renewal keeps running', async () => {
    const reader = await registerUser(t);
    const editor = await registerUser(t, { role: 'editor' });
    const id = await pay(reader, true);
    expect((await refund(null, id)).statusCode).toBe(401);
    expect((await refund(reader, id)).statusCode).toBe(403);
    expect((await refund(editor, id)).statusCode).toBe(403);
    expect((await refund(admin, 'not-a-uuid')).statusCode).toBe(400);
    expect(await mine(reader)).toMatchObject({ state: 'renewing', refundedAt: null });
  });
});
