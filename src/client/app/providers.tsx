import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AppContextProvider, type AppContextValue } from '../lib/app-context';
import { AuthProvider, type AuthStore } from '../lib/auth';

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
          {/* react-hot-toast's defaults are the spec's toast timings (spec §9). */}
          <Toaster position="top-center" />
        </AppContextProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
