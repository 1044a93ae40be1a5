import { GIFT_NOTICE_TEXTS as TEXTS } from '@shared/messages/gift-notice';
import type { Article } from '@shared/schemas/articles';
import { DateText } from '../../../components/ui/date';

/**
 * What a gift link came to (docs/product.md#gift-links): the article opened as a subscriber's gift and until
 * when, or why it did not open. Nothing without a gift link.
 */
export function GiftNotice({ gift }: { gift: Article['gift'] }) {
  if (!gift || (gift.state === 'open' && !gift.expiresAt)) return null;
  const open = gift.state === 'open';
  return (
    <p
      role="status"
      className={`mt-6 rounded-lg border p-4 text-stone-800 ${open ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}
    >
      {gift.state === 'open' ? (
        <>
          {TEXTS.open} <DateText iso={gift.expiresAt ?? ''} style="long" />.
        </>
      ) : (
        TEXTS[gift.state]
      )}
    </p>
  );
}
