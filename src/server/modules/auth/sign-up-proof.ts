import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browser that signed up holds this cookie until the address is confirmed: a signature of the new
 * account's id, sent only to the confirmation link. A confirmation opened anywhere else is the address's
 * owner, who did not necessarily choose the password the account was signed up with
 * (docs/security.md#provider-sign-in-only-through-the-providers-page).
 */
export const SIGN_UP_PROOF_COOKIE = 'broadsheet.sign-up';
/** The path of the confirmation link: the only request the cookie goes with. */
const PROOF_PATH = '/api/auth/verify-email';
/** As long as an unconfirmed sign-up may reasonably wait for its owner. */
const PROOF_SECONDS = 30 * 24 * 60 * 60;

export function createSignUpProof(secret: string, secure: boolean) {
  const sign = (userId: string) =>
    createHmac('sha256', secret).update(`sign-up-proof:${userId}`).digest('base64url');
  return {
    /** The cookie a sign-up's answer sets (an address that already has an account gets one that proves nothing). */
    cookie(userId: string) {
      return {
        name: SIGN_UP_PROOF_COOKIE,
        value: sign(userId),
        options: {
          path: PROOF_PATH,
          httpOnly: true,
          secure,
          sameSite: 'lax' as const,
          maxAge: PROOF_SECONDS,
        },
      };
    },
    /** Whether the request (the confirmation link being opened) comes from the browser that signed this account up. */
    heldBy(request: Request | undefined, userId: string): boolean {
      const header = request?.headers.get('cookie') ?? '';
      const expected = Buffer.from(sign(userId));
      return header.split(';').some((part) => {
        const [name, ...rest] = part.trim().split('=');
        if (name !== SIGN_UP_PROOF_COOKIE) return false;
        const given = Buffer.from(rest.join('='));
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}

export type SignUpProof = ReturnType<typeof createSignUpProof>;
