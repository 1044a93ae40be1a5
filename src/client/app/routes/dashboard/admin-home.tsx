import { MESSAGES } from '@shared/messages';
import { useAuth } from '../../../lib/auth';

/** The dashboard's first screen; the publisher chart and the recent-articles table build on it. */
export function Component() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-stone-900">Admin Home</h1>
      <p className="mt-2 text-lg text-stone-600">
        Welcome back, {user?.name || MESSAGES.defaultUserName}. Moderate articles, manage users and
        publishers, and review payments from the menu.
      </p>
    </div>
  );
}
