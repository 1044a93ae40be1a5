import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import { useId } from 'react';
import { useNewsletterSubscription } from '../api/get-subscription';
import { useSetNewsletterSubscription } from '../api/set-subscription';

const TEXTS = NEWSLETTER_TEXTS.newsletter;

/**
 * The profile's newsletter choice: a checkbox saved as soon as it changes, with what it means now. `signedIn`
 * as for the profile itself: nothing is asked once the reader has signed out on this page.
 */
export function NewsletterSwitch({ signedIn }: { signedIn: boolean }) {
  const headingId = useId();
  const stateId = useId();
  const subscription = useNewsletterSubscription(signedIn);
  const change = useSetNewsletterSubscription();
  const state = subscription.data;
  const note = !state?.subscribed ? TEXTS.off : state.confirmed ? TEXTS.on : TEXTS.awaitingConfirmation;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold text-stone-900">
        {TEXTS.heading}
      </h2>
      <label className="mt-3 flex items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-red-700"
          // The reader's choice shows at once while it is being saved; a failure puts it back, and says so.
          checked={change.isPending ? Boolean(change.variables) : (state?.subscribed ?? false)}
          disabled={!state || change.isPending}
          aria-describedby={stateId}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        {TEXTS.label}
      </label>
      <p id={stateId} aria-live="polite" className="mt-2 text-sm text-stone-600">
        {state ? note : null}
      </p>
      {change.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {TEXTS.failed}
        </p>
      ) : null}
    </section>
  );
}
