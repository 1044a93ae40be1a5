import { describe, expect, it } from 'vitest';
import type { AuthState } from '../lib/auth';
import { requireAdmin, requireUser, returnPath, withFrom } from './guards';
import type { RouteContext } from './route-context';

const HOME = '/';

/** What `?from=` holds once the query string is decoded, as the sign-in pages read it. */
const fromQuery = (raw: string) => new URLSearchParams(`from=${raw}`);

describe('returnPath', () => {
  it.each([
    ['/dashboard/users', '/dashboard/users'],
    [
      '/articlesDetails/3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b',
      '/articlesDetails/3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b',
    ],
    ['/allArticles?page=2&tag=sport', '/allArticles?page=2&tag=sport'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/%5Cevil.example/', '/%5Cevil.example/'],
    ['/a/../dashboard', '/dashboard'],
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/x?a=\u20ac', '/x?a=%E2%82%AC'],
  ])('keeps the site path %j (as %j)', (from, expected) => {
    expect(returnPath(from)).toBe(expected);
  });

  it.each([
    // Another origin, however it is spelled.
    'https://evil.example',
    'https://evil.example/login',
    'http:evil.example',
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    // URL parsers drop tab and newlines, so these become `//evil.example`.
    '/\t/evil.example/',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    // A path that only becomes `//host` once its dot segments are resolved.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    // Header injection and other control characters, C0, DEL and C1.
    '/\r\nSet-Cookie: x=1',
    '/login\u0000',
    '/x\u007f',
    '/x\u0085',
    '/x\u009b',
    // Not a path at all.
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    ' /dashboard',
    '',
    `/${'a'.repeat(2048)}`,
  ])('sends %j home', (from) => {
    expect(returnPath(from)).toBe(HOME);
  });

  it('reads ?from= as the browser sends it, decoded', () => {
    expect(returnPath(fromQuery('%2Fdashboard%2FadminHome'))).toBe('/dashboard/adminHome');
    expect(returnPath(fromQuery('/%5Cevil.example/'))).toBe(HOME);
    expect(returnPath(fromQuery('/%09/evil.example/'))).toBe(HOME);
    expect(returnPath(fromQuery('//evil.example'))).toBe(HOME);
    expect(returnPath(fromQuery('https://evil.example'))).toBe(HOME);
    expect(returnPath(fromQuery('%0d%0aSet-Cookie:x=1'))).toBe(HOME);
    expect(returnPath(fromQuery('/%0d%0aSet-Cookie:x=1'))).toBe(HOME);
    expect(returnPath(new URLSearchParams())).toBe(HOME);
    expect(returnPath(null)).toBe(HOME);
    expect(returnPath(undefined)).toBe(HOME);
  });
});

describe('withFrom', () => {
  it('carries a safe return path to the other sign-in page, and drops any other', () => {
    expect(withFrom('/register', fromQuery('%2FupdateUserProfile'))).toBe(
      '/register?from=%2FupdateUserProfile',
    );
    expect(withFrom('/register', fromQuery('/%5Cevil.example/'))).toBe('/register');
    expect(withFrom('/register', new URLSearchParams())).toBe('/register');
  });
});

describe('requireUser and requireAdmin', () => {
  const contextOf = (state: AuthState) => ({ auth: { getState: () => state } }) as unknown as RouteContext;
  const refusal = (guard: () => void): string | null => {
    try {
      guard();
      return null;
    } catch (thrown) {
      return (thrown as Response).headers.get('location');
    }
  };
  const request = new Request('http://localhost/updateUserProfile?tab=1');
  const visitor: AuthState = { user: null, loading: false, isAdmin: false, isEditor: false };

  it('send a visitor to the sign-in page with the way back', () => {
    expect(refusal(() => requireUser(contextOf(visitor), request))).toBe(
      '/login?from=%2FupdateUserProfile%3Ftab%3D1',
    );
  });

  it('send a reader who has just logged out on this page home instead', () => {
    const left = { ...visitor, signedOutFrom: '/updateUserProfile?tab=1' };
    expect(refusal(() => requireUser(contextOf(left), request))).toBe('/');
    expect(refusal(() => requireAdmin(contextOf(left), request))).toBe('/');
    // Another page for signed-in readers still asks them to sign in.
    const elsewhere = new Request('http://localhost/my-payment-history');
    expect(refusal(() => requireUser(contextOf(left), elsewhere))).toBe('/login?from=%2Fmy-payment-history');
  });
});
