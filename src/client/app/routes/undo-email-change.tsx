import { undoEmailChange } from '@shared/contract/auth';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { useApi } from '../../lib/app-context';
import { useHydrated } from '../../lib/use-hydrated';

const TEXTS = ACCOUNT_TEXTS.undoEmailChange;

/**
 * Where the mail to an old address links after a change of address (`?token=`): one press puts that address
 * back and signs every device out (docs/product.md#changing-the-e-mail-address). Opening the page changes
 * nothing on its own: mail scanners follow links.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const api = useApi();
  const hydrated = useHydrated();
  const undo = useMutation({ mutationFn: () => api.call(undoEmailChange, { body: { token } }) });

  return (
    <section aria-live="polite" className="mx-auto max-w-2xl py-16">
      <h1 className="font-serif text-4xl font-bold text-stone-900">{TEXTS.title}</h1>
      {!token ? (
        <p className="mt-4 text-lg text-stone-600">{TEXTS.noToken}</p>
      ) : undo.data ? (
        <>
          <p role="status" className="mt-4 text-lg text-stone-700">
            {TEXTS.done(undo.data.email)}
          </p>
          <Link to={paths.forgotPassword} className={buttonClass({ className: 'mt-6' })}>
            {TEXTS.resetPassword}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-stone-600">{TEXTS.introUnknown}</p>
          {undo.error ? (
            <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {undo.error.message || TEXTS.failed}
            </p>
          ) : null}
          <Button className="mt-6" disabled={!hydrated || undo.isPending} onClick={() => undo.mutate()}>
            {TEXTS.submit}
          </Button>
        </>
      )}
    </section>
  );
}
