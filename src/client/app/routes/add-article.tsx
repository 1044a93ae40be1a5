import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { paths } from '@shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { getDraftQueryOptions } from '../../features/articles/api/drafts';
import { AddArticleForm } from '../../features/articles/components/add-article-form';
import { DraftsWaiting } from '../../features/articles/components/drafts-waiting';
import { usePublishers } from '../../features/publishers/api/get-publishers';
import { useApi } from '../../lib/app-context';

const TEXTS = ARTICLE_WRITING_TEXTS.add;

export function Component() {
  const navigate = useNavigate();
  const api = useApi();
  const publishers = usePublishers();
  const [searchParams] = useSearchParams();
  const draftId = searchParams.get('draft');
  // Read once, by the route's loader; the form keeps its own copy from then on.
  const draft = useQuery({ ...getDraftQueryOptions(api, draftId ?? 'none'), enabled: Boolean(draftId) });
  // The form stays as it is when its own new draft's id enters the address; another address is another form.
  const created = useRef<string | null>(null);
  const [form, setForm] = useState({ key: 0, draftId });
  // Once this form has saved its own draft, the drafts waiting are no longer the question.
  const [started, setStarted] = useState(false);
  if (form.draftId !== draftId) {
    setForm({ key: draftId && draftId === created.current ? form.key : form.key + 1, draftId });
    if (!draftId) setStarted(false);
  }
  return (
    <div className="mx-auto max-w-3xl py-10">
      <PageHeader
        title={TEXTS.title}
        intro={
          <>
            {TEXTS.introBefore}
            <span className="font-semibold">{TEXTS.introPlace}</span>
            {TEXTS.introAfter}
          </>
        }
      />
      {draftId || started ? null : <DraftsWaiting />}
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <AddArticleForm
          key={form.key}
          publishers={publishers}
          draft={draftId ? draft.data : undefined}
          onCreated={(id) => {
            created.current = id;
            setStarted(true);
            // The address names the new draft (a reload continues it) without a navigation: a navigation would
            // run the route's loaders while the author is still typing, and could remount the editor under them.
            window.history.replaceState(
              window.history.state,
              '',
              `${paths.addArticles}?draft=${encodeURIComponent(id)}`,
            );
          }}
          onSaved={() => navigate(paths.myArticles)}
        />
      </div>
    </div>
  );
}
