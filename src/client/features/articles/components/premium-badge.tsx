import { PREMIUM } from '@shared/constants';
import type { Article } from '@shared/schemas/articles';

/** The "Premium" mark of a premium article (nothing for a free one); `className` places it. */
export function PremiumBadge({ article, className = '' }: { article: Article; className?: string }) {
  if (article.isPremium !== PREMIUM) return null;
  return (
    <span
      className={`rounded bg-amber-400 px-2 py-1 text-xs font-bold uppercase tracking-wide text-stone-900 ${className}`}
    >
      Premium
    </span>
  );
}
