import { ACCOUNT_TEXTS } from '@shared/messages';
import { useSearchParams } from 'react-router';
import { FormStatus } from '../../components/ui/field';
import { useMe } from '../../features/account/api/get-me';
import { isPremiumActive } from '../../features/account/components/premium-active';
import { ProfileForm } from '../../features/account/components/profile-form';
import { ProfileSubscription } from '../../features/account/components/profile-subscription';
import { YourDataSection } from '../../features/account/components/your-data-section';
import { ChangeEmailForm } from '../../features/auth/components/change-email-form';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import CommentMailSwitch from '../../features/comments/components/comment-mail-switch';
import { NewsletterSwitch } from '../../features/newsletter/components/newsletter-switch';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { DeleteAccount, GiftLinks, SecuritySections } from '../profile-sections';

/**
 * Where the link mailed to a new address lands (`?email=changed`, with `&error=…` when it changed nothing):
 * what became of the change, said once at the top of the profile.
 */
function EmailChangeOutcome({ email }: { email: string }) {
  const [searchParams] = useSearchParams();
  if (searchParams.get('email') !== 'changed') return null;
  const failed = searchParams.has('error');
  return (
    <div className="mt-4">
      <FormStatus
        ok={!failed}
        message={failed ? ACCOUNT_TEXTS.changeEmail.linkProblem : ACCOUNT_TEXTS.changeEmail.changed(email)}
      />
    </div>
  );
}

/**
 * The reader's profile: their subscription, name and photo to edit, the newsletter, a new address and a new
 * password, then their passkeys, second step and where they are signed in
 * (src/client/app/profile-sections.tsx), a copy of their data to download, and, last, deleting the account.
 */
export function Component() {
  const { user } = useAuth();
  const me = useMe(Boolean(user));
  const hydrated = useHydrated();
  if (!user) return null;
  const hasPassword = me.data?.hasPassword ?? true;

  return (
    <div className="mx-auto max-w-lg py-12">
      <h1 className="font-serif text-4xl font-bold text-stone-900">{ACCOUNT_TEXTS.profile.title}</h1>
      <EmailChangeOutcome email={me.data?.email ?? user.email} />
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
      {hydrated ? <GiftLinks subscribed={isPremiumActive(user.premiumUntil)} /> : null}
      <NewsletterSwitch signedIn={Boolean(user)} />
      <CommentMailSwitch signedIn={Boolean(user)} />
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ChangeEmailForm email={me.data?.email ?? user.email} hasPassword={hasPassword} />
      </div>
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <ChangePasswordForm />
      </div>
      <SecuritySections hydrated={hydrated} twoFactor={me.data?.twoFactor} hasPassword={hasPassword} />
      <YourDataSection />
      <DeleteAccount hydrated={hydrated} email={me.data?.email ?? user.email} hasPassword={hasPassword} />
    </div>
  );
}
