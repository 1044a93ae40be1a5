import { SAVED_TEXTS } from '@shared/messages/saved';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { useEffect, useState } from 'react';
import { BookmarkIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { useAuth } from '../../../lib/auth';
import { useSaveToggle } from '../hooks/use-save-toggle';

/**
 * Save on an article page, for signed-in readers: a toggle (pressed while the article is saved) whose
 * name stays "Save"; what changed is said in the status line beside it. Loaded only with the article
 * page of a signed-in reader (app/routes/article-details.tsx), it also keeps the article on the device.
 */
export default function SaveButton({ article }: { article: Article }) {
  const [note, setNote] = useState('');
  const { saved, asking, toggle } = useSaveToggle(article, setNote);
  const { user } = useAuth();

  // The article a signed-in reader opens is kept on the device among the last they read, so it reads
  // offline as it did here (docs/product.md#saved-articles).
  useEffect(() => {
    if (!user || !navigator.onLine) return;
    void import('../../../lib/saved-copies')
      .then((copies) => copies.keepRead(user, article))
      .catch((error: unknown) => console.warn('The article was not kept on this device', error));
  }, [user, article]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={saved}
        disabled={asking}
        onClick={() => {
          setNote('');
          toggle();
        }}
        className={`inline-flex min-h-11 items-center gap-2 rounded border px-4 py-2 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
          saved
            ? 'border-red-700 bg-red-700 text-white hover:bg-red-800'
            : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
        }`}
      >
        <BookmarkIcon filled={saved} />
        {SAVED_TEXTS.button.save}
      </button>
      <p role="status" className="text-sm text-stone-600">
        {note}
      </p>
      {/* Saved before (on this page or another visit): said in words, not by the button's colour alone. */}
      {saved && !note ? (
        <p className="text-sm text-stone-600">
          {SAVED_TEXTS.button.alreadySaved}{' '}
          <Link to={paths.saved} className="font-semibold text-red-700 underline hover:text-red-800">
            {SAVED_TEXTS.button.alreadySavedLink}
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
