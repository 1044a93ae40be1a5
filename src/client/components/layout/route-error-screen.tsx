import { MESSAGES } from '@shared/messages/common';
import { paths } from '@shared/paths';
import type { MouseEvent } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useSiteName } from '../../lib/app-context';
import { useShowErrorTitle } from '../../lib/error-title';
import { errorPageTitle } from '../../lib/head';
import { Link } from '../ui/link';

/**
 * Whether "Go Back" has a page of this site to go back to: one this tab came from within the app (the
 * router numbers its history entries), or a page of the site loaded whole before this one.
 */
function hasPageToGoBackTo(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The `Uh-oh!` screen: unknown routes and route errors, by status; never an error's own message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useShowErrorTitle(useSiteName(), errorPageTitle(error));
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  // A page we failed to load may load the next time; a missing page or a bad address will not.
  const retry = Boolean(error) && status !== 404 && status !== 400;
  const text =
    status === 404 || !error
      ? MESSAGES.notFoundText
      : status === 400
        ? 'This address is not valid. Check the link, or start again from the home page.'
        : 'Something went wrong while loading this page.';
  // "Go Back" goes back where the reader came from; with nowhere to go back to (a link from elsewhere, a
  // new tab), and without scripts, it is a link home.
  const goBack = (event: MouseEvent) => {
    if (!plainClick(event) || !hasPageToGoBackTo()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-serif text-7xl font-bold text-red-700" aria-hidden="true">
        {status ?? '!'}
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold">{MESSAGES.notFoundTitle}</h1>
      <p className="mt-2 text-lg text-stone-600">{text}</p>
      <Link
        to={paths.home}
        onClick={goBack}
        className="mt-6 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
      >
        {MESSAGES.goBack}
      </Link>
      {retry ? (
        // The whole page again, as a reload would: it works without scripts, and a failed chunk loads anew.
        <a
          href={location.pathname + location.search}
          className="mt-3 rounded px-5 py-2.5 font-semibold text-red-800 underline hover:text-red-900"
        >
          {MESSAGES.tryAgain}
        </a>
      ) : null}
    </section>
  );
}
