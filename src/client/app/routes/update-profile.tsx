import { ACCOUNT_TEXTS } from '@shared/messages';
import { lazy } from 'react';
import { useMe } from '../../features/account/api/get-me';
import { isPremiumActive } from '../../features/account/components/premium-active';
import { ProfileForm } from '../../features/account/components/profile-form';
import { ProfileSubscription } from '../../features/account/components/profile-subscription';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import CommentMailSwitch from '../../features/comments/components/comment-mail-switch';
import { NewsletterSwitch } from '../../features/newsletter/components/newsletter-switch';
import { useAuth } from '../../lib/auth';
import { OptionalPart } from '../../lib/optional-part';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The passkeys load once the page is running in the browser (they are never rendered on the server), so
 * their code adds nothing to what loads the page, or every page.
 */
const PasskeysSection = lazy(async () => ({
  default: (await import('../../features/auth/components/passkeys-section')).PasskeysSection,
}));

/**
 * The reader's profile: their subscription, name and photo to edit, the newsletter, a new password, then
 * their passkeys and where they are signed in.
 */
const TwoFactorSection = lazy(async () => ({
  default: (await import('../../features/auth/components/two-factor-section')).TwoFactorSection,
}));
const SessionsSection = lazy(async () => ({
  default: (await import('../../features/auth/components/sessions-section')).SessionsSection,
}));

/** The reader's gift links, once the page runs in the browser. */
const GiftLinksSection = lazy(() => import('../../features/gifts/components/gift-links-section'));

const PASSKEYS_PLACE = <div className="h-24" aria-busy="true" />;

export function Component() {
  const { user } = useAuth();
  const me = useMe(Boolean(user));
  const hydrated = useHydrated();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-lg py-12">
      <h1 className="font-serif text-4xl font-bold text-stone-900">{ACCOUNT_TEXTS.profile.title}</h1>
      <ProfileSubscription premiumUntil={user.premiumUntil} />
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ProfileForm
          // Filled once the profile has loaded; a refetch after a save keeps the form and what it says.
          key={me.data ? 'loaded' : 'loading'}
          user={user}
          bio={me.data?.bio ?? ''}
          showEmail={me.data?.showEmail ?? false}
        />
      </div>
      {hydrated ? (
        <OptionalPart fallback={null}>
          <GiftLinksSection subscribed={isPremiumActive(user.premiumUntil)} />
        </OptionalPart>
      ) : null}
      <NewsletterSwitch signedIn={Boolean(user)} />
      <CommentMailSwitch signedIn={Boolean(user)} />
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm />
      </div>
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {hydrated ? (
          <OptionalPart fallback={PASSKEYS_PLACE}>
            <PasskeysSection />
          </OptionalPart>
        ) : (
          PASSKEYS_PLACE
        )}
      </div>
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {hydrated && me.data ? (
          <OptionalPart fallback={PASSKEYS_PLACE}>
            <TwoFactorSection on={me.data.twoFactor} />
          </OptionalPart>
        ) : (
          PASSKEYS_PLACE
        )}
      </div>
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {hydrated ? (
          <OptionalPart fallback={PASSKEYS_PLACE}>
            <SessionsSection />
          </OptionalPart>
        ) : (
          PASSKEYS_PLACE
        )}
      </div>
    </div>
  );
}
