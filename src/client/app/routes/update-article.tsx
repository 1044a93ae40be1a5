import { TAGS } from '@shared/constants';
import { paths } from '@shared/paths';
import type { ArticleInput } from '@shared/schemas/articles';
import { splitTags } from '@shared/text';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useUpdateArticle } from '../../features/articles/api/article-mutations';
import { useArticle } from '../../features/articles/api/get-article';
import { ArticleForm } from '../../features/articles/components/article-form';
import { usePublishers } from '../../features/publishers/api/get-publishers';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';

const UPDATED = 'articles updated Successfully';
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      <div className="mt-3 text-stone-600">{children}</div>
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user, isAdmin } = useAuth();
  const article = useArticle(id);
  const publishers = usePublishers();
  const updateArticle = useUpdateArticle(id);

  if (article.isPending || publishers.isPending) return <PageSpinner label="Loading the article" />;
  if (article.isError || publishers.isError) {
    const error = article.error ?? publishers.error;
    return (
      <Problem title="We could not load this article.">
        <p>{error?.message}</p>
        <button
          type="button"
          onClick={() => {
            void article.refetch();
            void publishers.refetch();
          }}
          className="mt-6 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
        >
          Try again
        </button>
      </Problem>
    );
  }

  const current = article.data;
  // The server refuses anyone else (403); saying so here spares the reader a form they cannot send.
  const mayEdit = isAdmin || (user && user.email.toLowerCase() === current.email.toLowerCase());
  if (!mayEdit) {
    return (
      <Problem title="You can only edit your own articles.">
        <p>
          “{current.title}” was written by {current.displayName}.{' '}
          <Link to={paths.articleDetails(current._id)} className={linkClass}>
            Read the article
          </Link>{' '}
          or go to{' '}
          <Link to={paths.myArticles} className={linkClass}>
            My Articles
          </Link>
          .
        </p>
      </Problem>
    );
  }

  const declineReason = current.status === 'declined' ? current.decline.reason : undefined;
  const byAuthor = user?.email.toLowerCase() === current.email.toLowerCase();

  const submit = async (input: ArticleInput) => {
    try {
      await updateArticle.mutateAsync(input);
    } catch (error) {
      // Spec §8 only logs a failed update; the toast tells the reader it did not save.
      console.error('article update failed', error);
      toast.error(error instanceof Error ? error.message : 'The article could not be updated.');
      throw error;
    }
    toast.success(UPDATED);
  };

  return (
    <div className="mx-auto max-w-3xl py-10">
      <header>
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Update Article</h1>
        {byAuthor ? (
          <p className="mt-3 text-lg text-stone-600">
            Saving sends the article back to the editors, who review it again before it appears.
          </p>
        ) : null}
      </header>
      {declineReason ? (
        <section
          aria-label="The editors' reason"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-stone-800"
        >
          <p>
            <span className="font-semibold">The editors asked for changes:</span> {declineReason}
          </p>
        </section>
      ) : null}
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ArticleForm
          key={current._id}
          publishers={publishers.data}
          initialValues={{
            title: current.title,
            publisher: current.publisher,
            tags: splitTags(current.tags).filter((tag) => (TAGS as readonly string[]).includes(tag)),
            description: current.description,
            image: current.image,
          }}
          submitLabel={declineReason ? 'Resubmit' : 'Update'}
          onSubmit={submit}
          onSaved={() => navigate(paths.myArticles)}
        />
      </div>
    </div>
  );
}
