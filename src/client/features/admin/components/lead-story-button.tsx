import { FRONT_PAGE_DESK_TEXTS } from '@shared/messages/front-page-desk';
import type { Article } from '@shared/schemas/articles';
import { toast } from '../../../lib/toast';
import { useFrontPageChange, useLeadStory } from '../api/front-page';

const TEXTS = FRONT_PAGE_DESK_TEXTS.controls;

const buttonClass =
  'mt-1 block rounded border border-stone-300 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A published article's front-page choice in the dashboard's list (docs/product.md#front-page): the lead story
 * says so and can be taken off; any other can be made the lead, in its place.
 */
export function LeadStoryButton({ article, busy }: { article: Article; busy: boolean }) {
  const isLead = useLeadStory().data?.lead?._id === article._id;
  const change = useFrontPageChange();
  const run = (kind: 'lead' | 'clear-lead', done: string) =>
    change.mutate(
      { id: article._id, change: kind },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(error.message || TEXTS.failed),
      },
    );
  const disabled = busy || change.isPending;
  return isLead ? (
    <>
      <span className="mt-1 inline-block rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
        {TEXTS.leadBadge}
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={() => run('clear-lead', TEXTS.leadCleared)}
        className={buttonClass}
      >
        {TEXTS.clearLead}
        <span className="sr-only"> “{article.title}”</span>
      </button>
    </>
  ) : (
    <button
      type="button"
      disabled={disabled}
      onClick={() => run('lead', TEXTS.leadSet)}
      className={buttonClass}
    >
      {TEXTS.makeLead}
      <span className="sr-only"> “{article.title}”</span>
    </button>
  );
}
