import { READING_TEXTS } from '@shared/messages/reading';
import { paths } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { WithData } from '../../../components/ui/query-state';
import { useMostRead } from '../api/get-most-read';

const TEXTS = READING_TEXTS.mostRead;

/**
 * "Most read this week": the articles with the most views over the last seven days, numbered
 * (docs/product.md#articles); a week without views shows the most read of all time under a heading that
 * says so. `exclude` leaves out the article the page is about.
 */
export function MostRead({ exclude }: { exclude?: string }) {
  const mostRead = useMostRead();
  return (
    <section aria-labelledby="most-read-title" className="mt-16">
      <h2 id="most-read-title" className="mb-6 font-serif text-3xl font-bold">
        {mostRead.data?.period === 'all' ? TEXTS.allTimeTitle : TEXTS.title}
      </h2>
      <WithData inline query={mostRead} what={TEXTS.what} loadingLabel={TEXTS.loading}>
        {(data) => {
          const articles = data.articles.filter((article) => article._id !== exclude);
          if (articles.length === 0) return <p className="text-stone-600">{TEXTS.empty}</p>;
          return (
            <ol className="grid gap-x-8 gap-y-4 md:grid-cols-2">
              {articles.map((article, index) => (
                <li key={article._id} className="flex gap-4 border-b border-stone-200 pb-4">
                  <span aria-hidden="true" className="font-serif text-3xl font-bold text-red-700">
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <Link
                      to={paths.articleDetails(article._id)}
                      className="font-serif text-lg font-bold leading-snug wrap-anywhere hover:text-red-800 hover:underline"
                    >
                      {article.title}
                    </Link>
                    <p className="mt-1 text-sm text-stone-600">
                      {article.publisher} · {READING_TEXTS.readingTime(article.readingMinutes)}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          );
        }}
      </WithData>
    </section>
  );
}
