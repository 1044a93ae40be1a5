import { lazy } from 'react';
import { useParams } from 'react-router';
import { ArticlePage } from '../../features/articles/components/article-page';
import { useAuth } from '../../lib/auth';
import { OptionalPart } from '../../lib/optional-part';
import { useHydrated } from '../../lib/use-hydrated';

// Only signed-in readers save, so only their article pages load the button, once the page runs in the
// browser: a lazy part rendered on the server would need an inline script to be put in place.
const SaveButton = lazy(() => import('../../features/saved/components/save-button'));

export function Component() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const hydrated = useHydrated();

  return (
    <ArticlePage
      id={id}
      actions={(article) =>
        user && article.status === 'approve' ? (
          <OptionalPart fallback={<div className="min-h-11" />}>
            {hydrated ? <SaveButton article={article} /> : <div className="min-h-11" />}
          </OptionalPart>
        ) : null
      }
    />
  );
}
