import type { SsrViewer } from '@shared/ssr';
import { type AuthState, type AuthStore, roleFlags } from './auth';

/** The server's view: the reader known from the session cookie, never changing during the render. */
export function createServerAuthStore(viewer: SsrViewer | null): AuthStore {
  const state: AuthState = { user: viewer, loading: false, ...roleFlags(viewer?.role) };
  const unavailable = () => Promise.reject(new Error('not available while rendering on the server'));
  return {
    getState: () => state,
    subscribe: () => () => {},
    getToken: async () => null,
    signInWithPassword: unavailable,
    register: unavailable,
    resendVerification: unavailable,
    completeSessionSignIn: unavailable,
    updateProfile: unavailable,
    changePassword: unavailable,
    signOut: unavailable,
    handleUnauthorized: () => {},
    setRole: () => {},
    refresh: unavailable,
    showDeviceReader: () => {},
  };
}
