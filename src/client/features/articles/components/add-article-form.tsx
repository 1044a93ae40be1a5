import { ARTICLE_TEXTS } from '@shared/messages';
import type { ArticleInput } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useCreateArticle } from '../api/article-mutations';
import { ArticleForm } from './article-form';

const TEXTS = ARTICLE_TEXTS.add;

/**
 * Writing a new article: the form once the publishers are there (or the failure to load them, with a retry);
 * saved, the reader is told and `onSaved` runs.
 */
export function AddArticleForm({
  publishers,
  onSaved,
}: {
  publishers: { data?: Publisher[]; error: Error | null; refetch: () => unknown };
  onSaved: () => void;
}) {
  const createArticle = useCreateArticle();
  const submit = async (input: ArticleInput) => {
    try {
      await createArticle.mutateAsync(input);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
      throw error;
    }
    toast.success(TEXTS.added(input.title));
  };
  if (!publishers.data) {
    return (
      <QueryState
        inline
        error={publishers.error}
        what="the publishers"
        title={TEXTS.publishersFailed}
        loadingLabel={TEXTS.loadingForm}
        onRetry={() => void publishers.refetch()}
      />
    );
  }
  return (
    <ArticleForm
      publishers={publishers.data}
      submitLabel={TEXTS.submit}
      onSubmit={submit}
      onSaved={onSaved}
      resetOnSuccess
    />
  );
}
