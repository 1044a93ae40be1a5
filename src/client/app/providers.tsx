import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useSyncExternalStore } from 'react';
import { AppContextProvider, type AppContextValue } from '../lib/app-context';
import { AuthProvider, type AuthStore } from '../lib/auth';
import { OptionalPart } from '../lib/optional-part';
import { ToastOutlet } from '../lib/toast';
import { verificationNotice } from '../lib/verification-notice';

const VerifyEmailNotice = lazy(() =>
  import('../features/auth/components/verify-email-notice').then((module) => ({
    default: module.VerifyEmailNotice,
  })),
);

/** The "confirm your e-mail address" notice, whose code loads only when the server asked for it. */
function VerificationSlot() {
  const message = useSyncExternalStore(verificationNotice.subscribe, verificationNotice.get, () => null);
  return message ? (
    <OptionalPart>
      <VerifyEmailNotice />
    </OptionalPart>
  ) : null;
}

export function AppProviders({
  queryClient,
  context,
  auth,
  children,
}: {
  queryClient: QueryClient;
  context: AppContextValue;
  auth: AuthStore;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth}>
        <AppContextProvider value={context}>
          {children}
          <ToastOutlet />
          <VerificationSlot />
        </AppContextProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
