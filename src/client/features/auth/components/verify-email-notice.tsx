import { useState, useSyncExternalStore } from 'react';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { verificationNotice } from '../verification-notice';

const buttonClass =
  'rounded bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Shown when the server refused something because the reader's address is not confirmed: says so, and
 * offers to mail the link again (it brings the reader back to this page).
 */
export function VerifyEmailNotice() {
  const message = useSyncExternalStore(verificationNotice.subscribe, verificationNotice.get, () => null);
  const { user } = useAuth();
  const authStore = useAuthStore();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  if (!message || !user) return null;

  const resend = async () => {
    setState('sending');
    try {
      await authStore.resendVerification(window.location.pathname + window.location.search);
      setState('sent');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The link could not be sent. Please try again.');
      setState('failed');
    }
  };

  const close = () => {
    verificationNotice.dismiss();
    setState('idle');
  };

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-lg rounded-lg bg-white p-4 shadow-lg ring-1 ring-stone-300"
    >
      <p role="alert" className="font-semibold text-stone-900">
        {message}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        Until you confirm <strong className="break-all">{user.email}</strong>, you can read, but not write
        articles, upload pictures or start the free month.
      </p>
      {state === 'sent' ? (
        <p role="status" className="mt-2 text-sm font-semibold text-green-700">
          We have sent a new link to {user.email}. Open it to confirm the address.
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {state !== 'sent' ? (
          <button type="button" className={buttonClass} disabled={state === 'sending'} onClick={resend}>
            Send the link again
          </button>
        ) : null}
        <button
          type="button"
          className="rounded px-4 py-2 text-sm font-semibold text-stone-700 underline hover:text-stone-900"
          onClick={close}
        >
          Close
        </button>
      </div>
    </section>
  );
}
