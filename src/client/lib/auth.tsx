import type { SsrViewer } from '@shared/ssr';
import { createContext, type ReactNode, useContext } from 'react';

export interface AuthState {
  /** The signed-in reader, or null for a visitor. */
  user: SsrViewer | null;
  /** True while the sign-in state is being settled (spec §4). */
  loading: boolean;
  isAdmin: boolean;
}

const visitor: AuthState = { user: null, loading: false, isAdmin: false };
const AuthContext = createContext<AuthState>(visitor);

export function AuthProvider({ value, children }: { value?: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value ?? visitor}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
