import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { auditLog, user } from '../../db/schema';

// Admins refund payments and give premium free of charge, each audited; nobody else can.
let t: TestApp;
let admin: TestUser;
let editor: TestUser;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  editor = await registerUser(t, { name: 'Eddie Editor', role: 'editor' });
});
afterAll(() => t.close());

/** The reader pays 30 days of Premium by test card: the recorded payment's id. */
async function pay(reader: TestUser) {
  const { recorded } = await payByTestCard(t, reader, { days: 30, totalPrice: 29.99 });
  return recorded.json().insertedId as string;
}
const refund = (who: TestUser | null, id: string) =>
  t.app.inject(as(who, { method: 'POST', url: `/api/payments/${id}/refund` }));
const comp = (who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/subscriptions/comps', payload }));
const premiumUntil = async (reader: TestUser) =>
  (await t.database.db.select().from(user).where(eq(user.id, reader.id)))[0]?.premiumUntil?.getTime() ?? 0;
const audited = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('refunds', () => {
  it('refunds a payment once, ends the premium it bought, and audits it', async () => {
    const reader = await registerUser(t);
    const before = Date.now();
    const id = await pay(reader);
    expect(await premiumUntil(reader)).toBeGreaterThan(before + 29 * DAY_MS);
    const refunded = await refund(admin, id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ _id: id, totalPrice: 29.99, refundedAt: expect.any(String) });
    expect(await premiumUntil(reader)).toBeLessThanOrEqual(Date.now());
    const [entry] = await audited(id);
    expect(entry).toMatchObject({ action: 'payment.refund', actorId: admin.id, targetType: 'payment' });
    expect(entry?.details).toMatchObject({ email: reader.email, amountCents: 2999 });

    const again = await refund(admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already been refunded.');
    expect(await audited(id)).toHaveLength(1);
    // The reader's history shows it refunded.
    const history = await t.app.inject(
      as(reader, { method: 'GET', url: `/api/payment-history/${encodeURIComponent(reader.email)}` }),
    );
    expect(history.json()[0]).toMatchObject({ _id: id, refundedAt: refunded.json().refundedAt });
  });

  it('takes back only the days not used of a payment bought on top of others', async () => {
    const reader = await registerUser(t);
    await pay(reader);
    const first = await premiumUntil(reader);
    const second = await pay(reader);
    expect(await premiumUntil(reader)).toBe(first + 30 * DAY_MS);
    expect((await refund(admin, second)).statusCode).toBe(200);
    expect(await premiumUntil(reader)).toBe(first);
  });

  it('refunds once when two admins refund at the same moment', async () => {
    const reader = await registerUser(t);
    const id = await pay(reader);
    const answers = await Promise.all([refund(admin, id), refund(admin, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await audited(id)).toHaveLength(1);
  });

  it('refuses what cannot be refunded, bad ids, and everyone but an admin', async () => {
    const reader = await registerUser(t);
    const id = await pay(reader);
    expect((await refund(null, id)).statusCode).toBe(401);
    expect((await refund(reader, id)).statusCode).toBe(403);
    expect((await refund(editor, id)).statusCode).toBe(403);
    expect((await refund(admin, 'not-an-id')).statusCode).toBe(400);
    expect((await refund(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const given = (await comp(admin, { email: reader.email, days: 5 })).json();
    const nothing = await refund(admin, given._id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing was paid for this one, so there is nothing to refund.');
    expect(await audited(id)).toHaveLength(0);
  });
});

describe('complimentary premium', () => {
  it('gives a reader days of premium free, after any they have, recorded as $0 and audited', async () => {
    const reader = await registerUser(t);
    const given = await comp(admin, { email: reader.email, days: 14 });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ email: reader.email, totalPrice: 0, days: 14, refundedAt: null });
    const until = await premiumUntil(reader);
    expect(until).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect((await comp(admin, { email: reader.email, days: 1 })).statusCode).toBe(201);
    expect(await premiumUntil(reader)).toBe(until + DAY_MS);
    const entries = await audited(reader.id);
    expect(entries.map((entry) => entry.action)).toEqual(['subscription.comp', 'subscription.comp']);
    expect(entries[0]?.details).toMatchObject({ email: reader.email });
  });

  it('says what is wrong with the input, and refuses everyone but an admin', async () => {
    const reader = await registerUser(t);
    for (const [payload, field, message] of [
      [{ email: reader.email, days: 0 }, 'days', 'must be at least 1'],
      [{ email: reader.email, days: 366 }, 'days', 'must be at most 365'],
      [{ email: reader.email, days: 2.5 }, 'days', 'must be a whole number of days'],
      [{ email: reader.email }, 'days', 'must be a number of days'],
    ] as const) {
      const response = await comp(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    expect((await comp(admin, { email: 'nobody@example.com', days: 3 })).statusCode).toBe(404);
    expect((await comp(admin, { email: 'not an address', days: 3 })).statusCode).toBe(400);
    expect((await comp(null, { email: reader.email, days: 3 })).statusCode).toBe(401);
    expect((await comp(reader, { email: reader.email, days: 3 })).statusCode).toBe(403);
    expect((await comp(editor, { email: reader.email, days: 3 })).statusCode).toBe(403);
    expect(await premiumUntil(reader)).toBe(0);
  });
});
