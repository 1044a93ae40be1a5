import { TAGS } from '@shared/constants';
import { ARTICLE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { Article, ArticleInput } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { splitTags } from '@shared/text';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useUpdateArticle } from '../api/article-mutations';
import { ArticleForm } from './article-form';
import { ArticleProblem } from './article-problem';

const TEXTS = ARTICLE_TEXTS.update;
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

/** The server refuses anyone else (403); saying so here spares the reader a form they cannot send. */
function NotYours({ article }: { article: Article }) {
  return (
    <ArticleProblem title={TEXTS.notYours}>
      <p>
        {TEXTS.writtenBy(article.title, article.displayName)}{' '}
        <Link to={paths.articleDetails(article._id)} className={linkClass}>
          {TEXTS.readIt}
        </Link>{' '}
        {TEXTS.orGoTo}{' '}
        <Link to={paths.myArticles} className={linkClass}>
          {ARTICLE_TEXTS.mine.title}
        </Link>
        .
      </p>
    </ArticleProblem>
  );
}

/**
 * Editing an article, for its writer or an editor: the editors' reason when it was declined, then the form;
 * saving sends it back for review (docs/product.md#articles), tells the reader and runs `onSaved`.
 */
export function ArticleEditor({
  article,
  publishers,
  onSaved,
}: {
  article: Article;
  publishers: Publisher[];
  onSaved: () => void;
}) {
  const { user, isAdmin } = useAuth();
  const updateArticle = useUpdateArticle(article._id);
  const byAuthor = user?.email.toLowerCase() === article.email.toLowerCase();
  if (!isAdmin && !byAuthor) return <NotYours article={article} />;
  const declineReason = article.status === 'declined' ? article.decline.reason : undefined;

  const submit = async (input: ArticleInput) => {
    try {
      await updateArticle.mutateAsync(input);
    } catch (error) {
      // A failed update is logged; the toast tells the reader it did not save.
      console.error('article update failed', error);
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
      throw error;
    }
    toast.success(TEXTS.updated);
  };

  return (
    <div className="mx-auto max-w-3xl py-10">
      <PageHeader title={TEXTS.title} intro={byAuthor ? TEXTS.reviewAgain : undefined} />
      {declineReason ? (
        <section
          aria-label={TEXTS.reasonLabel}
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-stone-800"
        >
          <p>
            <span className="font-semibold">{TEXTS.reasonLead}</span> {declineReason}
          </p>
        </section>
      ) : null}
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ArticleForm
          key={article._id}
          publishers={publishers}
          initialValues={{
            title: article.title,
            publisher: article.publisher,
            tags: splitTags(article.tags).filter((tag) => (TAGS as readonly string[]).includes(tag)),
            description: article.description,
            image: article.image,
          }}
          submitLabel={declineReason ? TEXTS.resubmit : TEXTS.submit}
          onSubmit={submit}
          onSaved={onSaved}
        />
      </div>
    </div>
  );
}
