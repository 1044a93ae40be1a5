import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/app-context';

const TEXTS = ACCOUNT_TEXTS.unsubscribe;
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

/** Where an unsubscribe request stands (a mutation's state). */
export interface UnsubscribeRequest {
  data?: { unsubscribed: boolean } | undefined;
  error: Error | null;
  isPending: boolean;
}

function Panel({ title, children, home = false }: { title: string; children: ReactNode; home?: boolean }) {
  return (
    <>
      <h1 className="font-serif text-4xl font-bold text-stone-900">{title}</h1>
      {children}
      {home ? (
        <Link to={paths.home} className={buttonClass({ className: 'mt-6' })}>
          {TEXTS.home}
        </Link>
      ) : null}
    </>
  );
}

/**
 * Leaving the newsletter with the token of an e-mail's link, by pressing a button: mail scanners follow
 * links, so opening the page never unsubscribes anyone on its own.
 */
export function UnsubscribePanel({
  token,
  request,
  onConfirm,
}: {
  token: string;
  request: UnsubscribeRequest;
  onConfirm: () => void;
}) {
  const siteName = useSiteName();
  // Any well-formed token answers the same (docs/security.md); a malformed one fails validation with a 400.
  const { data, error } = request;
  const invalidLink =
    error instanceof ApiError && (error.code === ERROR_CODES.VALIDATION_FAILED || error.status === 400);

  if (!token) {
    return (
      <Panel title={TEXTS.title}>
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
      </Panel>
    );
  }
  if (data?.unsubscribed) {
    return (
      <Panel title={TEXTS.done} home>
        <p className="mt-4 text-lg text-stone-600">
          We have deleted your address from the newsletter list and will not send you the newsletter again.
          You can subscribe again at any time at the bottom of any page.
        </p>
      </Panel>
    );
  }
  if (invalidLink) {
    return (
      <Panel title={TEXTS.invalid} home>
        <p className="mt-4 text-lg text-stone-600">
          This unsubscribe link has already been used or was never issued, so there is nothing to remove. If
          you still receive the newsletter, use the link in the most recent e-mail, or{' '}
          <Link to={paths.contact} className={linkClass}>
            contact us
          </Link>
          .
        </p>
      </Panel>
    );
  }
  return (
    <Panel title={TEXTS.title}>
      <p className="mt-4 text-lg text-stone-600">
        Press the button below to stop receiving the {siteName} newsletter. Your address will be deleted from
        our list straight away.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {error.message}
        </p>
      ) : null}
      <Button className="mt-6" disabled={request.isPending} onClick={onConfirm}>
        {request.isPending ? TEXTS.pending : TEXTS.submit}
      </Button>
    </Panel>
  );
}
