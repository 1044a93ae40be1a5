import { paths } from '@shared/paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import {
  GOOGLE_CHANNEL_NAME,
  GOOGLE_MESSAGE_TYPE,
  GOOGLE_POPUP_PATH,
  type GoogleSignInMessage,
} from '../../features/auth/components/google-button';
import { apiPath } from '../../lib/api-client';
import { useApi } from '../../lib/app-context';
import { useAuthStore } from '../../lib/auth';

const GOOGLE_PROVIDER_ID = 'google';
const FAILED = 'Google sign-in failed. Please try again.';

/** Better Auth sends the reader back with `?error=<code>&error_description=…` when the provider refuses. */
function readableError(params: URLSearchParams): string {
  const code = params
    .getAll('error')
    .filter((value) => value && value !== '1')
    .at(-1);
  if (code === 'access_denied') return 'Google sign-in was cancelled.';
  const description = params.get('error_description')?.trim();
  if (description) return `Google sign-in failed: ${description}`;
  return code ? `Google sign-in failed (${code.replaceAll('_', ' ')}). Please try again.` : FAILED;
}

/** Tells the window that opened this popup how it went; false when there is none to tell. */
function report(message: GoogleSignInMessage): boolean {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(GOOGLE_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage(message, window.location.origin);
  return true;
}

/**
 * The Google sign-in popup (/auth/google, docs/decisions/0003-identity-and-tokens.md). `?start=1` asks Better Auth for the provider's
 * address and goes there; the provider comes back with `?done=1` or `?error=…`, and the page reports to
 * its opener and closes. Opened without an opener, it finishes the sign-in itself and goes home.
 */
export function Component() {
  const api = useApi();
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const fail = (message: string) => {
      setError(message);
      if (report({ type: GOOGLE_MESSAGE_TYPE, ok: false, error: message })) window.close();
    };

    if (searchParams.has('error')) {
      fail(readableError(searchParams));
      return;
    }

    if (searchParams.get('done') === '1') {
      report({ type: GOOGLE_MESSAGE_TYPE, ok: true });
      // A popup closes even when the browser cut its opener (the channel still told it);
      // a page reached any other way finishes the sign-in itself and goes home.
      window.close();
      if (window.closed) return;
      authStore
        .completeSessionSignIn()
        .then(() => navigate(paths.home, { replace: true }))
        .catch((reason: unknown) => fail(reason instanceof Error ? reason.message : FAILED));
      return;
    }

    api
      // Better Auth serves generic OpenID Connect providers through its social sign-in endpoint.
      .send<{ url?: string }>('POST', apiPath`/auth/sign-in/social`, {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: `${GOOGLE_POPUP_PATH}?done=1`,
        errorCallbackURL: `${GOOGLE_POPUP_PATH}?error=1`,
      })
      .then(({ url }) => {
        if (!url) throw new Error(FAILED);
        window.location.assign(url);
      })
      .catch((reason: unknown) => fail(reason instanceof Error ? reason.message : FAILED));
  }, [api, authStore, navigate, searchParams]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {error ? (
        <>
          <h1 className="font-serif text-2xl font-bold text-stone-900">Google sign-in did not finish</h1>
          <p role="alert" className="text-red-700">
            {error}
          </p>
          <Link to={paths.login} className="font-semibold text-red-700 underline hover:text-red-800">
            Back to Login
          </Link>
        </>
      ) : (
        <div role="status" className="flex items-center gap-3 text-stone-700">
          <Spinner size={28} />
          <span>Signing you in with Google…</span>
        </div>
      )}
    </section>
  );
}
