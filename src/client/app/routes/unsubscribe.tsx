import { ERROR_CODES } from '@shared/error-codes';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribeFromNewsletter } from '../../features/newsletter/api/unsubscribe';
import { ApiError } from '../../lib/api-client';
import { useSiteName } from '../../lib/app-context';

const buttonClass =
  'inline-block rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

function HomeLink() {
  return (
    <Link to={paths.home} className={`mt-6 ${buttonClass}`}>
      Go to the home page
    </Link>
  );
}

/**
 * Unsubscribing needs a click: mail scanners follow links in e-mails, so a GET must never unsubscribe
 * anyone on its own.
 */
export function Component() {
  const siteName = useSiteName();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeFromNewsletter();

  // An unknown token answers `unsubscribed: false`; a malformed one fails schema validation with a 400.
  const { error } = unsubscribe;
  const invalidLink =
    unsubscribe.data?.unsubscribed === false ||
    (error instanceof ApiError && (error.code === ERROR_CODES.VALIDATION_FAILED || error.status === 400));

  let body: ReactNode;
  if (!token) {
    body = (
      <>
        <h1 className="font-serif text-4xl font-bold text-stone-900">Unsubscribe from the newsletter</h1>
        <p className="mt-4 text-lg text-stone-600">
          To stop receiving the {siteName} newsletter, open the unsubscribe link at the bottom of any
          newsletter e-mail we sent you. The link identifies your subscription, so you do not need to sign in
          or type your address.
        </p>
        <p className="mt-4 text-stone-600">
          Cannot find an e-mail with the link? Write to us through the{' '}
          <Link to={paths.contact} className={linkClass}>
            contact page
          </Link>{' '}
          from the subscribed address and we will remove it for you.
        </p>
      </>
    );
  } else if (unsubscribe.data?.unsubscribed) {
    body = (
      <>
        <h1 className="font-serif text-4xl font-bold text-stone-900">You have been unsubscribed.</h1>
        <p className="mt-4 text-lg text-stone-600">
          We have deleted your address from the newsletter list and will not send you the newsletter again.
          You can subscribe again at any time at the bottom of any page.
        </p>
        <HomeLink />
      </>
    );
  } else if (invalidLink) {
    body = (
      <>
        <h1 className="font-serif text-4xl font-bold text-stone-900">This link is no longer valid</h1>
        <p className="mt-4 text-lg text-stone-600">
          This unsubscribe link has already been used or was never issued, so there is nothing to remove. If
          you still receive the newsletter, use the link in the most recent e-mail, or{' '}
          <Link to={paths.contact} className={linkClass}>
            contact us
          </Link>
          .
        </p>
        <HomeLink />
      </>
    );
  } else {
    body = (
      <>
        <h1 className="font-serif text-4xl font-bold text-stone-900">Unsubscribe from the newsletter</h1>
        <p className="mt-4 text-lg text-stone-600">
          Press the button below to stop receiving the {siteName} newsletter. Your address will be deleted
          from our list straight away.
        </p>
        {unsubscribe.error ? (
          <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {unsubscribe.error.message}
          </p>
        ) : null}
        <button
          type="button"
          className={`mt-6 ${buttonClass}`}
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      </>
    );
  }

  return (
    <section aria-live="polite" className="mx-auto max-w-2xl py-16 text-center">
      {body}
    </section>
  );
}
