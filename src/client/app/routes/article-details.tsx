import { PREMIUM } from '@shared/constants';
import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { paths } from '@shared/paths';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { isPremiumActive } from '../../features/account/components/premium-active';
import { ArticlePage } from '../../features/articles/components/article-page';
import { useAuth } from '../../lib/auth';
import { OptionalPart } from '../../lib/optional-part';
import { useHydrated } from '../../lib/use-hydrated';

// Only signed-in readers save, so only their article pages load the button, once the page runs in the
// browser: a lazy part rendered on the server would need an inline script to be put in place.
const SaveButton = lazy(() => import('../../features/saved/components/save-button'));
// The comments load on their own, once the page runs: the article's render and its kept copy never wait
// for them nor change with them. Without JavaScript the link leads to their own server-rendered page.
// A subscriber gives a premium article from its page; only their pages load the button.
const GiveButton = lazy(() => import('../../features/gifts/components/give-button'));
const CommentsSection = lazy(() => import('../../features/comments/components/comments-section'));
// The meter asks the server about a cut article once the page runs: the kept page never holds its decision.
const MeterPart = lazy(() => import('../../features/articles/components/meter-part'));

function CommentsLink({ id }: { id: string }) {
  return (
    <section aria-labelledby="comments-heading" className="mt-10 border-t border-stone-200 pt-8">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold text-stone-900">
        {COMMENTS_TEXTS.heading}
      </h2>
      <a href={paths.articleComments(id)} className="mt-3 inline-block font-semibold text-red-800 underline">
        {COMMENTS_TEXTS.readAll}
      </a>
    </section>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const hydrated = useHydrated();

  return (
    <ArticlePage
      id={id}
      actions={(article) =>
        user && article.status === 'approve' ? (
          <>
            <OptionalPart fallback={<div className="min-h-11" />}>
              {hydrated ? <SaveButton article={article} /> : <div className="min-h-11" />}
            </OptionalPart>
            {hydrated && article.isPremium === PREMIUM && isPremiumActive(user.premiumUntil) ? (
              <OptionalPart fallback={null}>
                <GiveButton article={article} />
              </OptionalPart>
            ) : null}
          </>
        ) : null
      }
      paywall={(article) =>
        hydrated && article.status === 'approve' ? (
          <OptionalPart fallback={null}>
            <MeterPart key={article.lockReason} article={article} />
          </OptionalPart>
        ) : null
      }
      after={(article) =>
        article.status === 'approve' ? (
          <OptionalPart fallback={<CommentsLink id={article._id} />}>
            {hydrated ? <CommentsSection articleId={article._id} /> : <CommentsLink id={article._id} />}
          </OptionalPart>
        ) : null
      }
    />
  );
}
