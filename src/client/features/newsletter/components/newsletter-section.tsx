import { MESSAGES } from '@shared/messages/common';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../../lib/app-context';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { subscribeToNewsletter } from '../api/subscribe';

/** Newsletter sign-up (docs/product.md#newsletter-and-contact): stores the address, thanks the reader, clears the input. */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const api = useApi();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await subscribeToNewsletter(api, { email });
      toast.success(MESSAGES.newsletterSuccess);
      setEmail('');
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
          {MESSAGES.newsletterTitle}
        </h2>
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
            disabled={!hydrated}
            className="flex-1 rounded bg-white px-4 py-3 text-stone-900 placeholder:text-stone-500"
          />
          <button
            type="submit"
            disabled={!hydrated || pending}
            className="rounded bg-stone-900 px-6 py-3 font-semibold hover:bg-black disabled:opacity-70"
          >
            {pending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
      </div>
    </section>
  );
}
