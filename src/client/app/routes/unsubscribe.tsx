import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '../../features/account/components/unsubscribe-panel';
import { useUnsubscribeFromNewsletter } from '../../features/newsletter/api/unsubscribe';

/** Leaving the newsletter from the link at the bottom of its e-mails (`?token=`). */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeFromNewsletter();

  return (
    <section aria-live="polite" className="mx-auto max-w-2xl py-16 text-center">
      <UnsubscribePanel token={token} request={unsubscribe} onConfirm={() => unsubscribe.mutate(token)} />
    </section>
  );
}
