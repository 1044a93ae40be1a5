import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import { useId, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
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
  // The reader's choice while it is being saved. Held in the component's own state, set in the click itself:
  // the mutation's pending state reaches React a tick later, and a controlled checkbox would first snap back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  // Until the page is hydrated a click would tick the box and save nothing.
  const hydrated = useHydrated();
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
          checked={wanted ?? state?.subscribed ?? false}
          disabled={!hydrated || !state || wanted !== null}
          aria-describedby={stateId}
          onChange={(event) => {
            const subscribed = event.target.checked;
            setWanted(subscribed);
            change.mutate(subscribed, { onSettled: () => setWanted(null) });
          }}
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
