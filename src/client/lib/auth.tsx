import { ACCESS_TOKEN_KEY } from '@shared/constants';
import {
  changePassword,
  issueApiToken,
  sendVerificationEmail,
  signIn,
  signOut,
  signUp,
} from '@shared/contract/auth';
import { getMe, recordUser, updateMe } from '@shared/contract/users';
import { isAdminRole, isEditorRole, type Role } from '@shared/roles';
import type { Me } from '@shared/schemas/auth';
import type { SsrViewer } from '@shared/ssr';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type ApiClient, ApiError, createBrowserApiClient } from './api-client';
import { runBeforeSignOut } from './before-sign-out';
import { setSignedOutHere } from './signed-out';

export interface AuthState {
  /** The signed-in reader, or null for a visitor. */
  user: SsrViewer | null;
  /** True while a sign-in, sign-up, profile update or sign-out settles. */
  loading: boolean;
  /** An admin: users, payments and settings besides the newsroom. */
  isAdmin: boolean;
  /** An editor or an admin: moderates articles and publishers, opens the dashboard. */
  isEditor: boolean;
  /**
   * The page (path and query) the reader was on when they logged out, until they sign in again: that page,
   * if it needs a signed-in reader, sends them home rather than to the sign-in form.
   */
  signedOutFrom?: string | null;
  /**
   * The reader is the one this device's offline copies belong to, shown on a page kept for nobody while the
   * network is out (docs/product.md#the-app): the server has not said so on this page.
   */
  fromDevice?: boolean;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** The API token, fetched from the session when the reader is signed in but has none stored. */
  getToken(): Promise<string | null>;
  /**
   * Signs in; `returnTo` is where the link goes that an account with an unconfirmed address is mailed
   * instead of a session. Answers 'second step' when the account asks for a code before any session.
   */
  signInWithPassword(email: string, password: string, returnTo?: string): Promise<'second step' | undefined>;
  /**
   * Creates the account. Nobody is signed in yet: the e-mail's link confirms the address, signs the reader
   * in and brings them to `returnTo`. The answer is the same whether or not the address already had one.
   */
  register(
    input: { name: string; email: string; password: string; photo?: string | undefined },
    returnTo: string,
  ): Promise<void>;
  /** Mails the signed-in reader a new link to confirm their address (which brings them to `returnTo`). */
  resendVerification(returnTo: string): Promise<void>;
  /** Completes a sign-in that set the session cookie elsewhere (the Google popup). */
  completeSessionSignIn(): Promise<void>;
  /** The photo: left out keeps it, null removes it, a URL sets it; the bio: left out keeps it. */
  updateProfile(input: {
    name: string;
    photo?: string | null | undefined;
    bio?: string | undefined;
  }): Promise<void>;
  /**
   * Changes the password of the signed-in reader, who proves it with the current one. Every other session
   * of the account ends; this browser goes on with the new session the change answers with.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  /** Any 401/403 from the API: forget the reader (docs/product.md#accounts-and-identity). */
  handleUnauthorized(): void;
  /** The reader's role as the server last said it. */
  setRole(role: Role): void;
  /** Re-reads the reader (e.g. after buying premium). */
  refresh(): Promise<void>;
  /**
   * Offline, on a page kept for nobody: shows the reader this device's copies belong to, whose session
   * is known to stand, as signed in (nothing changes if a reader is already signed in on the page).
   */
  showDeviceReader(reader: SsrViewer): void;
}

/** The access token kept on this device, if any. */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Private mode without storage: the session cookie still signs the reader in on the next page.
  }
}

/**
 * Better Auth's endpoints (cookie based), answering in the site's error contract. Their calls carry no bearer
 * token, and a refused sign-in is not an ended session, so this client has no unauthorized handler.
 */
const identity = createBrowserApiClient();

/** Calls one of the identity library's endpoints (src/shared/contract/auth.ts) through that client. */
export const authCall: ApiClient['call'] = (endpoint, ...args) => identity.call(endpoint, ...args);

/**
 * Where a confirmation link lands: the sign-in page, which sends a signed-in reader on to `returnTo` and
 * explains an expired or used link to anyone else.
 */
export function verificationReturnPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ from: returnTo })}`;
}

/** What a role opens: the dashboard (editors and admins), and the admins' own screens. */
export const roleFlags = (role: Role | null | undefined) => ({
  isAdmin: isAdminRole(role),
  isEditor: isEditorRole(role),
});

function viewerFromMe(me: Me): SsrViewer {
  return {
    id: me._id,
    name: me.name,
    email: me.email,
    image: me.photo || null,
    role: me.role,
    premiumUntil: me.premiumUntil,
    sessionEndsAt: me.sessionEndsAt ?? null,
  };
}

/** The browser's sign-in state: one small store, read by React through useSyncExternalStore. */
export function createAuthStore(initial: SsrViewer | null, getApi: () => ApiClient): AuthStore {
  let state: AuthState = { user: initial, loading: false, ...roleFlags(initial?.role) };
  setSignedOutHere(false); // a page starts with nobody signed out on it
  const listeners = new Set<() => void>();
  let pendingToken: Promise<string | null> | null = null;
  /** How often the token exchange is tried while the server sheds load. */
  const EXCHANGE_ATTEMPTS = 3;

  // Any change but the device's reader shown offline is the server's word (or the reader's own act).
  const set = (next: Partial<AuthState>) => {
    state = { ...state, fromDevice: false, ...next };
    if (state.user) setSignedOutHere(false);
    for (const listener of listeners) listener();
  };

  async function exchangeToken(): Promise<string | null> {
    let token: string | undefined;
    for (let attempt = 1; token === undefined; attempt++) {
      try {
        ({ token } = await identity.call(issueApiToken));
      } catch (error) {
        // A server shedding load (503) asks to come back in a moment: the new session is fine, so the
        // exchange is tried again rather than the sign-in failing.
        if (error instanceof ApiError && error.status === 503 && attempt < EXCHANGE_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
          continue;
        }
        // No session (or an expired one): no token. An unreachable server is still an error.
        if (error instanceof ApiError && error.status >= 400) return null;
        throw error;
      }
    }
    writeToken(token);
    return token;
  }

  async function loadMe() {
    const me = await getApi().call(getMe);
    set({ user: viewerFromMe(me), ...roleFlags(me.role), signedOutFrom: null });
  }

  async function afterSessionSignIn() {
    const token = await exchangeToken();
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'We could not sign you in. Please try again.');
    await loadMe();
  }

  async function withLoading(work: () => Promise<void>) {
    set({ loading: true });
    await work().finally(() => set({ loading: false }));
  }

  const store: AuthStore = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: async () => {
      const stored = readToken();
      if (stored || !state.user) return stored;
      pendingToken ??= exchangeToken().finally(() => {
        pendingToken = null;
      });
      return pendingToken;
    },
    signInWithPassword: async (email, password, returnTo) => {
      let secondStep = false;
      await withLoading(async () => {
        const callbackURL = returnTo ? verificationReturnPath(returnTo) : undefined;
        const answer = await authCall(signIn, { body: { email, password, callbackURL } });
        // No session yet: the account asks for a code after the password (second-step-form.tsx).
        if ('twoFactorRedirect' in answer) secondStep = true;
        else await afterSessionSignIn();
      });
      return secondStep ? 'second step' : undefined;
    },
    register: (input, returnTo) =>
      withLoading(async () => {
        // The name and photo are stored by the sign-up itself; the reader signs in through the e-mail's link.
        const { name, email, password, photo } = input;
        const callbackURL = verificationReturnPath(returnTo);
        await authCall(signUp, { body: { name, email, password, image: photo || undefined, callbackURL } });
      }),
    resendVerification: async (returnTo) => {
      const user = state.user;
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
      await authCall(sendVerificationEmail, {
        body: { email: user.email, callbackURL: verificationReturnPath(returnTo) },
      });
    },
    completeSessionSignIn: () =>
      withLoading(async () => {
        await afterSessionSignIn();
        const user = state.user;
        if (user) await getApi().call(recordUser, { body: { email: user.email } });
      }),
    updateProfile: (input) =>
      withLoading(async () => {
        const me = await getApi().call(updateMe, { body: input });
        set({ user: viewerFromMe(me) });
      }),
    changePassword: async (currentPassword, newPassword) => {
      const { token } = await authCall(changePassword, {
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
      // The old session (and the token made from it) ended with the others: go on with the new one's.
      writeToken(token ?? null);
      if (!token && !(await exchangeToken())) store.handleUnauthorized();
    },
    signOut: () =>
      withLoading(async () => {
        try {
          await runBeforeSignOut(); // a draft's last changes reach the server under this session
          await getApi().settled(); // requests already sent meet the session, not a 401
          await authCall(signOut, { body: {} });
        } finally {
          writeToken(null);
          setSignedOutHere(true); // before the screens still on show hear of it and ask again
          set({
            user: null,
            ...roleFlags(null),
            signedOutFrom: window.location.pathname + window.location.search,
          });
        }
      }),
    handleUnauthorized: () => {
      writeToken(null);
      set({ user: null, ...roleFlags(null), loading: false });
      // End the cookie session too, or the next page load would sign the reader straight back in.
      authCall(signOut, { body: {} }).catch(() => {});
    },
    setRole: (role) => {
      const flags = roleFlags(role);
      if (flags.isAdmin !== state.isAdmin || flags.isEditor !== state.isEditor) set(flags);
    },
    refresh: loadMe,
    showDeviceReader: (reader) =>
      state.user || set({ user: reader, ...roleFlags(reader.role), fromDevice: true }),
  };
  return store;
}

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('AuthProvider is missing');
  return store;
}

export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
