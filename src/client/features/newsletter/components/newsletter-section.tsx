import { MESSAGES } from '@shared/messages/common';
import { paths } from '@shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { useApi } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { NEWSLETTER_SUBSCRIPTION_KEY, useNewsletterSubscription } from '../api/get-subscription';
import { subscribeToNewsletter } from '../api/subscribe';

/**
 * Newsletter sign-up (docs/product.md#newsletter-and-contact): stores the address, thanks the reader, clears
 * the input. A signed-in reader already on the list is told so, with where to change it, instead of a form;
 * offline (`online` false) the form stays in place but is turned off, with a word on why.
 */
export function NewsletterSection({ online = true }: { online?: boolean }) {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const noteId = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const signedIn = Boolean(useAuth().user) && hydrated;
  const subscription = useNewsletterSubscription(signedIn).data;
  const subscribed = signedIn && subscription?.subscribed;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await subscribeToNewsletter(api, { email });
      toast.success(MESSAGES.newsletterSuccess);
      setEmail('');
      // The reader may have signed up their own address.
      if (signedIn) void queryClient.invalidateQueries({ queryKey: NEWSLETTER_SUBSCRIPTION_KEY });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-16 bg-red-700 text-white">
      <div className="mx-auto flex max-w-screen-xl flex-col items-center gap-4 px-4 py-12 text-center">
        <h2 id={`${inputId}-title`} className="font-serif text-3xl font-bold">
          {subscribed ? MESSAGES.newsletterSubscribedTitle : MESSAGES.newsletterTitle}
        </h2>
        {subscribed ? (
          <p className="max-w-xl text-red-50">
            {subscription?.confirmed ? MESSAGES.newsletterSubscribedText : MESSAGES.newsletterAwaitingText}{' '}
            <Link to={paths.updateProfile} className="font-semibold text-white underline">
              {MESSAGES.newsletterManage}
            </Link>
          </p>
        ) : (
          <>
            <p className="max-w-xl text-red-50">{MESSAGES.newsletterText}</p>
            <form
              onSubmit={(event) => void onSubmit(event)}
              className="mt-2 flex w-full max-w-lg flex-col gap-2 sm:flex-row"
            >
              <label htmlFor={inputId} className="sr-only">
                Email address
              </label>
              <input
                id={inputId}
                type="email"
                required
                autoComplete="email"
                placeholder={MESSAGES.newsletterPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                // Hydration would reset an address typed before the page's script ran to the (empty) state.
                disabled={!hydrated || !online}
                aria-describedby={online ? undefined : noteId}
                className="flex-1 rounded bg-white px-4 py-3 text-stone-900 placeholder:text-stone-500"
              />
              <button
                type="submit"
                disabled={!hydrated || pending || !online}
                className="rounded bg-stone-900 px-6 py-3 font-semibold hover:bg-black disabled:opacity-70"
              >
                {pending ? 'Subscribing…' : 'Subscribe'}
              </button>
            </form>
            {online ? null : (
              <p id={noteId} role="status" className="text-red-50">
                {MESSAGES.newsletterOffline}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
