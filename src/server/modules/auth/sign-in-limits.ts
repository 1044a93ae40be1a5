import type { LimitStore } from './limits';

export interface SignInLimitSettings {
  /** Failed sign-ins for one account from one address in a window; then that address is refused for it. */
  perPair: number;
  /** Failed sign-ins for one account from anywhere in a window; then every attempt on it is slowed down. */
  perAccount: number;
  /** The window, in seconds. */
  window: number;
  /** The delay added per failure at or past `perAccount`, and the most it adds, in milliseconds. */
  slowDownStepMs?: number;
  slowDownMaxMs?: number;
}

/** What the next attempt for an account from an address meets: a refusal (seconds to wait), or a delay. */
export type SignInVerdict = { refusedFor: number } | { refusedFor: null; delayMs: number };

export const SLOW_DOWN_STEP_MS = 500;
export const SLOW_DOWN_MAX_MS = 5000;

/** The account an attempt names, as limits count it. */
export const accountOf = (email: unknown): string =>
  typeof email === 'string' ? email.trim().toLowerCase() : '';

/**
 * Limits on guessing passwords (docs/security.md): failures are counted per account and address together,
 * so ten wrong guesses from one place stop that place only, never the owner signing in from elsewhere.
 * Across all addresses an account has a higher ceiling, past which attempts are slowed down rather than
 * refused: a spread-out attack is made slow, and the owner still gets in. Only failed attempts count; the
 * per-address limit on all attempts (auth.routes.ts) bounds bursts that race the count.
 */
export function createSignInLimits(store: LimitStore, settings: SignInLimitSettings) {
  const step = settings.slowDownStepMs ?? SLOW_DOWN_STEP_MS;
  const most = settings.slowDownMaxMs ?? SLOW_DOWN_MAX_MS;
  const pairKey = (account: string, address: string) => `signin-pair:${account}:${address}`;
  const accountKey = (account: string) => `signin-account:${account}`;

  return {
    async check(email: unknown, address: string): Promise<SignInVerdict> {
      const account = accountOf(email);
      const [pair, all] = await Promise.all([
        store.peek(pairKey(account, address)),
        store.peek(accountKey(account)),
      ]);
      if (pair.count >= settings.perPair) return { refusedFor: pair.retryAfter ?? settings.window };
      const beyond = all.count - settings.perAccount + 1;
      return { refusedFor: null, delayMs: beyond > 0 ? Math.min(most, beyond * step) : 0 };
    },
    /** Counts a failed attempt (a wrong password or an unknown account). */
    async failed(email: unknown, address: string): Promise<void> {
      const account = accountOf(email);
      const rule = { window: settings.window, max: Number.MAX_SAFE_INTEGER };
      await Promise.all([
        store.consume(pairKey(account, address), rule),
        store.consume(accountKey(account), rule),
      ]);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
