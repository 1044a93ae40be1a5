import { FRONT_PAGE_DESK_TEXTS } from '@shared/messages/front-page-desk';
import type { Article } from '@shared/schemas/articles';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useFrontPageChange, useLeadStory } from '../api/front-page';

const TEXTS = FRONT_PAGE_DESK_TEXTS.controls;

/**
 * The editor's front-page controls on an article's review (docs/product.md#front-page): make it the lead
 * story (published articles only) or take it off, and mark it Live or not.
 */
export function FrontPageControls({ article, disabled }: { article: Article; disabled: boolean }) {
  const isLead = useLeadStory().data?.lead?._id === article._id;
  const change = useFrontPageChange();
  const published = article.status === 'approve';
  const busy = disabled || change.isPending;
  const run = (kind: 'lead' | 'clear-lead' | 'live' | 'not-live', done: string) =>
    change.mutate(
      { id: article._id, change: kind },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(error.message || TEXTS.failed),
      },
    );
  return (
    <section
      aria-labelledby="front-page-controls"
      className="mt-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="front-page-controls" className="font-serif text-lg font-bold">
        {TEXTS.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {isLead ? TEXTS.isLead : published ? TEXTS.liveNote : TEXTS.leadOnlyLive}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {isLead ? (
          <Button variant="secondary" disabled={busy} onClick={() => run('clear-lead', TEXTS.leadCleared)}>
            {TEXTS.clearLead}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy || !published}
            onClick={() => run('lead', TEXTS.leadSet)}
          >
            {TEXTS.makeLead}
          </Button>
        )}
        {article.live ? (
          <Button variant="secondary" disabled={busy} onClick={() => run('not-live', TEXTS.liveCleared)}>
            {TEXTS.unmarkLive}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => run('live', TEXTS.liveSet)}>
            {TEXTS.markLive}
          </Button>
        )}
      </div>
    </section>
  );
}
