import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useAuth } from '../../../lib/auth';

const TEXTS = ACCOUNT_TEXTS.editorsOnly;

/**
 * Whether the sign-in pages should explain rather than ask: a signed-in reader who is not an admin, sent
 * here on the way to the dashboard (signing in again would only bring them back).
 */
export function useEditorsOnly(destination: string): boolean {
  const { user, isEditor } = useAuth();
  return Boolean(user) && !isEditor && destination.startsWith('/dashboard');
}

/** What a signed-in reader who may not open the dashboard sees instead of a sign-in form. */
export function EditorsOnly() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className="font-serif text-4xl font-bold text-stone-900">{TEXTS.title}</h1>
      <p className="mt-4 text-stone-700">{TEXTS.text}</p>
      <Link to={paths.home} className={buttonClass({ className: 'mt-8' })}>
        {TEXTS.home}
      </Link>
    </div>
  );
}
