import { lazy, type ReactNode } from 'react';
import { OptionalPart } from '../lib/optional-part';

/**
 * The passkeys load once the page is running in the browser (they are never rendered on the server), so
 * their code adds nothing to what loads the page, or every page.
 */
const PasskeysSection = lazy(async () => ({
  default: (await import('../features/auth/components/passkeys-section')).PasskeysSection,
}));

/** The second step (an authenticator app and backup codes), once the page runs in the browser. */
const TwoFactorSection = lazy(async () => ({
  default: (await import('../features/auth/components/two-factor-section')).TwoFactorSection,
}));
const SessionsSection = lazy(async () => ({
  default: (await import('../features/auth/components/sessions-section')).SessionsSection,
}));

/** Deleting the account: the profile's last section, loaded once the page runs in the browser. */
const DeleteAccountSection = lazy(async () => ({
  default: (await import('../features/auth/components/delete-account-section')).DeleteAccountSection,
}));

/** The reader's gift links, once the page runs in the browser. */
const GiftLinksSection = lazy(() => import('../features/gifts/components/gift-links-section'));

const PASSKEYS_PLACE = <div className="h-24" aria-busy="true" />;

/** The reader's gift links, loaded once the page runs in the browser. */
export function GiftLinks({ subscribed }: { subscribed: boolean }) {
  return (
    <OptionalPart fallback={null}>
      <GiftLinksSection subscribed={subscribed} />
    </OptionalPart>
  );
}

function Panel({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      {ready ? <OptionalPart fallback={PASSKEYS_PLACE}>{children}</OptionalPart> : PASSKEYS_PLACE}
    </div>
  );
}

/**
 * The profile's sign-in security, each part in its own panel: passkeys, the second step (once the profile
 * has said whether it is on) and the devices signed in. Never rendered on the server.
 */
export function SecuritySections({
  hydrated,
  twoFactor,
  hasPassword,
}: {
  hydrated: boolean;
  twoFactor: boolean | undefined;
  hasPassword: boolean;
}) {
  return (
    <>
      <Panel ready={hydrated}>
        <PasskeysSection hasPassword={hasPassword} />
      </Panel>
      <Panel ready={hydrated && twoFactor !== undefined}>
        <TwoFactorSection on={twoFactor ?? false} />
      </Panel>
      <Panel ready={hydrated}>
        <SessionsSection />
      </Panel>
    </>
  );
}

/** The profile's last panel: deleting the account (docs/product.md#deleting-your-account). */
export function DeleteAccount({
  hydrated,
  email,
  hasPassword,
}: {
  hydrated: boolean;
  email: string;
  hasPassword: boolean;
}) {
  // Never rendered on the server, as the panels above: a lazy part there would be thrown away on hydration.
  return (
    <div className="mt-6 rounded-lg border border-red-200 bg-white p-6 shadow-sm">
      {hydrated ? (
        <OptionalPart fallback={PASSKEYS_PLACE}>
          <DeleteAccountSection email={email} hasPassword={hasPassword} />
        </OptionalPart>
      ) : (
        PASSKEYS_PLACE
      )}
    </div>
  );
}
