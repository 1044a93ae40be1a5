// @vitest-environment happy-dom
import { getMe } from '@shared/contract/users';
import type { Me } from '@shared/schemas/auth';
import type { SsrViewer } from '@shared/ssr';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/fake-api';
import { type ApiClient, ApiError, apiPath, createBrowserApiClient } from './api-client';
import { AuthProvider, type AuthStore, createAuthStore, useAuth } from './auth';
import { beforeSignOut } from './before-sign-out';

const TOKEN_KEY = 'access-token';

const ME: Me = {
  _id: 'u1',
  name: 'Ada Reader',
  email: 'ada@example.test',
  photo: '',
  role: 'editor',
  premiumUntil: null,
  premium: false,
  bio: '',
  showEmail: false,
  twoFactor: false,
};

const READER: SsrViewer = {
  id: 'u1',
  name: 'Ada Reader',
  email: 'ada@example.test',
  image: null,
  role: 'user',
  premiumUntil: null,
};

interface Sent {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

type Answer = Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string) =>
  json(status, { statusCode: status, error: 'Error', message, code });

/**
 * The network as the browser's fetch sees it: `/api/…` answered from `routes` (keyed `METHOD /api/path`),
 * every request remembered. The store's identity calls go through a module-level client of auth.tsx that
 * only fetch reaches, so the network is mocked there rather than at a transport.
 */
function stubNetwork(routes: Record<string, (sent: Sent) => Answer>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: Sent = {
      method: init.method ?? 'GET',
      url,
      authorization: headers.authorization,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${request.method} ${url.split('?')[0]}`];
    return route ? route(request) : refusal(404, 'ROUTE_NOT_FOUND', 'No such route');
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, routes, calls: (key: string) => sent.filter((s) => `${s.method} ${s.url}` === key) };
}

/**
 * The store and the site's API client wired as src/client/entry-client.tsx wires them: the client asks the
 * store for the token, and a 401/403 goes to the store's handleUnauthorized.
 */
function signedInApp(initial: SsrViewer | null) {
  let api: ApiClient | undefined;
  const auth = createAuthStore(initial, () => api as ApiClient);
  api = createBrowserApiClient({ getToken: auth.getToken, onUnauthorized: () => auth.handleUnauthorized() });
  return { auth, api };
}

function renderAuth(auth: AuthStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider store={auth}>{children}</AuthProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signing in', () => {
  it('signs in, keeps the API token on the device and reads the reader with it', async () => {
    const network = stubNetwork({
      'POST /api/auth/sign-in/email': () => json(200, { redirect: false, token: 'session' }),
      'POST /api/jwt': () => json(200, { token: 'api-token' }),
      'GET /api/me': () => json(200, ME),
    });
    const { auth } = signedInApp(null);
    const { result } = renderAuth(auth);
    expect(result.current).toMatchObject({ user: null, loading: false, isEditor: false });

    let signingIn!: Promise<unknown>;
    act(() => {
      signingIn = auth.signInWithPassword('ada@example.test', 'secret', '/saved');
    });
    expect(result.current.loading).toBe(true);
    await act(() => signingIn);

    expect(result.current).toMatchObject({
      loading: false,
      isEditor: true,
      isAdmin: false,
      user: { id: 'u1', name: 'Ada Reader', email: 'ada@example.test', role: 'editor', image: null },
    });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('api-token');
    expect(network.sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/auth/sign-in/email',
      'POST /api/jwt',
      'GET /api/me',
    ]);
    // The unconfirmed address's link comes back to the page the reader was going to.
    expect(network.calls('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.test',
      password: 'secret',
      callbackURL: '/login?from=%2Fsaved',
    });
    // The identity library's cookie session carries no token; the API's request does.
    expect(network.calls('POST /api/auth/sign-in/email')[0]?.authorization).toBeUndefined();
    expect(network.calls('GET /api/me')[0]?.authorization).toBe('Bearer api-token');
  });

  it('a refused sign-in leaves nobody signed in and says why', async () => {
    const network = stubNetwork({
      'POST /api/auth/sign-in/email': () => refusal(401, 'UNAUTHORIZED', 'Invalid email or password'),
    });
    const { auth } = signedInApp(null);
    const { result } = renderAuth(auth);
    const refused = await act(() =>
      auth.signInWithPassword('ada@example.test', 'wrong').catch((error: unknown) => error),
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(result.current).toMatchObject({ user: null, loading: false });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    // A wrong password is not an ended session: nothing is signed out.
    expect(network.sent.map((s) => s.url)).toEqual(['/api/auth/sign-in/email']);
  });

  it('asks again for the token while the server sheds load, then signs in', async () => {
    vi.useFakeTimers();
    let exchanges = 0;
    stubNetwork({
      'POST /api/auth/sign-in/email': () => json(200, { redirect: false, token: 'session' }),
      'POST /api/jwt': () =>
        ++exchanges === 1 ? refusal(503, 'SERVICE_UNAVAILABLE', 'Busy') : json(200, { token: 'second-try' }),
      'GET /api/me': () => json(200, ME),
    });
    const { auth } = signedInApp(null);
    const signingIn = auth.signInWithPassword('ada@example.test', 'secret');
    await vi.advanceTimersByTimeAsync(999);
    expect(exchanges).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await signingIn;
    expect(exchanges).toBe(2);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('second-try');
    expect(auth.getState().user?.id).toBe('u1');
  });
});

describe('the API token', () => {
  it('is read from the device when it is there', async () => {
    const network = stubNetwork({});
    window.localStorage.setItem(TOKEN_KEY, 'kept');
    const { auth } = signedInApp(READER);
    await expect(auth.getToken()).resolves.toBe('kept');
    expect(network.sent).toEqual([]);
  });

  it('is fetched once for a signed-in reader who has none, however many requests ask at once', async () => {
    const network = stubNetwork({ 'POST /api/jwt': () => json(200, { token: 'fresh' }) });
    const { auth } = signedInApp(READER);
    await expect(Promise.all([auth.getToken(), auth.getToken()])).resolves.toEqual(['fresh', 'fresh']);
    expect(network.calls('POST /api/jwt')).toHaveLength(1);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('fresh');
  });

  it('is not asked for while nobody is signed in', async () => {
    const network = stubNetwork({});
    const { auth } = signedInApp(null);
    await expect(auth.getToken()).resolves.toBeNull();
    expect(network.sent).toEqual([]);
  });
});

describe('signing out', () => {
  it('waits for the requests in flight, then ends the session and forgets the reader', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/saved?page=2');
    window.localStorage.setItem(TOKEN_KEY, 'api-token');
    const me = deferred<Response>();
    const network = stubNetwork({
      'GET /api/me': () => me.promise,
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { auth, api } = signedInApp(READER);
    const { result } = renderAuth(auth);

    const reading = api.call(getMe);
    let signedOut = false;
    let signingOut!: Promise<void>;
    act(() => {
      signingOut = auth.signOut().then(() => {
        signedOut = true;
      });
    });
    // Up to its limit, the sign-out holds back while the reader's request is on its way.
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(network.calls('POST /api/auth/sign-out')).toEqual([]);
    expect(signedOut).toBe(false);
    expect(result.current.user?.id).toBe('u1');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('api-token');

    // That request answers under the session it was sent with, not a 401.
    me.resolve(json(200, ME));
    await expect(reading).resolves.toMatchObject({ _id: 'u1' });
    await act(() => signingOut);
    expect(signedOut).toBe(true);
    expect(network.calls('POST /api/auth/sign-out')).toHaveLength(1);
    expect(network.calls('GET /api/me')[0]?.authorization).toBe('Bearer api-token');
    expect(result.current).toMatchObject({ user: null, loading: false, isEditor: false, isAdmin: false });
    expect(result.current.signedOutFrom).toBe('/saved?page=2');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('then sends nothing a screen still on show asks of a session, until the reader signs in again', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'api-token');
    const network = stubNetwork({
      'POST /api/auth/sign-out': () => json(200, { success: true }),
      'GET /api/me': () => json(200, ME),
    });
    const { auth, api } = signedInApp(READER);
    await auth.signOut();
    await expect(api.call(getMe)).rejects.toMatchObject({ status: 401 });
    expect(network.calls('GET /api/me')).toHaveLength(0);
    auth.showDeviceReader(READER);
    await expect(api.call(getMe)).resolves.toMatchObject({ _id: 'u1' });
  });

  it('does not hang on a request that never answers', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(TOKEN_KEY, 'api-token');
    const network = stubNetwork({
      'GET /api/me': () => new Promise<Response>(() => {}),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { auth, api } = signedInApp(READER);
    void api.call(getMe);
    const signingOut = auth.signOut();
    await vi.advanceTimersByTimeAsync(3000);
    await signingOut;
    expect(network.calls('POST /api/auth/sign-out')).toHaveLength(1);
    expect(auth.getState().user).toBeNull();
  });

  it('first sends what a draft has pending, under the session that still stands', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'api-token');
    const network = stubNetwork({
      'PUT /api/drafts/d1': () => json(200, { version: 2, updatedAt: '2030-01-01T00:00:00.000Z' }),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { auth, api } = signedInApp(READER);
    const stop = beforeSignOut(() =>
      api.request(apiPath`/drafts/${'d1'}`, { method: 'PUT', body: { title: 'Last words' } }),
    );
    try {
      await auth.signOut();
    } finally {
      stop();
    }
    expect(network.sent.map((s) => `${s.method} ${s.url} ${s.authorization ?? '-'}`)).toEqual([
      'PUT /api/drafts/d1 Bearer api-token',
      'POST /api/auth/sign-out -',
    ]);
  });

  it('forgets the reader on this device even when the server cannot be reached', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'api-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { auth } = signedInApp(READER);
    await expect(auth.signOut()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(auth.getState()).toMatchObject({ user: null, loading: false });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('a session that ended under the reader', () => {
  it('a 401 signs the reader out here and ends the cookie session too', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    const network = stubNetwork({
      'GET /api/me': () => refusal(401, 'UNAUTHORIZED', 'Please sign in.'),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { auth, api } = signedInApp(READER);
    const { result } = renderAuth(auth);
    await act(() => expect(api.call(getMe)).rejects.toMatchObject({ status: 401 }));
    expect(result.current).toMatchObject({ user: null, loading: false });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    await vi.waitFor(() => expect(network.calls('POST /api/auth/sign-out')).toHaveLength(1));
  });
});
