import { ERROR_CODES } from '@shared/error-codes';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { plainTextToDoc } from '@shared/rich-text/text';
import type { RichDoc } from '@shared/rich-text/types';
import type { ArticleInput } from '@shared/schemas/article-input';
import type { Draft } from '@shared/schemas/drafts';
import type { Publisher } from '@shared/schemas/publishers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { createArticle } from '../api/article-mutations';
import { type DraftValues, submitDraft } from '../api/drafts';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { ArticleForm } from './article-form';
import { DraftConflict, DraftStatus } from './draft-status';

const TEXTS = ARTICLE_WRITING_TEXTS.add;
const DRAFT_TEXTS = NEWSROOM_TEXTS.drafts;

const valuesOf = (draft: Draft | undefined): DraftValues => ({
  title: draft?.title ?? '',
  publisher: draft?.publisher ?? '',
  tags: draft?.tags ?? [],
  body: (draft?.body as RichDoc | null) ?? plainTextToDoc(''),
  image: draft?.image ?? '',
  standfirst: draft?.standfirst ?? '',
  imageAlt: draft?.imageAlt ?? '',
  imageCaption: draft?.imageCaption ?? '',
});

/**
 * Writing a new article as a draft (docs/product.md#drafts): autosaved as the author writes, kept on this
 * device until the server has it, restored after a reload, and submitted for review with Add Article.
 * `onCreated` gets the draft's id once the server made it; saved, the reader is told and `onSaved` runs.
 */
export function AddArticleForm({
  publishers,
  draft,
  onCreated,
  onSaved,
}: {
  publishers: { data?: Publisher[]; error: Error | null; refetch: () => unknown };
  draft: Draft | undefined;
  onCreated: (id: string) => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState(() => valuesOf(draft));
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState(false);
  const [touched, setTouched] = useState(false);
  const { user } = useAuth();
  const autosave = useDraftAutosave({ draft, initial, readerId: user?.id ?? null, onCreated });
  const { ask, dialog } = useDialog();
  const confirmWithoutCover = () =>
    ask({
      title: DRAFT_TEXTS.noCoverTitle,
      text: DRAFT_TEXTS.noCoverText,
      confirmLabel: DRAFT_TEXTS.noCoverSubmit,
      cancelLabel: DRAFT_TEXTS.noCoverChoose,
    });

  // What this device kept and the server did not get (a reload, a closed tab, a lost connection) comes back.
  const { restoreLocal } = autosave;
  useEffect(() => {
    const values = restoreLocal();
    if (!values) return;
    setInitial(values);
    setFormKey((key) => key + 1);
    setRestored(true);
    setTouched(true);
  }, [restoreLocal]);

  const submit = async (input: ArticleInput) => {
    try {
      const saved = await autosave.flush();
      const { id, version } = autosave.current();
      if (id && !saved) throw new ApiError(409, ERROR_CODES.DRAFT_CONFLICT, DRAFT_TEXTS.conflict);
      if (id) await submitDraft(api, id, version, input);
      else await createArticle(api, input);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
      throw error;
    }
    autosave.close();
    // The list of drafts only: the submitted draft itself is gone, and asking for it again would be a 404.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['articles'] }),
      queryClient.invalidateQueries({ queryKey: ['stats'] }),
      queryClient.invalidateQueries({ queryKey: ['drafts'], exact: true }),
    ]);
    toast.success(TEXTS.added(input.title));
  };

  const keep = async (how: 'both' | 'mine') => {
    const done = how === 'both' ? await autosave.keepBoth() : await autosave.keepMine();
    if (done && how === 'both') toast.success(DRAFT_TEXTS.keptBoth);
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
    <div className="space-y-4">
      {restored ? <p className="rounded bg-stone-100 p-3 text-stone-800">{DRAFT_TEXTS.restored}</p> : null}
      {autosave.state === 'conflict' ? (
        <DraftConflict onKeepBoth={() => void keep('both')} onKeepMine={() => void keep('mine')} />
      ) : null}
      <ArticleForm
        key={formKey}
        publishers={publishers.data}
        initialValues={initial}
        submitLabel={TEXTS.submit}
        onSubmit={submit}
        onSaved={onSaved}
        confirmWithoutCover={confirmWithoutCover}
        onValuesChange={(values) => {
          setTouched(true);
          autosave.change(values);
        }}
        actions={
          <DraftStatus
            state={autosave.state}
            touched={touched}
            onSave={() => void autosave.flush()}
            onRetry={() => void autosave.flush()}
          />
        }
      />
      {dialog}
    </div>
  );
}
