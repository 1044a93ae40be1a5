import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import { paths } from '@shared/paths';
import type { NewsletterConfirmLink, NewsletterConfirmResult } from '@shared/schemas/newsletter';
import { useLoaderData } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { useConfirmNewsletter } from '../../features/newsletter/api/confirm';
import { useSiteName } from '../../lib/app-context';
import { useHydrated } from '../../lib/use-hydrated';

const TEXTS = NEWSLETTER_TEXTS.newsletterConfirm;

/**
 * `/newsletter/confirm?token=`: the link in the confirmation mail. Opening it confirms nothing (mail
 * scanners open links too); the reader's press of the button does (docs/security.md).
 */
export function Component() {
  const { token, result: link } = useLoaderData() as { token: string; result: NewsletterConfirmLink };
  const siteName = useSiteName();
  const hydrated = useHydrated();
  const confirm = useConfirmNewsletter();
  const result: NewsletterConfirmResult | 'unconfirmed' = confirm.data?.result ?? link;
  const [title, text] = {
    unconfirmed: [TEXTS.confirm, TEXTS.confirmText(siteName)],
    confirmed: [TEXTS.confirmed, TEXTS.confirmedText(siteName)],
    'already-confirmed': [TEXTS.alreadyConfirmed, TEXTS.alreadyConfirmedText],
    expired: [TEXTS.expired, TEXTS.expiredText],
    invalid: [TEXTS.invalid, TEXTS.invalidText],
  }[result];
  return (
    <section aria-live="polite" className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      {result === 'unconfirmed' ? (
        <>
          <Button
            className="mt-6"
            disabled={!hydrated}
            busy={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {TEXTS.confirmButton}
          </Button>
          {confirm.isError ? (
            <p role="alert" className="mt-4 text-red-800">
              {TEXTS.confirmFailed}
            </p>
          ) : null}
        </>
      ) : (
        <Link to={paths.home} className={buttonClass({ className: 'mt-6' })}>
          {TEXTS.home}
        </Link>
      )}
    </section>
  );
}
