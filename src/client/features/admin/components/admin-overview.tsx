import { MODERATION_TEXTS } from '@shared/messages';
import type { AdminOverview } from '@shared/schemas/admin';
import { useId } from 'react';
import { DonutChart, type Slice } from '../../../components/charts/donut-chart';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { AdminTable, tdClass } from '../../../components/ui/paged-table';
import { QueryState } from '../../../components/ui/query-state';
import { adminArticlesList } from '../api/admin-lists';
import { ADMIN_HOME_RECENT_LIMIT } from '../list-params';
import { Person } from './person';
import { StatusBadge } from './status-badge';

/** The spec's chart has up to four coloured slices; the rest of the publishers share an "Other" slice. */
const TOP_PUBLISHERS = 4;

const CHART_TITLE = 'Publication Article Distribution';

/** Spec: the donut hole is 0.4 of the pie. */
const DONUT_HOLE = 0.4;

const SLICE_COLOURS = ['#b91c1c', '#1d4ed8', '#b45309', '#047857'];

const OTHER_COLOUR = '#78716c';

export const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const count = (n: number) => n.toLocaleString('en-US');

/** The four largest publishers, then one "Other" slice summing the rest (docs/decisions/0004). */
function chartSlices(byPublisher: AdminOverview['articlesByPublisher']): Slice[] {
  const sorted = [...byPublisher].filter((row) => row.count > 0).sort((a, b) => b.count - a.count);
  const slices = sorted.slice(0, TOP_PUBLISHERS).map((row, index) => ({
    name: row.publisher,
    value: row.count,
    fill: SLICE_COLOURS[index] ?? OTHER_COLOUR,
  }));
  const rest = sorted.slice(TOP_PUBLISHERS).reduce((sum, row) => sum + row.count, 0);
  if (rest > 0) slices.push({ name: 'Other', value: rest, fill: OTHER_COLOUR });
  return slices;
}

/** A number at a glance; the whole tile is a link to the screen it counts (its label names the link). */
export function StatCard({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <div className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-red-300 hover:bg-red-50/40 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-red-700 sm:p-5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500 sm:text-sm">
        <Link to={to} className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none">
          {label}
        </Link>
      </dt>
      <dd className="mt-2 font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{value}</dd>
    </div>
  );
}

export function PublisherChart({ overview }: { overview: AdminOverview }) {
  const titleId = useId();
  const slices = chartSlices(overview.articlesByPublisher);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <figure aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="font-serif text-2xl font-bold text-stone-900">
        {CHART_TITLE}
      </h2>
      {slices.length === 0 ? (
        <p className="mt-4 text-stone-600">{MODERATION_TEXTS.overview.noArticles}</p>
      ) : (
        <>
          <DonutChart slices={slices} hole={DONUT_HOLE} unit="articles" />
          {/* A table cannot be clipped to nothing itself (it grows to its cells), so its box is hidden instead. */}
          <div className="sr-only">
            <table>
              <caption>{MODERATION_TEXTS.overview.chartCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{MODERATION_TEXTS.overview.publisher}</th>
                  <th scope="col">{MODERATION_TEXTS.overview.articles}</th>
                  <th scope="col">{MODERATION_TEXTS.overview.share}</th>
                </tr>
              </thead>
              <tbody>
                {slices.map((slice) => (
                  <tr key={slice.name}>
                    <th scope="row">{slice.name}</th>
                    <td>{count(slice.value)}</td>
                    <td>{total ? `${Math.round((slice.value / total) * 100)}%` : '0%'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

export function RecentArticles() {
  const articles = adminArticlesList.useList({ limit: ADMIN_HOME_RECENT_LIMIT });
  const { data } = articles;
  return (
    <section aria-labelledby="recent-articles-title" className="mt-10">
      <h2 id="recent-articles-title" className="font-serif text-2xl font-bold text-stone-900">
        Recent Articles
      </h2>
      <div className="mt-4">
        {!data ? (
          <QueryState
            error={articles.error}
            what="the recent articles"
            onRetry={() => void articles.refetch()}
          />
        ) : data.items.length === 0 ? (
          <p className="text-stone-600">{MODERATION_TEXTS.overview.noArticles}</p>
        ) : (
          <AdminTable
            caption="The newest articles in every status."
            busy={articles.isFetching}
            columns={MODERATION_TEXTS.recentColumns}
          >
            {data.items.map((article, index) => (
              <tr key={article._id} className="align-top">
                <td className={`${tdClass} text-stone-500`}>{index + 1}</td>
                <td className={`${tdClass} min-w-56 max-w-md font-semibold text-stone-900`}>
                  {article.title}
                </td>
                <td className={`${tdClass} min-w-52`}>
                  <Person name={article.displayName} email={article.email} photo={article.photo}>
                    <DateText iso={article.date} />
                  </Person>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <StatusBadge status={article.status} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{article.publisher}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </section>
  );
}
