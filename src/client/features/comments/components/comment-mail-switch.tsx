import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { useId, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCommentMail, useSetCommentMail } from '../api/moderation';

const TEXTS = COMMENTS_TEXTS.mail;

/**
 * The profile's choice about the mail an author gets when readers comment on their articles: a checkbox
 * saved as soon as it changes (on by default).
 */
export default function CommentMailSwitch({ signedIn }: { signedIn: boolean }) {
  const headingId = useId();
  const noteId = useId();
  const choice = useCommentMail(signedIn);
  const change = useSetCommentMail();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const hydrated = useHydrated();

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold text-stone-900">
        {TEXTS.heading}
      </h2>
      <label className="mt-3 flex items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-red-700"
          checked={wanted ?? choice.data?.notify ?? false}
          disabled={!hydrated || !choice.data || wanted !== null}
          aria-describedby={noteId}
          onChange={(event) => {
            const notify = event.target.checked;
            setWanted(notify);
            change.mutate(notify, { onSettled: () => setWanted(null) });
          }}
        />
        {TEXTS.label}
      </label>
      <p id={noteId} aria-live="polite" className="mt-2 text-sm text-stone-600">
        {change.isSuccess ? TEXTS.saved : ''}
      </p>
      {change.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {change.error.message}
        </p>
      ) : null}
    </section>
  );
}
