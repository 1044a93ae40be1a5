import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AppContextProvider, type AppContextValue } from '../lib/app-context';

export function AppProviders({
  queryClient,
  context,
  children,
}: {
  queryClient: QueryClient;
  context: AppContextValue;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppContextProvider value={context}>
        {children}
        {/* react-hot-toast's defaults are the spec's toast timings (spec §9). */}
        <Toaster position="top-center" />
      </AppContextProvider>
    </QueryClientProvider>
  );
}
