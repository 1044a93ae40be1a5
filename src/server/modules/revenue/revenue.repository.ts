import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A month of the span as the database counts it. */
export interface MonthRow {
  month: string;
  active_at_start: number;
  new: number;
  renewed: number;
  lapsed: number;
  refunds: number;
  refunded_cents: number;
}

export interface CohortRow {
  month: string;
  readers: number;
  after_30_days: number | null;
  after_6_months: number | null;
  after_1_year: number | null;
}

/**
 * The paid periods the numbers are made of: one provider's (the card provider's, or the test mode's),
 * paid for (a free month or an admin's gift is not revenue) and not refunded. A reader whose account is
 * gone is still the same payer by the address on the payment.
 */
const kept = (provider: string) => sql`
  select coalesce(user_id, email) as payer, premium_from, premium_until, amount_cents, days
  from ${payments} where provider = ${provider} and amount_cents > 0 and refunded_at is null`;

/** The first day of each month of the span (UTC), the current month last. */
const span = (months: number) => sql`
  select generate_series(
    date_trunc('month', now() at time zone 'utc') - make_interval(months => ${months}::int - 1),
    date_trunc('month', now() at time zone 'utc'),
    interval '1 month') at time zone 'utc' as start`;

/** The revenue numbers, read from the payments table alone (each question in one statement). */
export function createRevenueRepository(db: Db) {
  return {
    /** Readers paying now, and what their running periods bring in a month (a month is 365.25 / 12 days). */
    async now(provider: string): Promise<{ active: number; monthlyCents: number }> {
      const result = await db.execute(sql`
        with kept as (${kept(provider)})
        select count(distinct payer)::int as active,
               coalesce(round(sum(amount_cents * 30.4375 / days)), 0)::bigint as monthly
        from kept where premium_from <= now() and premium_until > now()`);
      const row = rowsOf<{ active: number; monthly: string | number }>(result)[0];
      return { active: Number(row?.active ?? 0), monthlyCents: Number(row?.monthly ?? 0) };
    },

    /**
     * Each month of the span: readers paying at its start, first and later paid periods started in it,
     * periods that ended in it with nothing paid within `graceDays` after, and refunds made in it.
     */
    async months(provider: string, months: number, graceDays: number): Promise<MonthRow[]> {
      const result = await db.execute(sql`
        with kept as (${kept(provider)}),
        ordered as (
          select payer, premium_from, premium_until,
                 row_number() over (partition by payer order by premium_from, premium_until) as n,
                 lead(premium_from) over (partition by payer order by premium_from, premium_until) as next_from
          from kept
        ),
        span as (${span(months)}),
        started as (
          select date_trunc('month', premium_from at time zone 'utc') at time zone 'utc' as start,
                 count(*) filter (where n = 1)::int as new, count(*) filter (where n > 1)::int as renewed
          from ordered group by 1
        ),
        lapsed as (
          select date_trunc('month', premium_until at time zone 'utc') at time zone 'utc' as start, count(*)::int as lapsed
          from ordered
          where premium_until + make_interval(days => ${graceDays}::int) < now()
            and (next_from is null or next_from > premium_until + make_interval(days => ${graceDays}::int))
          group by 1
        ),
        refunded as (
          select date_trunc('month', refunded_at at time zone 'utc') at time zone 'utc' as start,
                 count(*)::int as refunds, sum(amount_cents)::bigint as cents
          from ${payments}
          where provider = ${provider} and amount_cents > 0 and refunded_at is not null
          group by 1
        ),
        active as (
          select span.start, count(distinct kept.payer)::int as active
          from span join kept on kept.premium_from <= span.start and kept.premium_until > span.start
          group by span.start
        )
        select to_char(span.start at time zone 'utc', 'YYYY-MM') as month,
               coalesce(active.active, 0) as active_at_start, coalesce(started.new, 0) as new,
               coalesce(started.renewed, 0) as renewed, coalesce(lapsed.lapsed, 0) as lapsed,
               coalesce(refunded.refunds, 0) as refunds, coalesce(refunded.cents, 0) as refunded_cents
        from span
        left join active on active.start = span.start
        left join started on started.start = span.start
        left join lapsed on lapsed.start = span.start
        left join refunded on refunded.start = span.start
        order by span.start`);
      return rowsOf<MonthRow>(result);
    },

    /**
     * Readers by the month of their first paid period (in the span), and how many of them had a paid
     * period running 30 days, 6 months and a year after their first began; null until every reader of
     * the cohort has come to that point.
     */
    async cohorts(provider: string, months: number): Promise<CohortRow[]> {
      const point = (offset: string, column: 'r30' | 'r6' | 'r1') => sql`
        case when max(first) + interval '${sql.raw(offset)}' <= now()
          then (count(*) filter (where ${sql.raw(column)}))::int end`;
      const result = await db.execute(sql`
        with kept as (${kept(provider)}),
        firsts as (select payer, min(premium_from) as first from kept group by payer),
        periods as (
          select firsts.payer, firsts.first,
            bool_or(k.premium_from <= firsts.first + interval '30 days' and k.premium_until > firsts.first + interval '30 days') as r30,
            bool_or(k.premium_from <= firsts.first + interval '6 months' and k.premium_until > firsts.first + interval '6 months') as r6,
            bool_or(k.premium_from <= firsts.first + interval '1 year' and k.premium_until > firsts.first + interval '1 year') as r1
          from firsts join kept k on k.payer = firsts.payer
          group by firsts.payer, firsts.first
        )
        select to_char(date_trunc('month', first at time zone 'utc'), 'YYYY-MM') as month, count(*)::int as readers,
               ${point('30 days', 'r30')} as after_30_days, ${point('6 months', 'r6')} as after_6_months,
               ${point('1 year', 'r1')} as after_1_year
        from periods
        where first >= (select min(start) from (${span(months)}) span)
        group by 1 order by 1`);
      return rowsOf<CohortRow>(result);
    },
  };
}
