import { amountCents, planById } from '@shared/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { payments } from '../../db/schema';

// A renewing reader changes plan or period: from the next charge on, with nothing charged now.
let t: TestApp;
const family = planById('family');
if (!family) throw new Error('the Family plan is missing');
const FAMILY_YEAR = amountCents(family, 365) / 100;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function renewingReader() {
  const reader = await registerUser(t);
  await payByTestCard(t, reader, { days: 7, renew: true, totalPrice: 7 });
  return reader;
}
const change = (who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/subscriptions/mine/change', payload }));
const mine = async (who: TestUser) =>
  (await t.app.inject(as(who, { method: 'GET', url: '/api/subscriptions/mine' }))).json().subscription;
const moveClock = (who: TestUser, days: number) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/test-payments/clock', payload: { days } }));
const paymentsOf = (reader: TestUser) =>
  t.database.db.select().from(payments).where(eq(payments.userId, reader.id));

describe('changing plan or period', () => {
  it('charges the new plan and period from the next renewal, nothing now, and once when asked again', async () => {
    const reader = await renewingReader();
    const before = await mine(reader);
    const changed = await change(reader, { plan: 'family', days: 365 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      plan: 'family',
      days: 365,
      amount: FAMILY_YEAR,
      state: 'renewing',
      currentPeriodEnd: before.currentPeriodEnd,
    });
    expect(await paymentsOf(reader)).toHaveLength(1);
    // Asked again: the same answer, nothing more.
    expect((await change(reader, { plan: 'family', days: 365 })).json()).toEqual(changed.json());

    expect((await moveClock(reader, 8)).json()).toMatchObject({ renewed: 1 });
    const renewal = (await paymentsOf(reader)).find((row) => row.plan === 'family');
    expect(renewal).toMatchObject({ days: 365, amountCents: Math.round(FAMILY_YEAR * 100) });
    expect(renewal?.premiumFrom.toISOString()).toBe(before.currentPeriodEnd);
  });

  it('says what is wrong with a plan or period', async () => {
    const reader = await renewingReader();
    for (const [payload, field, message] of [
      [{ plan: 'free', days: 30 }, 'plan', 'must be premium or family'],
      [{ plan: 'gold', days: 30 }, 'plan', 'must be premium or family'],
      [{ plan: 'family', days: 10 }, 'days', 'must be 7, 30 or 365'],
      [{ plan: 'family' }, 'days', 'must be 7, 30 or 365'],
      [{ days: 30 }, 'plan', 'must be premium or family'],
    ] as const) {
      const response = await change(reader, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    expect(await mine(reader)).toMatchObject({ plan: 'premium', days: 7, amount: 7 });
  });

  it('changes only a renewal that is on; refuses a visitor and a reader without one', async () => {
    const reader = await renewingReader();
    await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/cancel' }));
    const cancelled = await change(reader, { plan: 'family', days: 30 });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('Only a renewal that is on can be changed: resume it first.');

    const failing = await renewingReader();
    await t.app.inject(
      as(failing, {
        method: 'POST',
        url: '/api/test-payments/clock',
        payload: { days: 7, renewalsFail: true },
      }),
    );
    expect((await change(failing, { plan: 'family', days: 30 })).statusCode).toBe(409);

    expect((await change(await registerUser(t), { plan: 'family', days: 30 })).statusCode).toBe(404);
    expect((await change(null, { plan: 'family', days: 30 })).statusCode).toBe(401);
  });

  it('leaves the renewal whole when two changes race: one plan, its period and its amount', async () => {
    const reader = await renewingReader();
    const answers = await Promise.all([
      change(reader, { plan: 'family', days: 30 }),
      change(reader, { plan: 'premium', days: 365 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const now = await mine(reader);
    const plan = planById(now.plan);
    expect(plan && Math.round(now.amount * 100)).toBe(plan && amountCents(plan, now.days));
  });
});
