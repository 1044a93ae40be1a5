import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import { paths } from '@shared/paths';
import type { NewsletterConfirmResult } from '@shared/schemas/newsletter';
import { useLoaderData } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { useSiteName } from '../../lib/app-context';

const TEXTS = NEWSLETTER_TEXTS.newsletterConfirm;

/** `/newsletter/confirm?token=`: what following the link in the confirmation mail did. */
export function Component() {
  const { result } = useLoaderData() as { result: NewsletterConfirmResult };
  const siteName = useSiteName();
  const [title, text] = {
    confirmed: [TEXTS.confirmed, TEXTS.confirmedText(siteName)],
    'already-confirmed': [TEXTS.alreadyConfirmed, TEXTS.alreadyConfirmedText],
    expired: [TEXTS.expired, TEXTS.expiredText],
    invalid: [TEXTS.invalid, TEXTS.invalidText],
  }[result];
  return (
    <section aria-live="polite" className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <Link to={paths.home} className={buttonClass({ className: 'mt-6' })}>
        {TEXTS.home}
      </Link>
    </section>
  );
}
