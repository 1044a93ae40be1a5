import { READERSHIP_TEXTS } from '@shared/messages';
import { READERSHIP_PERIODS, type ReadershipPeriod } from '@shared/schemas/readership';
import { useState } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { QueryState } from '../../../components/ui/query-state';
import { useTopArticles } from '../api/readership';

const T = READERSHIP_TEXTS.top;

/** The most read articles of today, the last 7 or the last 30 days; the table is shown, with links. */
export function TopArticles() {
  const [period, setPeriod] = useState<ReadershipPeriod>('today');
  const top = useTopArticles(period);
  const articles = top.data?.articles ?? [];
  const table = {
    caption: `${T.caption} ${T.periods[period]}.`,
    columns: [...T.columns],
    rows: articles.map((article) => [article.title, article.views, article.visitors]),
  };
  const controls = (
    <fieldset className="mt-3">
      <legend className="sr-only">{T.periodLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {READERSHIP_PERIODS.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === period}
            onClick={() => setPeriod(choice)}
            className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-700 aria-pressed:border-red-700 aria-pressed:bg-red-700 aria-pressed:text-white"
          >
            {T.periods[choice]}
          </button>
        ))}
      </div>
    </fieldset>
  );
  return (
    <ChartCard
      csvLabel={READERSHIP_TEXTS.csv}
      title={T.title}
      table={table}
      filename={`most-read-${period}.csv`}
      controls={controls}
      tableHidden
    >
      {!top.data ? (
        <QueryState
          inline
          error={top.error}
          what="the most read articles"
          onRetry={() => void top.refetch()}
        />
      ) : articles.length === 0 ? (
        <p className="mt-3 text-stone-600">{T.empty}</p>
      ) : (
        <BarChart bars={articles.map((article) => ({ label: article.title, value: article.views }))} />
      )}
    </ChartCard>
  );
}
