import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from '@shared/contract/passkeys';
import { PASSKEY_TEXTS } from '@shared/messages';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { ApiError, createBrowserApiClient } from '../../../lib/api-client';

/**
 * Passkeys in the browser: the ceremonies through the browser's WebAuthn calls, and the identity library's
 * passkey endpoints (src/shared/contract/passkeys.ts). This module loads only with the pages that use it
 * (the sign-in page and the profile), never with the code every page loads.
 */

/**
 * The identity endpoints answer with the session cookie; a refusal here is not an ended session, so this
 * client signs nobody out (as src/client/lib/auth.tsx's own).
 */
const identity = createBrowserApiClient();

export type PasskeyProblem = 'cancelled' | 'known' | 'unsupported' | 'failed';

/** A ceremony that did not finish, by what the reader should be told. */
export class PasskeyError extends Error {
  constructor(
    readonly problem: PasskeyProblem,
    message: string,
  ) {
    super(message);
  }
}

/** What the browser's refusal means: the reader cancelled (or took too long), the key is there already … */
function problemOf(error: unknown): PasskeyProblem {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : undefined;
  const code = error instanceof WebAuthnError ? error.code : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'known';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return 'cancelled';
  if (error instanceof Error && error.name === 'NotAllowedError') return 'cancelled';
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return 'unsupported';
  return 'failed';
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/**
 * Adds a passkey to the signed-in reader's account, named `name` when given; `password` proves it is them
 * (an account without one must have signed in within the last minutes instead).
 */
export async function addPasskey(name: string | undefined, password: string | undefined) {
  const texts = PASSKEY_TEXTS.manage;
  const optionsJSON = await identity.call(passkeyRegistrationOptions, { query: name ? { name } : {} });
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    // The options come from the identity library as the WebAuthn JSON the browser call takes.
    response = await startRegistration({ optionsJSON: optionsJSON as never });
  } catch (error) {
    const problem = problemOf(error);
    const message =
      problem === 'known'
        ? texts.alreadyAdded
        : problem === 'cancelled'
          ? texts.addCancelled
          : problem === 'unsupported'
            ? texts.unsupported
            : texts.addFailed;
    throw new PasskeyError(problem, message);
  }
  const { clientExtensionResults: _unused, ...answer } = response;
  return identity.call(registerPasskey, {
    body: { response: answer, ...(name ? { name } : {}), ...(password ? { password } : {}) },
  });
}

/**
 * Signs in with a passkey; the session cookie is set by the answer. With `autofill`, the request waits
 * for the reader to pick a passkey among the browser's suggestions for the sign-in form's e-mail field
 * (conditional UI), and answers null when the browser offers none, or when another request took its place.
 */
export async function signInWithPasskeyCeremony({ autofill }: { autofill: boolean }) {
  const texts = PASSKEY_TEXTS.signIn;
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const optionsJSON = await identity.call(passkeySignInOptions);
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: optionsJSON as never, useBrowserAutofill: autofill });
  } catch (error) {
    if (autofill) return null;
    const problem = problemOf(error);
    throw new PasskeyError(problem, problem === 'cancelled' ? texts.cancelled : texts.failed);
  }
  const { clientExtensionResults: _unused, ...answer } = response;
  try {
    return await identity.call(signInWithPasskey, { body: { response: answer } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new PasskeyError('failed', texts.unknown);
    throw error;
  }
}

/** Ends a waiting autofill request (the sign-in page is left, or signs in another way). */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();

export const fetchPasskeys = () => identity.call(listPasskeys);
export const renamePasskeyCall = (id: string, name: string) =>
  identity.call(renamePasskey, { body: { id, name } });
export const removePasskeyCall = (id: string, password?: string) =>
  identity.call(removePasskey, { body: { id, ...(password ? { password } : {}) } });
