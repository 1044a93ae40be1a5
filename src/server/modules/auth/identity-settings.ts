/**
 * What other modules need to know of the identity setup without loading the identity library: the
 * names and lifetimes here are read by the routes, the docs and the tests, while Better Auth itself
 * (auth.ts) loads with the first request that needs it (identity.ts).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const GOOGLE_PROVIDER_ID = 'google';

/** The header through which the site tells the identity library the client's address (see auth.routes.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-broadsheet-client-address';

/** How long a session lives without use, and how often its end is pushed back while in use. */
export const SESSION_LIFETIME_SECONDS = 24 * HOUR;
export const SESSION_REFRESH_SECONDS = HOUR;
/** How long a link in a confirmation e-mail works. */
export const VERIFICATION_LINK_SECONDS = 24 * HOUR;

/** The identity library's session cookie: its prefix and name, with `__Secure-` over https. */
const SESSION_COOKIE = 'better-auth.session_token';
export const sessionCookieName = (publicUrl: string) =>
  publicUrl.startsWith('https://') ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;

// Cookie names and values as RFC 6265 §4.1.1 allows them (values also with space and comma), read the way
// the identity library reads its own cookies.
const COOKIE_NAME = /^[\x21\x23-\x27\x2A\x2B\x2D\x2E\x30-\x39\x41-\x5A\x5E\x5F\x60\x61-\x7A\x7C\x7E]+$/;
const COOKIE_VALUE = /^[\x20\x21\x23-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** Strips spaces and tabs (not CR or LF, which then fail the value's pattern). */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9)) start++;
  while (end > start && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return text.slice(start, end);
}

function decoded(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session token a Cookie header carries, as the identity library finds it: `better-auth.session_token`
 * or `better-auth-session_token`, either with the `__Secure-` prefix; null when there is none. Reading it
 * needs no identity library, so a visitor's request never loads one.
 */
export function sessionCookieOf(cookie: string | undefined): string | null {
  if (!cookie || cookie.length < 2) return null;
  const cookies = new Map<string, string>();
  for (const chunk of cookie.split(';')) {
    const eq = chunk.indexOf('=');
    if (eq === -1) continue;
    const name = trimSpaces(chunk.slice(0, eq));
    let value = trimSpaces(chunk.slice(eq + 1));
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (COOKIE_NAME.test(name) && COOKIE_VALUE.test(value)) cookies.set(name, decoded(value));
  }
  const find = (name: string) => cookies.get(`__Secure-${name}`) ?? cookies.get(name);
  return find('better-auth.session_token') || find('better-auth-session_token') || null;
}

/**
 * A registration answer the passkey plugin cannot verify (made for another site or origin, or malformed) is
 * the caller's bad input, which the plugin reports as its own failure (500): the site answers it as a 400
 * (auth.routes.ts).
 */
export const UNVERIFIABLE_PASSKEY_PATH = '/api/auth/passkey/verify-registration';

/** The addresses a loopback site is also reached at under `localhost` (IPv4 and IPv6). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]']);

/**
 * Who a passkey belongs to (the WebAuthn relying party): the site's configured origin, and its host name as
 * the party's id, so a passkey made here works here only. Browsers refuse passkeys on an IP address, so a
 * site configured on the loopback address (development, the end-to-end tests) is the same port under
 * `localhost`, where its passkeys are made and used (docs/decisions/0028-passkeys.md).
 */
export function passkeyParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  if (LOOPBACK_HOSTS.has(url.hostname)) {
    url.hostname = 'localhost';
    return { rpID: 'localhost', origin: url.origin };
  }
  return { rpID: url.hostname, origin: url.origin };
}

/** A limit of the identity library's: so many requests from one address in a window (seconds). */
type RateRule = { window: number; max: number } | false;

/**
 * The identity library's own limits per endpoint, beside its default of 100 requests per 10 seconds from
 * one address.
 */
export const identityRateRules = (signUpsPerHour: number): Record<string, RateRule> => ({
  // Password sign-in has its own per-account and per-address limits (auth.routes.ts).
  '/sign-in/email': false,
  '/sign-up/email': { window: HOUR, max: signUpsPerHour },
  '/request-password-reset': { window: HOUR, max: 5 },
  '/forget-password': { window: HOUR, max: 5 },
  '/send-verification-email': { window: HOUR, max: 5 },
  '/reset-password': { window: 15 * MINUTE, max: 10 },
  '/change-password': { window: 15 * MINUTE, max: 5 },
  '/change-email': { window: HOUR, max: 5 },
  '/update-user': { window: MINUTE, max: 10 },
  '/passkey/verify-authentication': { window: 15 * MINUTE, max: 30 },
  '/passkey/verify-registration': { window: 15 * MINUTE, max: 10 },
  // Codes are also counted per sign-in and per account by the plugin (docs/decisions/0032-two-factor.md).
  '/two-factor/*': { window: 15 * MINUTE, max: 30 },
});
