import { MODERATION_TEXTS } from '@shared/messages';
import { REVIEW_TEXTS } from '@shared/messages/review';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { WithData } from '../../../components/ui/query-state';
import { ScheduledFor } from '../../../components/ui/scheduled-for';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useApproveArticle, useDeleteArticle } from '../api/admin-mutations';
import { useArticleReview } from '../api/article-review';
import { useModeration } from '../hooks/use-moderation';
import { DeclineForm } from './decline-dialog';
import { FrontPageControls } from './front-page-controls';
import { ReadVersionChanges, useReadVersion } from './read-version-changes';
import { type Decided, DecidedNotice, NextInQueue, useReviewQueue } from './review-queue';
import { ScheduleForm } from './schedule-form';
import { Changes } from './word-changes';

const TEXTS = REVIEW_TEXTS;
const ACTIONS = MODERATION_TEXTS.moderation.actions;
const ACTIONS_FAILED = MODERATION_TEXTS.moderation;

type Edit = NonNullable<Article['edit']>;

/** What readers will get once the editor approves: the edit in review of a live article, else the article. */
export function asReadersWillSeeIt(article: Article, edit: Edit | undefined): Article {
  const { edit: _edit, editPending: _pending, decline: _decline, ...rest } = article;
  const shown = { ...rest, status: 'approve' as const, decline: {} };
  if (!edit) return shown;
  const { title, publisher, tags, image, description, html } = edit;
  return { ...shown, title, publisher, tags, image, description, ...(html ? { html } : {}) };
}

/** The words of title and text an edit changes in the published version. */
function EditChanges({ article, edit }: { article: Article; edit: Edit }) {
  return (
    <section
      aria-labelledby="review-changes"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="review-changes" className="font-serif text-xl font-bold text-stone-900">
        {TEXTS.changes}
      </h2>
      <h3 className="mt-3 text-sm font-bold uppercase tracking-wide text-stone-500">{TEXTS.titleChanges}</h3>
      <Changes before={article.title} after={edit.title} />
      <h3 className="mt-3 text-sm font-bold uppercase tracking-wide text-stone-500">{TEXTS.bodyChanges}</h3>
      <Changes before={article.description} after={edit.description} />
    </section>
  );
}

/** The page of one article: where it stands, the decisions on it, the changes of an edit, then the article. */
function Review({
  article,
  reader,
  decided,
}: {
  article: Article;
  reader: (article: Article) => ReactNode;
  /** Said once a decision is taken: the screen then moves on to the next article waiting. */
  decided: (done: Decided) => void;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { makePremium, makeFree, busyIds, dialog } = useModeration();
  const approve = useApproveArticle();
  const { next } = useReviewQueue(article._id);
  const remove = useDeleteArticle();
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const { confirmDelete, dialog: deleteDialog } = useConfirmDelete<Article>({
    remove: async (target) => {
      const done = await remove.mutateAsync(target._id);
      if (done.deletedCount > 0) {
        toast.success(TEXTS.deleted);
        navigate(paths.dashboardArticles);
      }
      return done;
    },
    doneText: TEXTS.deleted,
  });
  const edit = article.status === 'approve' && article.edit?.state === 'pending' ? article.edit : undefined;
  const live = article.status === 'approve' && !edit;
  const shown = asReadersWillSeeIt(article, edit);
  const { read, current, movedOn, markRead } = useReadVersion(shown);
  const decisions = useRef<HTMLElement>(null);
  const busy = !hydrated || busyIds.has(article._id) || remove.isPending || approve.isPending;
  // No notice to dismiss: the page says what was done and opens the next article waiting.
  const approveNow = async () => {
    try {
      await approve.mutateAsync({ id: article._id, version: article.version });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : ACTIONS_FAILED.approveFailed);
      return;
    }
    decided({ action: 'approved', id: article._id, title: shown.title });
  };
  const note = edit
    ? TEXTS.note.edit
    : article.publishAt && article.status === 'pending'
      ? TEXTS.note.scheduled
      : TEXTS.note[article.status];
  const closeDecline = () => {
    setDeclining(false);
    declineButton.current?.focus();
  };
  return (
    <>
      <div>
        <div className="mt-4 rounded bg-stone-100 px-3 py-2 text-stone-800">
          <p>{note}</p>
          {article.publishAt ? (
            <ScheduledFor iso={article.publishAt} label={TEXTS.schedule.scheduledFor} className="mt-1" />
          ) : null}
        </div>
        {article.status === 'declined' && article.decline.reason ? (
          <p className="mt-2 text-sm text-red-800">
            <span className="font-semibold">{TEXTS.reason}</span> {article.decline.reason}
          </p>
        ) : null}
        {movedOn ? (
          <ReadVersionChanges
            read={read}
            current={current}
            markRead={() => {
              markRead();
              decisions.current?.focus();
            }}
          />
        ) : null}
        <section
          ref={decisions}
          tabIndex={-1}
          aria-label={TEXTS.actions}
          className="mt-4 flex flex-wrap gap-3 focus:outline-none"
        >
          <Button disabled={busy || live} onClick={() => void approveNow()}>
            {ACTIONS.approve.label}
          </Button>
          <Button
            ref={declineButton}
            variant="secondary"
            disabled={busy || (article.status === 'declined' && !edit)}
            aria-expanded={declining}
            onClick={() => setDeclining((open) => !open)}
          >
            {ACTIONS.decline.label}
          </Button>
          {article.premium ? (
            <Button variant="secondary" disabled={busy} onClick={() => void makeFree(article)}>
              {MODERATION_TEXTS.moderation.makeFree}
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => void makePremium(article)}>
              {ACTIONS.premium.label}
            </Button>
          )}
          <Button variant="danger" disabled={busy} onClick={() => void confirmDelete(article)}>
            {ACTIONS.delete.label}
          </Button>
          <span className="self-center sm:ml-auto">
            <NextInQueue next={next} />
          </span>
        </section>
        <FrontPageControls article={article} disabled={busy} />
        {declining ? (
          <section
            aria-label={MODERATION_TEXTS.decline.title}
            className="mt-4 rounded-lg border border-stone-200 bg-white p-4"
          >
            <DeclineForm
              id={article._id}
              version={article.version}
              close={closeDecline}
              declined={() => decided({ action: 'declined', id: article._id, title: shown.title })}
            />
          </section>
        ) : null}
        {article.status === 'approve' ? null : <ScheduleForm article={article} disabled={busy} />}
        {edit ? <EditChanges article={article} edit={edit} /> : null}
        <section
          aria-label={TEXTS.label}
          className="mt-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
        >
          {reader(shown)}
        </section>
      </div>
      {dialog}
      {deleteDialog}
    </>
  );
}

/**
 * An article as an editor reviews it (docs/product.md#moderation): the decisions on it and, through
 * `reader`, the article as readers will see it — the edit in review when it is a live article's.
 */
export function ArticleReview({ id, reader }: { id: string; reader: (article: Article) => ReactNode }) {
  const query = useArticleReview(id);
  const { moveOn } = useReviewQueue(id);
  const [decided, setDecided] = useState<{ done: Decided; moved: boolean } | null>(null);
  const onDecided = async (done: Decided) => {
    setDecided({ done, moved: await moveOn() });
  };
  return (
    <div>
      <Link to={paths.dashboardArticles} className="text-sm font-semibold text-red-800 underline">
        {TEXTS.back}
      </Link>
      {decided ? <DecidedNotice decided={decided.done} moved={decided.moved} /> : null}
      <WithData query={query} what={TEXTS.what}>
        {(article) => (
          <Review
            key={article._id}
            article={article}
            reader={reader}
            decided={(done) => void onDecided(done)}
          />
        )}
      </WithData>
    </div>
  );
}
