import {
  passkeyAddedSchema,
  passkeyListSchema,
  passkeyOptionsQuerySchema,
  passkeyRemovedSchema,
  passkeyRenamedSchema,
  passkeySignedInSchema,
  passkeySignInBodySchema,
  registerPasskeyBodySchema,
  removePasskeyBodySchema,
  renamePasskeyBodySchema,
  webAuthnOptionsSchema,
} from '../schemas/passkeys';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/*
 * Passkeys, answered by the identity library's passkey plugin through the one catch-all route under /auth
 * (src/server/modules/auth/auth.routes.ts), like the other identity endpoints in auth.ts: declared here for
 * the browser's calls, never registered one by one. Adding, listing, renaming and removing need a session
 * (401 without one, and another reader's passkey is refused), so they say `user`: the browser's clients send
 * none of them once the reader has signed out on the page (src/client/lib/signed-out.ts). Signing in needs
 * none.
 */
const passkeys = { access: 'public', tags: ['auth'] } as const;
const refused = errorAnswers(400, 401, 429);

export const passkeyRegistrationOptions = endpoint({
  ...passkeys,
  access: 'user',
  method: 'GET',
  path: '/auth/passkey/generate-register-options',
  summary: 'Start adding a passkey: the options for the browser’s authenticator',
  query: passkeyOptionsQuerySchema,
  response: { 200: webAuthnOptionsSchema, ...refused },
});

export const registerPasskey = endpoint({
  ...passkeys,
  access: 'user',
  method: 'POST',
  path: '/auth/passkey/verify-registration',
  summary: 'Finish adding a passkey with the authenticator’s answer',
  body: registerPasskeyBodySchema,
  response: { 200: passkeyAddedSchema, ...refused },
});

export const passkeySignInOptions = endpoint({
  ...passkeys,
  method: 'GET',
  path: '/auth/passkey/generate-authenticate-options',
  summary: 'Start signing in with a passkey: the options for the browser’s authenticator',
  response: { 200: webAuthnOptionsSchema, ...errorAnswers(429) },
});

export const signInWithPasskey = endpoint({
  ...passkeys,
  method: 'POST',
  path: '/auth/passkey/verify-authentication',
  summary: 'Sign in with a passkey: checks the authenticator’s answer and sets the session cookie',
  body: passkeySignInBodySchema,
  response: { 200: passkeySignedInSchema, ...refused },
});

export const listPasskeys = endpoint({
  ...passkeys,
  access: 'user',
  method: 'GET',
  path: '/auth/passkey/list-user-passkeys',
  summary: 'The signed-in reader’s passkeys',
  response: { 200: passkeyListSchema, ...errorAnswers(401, 429) },
});

export const renamePasskey = endpoint({
  ...passkeys,
  access: 'user',
  method: 'POST',
  path: '/auth/passkey/update-passkey',
  summary: 'Rename one of the signed-in reader’s passkeys',
  body: renamePasskeyBodySchema,
  response: { 200: passkeyRenamedSchema, ...refused },
});

export const removePasskey = endpoint({
  ...passkeys,
  access: 'user',
  method: 'POST',
  path: '/auth/passkey/delete-passkey',
  summary: 'Remove one of the signed-in reader’s passkeys',
  body: removePasskeyBodySchema,
  response: { 200: passkeyRemovedSchema, ...refused },
});
