import { REVENUE_TEXTS } from '@shared/messages';
import { formatDollars } from '@shared/plans';
import type { Revenue } from '@shared/schemas/revenue';
import { Form, useSearchParams } from 'react-router';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { QueryState } from '../../../components/ui/query-state';
import { revenueQueryOf, useRevenue } from '../api/revenue';

const T = REVENUE_TEXTS;
const MONTH_CHOICES = [3, 6, 12, 24] as const;
const selectClass = 'mt-1 block rounded border border-stone-300 bg-white px-3 py-2 text-stone-900';
const share = (part: number | null, whole: number) =>
  part === null || whole === 0 ? T.notYet : `${Math.round((part / whole) * 100)}%`;

function Numbers({ data }: { data: Revenue }) {
  const months = {
    caption: T.months.caption,
    columns: [...T.months.columns],
    rows: data.months.map((row) => [
      row.month,
      row.activeAtStart,
      row.new,
      row.renewed,
      row.lapsed,
      row.churnPercent === null ? T.notYet : `${row.churnPercent}%`,
      row.refunds,
      formatDollars(row.refundedCents),
    ]),
  };
  const cohorts = {
    caption: T.cohorts.caption,
    columns: [...T.cohorts.columns],
    rows: data.cohorts.map((row) => [
      row.month,
      row.readers,
      share(row.after30Days, row.readers),
      share(row.after6Months, row.readers),
      share(row.after1Year, row.readers),
    ]),
  };
  return (
    <>
      <section aria-label={T.now.title} className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-semibold text-stone-600">{T.now.active}</p>
          <p className="mt-1 font-serif text-3xl font-bold text-stone-900">
            {data.activeSubscribers.toLocaleString('en-US')}
          </p>
        </div>
        <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-semibold text-stone-600">{T.now.monthly}</p>
          <p className="mt-1 font-serif text-3xl font-bold text-stone-900">
            {formatDollars(data.monthlyRecurringCents)}
          </p>
          <p className="mt-1 text-sm text-stone-600">{T.now.monthlyNote}</p>
        </div>
      </section>
      <ChartCard
        title={T.months.title}
        table={months}
        filename={T.months.filename}
        csvLabel={T.csv}
        tableHidden={false}
      >
        <BarChart bars={data.months.map((row) => ({ label: row.month, value: row.new + row.renewed }))} />
      </ChartCard>
      <ChartCard
        title={T.cohorts.title}
        table={cohorts}
        filename={T.cohorts.filename}
        csvLabel={T.csv}
        tableHidden={false}
      >
        {data.cohorts.length === 0 ? <p className="mt-3 text-stone-600">{T.cohorts.empty}</p> : null}
      </ChartCard>
    </>
  );
}

/** The revenue screen: who pays now, subscriptions month by month, and how each monthly cohort stays. */
export function RevenueScreen() {
  const [search] = useSearchParams();
  const query = revenueQueryOf(search) ?? { mode: 'live' as const, months: 12 };
  const revenue = useRevenue(query);
  return (
    <div className="min-w-0">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{T.title}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{T.intro}</p>
      <Form method="get" className="mt-4">
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{T.form.legend}</legend>
          <label className="text-sm font-semibold text-stone-700">
            {T.form.mode}
            <select name="mode" defaultValue={query.mode} className={selectClass}>
              <option value="live">{T.form.live}</option>
              <option value="test">{T.form.test}</option>
            </select>
          </label>
          <label className="text-sm font-semibold text-stone-700">
            {T.form.months}
            <select name="months" defaultValue={String(query.months)} className={selectClass}>
              {MONTH_CHOICES.map((months) => (
                <option key={months} value={months}>
                  {months}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
          >
            {T.form.submit}
          </button>
        </fieldset>
      </Form>
      <div className="mt-6 space-y-4">
        {revenue.data ? (
          <Numbers data={revenue.data} />
        ) : (
          <QueryState error={revenue.error} what={T.what} onRetry={() => void revenue.refetch()} />
        )}
      </div>
    </div>
  );
}
