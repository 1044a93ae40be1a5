import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { VerifyEmailNotice } from '../features/auth/components/verify-email-notice';
import { AppContextProvider, type AppContextValue } from '../lib/app-context';
import { AuthProvider, type AuthStore } from '../lib/auth';
import { ToastOutlet } from '../lib/toast';

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
          <VerifyEmailNotice />
        </AppContextProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
