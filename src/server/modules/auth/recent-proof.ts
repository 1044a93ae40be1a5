import { ERROR_CODES } from '@shared/error-codes';

/**
 * The one re-authentication rule for sensitive changes (docs/security.md#re-authentication): changing the
 * e-mail address, adding a passkey, deleting the account. An account with a password gives it again; an
 * account without one (Google only, passkeys only) must have signed in within the last FRESH_SIGN_IN_MS.
 * Kept free of the identity library, so the site's own routes and the library's hooks ask the same function.
 */

/** An account without a password makes a sensitive change only this soon after signing in. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** The words of a refusal, by change: "Enter your password to change your address." … */
export interface ProofTexts {
  passwordNeeded: string;
  passwordNeededField: string;
  signInAgain: string;
}

export interface ProofAsked {
  /** The account's password hash, or nothing when it has no password. */
  hash: string | null | undefined;
  /** The password the reader gave with the change, if any. */
  password: string | undefined;
  /** When the session asking was opened (its sign-in). */
  signedInAt: Date | string;
  /** Checks a password against the hash (the identity library's own hashing). */
  verify: (hash: string, password: string) => Promise<boolean>;
}

/** Why a change was refused: every refusal is a 400, the reader stays signed in. */
export interface ProofRefusal {
  code:
    | typeof ERROR_CODES.VALIDATION_FAILED
    | typeof ERROR_CODES.INVALID_PASSWORD
    | typeof ERROR_CODES.SIGN_IN_AGAIN;
  message: string;
  fields?: Record<string, string>;
}

/** Answers null when the reader proved it is them, or why not. */
export async function refusedProof(
  asked: ProofAsked,
  texts: ProofTexts,
  now: number = Date.now(),
): Promise<ProofRefusal | null> {
  if (asked.hash) {
    if (!asked.password)
      return {
        code: ERROR_CODES.VALIDATION_FAILED,
        message: texts.passwordNeeded,
        fields: { password: texts.passwordNeededField },
      };
    if (!(await asked.verify(asked.hash, asked.password)))
      return { code: ERROR_CODES.INVALID_PASSWORD, message: 'Invalid password' };
    return null;
  }
  if (now - new Date(asked.signedInAt).getTime() > FRESH_SIGN_IN_MS)
    return { code: ERROR_CODES.SIGN_IN_AGAIN, message: texts.signInAgain };
  return null;
}
