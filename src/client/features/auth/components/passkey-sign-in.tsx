import { PASSKEY_TEXTS } from '@shared/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormStatus } from '../../../components/ui/field';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';

const TEXTS = PASSKEY_TEXTS.signIn;
/** The passkey code, loaded with the sign-in page's first use of it, never with the code every page loads. */
const passkeys = () => import('../api/passkeys');

/**
 * "Sign in with a passkey", beside Google and the password. Where the browser supports it, the passkeys it
 * holds for this site are also offered among the e-mail field's suggestions (conditional UI), from the
 * moment the page is shown until the reader signs in or leaves. On success the reader goes to `destination`.
 */
export function PasskeySignIn({ destination }: { destination: string }) {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let left = false;
    const finish = async () => {
      await authStore.completeSessionSignIn();
      toast.success(TEXTS.success, { id: 'sign-in' });
      navigate(destination, { replace: true });
    };
    void passkeys().then(async ({ passkeysSupported, signInWithPasskeyCeremony }) => {
      if (left) return;
      const can = passkeysSupported();
      setSupported(can);
      if (!can) return;
      try {
        // Waits for the reader to pick a passkey from the e-mail field's suggestions; null when not.
        const signedIn = await signInWithPasskeyCeremony({ autofill: true });
        if (signedIn && !left) await finish();
      } catch (error) {
        if (!left) setFailure(error instanceof Error ? error.message : TEXTS.failed);
      }
    });
    return () => {
      left = true;
      void passkeys().then(({ cancelPasskeyRequest }) => cancelPasskeyRequest());
    };
  }, [authStore, navigate, destination]);

  const start = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const { signInWithPasskeyCeremony } = await passkeys();
      await signInWithPasskeyCeremony({ autofill: false });
      await authStore.completeSessionSignIn();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : TEXTS.failed);
      setBusy(false);
      return;
    }
    toast.success(TEXTS.success, { id: 'sign-in' });
    navigate(destination, { replace: true });
  };

  if (supported === false)
    return <p className="mt-3 text-center text-sm text-stone-500">{TEXTS.unsupported}</p>;
  return (
    <div className="mt-3">
      <Button
        type="button"
        variant="secondary"
        block
        busy={busy}
        disabled={!hydrated || supported === null}
        onClick={() => void start()}
      >
        <KeyIcon />
        {busy ? TEXTS.busy : TEXTS.button}
      </Button>
      {failure ? (
        <div className="mt-2">
          <FormStatus message={failure} />
        </div>
      ) : null}
    </div>
  );
}

function KeyIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <circle cx="8" cy="15" r="4" strokeWidth="2" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
