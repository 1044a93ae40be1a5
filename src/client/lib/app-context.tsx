import type { SiteFeatures } from '@shared/ssr';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './api-client';

export interface AppContextValue {
  api: ApiClient;
  siteName: string;
  /** The site's public origin, the same on the server and in the browser (share links). */
  origin: string;
  features: SiteFeatures;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContextProvider is missing');
  return value;
}

export const useApi = () => useAppContext().api;
export const useSiteName = () => useAppContext().siteName;
export const useOrigin = () => useAppContext().origin;
export const useFeatures = () => useAppContext().features;
