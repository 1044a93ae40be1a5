import type { ArticleStatus } from '@shared/constants';
import { MODERATION_TEXTS } from '@shared/messages';

const BADGE_CLASSES: Record<ArticleStatus, string> = {
  pending: 'bg-stone-100 text-stone-700 ring-stone-300',
  approve: 'bg-green-50 text-green-800 ring-green-300',
  declined: 'bg-red-50 text-red-800 ring-red-300',
};

/**
 * An article's status in words (Pending, Approved, Declined), not as the wire names it (pending, approve,
 * declined; docs/decisions/0011-legacy-wire-api.md).
 */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${BADGE_CLASSES[status]}`}
    >
      {MODERATION_TEXTS.moderation.statuses[status]}
    </span>
  );
}
