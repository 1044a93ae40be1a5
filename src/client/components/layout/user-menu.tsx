import { TIMINGS } from '@shared/constants';
import { MESSAGES } from '@shared/messages/common';
import { LAYOUT_TEXTS } from '@shared/messages/layout';
import { paths } from '@shared/paths';
import { lazy, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAuth, useAuthStore } from '../../lib/auth';
import { OptionalPart } from '../../lib/optional-part';
import { useHydrated } from '../../lib/use-hydrated';
import { Avatar } from '../ui/avatar';
import { DateText } from '../ui/date';
import { CheckCircleIcon } from '../ui/icons';
import { Link } from '../ui/link';
import { useDisclosure } from './use-disclosure';
import { useDocumentListeners } from './use-document-listeners';

const NO_EMAIL = 'no email';

// Loaded with the first logout: most page views never show it.
const Notice = lazy(async () => ({ default: (await import('../ui/confirm-dialog')).ConfirmDialog }));

function SubscriptionState({ premiumUntil }: { premiumUntil: string | null }) {
  const until = premiumUntil ? new Date(premiumUntil) : null;
  if (until && until.getTime() > Date.now()) {
    return (
      <p className="text-sm text-amber-800">
        Premium until <DateText iso={until.toISOString()} />
      </p>
    );
  }
  return <p className="text-sm text-stone-600">{LAYOUT_TEXTS.freeReader}</p>;
}

const itemBase =
  'block w-full rounded px-3 py-2 text-left text-sm font-semibold hover:bg-red-50 hover:text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';
const itemClass = `${itemBase} text-stone-700`;

/**
 * Signing out from the avatar menu: `logout()` ends the session, sends a page that needs a signed-in reader on
 * to the sign-in page, and shows "logOut successful" for two seconds near the top of the window. Render
 * `dialog` where it outlives the menu (the menu goes with the reader). Answers whether the reader is out.
 */
export function useLogout() {
  const authStore = useAuthStore();
  const revalidator = useRevalidator();
  // Each logout's notice is a new dialog (0: none shown).
  const [notice, setNotice] = useState(0);
  const logout = async () => {
    try {
      await authStore.signOut();
    } catch (error) {
      // A failed logout is only logged; the reader stays signed in.
      console.error(error);
      return false;
    }
    void revalidator.revalidate();
    setNotice((last) => last + 1);
    return true;
  };
  const close = () => setNotice(0);
  const dialog = notice ? (
    <OptionalPart>
      <Notice
        key={notice}
        title="logOut successful"
        icon={<CheckCircleIcon className="mx-auto mb-3 h-14 w-14 text-green-700" />}
        autoCloseMs={TIMINGS.logoutPopupMs}
        placement="top"
        onConfirm={close}
        onCancel={close}
      />
    </OptionalPart>
  ) : null;
  return { logout, dialog };
}

/**
 * The avatar menu: who is signed in, their subscription, links to the profile and payment history, and
 * Logout (`onLogout`, from useLogout). Closes on a click outside, when focus leaves it, on Escape (focus
 * back on the avatar) and when the page changes.
 */
export function UserMenu({ onLogout }: { onLogout: () => Promise<boolean> }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const {
    open,
    setOpen,
    id: panelId,
    toggle,
    buttonRef,
  } = useDisclosure({ closeOnEscape: true, closeOnFocusOut: true });
  useDocumentListeners(open, {
    pointerdown: (event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    },
  });

  if (!user) return null;

  const logout = async () => {
    // Closed either way: once out, the menu is gone with the reader; if not, focus goes back to the avatar.
    const out = await onLogout();
    setOpen(false);
    if (!out) buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={LAYOUT_TEXTS.accountMenu}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!hydrated}
        onClick={toggle}
        className="flex rounded-full ring-2 ring-transparent hover:ring-red-200 focus:outline-none focus-visible:ring-red-700"
      >
        <Avatar src={user.image} size={40} responsive={false} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-72 rounded-lg border border-stone-200 bg-white p-4 shadow-lg"
        >
          <div className="flex items-center gap-3">
            <Avatar src={user.image} size={48} responsive={false} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900">{user.name || MESSAGES.defaultUserName}</p>
              <p className="truncate text-sm text-stone-600">{user.email || NO_EMAIL}</p>
            </div>
          </div>
          <div className="mt-3 border-t border-stone-200 pt-3">
            <SubscriptionState premiumUntil={user.premiumUntil} />
          </div>
          <div className="mt-3 border-t border-stone-200 pt-3">
            <ul className="-mx-3 space-y-1">
              <li>
                <Link to={paths.updateProfile} className={itemClass} onClick={() => setOpen(false)}>
                  Edit Profile
                </Link>
              </li>
              <li>
                <Link to={paths.saved} className={itemClass} onClick={() => setOpen(false)}>
                  {LAYOUT_TEXTS.savedArticles}
                </Link>
              </li>
              <li>
                <Link to={paths.myPaymentHistory} className={itemClass} onClick={() => setOpen(false)}>
                  My Payment History
                </Link>
              </li>
              <li>
                <button type="button" onClick={logout} className={`${itemBase} text-red-700`}>
                  Logout
                </button>
              </li>
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
