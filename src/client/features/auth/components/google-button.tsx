import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFeatures } from '../../../lib/app-context';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';

/** What the popup page (/auth/google) posts back to the window that opened it. */
export const GOOGLE_MESSAGE_TYPE = 'broadsheet:google';
export interface GoogleSignInMessage {
  type: typeof GOOGLE_MESSAGE_TYPE;
  ok: boolean;
  error?: string;
}

const TEXTS = ACCOUNT_TEXTS.google;
/**
 * The popup also reports on this channel: once it has visited the provider's origin, a browser may
 * have cut its `window.opener` (Cross-Origin-Opener-Policy), and a same-origin channel still arrives.
 */
export const GOOGLE_CHANNEL_NAME = 'broadsheet:google-sign-in';
const POPUP_NAME = 'google-sign-in';
// The identity provider's popup size.
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

export function isGoogleMessage(data: unknown): data is GoogleSignInMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === GOOGLE_MESSAGE_TYPE &&
    typeof (data as { ok?: unknown }).ok === 'boolean'
  );
}

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
}

function GoogleLogo() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" (docs/decisions/0003-identity-and-tokens.md): the OpenID Connect flow runs in a 500×600 popup on this site's own
 * /auth/google page, which reports back with postMessage; this window then exchanges the session for the
 * API token and goes to `redirectTo` (the page the reader came from).
 */
export function GoogleButton({ redirectTo }: { redirectTo: string }) {
  const { google } = useFeatures();
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const reasonId = useId();
  const popupRef = useRef<Window | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!google) return;
    const finish = async (message: GoogleSignInMessage) => {
      popupRef.current = null;
      if (!message.ok) {
        toast.error(message.error ?? TEXTS.failed);
        return;
      }
      try {
        await authStore.completeSessionSignIn();
        toast.success(TEXTS.success);
        navigate(redirectTo, { replace: true });
      } catch (error) {
        toast.error(error instanceof Error ? error.message : TEXTS.failed);
      }
    };
    // Only our own popup page, opened from this window, may sign the reader in.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGoogleMessage(event.data)) return;
      if (!popupRef.current || event.source !== popupRef.current) return;
      void finish(event.data);
    };
    const onChannelMessage = (event: MessageEvent) => {
      if (!popupRef.current || !isGoogleMessage(event.data)) return;
      void finish(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(GOOGLE_CHANNEL_NAME) : null;
    channel?.addEventListener('message', onChannelMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [google, authStore, navigate, redirectTo]);

  if (!google) {
    return (
      <div>
        <Button variant="secondary" block disabled aria-describedby={reasonId}>
          <GoogleLogo />
          {TEXTS.continue}
        </Button>
        <p id={reasonId} className="mt-2 text-center text-sm text-stone-500">
          {TEXTS.notSetUp}
        </p>
      </div>
    );
  }

  const start = () => {
    const popup = window.open(`${paths.googleSignIn}?start=1`, POPUP_NAME, popupFeatures());
    if (!popup) {
      toast.error(TEXTS.popupBlocked);
      return;
    }
    popupRef.current = popup;
    popup.focus();
  };

  return (
    <Button variant="secondary" block onClick={start} disabled={!hydrated}>
      <GoogleLogo />
      {TEXTS.continue}
    </Button>
  );
}
