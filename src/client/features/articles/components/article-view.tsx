import { PLANS, PREMIUM } from '@shared/constants';
import { ARTICLE_TEXTS } from '@shared/messages';
import { READING_TEXTS } from '@shared/messages/reading';
import { paths } from '@shared/paths';
import { amountCents, formatDollars } from '@shared/plans';
import type { Article } from '@shared/schemas/articles';
import { sectionName } from '@shared/sections';
import { splitTags } from '@shared/text';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { BODY_HTML } from '../../../lib/lean-state';
import { useCountView } from '../api/article-mutations';
import { useRelatedArticles } from '../api/get-article';
import { useMoreInSection } from '../api/more-in-section';
import { ArticleGrid } from './article-card';
import { ArticleCover } from './article-cover';
import { ArticleNotes } from './article-notes';
import { ArticleReviewStatus } from './article-review-status';
import { Byline } from './byline';
import { GiftNotice } from './gift-notice';
import { MeterNotice } from './meter-notice';
import { PremiumBadge } from './premium-badge';
import { LiveLabel } from './story-time';

const TEXTS = ARTICLE_TEXTS.view;

/** The plan the paywall points to (its period chooser), and what it costs for each period. */
const PREMIUM_PLAN = PLANS[1];
const PREMIUM_PLAN_PRICE = PREMIUM_PLAN.price;
const PREMIUM_PRICES = TEXTS.paywall.price(
  ...([30, 7, 365].map((days) => formatDollars(amountCents(PREMIUM_PLAN, days))) as [string, string, string]),
);

const primaryLink = 'rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800';

const secondaryLink = 'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50';

/**
 * The body: the HTML the server rendered from the article's document (docs/product.md#article-bodies), never
 * HTML a writer typed; plain text (paragraphs at blank lines) when an answer of old has none.
 */
function Body({ text, html }: { text: string; html?: string | undefined }) {
  if (html !== undefined) {
    return (
      <div
        className="article-body"
        // The page state leaves this markup out and the browser reads it back (lib/lean-state.ts).
        data-page-html={BODY_HTML}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer escapes every text and attribute of a checked document (src/shared/rich-text/render.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
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

/** What stands after a preview: why the rest is hidden, and the two ways on (sign in or subscribe). */
function LockedBox({
  id,
  texts,
  links,
  tone,
  price,
}: {
  id: string;
  texts: { title: string; text: string };
  links: [{ to: string; label: string }, { to: string; label: string }];
  tone: string;
  /** What a subscription costs, on the boxes that ask for one. */
  price?: string;
}) {
  return (
    <aside aria-labelledby={id} className={`relative mt-8 rounded-lg border p-6 text-center ${tone}`}>
      <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
        {texts.title}
      </h2>
      <p className="mt-2 text-stone-700">{texts.text}</p>
      {price ? <p className="mt-2 font-semibold text-stone-900">{price}</p> : null}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to={links[0].to} className={primaryLink}>
          {links[0].label}
        </Link>
        <Link to={links[1].to} className={secondaryLink}>
          {links[1].label}
        </Link>
      </div>
    </aside>
  );
}

function SignInBox({ from }: { from: string }) {
  const query = `?from=${encodeURIComponent(from)}`;
  return (
    <LockedBox
      id="signin-box-title"
      texts={TEXTS.signInBox}
      tone="border-stone-200 bg-stone-50"
      links={[
        { to: `${paths.login}${query}`, label: TEXTS.signInBox.signIn },
        { to: `${paths.register}${query}`, label: TEXTS.signInBox.register },
      ]}
    />
  );
}

/**
 * A visitor on a premium article: signing in alone would not open it, so the box says up front that it needs
 * a subscription, and offers the sign-in (back to this article) for who already has one.
 */
function PremiumSignInBox({ from }: { from: string }) {
  return (
    <LockedBox
      id="paywall-title"
      texts={TEXTS.premiumSignInBox}
      tone="border-amber-300 bg-amber-50"
      price={PREMIUM_PRICES}
      links={[
        { to: paths.subscription(PREMIUM_PLAN_PRICE), label: TEXTS.premiumSignInBox.subscribe },
        { to: `${paths.login}?from=${encodeURIComponent(from)}`, label: TEXTS.premiumSignInBox.signIn },
      ]}
    />
  );
}

function Paywall() {
  return (
    <LockedBox
      id="paywall-title"
      texts={TEXTS.paywall}
      tone="border-amber-300 bg-amber-50"
      price={PREMIUM_PRICES}
      links={[
        { to: paths.subscription(PREMIUM_PLAN_PRICE), label: TEXTS.paywall.plans },
        { to: paths.paymentPage, label: TEXTS.paywall.payment },
      ]}
    />
  );
}

/**
 * `actions`: what the page puts under the byline for this reader (Save, for a signed-in reader); `paywall`:
 * what stands before the box of a cut article (the meter's part).
 */
export function ArticleView({
  article,
  actions,
  paywall,
}: {
  article: Article;
  actions?: ReactNode;
  paywall?: ReactNode;
}) {
  const location = useLocation();
  const views = article.viewCount;
  const tags = splitTags(article.tags);
  return (
    <article>
      <ArticleReviewStatus article={article} />
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-red-700">
          <Link to={paths.publisher(article.publisher)} className="hover:underline">
            {article.publisher}
          </Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-bold leading-tight text-stone-900 sm:text-5xl">
          {article.title}
        </h1>
        {article.standfirst ? (
          <p className="mt-3 font-serif text-xl leading-snug text-stone-700">{article.standfirst}</p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label={ARTICLE_TEXTS.view.tagsLabel} className="mt-4 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={paths.section(tag)}
                  className="block rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-800"
                >
                  #{sectionName(tag)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-4 border-y border-stone-200 py-4">
          <Byline article={article} size="page" />
          {/* On a phone the date and views sit under the byline, lined up with it; beside it, to the right, on
              wider screens. */}
          <div className="w-full text-sm text-stone-600 sm:ml-auto sm:w-auto sm:text-right">
            <p>
              <DateText iso={article.published ?? article.date} style="longMoment" />
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {READING_TEXTS.readingTime(article.readingMinutes)}
            </p>
            {article.updated ? (
              <p>
                {TEXTS.updated} <DateText iso={article.updated} style="longMoment" />
              </p>
            ) : null}
            <p>
              <span className="font-semibold text-stone-800">{views.toLocaleString('en-US')}</span>{' '}
              {TEXTS.views(views)}
            </p>
          </div>
          <PremiumBadge article={article} />
          <LiveLabel article={article} />
        </div>
        {actions ? <div className="mt-4">{actions}</div> : null}
        <GiftNotice gift={article.gift} />
        <MeterNotice meter={article.meter} />
      </header>
      <ArticleCover article={article} />
      <div className="mt-8">
        <Body text={article.locked ? `${article.description}…` : article.description} html={article.html} />
        {article.locked ? (
          <div aria-hidden="true" className="-mt-16 h-16 bg-gradient-to-b from-transparent to-white" />
        ) : null}
      </div>
      {article.locked ? paywall : null}
      {article.locked && article.lockReason === 'signin' ? (
        article.isPremium === PREMIUM ? (
          <PremiumSignInBox from={location.pathname} />
        ) : (
          <SignInBox from={location.pathname} />
        )
      ) : article.locked && article.lockReason === 'premium' ? (
        <Paywall />
      ) : null}
      <ArticleNotes notes={article.notes} />
    </article>
  );
}

/** How many related articles the page shows: the server offers more, as some may be listed under More in. */
const RELATED_SHOWN = 3;

/** Articles sharing the article's tags, but none the page already lists under "More in <section>". */
export function RelatedArticles({ id, section }: { id: string; section?: string | undefined }) {
  const related = useRelatedArticles(id);
  const moreIn = useMoreInSection(id, section);
  const { mutate: countView } = useCountView();
  if (related.isPending || moreIn.isPending) {
    return (
      <div className="mt-16 flex justify-center" role="status">
        <Spinner size={32} />
        <span className="sr-only">{TEXTS.relatedLoading}</span>
      </div>
    );
  }
  const listed = new Set(moreIn.articles.map((article) => article._id));
  const articles = related.isError
    ? []
    : related.data.filter((article) => !listed.has(article._id)).slice(0, RELATED_SHOWN);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-stone-200 pt-10">
      <h2 id="related-title" className="mb-6 font-serif text-3xl font-bold">
        {TEXTS.related}
      </h2>
      <ArticleGrid articles={articles} onReadMore={(article) => countView(article._id)} />
    </section>
  );
}
