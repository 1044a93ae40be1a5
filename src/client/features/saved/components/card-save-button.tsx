import { SAVED_TEXTS } from '@shared/messages/saved';
import type { Article } from '@shared/schemas/articles';
import { BookmarkIcon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useSaveToggle } from '../hooks/use-save-toggle';

/**
 * Save on an article's card, for signed-in readers: the bookmark alone, named "Save" and the article's
 * title, pressed while saved; what changed is said in a toast. Loaded only once a signed-in reader's
 * page runs (features/articles/components/article-card.tsx).
 */
export default function CardSaveButton({ article }: { article: Article }) {
  const { saved, asking, toggle } = useSaveToggle(article, (note) => toast.success(note));
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={asking}
      onClick={toggle}
      title={saved ? SAVED_TEXTS.button.savedTitle : SAVED_TEXTS.button.save}
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
        saved
          ? 'border-red-700 bg-red-700 text-white hover:bg-red-800'
          : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
      }`}
    >
      <BookmarkIcon filled={saved} />
      <span className="sr-only">
        {SAVED_TEXTS.button.save}: {article.title}
      </span>
    </button>
  );
}
