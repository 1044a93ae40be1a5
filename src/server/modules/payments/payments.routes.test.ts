import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payments, user } from '../../db/schema';

let t: TestApp;
let reader: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Pat Payer' });
  other = await registerUser(t);
  admin = await registerUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const card = (number: string, expYear = 2099) => ({ number, expMonth: 12, expYear, cvc: '123' });

async function pay(who: TestUser, plan: 'premium' | 'family', days: number, number = '4242 4242 4242 4242') {
  const intent = await t.app.inject(
    as(who, { method: 'POST', url: '/api/create-payment-intent', payload: { plan, days } }),
  );
  expect(intent.statusCode).toBe(200);
  const { clientSecret, intentId, amount } = intent.json();
  const confirm = await t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret, card: card(number) },
    }),
  );
  return { intentId, amount, confirm };
}

const premiumUntil = async (id: string) =>
  (await t.database.db.select({ premiumUntil: user.premiumUntil }).from(user).where(eq(user.id, id)))[0]
    ?.premiumUntil;

describe('amounts', () => {
  it('computes every amount on the server: per-day price × days, to the cent', async () => {
    const cases: [string, number, number][] = [
      ['premium', 7, 7],
      ['premium', 30, 29.99],
      ['premium', 365, 364.88],
      ['family', 7, 9.56],
      ['family', 365, 498.71],
    ];
    for (const [plan, days, amount] of cases) {
      const response = await t.app.inject(
        as(reader, { method: 'POST', url: '/api/create-payment-intent', payload: { plan, days } }),
      );
      expect(response.json(), `${plan} ${days}`).toMatchObject({
        amount,
        provider: 'test',
        clientSecret: expect.stringContaining('_secret_'),
      });
    }
  });

  it('refuses a client amount that differs from the server’s, an unknown plan or period', async () => {
    const wrong = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { plan: 'premium', days: 7, price: 0.5 },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      message: 'The amount does not match the plan: Premium for 7 days is $7.00.',
    });
    const right = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { plan: 'premium', days: 7, price: 7 },
      }),
    );
    expect(right.statusCode).toBe(200);
    for (const payload of [
      { plan: 'free', days: 7 },
      { plan: 'gold', days: 7 },
      { plan: 'premium', days: 10 },
      {},
    ]) {
      const response = await t.app.inject(
        as(reader, { method: 'POST', url: '/api/create-payment-intent', payload }),
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('paying with the test-mode provider', () => {
  it('records a confirmed payment once and extends premium access', async () => {
    const before = Date.now();
    const { intentId, confirm } = await pay(reader, 'premium', 7);
    expect(confirm.json()).toEqual({ status: 'succeeded', id: intentId });
    const record = () =>
      t.app.inject(
        as(reader, {
          method: 'POST',
          url: '/api/payment',
          payload: {
            transactionId: intentId,
            plan: 'premium',
            days: 7,
            totalPrice: 7,
            name: 'Pat Payer',
            email: reader.email,
            date: '1/1/2026',
          },
        }),
      );
    const first = await record();
    expect(first.statusCode).toBe(201);
    const until = new Date(first.json().premiumUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 7 * 86_400_000 + 1000);

    const replay = await record();
    expect(replay.statusCode).toBe(200);
    expect(replay.json().insertedId).toBe(first.json().insertedId);
    const rows = await t.database.db.select().from(payments).where(eq(payments.transactionId, intentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: 700,
      plan: 'premium',
      days: 7,
      provider: 'test',
      email: reader.email,
    });

    const me = await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }));
    expect(me.json()).toMatchObject({ premium: true });
  });

  it('extends from the current end when buying again', async () => {
    const current = (await premiumUntil(reader.id))?.getTime() ?? 0;
    const { intentId } = await pay(reader, 'premium', 30);
    const response = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: intentId, plan: 'premium', days: 30, totalPrice: 29.99 },
      }),
    );
    expect(new Date(response.json().premiumUntil).getTime()).toBe(current + 30 * 86_400_000);
  });

  it('records nothing for a declined card or insufficient funds, with the provider’s message', async () => {
    const before = await t.database.db.select().from(payments);
    for (const [number, code, message] of [
      ['4000 0000 0000 0002', 'CARD_DECLINED', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
      ['1234 5678 9012 3456', 'INVALID_NUMBER', 'Your card number is invalid.'],
    ] as const) {
      const { intentId, confirm } = await pay(other, 'premium', 7, number);
      expect(confirm.statusCode).toBe(402);
      expect(confirm.json()).toMatchObject({ code, message });
      const record = await t.app.inject(
        as(other, {
          method: 'POST',
          url: '/api/payment',
          payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
        }),
      );
      expect(record.statusCode).toBe(402);
      expect(record.json().code).toBe('PAYMENT_NOT_CONFIRMED');
    }
    expect(await t.database.db.select().from(payments)).toHaveLength(before.length);
    expect(await premiumUntil(other.id)).toBeNull();
  });

  it('refuses an expired card', async () => {
    const intent = await t.app.inject(
      as(other, { method: 'POST', url: '/api/create-payment-intent', payload: { plan: 'premium', days: 7 } }),
    );
    const response = await t.app.inject(
      as(other, {
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: { clientSecret: intent.json().clientSecret, card: card('4242424242424242', 2020) },
      }),
    );
    expect(response.json()).toMatchObject({ code: 'EXPIRED_CARD' });
  });

  it('refuses to record someone else’s payment or a different amount', async () => {
    const { intentId } = await pay(reader, 'family', 7);
    const stolen = await t.app.inject(
      as(other, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: intentId, plan: 'family', days: 7, totalPrice: 9.56 },
      }),
    );
    expect(stolen.statusCode).toBe(403);
    const cheaper = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
      }),
    );
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().code).toBe('AMOUNT_MISMATCH');
    const unknown = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: 'pi_made_up', plan: 'premium', days: 7, totalPrice: 7 },
      }),
    );
    expect(unknown.statusCode).toBe(400);
    const foreignCard = await t.app.inject(
      as(other, {
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: { clientSecret: 'pi_x_secret_y', card: card('4242424242424242') },
      }),
    );
    expect(foreignCard.statusCode).toBe(402);
  });
});

describe('the free month', () => {
  it('activates 30 days once per account, then refuses', async () => {
    const fresh = await registerUser(t);
    const first = await t.app.inject(as(fresh, { method: 'POST', url: '/api/subscriptions/free' }));
    expect(first.statusCode).toBe(201);
    expect(new Date(first.json().premiumUntil).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const second = await t.app.inject(as(fresh, { method: 'POST', url: '/api/subscriptions/free' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('FREE_PLAN_USED');
  });
});

describe('payment history', () => {
  it('shows readers their own payments and admins everyone’s', async () => {
    const own = await t.app.inject(
      as(reader, { method: 'GET', url: `/api/payment-history/${reader.email}` }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()[0]).toMatchObject({
      email: reader.email,
      name: 'Pat Payer',
      totalPrice: expect.any(Number),
      transactionId: expect.stringMatching(/^pi_test_/),
    });
    expect(own.headers['x-total-count']).toBe('2');
    expect(
      (await t.app.inject(as(other, { method: 'GET', url: `/api/payment-history/${reader.email}` })))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject(as(admin, { method: 'GET', url: `/api/payment-history/${reader.email}` }))).json(),
    ).toHaveLength(2);
    const all = await t.app.inject(as(admin, { method: 'GET', url: '/api/payment-history' }));
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    // The admins' list names each payment's plan and period, as the reader's own does.
    const readers = (all.json() as { email: string; plan: string; days: number }[]).filter(
      (payment) => payment.email === reader.email,
    );
    expect(readers.map(({ plan, days }) => ({ plan, days }))).toEqual(
      expect.arrayContaining([
        { plan: 'premium', days: 7 },
        { plan: 'premium', days: 30 },
      ]),
    );
    expect(readers).toHaveLength(2);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/payment-history' }))).statusCode).toBe(
      403,
    );
  });

  it('loses premium access when the subscription has expired', async () => {
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(user.id, reader.id));
    const me = await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }));
    expect(me.json().premium).toBe(false);
  });
});
