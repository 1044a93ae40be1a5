import type { Revenue, RevenueMode, RevenueQuery } from '@shared/schemas/revenue';
import type { Db } from '../../db/client';
import { GRACE_DAYS } from '../payments/subscriptions.service';
import { createRevenueRepository } from './revenue.repository';

/** The provider whose payments each mode reads: test-mode payments are never mixed with real ones. */
const PROVIDER: Record<RevenueMode, string> = { live: 'stripe', test: 'test' };

/** Lapsed for every hundred paying at the start, to one decimal; null when nobody was paying. */
const churnOf = (lapsed: number, active: number) =>
  active === 0 ? null : Math.round((lapsed / active) * 1000) / 10;

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Revenue numbers for the newsroom, from the site's own payments (refunds apart, test mode apart). */
export function createRevenueService(db: Db) {
  const repository = createRevenueRepository(db);
  return {
    async overview({ mode, months }: RevenueQuery): Promise<Revenue> {
      const provider = PROVIDER[mode];
      const [now, monthRows, cohortRows] = await Promise.all([
        repository.now(provider),
        // A period is lapsed once the grace a failed renewal gets is over with nothing paid.
        repository.months(provider, months, GRACE_DAYS),
        repository.cohorts(provider, months),
      ]);
      return {
        mode,
        activeSubscribers: now.active,
        monthlyRecurringCents: now.monthlyCents,
        months: monthRows.map((row) => {
          const activeAtStart = Number(row.active_at_start);
          const lapsed = Number(row.lapsed);
          return {
            month: row.month,
            activeAtStart,
            new: Number(row.new),
            renewed: Number(row.renewed),
            lapsed,
            churnPercent: churnOf(lapsed, activeAtStart),
            refunds: Number(row.refunds),
            refundedCents: Number(row.refunded_cents),
          };
        }),
        cohorts: cohortRows.map((row) => ({
          month: row.month,
          readers: Number(row.readers),
          after30Days: numberOrNull(row.after_30_days),
          after6Months: numberOrNull(row.after_6_months),
          after1Year: numberOrNull(row.after_1_year),
        })),
      };
    },
  };
}
