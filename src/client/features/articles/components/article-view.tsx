import { PREMIUM } from '@shared/constants';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { splitTags } from '@shared/text';
import { Link, useLocation } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCountView } from '../api/article-mutations';
import { useRelatedArticles } from '../api/get-article';
import { ArticleGrid } from './article-card';
import { Byline } from './byline';

/** The plan the paywall points to: the Premium plan's period chooser. */
const PREMIUM_PLAN_PRICE = 29.99;

const primaryLink = 'rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800';

const secondaryLink = 'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50';

function PublishedDate({ iso }: { iso: string }) {
  // The server and the hydrating render agree on the ISO date; the reader's locale follows.
  const isClient = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {isClient
        ? new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(date)
        : date.toISOString().slice(0, 10)}
    </time>
  );
}

/** The body is plain text: paragraphs at blank lines, never HTML. */
function Body({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-stone-800">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function SignInBox({ from }: { from: string }) {
  const query = `?from=${encodeURIComponent(from)}`;
  return (
    <aside
      aria-labelledby="signin-box-title"
      className="relative mt-8 rounded-lg border border-stone-200 bg-stone-50 p-6 text-center"
    >
      <h2 id="signin-box-title" className="font-serif text-2xl font-bold text-stone-900">
        Sign in to read the full article
      </h2>
      <p className="mt-2 text-stone-600">
        Reading whole articles is free for registered readers. Sign in, or create an account in a minute.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to={`${paths.login}${query}`} className={primaryLink}>
          Sign in
        </Link>
        <Link to={`${paths.register}${query}`} className={secondaryLink}>
          Register
        </Link>
      </div>
    </aside>
  );
}

function Paywall() {
  return (
    <aside
      aria-labelledby="paywall-title"
      className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-6 text-center"
    >
      <h2 id="paywall-title" className="font-serif text-2xl font-bold text-stone-900">
        This is a Premium article
      </h2>
      <p className="mt-2 text-stone-700">
        The rest of this article is for subscribers. A subscription unlocks every premium article for as long
        as it runs.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to={paths.subscription(PREMIUM_PLAN_PRICE)} className={primaryLink}>
          See the plans
        </Link>
        <Link to={paths.paymentPage} className={secondaryLink}>
          Payment page
        </Link>
      </div>
    </aside>
  );
}

export function ArticleView({ article }: { article: Article }) {
  const location = useLocation();
  const views = article.viewCount;
  const tags = splitTags(article.tags);
  return (
    <article>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-red-700">{article.publisher}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold leading-tight text-stone-900 sm:text-5xl">
          {article.title}
        </h1>
        {tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-4 border-y border-stone-200 py-4">
          <Byline article={article} size="page" />
          <div className="ml-auto text-right text-sm text-stone-600">
            <p>
              <PublishedDate iso={article.date} />
            </p>
            <p>
              <span className="font-semibold text-stone-800">{views.toLocaleString('en-US')}</span>{' '}
              {views === 1 ? 'view' : 'views'}
            </p>
          </div>
          {article.isPremium === PREMIUM ? (
            <span className="rounded bg-amber-400 px-2 py-1 text-xs font-bold uppercase tracking-wide text-stone-900">
              Premium
            </span>
          ) : null}
        </div>
      </header>
      {article.image ? (
        <ResponsiveImage
          src={article.image}
          alt=""
          sizes="(min-width: 1024px) 768px, 100vw"
          priority
          width={960}
          height={540}
          className="mt-8 aspect-[16/9] w-full rounded-lg bg-stone-100 object-cover"
        />
      ) : null}
      <div className="mt-8">
        <Body text={article.locked ? `${article.description}…` : article.description} />
        {article.locked ? (
          <div aria-hidden="true" className="-mt-16 h-16 bg-gradient-to-b from-transparent to-white" />
        ) : null}
      </div>
      {article.locked && article.lockReason === 'signin' ? (
        <SignInBox from={location.pathname} />
      ) : article.locked && article.lockReason === 'premium' ? (
        <Paywall />
      ) : null}
    </article>
  );
}

export function RelatedArticles({ id }: { id: string }) {
  const related = useRelatedArticles(id);
  const { mutate: countView } = useCountView();
  if (related.isPending) {
    return (
      <div className="mt-16 flex justify-center" role="status">
        <Spinner size={32} />
        <span className="sr-only">Loading related articles</span>
      </div>
    );
  }
  if (related.isError || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-stone-200 pt-10">
      <h2 id="related-title" className="mb-6 font-serif text-3xl font-bold">
        Related articles
      </h2>
      <ArticleGrid articles={related.data} onReadMore={(article) => countView(article._id)} />
    </section>
  );
}
