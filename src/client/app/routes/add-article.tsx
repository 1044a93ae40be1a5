import { paths } from '@shared/paths';
import type { ArticleInput } from '@shared/schemas/articles';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useCreateArticle } from '../../features/articles/api/article-mutations';
import { ArticleForm } from '../../features/articles/components/article-form';
import { usePublishers } from '../../features/publishers/api/get-publishers';
import { toast } from '../../lib/toast';

export function Component() {
  const navigate = useNavigate();
  const publishers = usePublishers();
  const createArticle = useCreateArticle();

  const submit = async (input: ArticleInput) => {
    try {
      await createArticle.mutateAsync(input);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The article could not be saved.');
      throw error;
    }
    toast.success(`${input.title} data Added successfully`);
  };

  return (
    <div className="mx-auto max-w-3xl py-10">
      <header>
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Add Articles</h1>
        <p className="mt-3 text-lg text-stone-600">
          Our editors review every article before it appears on the site. Until then it waits in{' '}
          <span className="font-semibold">My Articles</span> as pending, and only you can see it.
        </p>
      </header>
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {publishers.isError ? (
          <div role="alert" className="text-red-700">
            <p>We could not load the publishers. {publishers.error.message}</p>
            <button
              type="button"
              onClick={() => void publishers.refetch()}
              className="mt-3 rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              Try again
            </button>
          </div>
        ) : publishers.data ? (
          <ArticleForm
            publishers={publishers.data}
            submitLabel="Add Article"
            onSubmit={submit}
            onSaved={() => navigate(paths.myArticles)}
            resetOnSuccess
          />
        ) : (
          <div className="flex justify-center py-12" role="status">
            <Spinner size={48} />
            <span className="sr-only">Loading the form</span>
          </div>
        )}
      </div>
    </div>
  );
}
