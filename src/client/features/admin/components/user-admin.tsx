import { MODERATION_TEXTS } from '@shared/messages';
import { NEWSROOM_TEXTS } from '@shared/messages/newsroom';
import { SITE_TEXTS } from '@shared/messages/site';
import type { User } from '@shared/schemas/auth';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useChangeRole, useResetSecondStep } from '../api/admin-mutations';

const EDITOR_ROLE = NEWSROOM_TEXTS.users;

const TEXTS = MODERATION_TEXTS.users;

/** How long the search box waits for the typing to pause before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

/** The search box: its text follows the URL's `?search=`, and typing updates the URL once it pauses. */
export function UserSearch({
  search,
  label = TEXTS.searchLabel,
  placeholder = TEXTS.searchPlaceholder,
}: {
  search: string;
  label?: string;
  placeholder?: string;
}) {
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
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={!hydrated}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          className="block w-full rounded border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40"
        />
        <Button type="submit" variant="secondary" disabled={!hydrated} className="self-start">
          {SITE_TEXTS.layout.search.submit}
        </Button>
      </form>
    </search>
  );
}

/** What each role change asks and says: a promotion, or taking a role back (`demote`). */
const ROLE_CHANGES = {
  admin: {
    title: TEXTS.confirmTitle,
    text: TEXTS.confirmText,
    button: TEXTS.confirmButton,
    done: TEXTS.promoted,
    already: TEXTS.alreadyAdmin,
  },
  editor: {
    title: EDITOR_ROLE.confirmEditorTitle,
    text: EDITOR_ROLE.confirmEditorText,
    button: EDITOR_ROLE.confirmEditorButton,
    done: EDITOR_ROLE.promotedEditor,
    already: EDITOR_ROLE.alreadyEditor,
  },
  demoteEditor: {
    title: EDITOR_ROLE.confirmDemoteEditorTitle,
    text: EDITOR_ROLE.confirmDemoteEditorText,
    button: EDITOR_ROLE.confirmDemoteButton,
    done: EDITOR_ROLE.demotedEditor,
    already: EDITOR_ROLE.alreadyEditor,
  },
  user: {
    title: EDITOR_ROLE.confirmDemoteReaderTitle,
    text: EDITOR_ROLE.confirmDemoteReaderText,
    button: EDITOR_ROLE.confirmDemoteButton,
    done: EDITOR_ROLE.demotedReader,
    already: EDITOR_ROLE.alreadyReader,
  },
};

/** A role a member can be given from the users list. */
export type RoleTarget = 'admin' | 'editor' | 'user';

/**
 * A member gets another role, up or down, only after a confirmation (docs/product.md#dashboard); the
 * server keeps the last admin's role and says so. Render `dialog`.
 */
export function useConfirmPromotion() {
  const changeRole = useChangeRole();
  const { ask, dialog } = useDialog();
  const confirmPromotion = async (user: User, role: RoleTarget) => {
    const name = user.name || user.email;
    const texts = ROLE_CHANGES[role === 'editor' && user.role === 'admin' ? 'demoteEditor' : role];
    const yes = await ask({
      title: texts.title(name),
      text: texts.text,
      confirmLabel: texts.button,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      const { modifiedCount } = await changeRole.mutateAsync({ id: user._id, role });
      if (modifiedCount > 0) toast.success(texts.done(name));
      else toast(texts.already(name));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    }
  };
  const resetApp = useResetSecondStep();
  /** Turns off a member's lost authenticator app, after a confirmation that says what it does. */
  const confirmTurnOffApp = async (user: User) => {
    const name = user.name || user.email;
    const yes = await ask({
      title: TEXTS.turnOffAppTitle(name),
      text: TEXTS.turnOffAppText,
      confirmLabel: TEXTS.turnOffAppButton,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      await resetApp.mutateAsync(user._id);
      toast.success(TEXTS.turnedOffApp(name));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.turnOffAppFailed);
    }
  };
  return {
    confirmPromotion,
    confirmTurnOffApp,
    dialog,
    promoting: changeRole.isPending
      ? changeRole.variables?.id
      : resetApp.isPending
        ? resetApp.variables
        : undefined,
  };
}
