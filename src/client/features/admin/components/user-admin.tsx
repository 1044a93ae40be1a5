import { MODERATION_TEXTS } from '@shared/messages';
import type { User } from '@shared/schemas/auth';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMakeAdmin } from '../api/admin-mutations';

const TEXTS = MODERATION_TEXTS.users;

/** How long the search box waits for the typing to pause before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

/** The search box: its text follows the URL's `?search=`, and typing updates the URL once it pauses. */
export function UserSearch({ search }: { search: string }) {
  const inputId = useId();
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(search);
  // What this box last put in the URL; any other change of the URL (back button, a link) resets the box.
  const pushed = useRef(search);

  useEffect(() => {
    if (search !== pushed.current) {
      pushed.current = search;
      setText(search);
    }
  }, [search]);

  const push = useCallback(
    (value: string) => {
      pushed.current = value;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('search', value);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  useEffect(() => {
    const value = text.trim();
    if (value === pushed.current) return;
    const timer = setTimeout(() => push(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, push]);

  return (
    <search className="mt-6">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          push(text.trim());
        }}
        className="flex max-w-md flex-col gap-1"
      >
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
          {TEXTS.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={!hydrated}
          placeholder={TEXTS.searchPlaceholder}
          maxLength={200}
          autoComplete="off"
          className="block w-full rounded border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40"
        />
      </form>
    </search>
  );
}

/** A user becomes an admin only after a confirmation (docs/product.md#dashboard); render `dialog`. */
export function useConfirmMakeAdmin() {
  const makeAdmin = useMakeAdmin();
  const { ask, dialog } = useDialog();
  const confirmMakeAdmin = async (user: User) => {
    const name = user.name || user.email;
    const yes = await ask({
      title: TEXTS.confirmTitle(name),
      text: TEXTS.confirmText,
      confirmLabel: TEXTS.confirmButton,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      const { modifiedCount } = await makeAdmin.mutateAsync(user._id);
      if (modifiedCount > 0) toast.success(TEXTS.promoted(name));
      else toast(TEXTS.alreadyAdmin(name));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    }
  };
  return { confirmMakeAdmin, dialog, promoting: makeAdmin.isPending ? makeAdmin.variables : undefined };
}
