import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payments } from '../../db/schema';

// Revenue read from the payments table: real payments only, refunds and test-mode payments kept apart.
let t: TestApp;
let editor: TestUser;
let admin: TestUser;
let reader: TestUser;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

type Row = { month: string; new: number; renewed: number; lapsed: number; refunds: number };
type Cohort = { month: string; readers: number; after30Days: number | null; after6Months: number | null };

let serial = 0;
/** A payment of `days` days from `from` days ago. */
const paid = (
  email: string,
  from: number,
  days: number,
  amountCents: number,
  extra: { provider?: string; refundedAt?: Date } = {},
) => ({
  name: email,
  email,
  transactionId: `pi_revenue_${++serial}`,
  provider: extra.provider ?? 'stripe',
  plan: 'premium',
  days,
  amountCents,
  premiumFrom: ago(from),
  premiumUntil: new Date(ago(from).getTime() + days * DAY),
  refundedAt: extra.refundedAt ?? null,
});

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Edna Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  reader = await registerUser(t, { name: 'Rita Reader' });
  await t.database.db.insert(payments).values([
    // Renewed once and paying now.
    paid('renewed@example.test', 40, 30, 1000),
    paid('renewed@example.test', 10, 30, 1000),
    // Paid once and gone.
    paid('lapsed@example.test', 100, 30, 1000),
    // A year paid at once: its price spread over twelve months.
    paid('yearly@example.test', 5, 365, 12000),
    // Refunded: in the refunds alone.
    paid('refunded@example.test', 3, 30, 1000, { refundedAt: new Date() }),
    // Test mode, and an admin's gift: neither is revenue.
    paid('tester@example.test', 2, 30, 500, { provider: 'test' }),
    paid('gift@example.test', 2, 30, 0, { provider: 'comp' }),
  ]);
});
afterAll(() => t.close());

const call = (who: TestUser | null, options: InjectOptions) => t.app.inject(as(who, options));
const revenue = async (query = '') => {
  const response = await call(editor, { method: 'GET', url: `/api/revenue${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const total = (rows: Row[], key: keyof Omit<Row, 'month'>) => rows.reduce((sum, row) => sum + row[key], 0);

describe('the revenue numbers', () => {
  it('counts the readers paying now and what their periods bring in a month', async () => {
    const numbers = await revenue();
    expect(numbers.mode).toBe('live');
    expect(numbers.activeSubscribers).toBe(2);
    // 1000 for 30 days and 12000 for 365 days, each as a month of 365.25 / 12 days.
    expect(numbers.monthlyRecurringCents).toBe(2015);
  });

  it('counts new, renewed and lapsed periods and refunds month by month', async () => {
    const { months } = (await revenue()) as {
      months: (Row & { activeAtStart: number; churnPercent: number | null })[];
    };
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe(monthOf(new Date()));
    expect(total(months, 'new')).toBe(3);
    expect(total(months, 'renewed')).toBe(1);
    expect(total(months, 'lapsed')).toBe(1);
    expect(months.find((row) => row.month === monthOf(ago(10)))?.renewed).toBe(1);
    const lapse = months.find((row) => row.month === monthOf(ago(70)));
    expect(lapse?.lapsed).toBe(1);
    expect(lapse?.churnPercent).toBe(
      lapse?.activeAtStart ? Math.round((1 / lapse.activeAtStart) * 1000) / 10 : null,
    );
    const current = months.at(-1);
    expect(current).toMatchObject({ refunds: 1, refundedCents: 1000 });
  });

  it('follows each monthly cohort at 30 days, 6 months and a year, from its first reader', async () => {
    const { cohorts } = (await revenue()) as { cohorts: Cohort[] };
    const byMonth = new Map(cohorts.map((row) => [row.month, row]));
    expect(byMonth.get(monthOf(ago(40)))).toMatchObject({ readers: 1, after30Days: 1, after6Months: null });
    expect(byMonth.get(monthOf(ago(100)))).toMatchObject({ readers: 1, after30Days: 0, after6Months: null });
    expect(byMonth.get(monthOf(ago(5)))).toMatchObject({ readers: 1, after30Days: null });
  });

  it('keeps test-mode payments apart', async () => {
    const numbers = await revenue('?mode=test&months=3');
    expect(numbers).toMatchObject({ mode: 'test', activeSubscribers: 1, monthlyRecurringCents: 507 });
    expect(numbers.months).toHaveLength(3);
    expect(total(numbers.months, 'new')).toBe(1);
  });
});

describe('who may read the revenue', () => {
  it('lets editors and admins in, and refuses readers and visitors', async () => {
    const url = '/api/revenue';
    expect((await call(admin, { method: 'GET', url })).statusCode).toBe(200);
    expect((await call(reader, { method: 'GET', url })).statusCode).toBe(403);
    expect((await call(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it.each([
    ['no months', '?months=0', /from 1 to 24/],
    ['more than two years', '?months=25', /from 1 to 24/],
    ['a word for the months', '?months=many', /from 1 to 24/],
    ['a mode it does not know', '?mode=sandbox', /live or test/],
  ])('answers 400 for %s, saying why', async (_name, query, message) => {
    const response = await call(editor, { method: 'GET', url: `/api/revenue${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(message);
  });
});
