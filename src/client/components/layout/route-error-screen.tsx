import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The `Uh-oh!` screen: unknown routes and route errors, by status; never an error's own message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const text =
    status === 404 || !error
      ? MESSAGES.notFoundText
      : status === 400
        ? 'This address is not valid. Check the link, or start again from the home page.'
        : 'Something went wrong while loading this page.';
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-serif text-7xl font-bold text-red-700" aria-hidden="true">
        {status ?? '!'}
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold">{MESSAGES.notFoundTitle}</h1>
      <p className="mt-2 text-lg text-stone-600">{text}</p>
      <Link
        to={paths.home}
        className="mt-6 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
      >
        {MESSAGES.goBack}
      </Link>
    </section>
  );
}
