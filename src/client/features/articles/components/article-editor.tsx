import { TAGS } from '@shared/constants';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { paths } from '@shared/paths';
import { plainTextToDoc } from '@shared/rich-text/text';
import type { RichDoc } from '@shared/rich-text/types';
import type { ArticleInput } from '@shared/schemas/article-input';
import type { Article } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { splitTags } from '@shared/text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useUpdateArticle } from '../api/article-mutations';
import { useEditAutosave } from '../hooks/use-edit-autosave';
import { ArticleForm, type ArticleFormValues } from './article-form';
import { ArticleProblem } from './article-problem';
import { EditRestored, EditSaveStatus } from './edit-autosave';

const TEXTS = ARTICLE_WRITING_TEXTS.update;
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
          {ARTICLE_WRITING_TEXTS.mine.title}
        </Link>
        .
      </p>
    </ArticleProblem>
  );
}

/**
 * Editing an article, for its writer or an editor: the editors' reason when it was declined, then the form;
 * saving sends it back for review (docs/product.md#articles), tells the reader and runs `onSaved`. Until then
 * the changes are kept on this device (docs/product.md#revisions).
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
  const { user, isEditor } = useAuth();
  const byAuthor = user?.email.toLowerCase() === article.email.toLowerCase();
  if (!user || (!isEditor && !byAuthor)) return <NotYours article={article} />;
  return (
    <EditForm
      article={article}
      publishers={publishers}
      onSaved={onSaved}
      readerId={user.id}
      byAuthor={byAuthor}
    />
  );
}

/** The form's values as the server has them: a live article's open edit, or the article itself. */
function serverValues(article: Article): ArticleFormValues {
  const source = article.edit ?? article;
  return {
    title: source.title,
    publisher: source.publisher,
    tags: splitTags(source.tags).filter((tag) => (TAGS as readonly string[]).includes(tag)),
    body: (source.body as RichDoc | undefined) ?? plainTextToDoc(source.description),
    image: source.image,
    standfirst: source.standfirst ?? '',
    imageAlt: source.imageAlt ?? '',
    imageCaption: source.imageCaption ?? '',
  };
}

function EditForm({
  article,
  publishers,
  onSaved,
  readerId,
  byAuthor,
}: {
  article: Article;
  publishers: Publisher[];
  onSaved: () => void;
  readerId: string;
  byAuthor: boolean;
}) {
  const updateArticle = useUpdateArticle(article._id);
  const fromServer = useMemo(() => serverValues(article), [article]);
  const [initial, setInitial] = useState(fromServer);
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState<{ stale: boolean }>();
  const autosave = useEditAutosave({ articleId: article._id, readerId, initial: fromServer });
  const declineReason =
    article.edit?.state === 'declined'
      ? article.edit.reason
      : article.status === 'declined'
        ? article.decline.reason
        : undefined;

  // What this device kept from an earlier visit and never submitted comes back, and the page says so.
  // Once: a later fetch of the article must not reload the form under the author's cursor.
  const { restoreLocal } = autosave;
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const copy = restoreLocal();
    if (!copy) return;
    setInitial(copy.values);
    setFormKey((key) => key + 1);
    setRestored({ stale: copy.stale });
  }, [restoreLocal]);

  const discard = () => {
    autosave.discard();
    setInitial(fromServer);
    setFormKey((key) => key + 1);
    setRestored(undefined);
    toast.success(NEWSROOM_TEXTS.edits.discarded);
  };

  const submit = async (input: ArticleInput) => {
    try {
      await updateArticle.mutateAsync(input);
    } catch (error) {
      // A failed update is logged; the toast tells the reader it did not save.
      console.error('article update failed', error);
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
      throw error;
    }
    autosave.close();
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
      {restored ? <EditRestored stale={restored.stale} onDiscard={discard} /> : null}
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ArticleForm
          key={`${article._id}:${formKey}`}
          publishers={publishers}
          initialValues={initial}
          submitLabel={declineReason ? TEXTS.resubmit : TEXTS.submit}
          onSubmit={submit}
          onSaved={onSaved}
          onValuesChange={autosave.change}
          actions={<EditSaveStatus state={autosave.state} />}
        />
      </div>
    </div>
  );
}
