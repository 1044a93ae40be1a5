import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import { paths } from '@shared/paths';
import type { PublicNewsletterIssue } from '@shared/schemas/newsletter-issues';
import { useLoaderData } from 'react-router';
import { DateText } from '../../components/ui/date';
import { Link } from '../../components/ui/link';

const TEXTS = NEWSLETTER_TEXTS.archive;

/** `/newsletter/issues/:id`: the web version of a sent issue, teasers and links as in the e-mail. */
export function Component() {
  const { issue } = useLoaderData() as { issue: PublicNewsletterIssue };
  return (
    <article className="mx-auto max-w-2xl py-12">
      <header>
        <h1 className="font-serif text-4xl font-bold text-stone-900">{issue.subject}</h1>
        <p className="mt-2 text-sm text-stone-500">
          {TEXTS.sent} <DateText iso={issue.sentAt} style="long" />
        </p>
      </header>
      {issue.intro
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-stone-700">
            {paragraph}
          </p>
        ))}
      <ul className="mt-8 space-y-8">
        {issue.articles.map((article) => (
          <li key={article.id} className="border-t border-stone-200 pt-6">
            {article.image ? (
              <img src={article.image} alt="" className="mb-4 w-full rounded" loading="lazy" />
            ) : null}
            {article.isPremium ? (
              <p className="text-xs font-bold uppercase tracking-wide text-red-800">{TEXTS.premium}</p>
            ) : null}
            <h2 className="mt-1 font-serif text-2xl font-bold text-stone-900">
              <Link to={paths.articleDetails(article.id)} className="hover:underline">
                {article.title}
              </Link>
            </h2>
            <p className="mt-2 text-stone-600">{article.teaser}</p>
            <Link
              to={paths.articleDetails(article.id)}
              className="mt-2 inline-block font-semibold text-red-700 underline hover:text-red-800"
            >
              {article.isPremium ? TEXTS.readOnPremium : TEXTS.readOn}
              <span className="sr-only">: {article.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 border-t border-stone-200 pt-6 text-stone-600">{TEXTS.subscribe}</p>
    </article>
  );
}
