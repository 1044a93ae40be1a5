import { READERSHIP_TEXTS } from '@shared/messages';
import type { AuthorReadership } from '@shared/schemas/readership';
import { useSearchParams } from 'react-router';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { QueryState } from '../../../components/ui/query-state';
import { rangeOf, useAuthorReadership } from '../api/readership';
import { PreviousPeriod } from './previous-period';
import { RangeForm } from './range-form';

const T = READERSHIP_TEXTS;
/** The chart shows the most read few; the table below it (and the CSV) every article read. */
const BARS = 10;

function Numbers({ data }: { data: AuthorReadership }) {
  const table = {
    caption: T.mine.caption,
    columns: [...T.mine.columns],
    rows: data.articles.map((article) => [article.title, article.views, article.visitors]),
  };
  return (
    <ChartCard
      csvLabel={READERSHIP_TEXTS.csv}
      title={T.mine.chartTitle}
      table={table}
      filename={`my-readership-${data.from}-${data.to}.csv`}
      tableHidden={data.articles.length <= BARS}
    >
      <p className="mt-2 text-sm text-stone-700">{T.mine.total(data.views, data.visitors)}</p>
      <PreviousPeriod now={data} previous={data.previous} />
      {data.articles.length === 0 ? (
        <p className="mt-3 text-stone-600">{T.mine.empty}</p>
      ) : (
        <BarChart
          bars={data.articles
            .slice(0, BARS)
            .map((article) => ({ label: article.title, value: article.views }))}
          colour="#b91c1c"
        />
      )}
    </ChartCard>
  );
}

/** My Articles' numbers: the author's articles' views and visitors over the range in the address. */
export function AuthorNumbers({ email }: { email: string }) {
  const [search] = useSearchParams();
  const range = rangeOf(search);
  const numbers = useAuthorReadership(email, range ?? {});
  const { data } = numbers;
  return (
    <section aria-labelledby="author-numbers" className="min-w-0">
      <h2 id="author-numbers" className="font-serif text-2xl font-bold text-stone-900">
        {T.mine.title}
      </h2>
      <p className="mt-2 max-w-prose text-stone-700">{T.mine.intro}</p>
      <RangeForm from={data?.from ?? search.get('from') ?? ''} to={data?.to ?? search.get('to') ?? ''} />
      <div className="mt-4">
        {!range ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
            {T.range.invalid}
          </p>
        ) : !data ? (
          <QueryState error={numbers.error} what={T.mine.what} onRetry={() => void numbers.refetch()} />
        ) : (
          <Numbers data={data} />
        )}
      </div>
    </section>
  );
}
