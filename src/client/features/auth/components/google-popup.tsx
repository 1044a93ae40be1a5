import { signInWithProvider } from '@shared/contract/auth';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useApi } from '../../../lib/app-context';
import { useAuthStore } from '../../../lib/auth';
import { GOOGLE_CHANNEL_NAME, GOOGLE_MESSAGE_TYPE, type GoogleSignInMessage } from './google-button';
import { SecondStepForm } from './second-step-form';

const TEXTS = ACCOUNT_TEXTS.google;
const GOOGLE_PROVIDER_ID = 'google';

/**
 * The identity library sends the reader back with `?error=<code>&error_description=…` when the provider
 * refuses. Anyone can write that address, so no text of it is shown: a known code picks one of our own
 * sentences, anything else is the plain failure (docs/security.md).
 */
function readableError(params: URLSearchParams): string {
  const code = params
    .getAll('error')
    .filter((value) => value && value !== '1')
    .at(-1);
  if (code === 'access_denied') return TEXTS.cancelled;
  if (code === 'account_not_linked') return TEXTS.notLinked;
  return TEXTS.failed;
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
 * The Google sign-in popup (docs/decisions/0003-identity-and-tokens.md). `?start=1` asks the identity
 * library for the provider's address and goes there; the provider comes back with `?done=1` or
 * `?error=…`, and the page reports to its opener and closes. Opened without an opener, it finishes the
 * sign-in itself and goes home.
 */
export function GooglePopup({ searchParams }: { searchParams: URLSearchParams }) {
  const api = useApi();
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);
  // An account with an authenticator app: Google said who the reader is, and the code is asked for here,
  // as after a password (the server opened no session yet).
  const secondStep = searchParams.get('second-step') === '1';

  const fail = useCallback((message: string) => {
    setError(message);
    if (report({ type: GOOGLE_MESSAGE_TYPE, ok: false, error: message })) window.close();
  }, []);

  /** The session is open: the opener is told and the popup closes, or, opened alone, it finishes here. */
  const finish = useCallback(async () => {
    report({ type: GOOGLE_MESSAGE_TYPE, ok: true });
    // A popup closes even when the browser cut its opener (the channel still told it);
    // a page reached any other way finishes the sign-in itself and goes home.
    window.close();
    if (window.closed) return;
    await authStore.completeSessionSignIn();
    await navigate(paths.home, { replace: true });
  }, [authStore, navigate]);

  useEffect(() => {
    if (handled.current || secondStep) return;
    handled.current = true;

    if (searchParams.has('error')) {
      fail(readableError(searchParams));
      return;
    }

    if (searchParams.get('done') === '1') {
      finish().catch((reason: unknown) => fail(reason instanceof Error ? reason.message : TEXTS.failed));
      return;
    }

    api
      // The identity library serves generic OpenID Connect providers through its social sign-in endpoint.
      .call(signInWithProvider, {
        body: {
          provider: GOOGLE_PROVIDER_ID,
          callbackURL: `${paths.googleSignIn}?done=1`,
          errorCallbackURL: `${paths.googleSignIn}?error=1`,
        },
      })
      .then(({ url }) => {
        if (!url) throw new Error(TEXTS.failed);
        window.location.assign(url);
      })
      .catch((reason: unknown) => fail(reason instanceof Error ? reason.message : TEXTS.failed));
  }, [api, searchParams, secondStep, fail, finish]);

  if (secondStep && !error)
    return (
      <section className="mx-auto max-w-md px-4 py-10">
        <SecondStepForm onDone={finish} onStartAgain={fail} />
      </section>
    );

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {error ? (
        <>
          <h1 className="font-serif text-2xl font-bold text-stone-900">{TEXTS.notFinished}</h1>
          <p role="alert" className="text-red-700">
            {error}
          </p>
          <Link to={paths.login} className="font-semibold text-red-700 underline hover:text-red-800">
            {TEXTS.backToLogin}
          </Link>
        </>
      ) : (
        <div role="status" className="flex items-center gap-3 text-stone-700">
          <Spinner size={28} />
          <span>{TEXTS.signingIn}</span>
        </div>
      )}
    </section>
  );
}
