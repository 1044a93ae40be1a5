import { READERSHIP_TEXTS } from '@shared/messages';
import { DEVICE_CLASSES, REFERRER_CLASSES, type Readership } from '@shared/schemas/readership';
import { useSearchParams } from 'react-router';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { LineChart } from '../../../components/charts/line-chart';
import { QueryState } from '../../../components/ui/query-state';
import { rangeOf, useReadership } from '../api/readership';
import { PreviousPeriod } from './previous-period';
import { RangeForm } from './range-form';
import { TopArticles } from './top-articles';

const T = READERSHIP_TEXTS;
const count = (n: number) => n.toLocaleString('en-US');
function Breakdown<K extends string>({
  texts,
  rows,
  order,
  file,
}: {
  texts: { title: string; caption: string; columns: readonly string[]; names: Record<K, string> };
  rows: { key: K; views: number; visitors: number }[];
  order: readonly K[];
  file: string;
}) {
  const known = order.filter((key) => rows.some((row) => row.key === key));
  const sorted = rows.filter((row) => known.includes(row.key));
  const table = {
    caption: texts.caption,
    columns: [...texts.columns],
    rows: sorted.map((row) => [texts.names[row.key], row.views, row.visitors]),
  };
  return (
    <ChartCard csvLabel={READERSHIP_TEXTS.csv} title={texts.title} table={table} filename={file}>
      {sorted.length === 0 ? (
        <p className="mt-3 text-stone-600">{T.empty}</p>
      ) : (
        <BarChart
          bars={sorted.map((row) => ({ label: texts.names[row.key], value: row.views }))}
          colour="#1d4ed8"
        />
      )}
    </ChartCard>
  );
}

function Numbers({ data }: { data: Readership }) {
  const views = data.days.reduce((sum, day) => sum + day.views, 0);
  const visitors = data.days.reduce((sum, day) => sum + day.visitors, 0);
  const daily = {
    caption: T.daily.caption,
    columns: [...T.daily.columns],
    rows: data.days.map((day) => [day.day, day.views, day.visitors]),
  };
  return (
    <>
      <ChartCard
        csvLabel={READERSHIP_TEXTS.csv}
        title={T.daily.title}
        table={daily}
        filename={`readership-${data.from}-${data.to}.csv`}
      >
        <p className="mt-2 text-sm text-stone-700">{T.daily.total(count(views), count(visitors))}</p>
        <PreviousPeriod now={{ views, visitors }} previous={data.previous} />
        <LineChart
          labels={data.days.map((day) => day.day)}
          series={[
            { name: T.daily.views, colour: '#b91c1c', values: data.days.map((day) => day.views) },
            { name: T.daily.visitors, colour: '#1d4ed8', values: data.days.map((day) => day.visitors) },
          ]}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown texts={T.referrers} rows={data.referrers} order={REFERRER_CLASSES} file="referrers.csv" />
        <Breakdown texts={T.devices} rows={data.devices} order={DEVICE_CLASSES} file="devices.csv" />
      </div>
    </>
  );
}

/** The readership screen: views and visitors per day for a range, where readers came from, on what, and the most read. */
export function ReadershipScreen() {
  const [search] = useSearchParams();
  const range = rangeOf(search);
  const readership = useReadership(range ?? {});
  const { data } = readership;
  return (
    <div className="min-w-0">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{T.title}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{T.intro}</p>
      <RangeForm from={data?.from ?? search.get('from') ?? ''} to={data?.to ?? search.get('to') ?? ''} />
      <div className="mt-6 space-y-4">
        {!range ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
            {T.range.invalid}
          </p>
        ) : !data ? (
          <QueryState
            error={readership.error}
            what="the readership numbers"
            onRetry={() => void readership.refetch()}
          />
        ) : (
          <Numbers data={data} />
        )}
        <TopArticles />
      </div>
    </div>
  );
}
