import { ACCOUNT_TEXTS } from '@shared/messages';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { verificationNotice } from '../../../lib/verification-notice';

const TEXTS = ACCOUNT_TEXTS.verify;

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
      setFailure(error instanceof Error ? error.message : TEXTS.resendFailed);
      setState('failed');
    }
  };

  const close = () => {
    verificationNotice.dismiss();
    setState('idle');
  };

  return (
    <section
      aria-label={TEXTS.region}
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
          <Button size="sm" busy={state === 'sending'} onClick={resend}>
            {TEXTS.resend}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={close}>
          {TEXTS.close}
        </Button>
      </div>
    </section>
  );
}
