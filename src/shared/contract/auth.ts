import { z } from 'zod';
import { tokenResponseSchema } from '../schemas/auth';
import { errorResponseSchema } from '../schemas/common';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  emailChangeUndoneSchema,
  emailRequestBodySchema,
  identityStatusSchema,
  passwordChangedSchema,
  resetPasswordBodySchema,
  resetRequestedSchema,
  signedInSchema,
  signedOutSchema,
  signedUpSchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
  socialSignInBodySchema,
  socialSignInSchema,
  undoEmailChangeBodySchema,
} from '../schemas/identity';
import { secondStepNeededSchema } from '../schemas/two-factor';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Accounts and sessions: the API token, and the identity library's endpoints the browser calls. */
const auth = { access: 'public', tags: ['auth'] } as const;

/** The route reads the session cookie itself (src/server/modules/auth/auth.routes.ts). */
export const issueApiToken = endpoint({
  ...auth,
  method: 'POST',
  path: '/jwt',
  summary: 'Exchange the session cookie for the API access token',
  response: { 200: tokenResponseSchema, 401: errorResponseSchema },
});

/*
 * The identity library answers the endpoints below through one catch-all route under /auth
 * (src/server/modules/auth/auth.routes.ts), which alone serves them: they are declared here for the
 * browser's calls and the API document (src/server/plugins/openapi-identity.ts), never registered one by
 * one. Each of them is limited per address and account (429), and answers refused input with 400.
 */
const limited = errorAnswers(400, 429);

export const signUp = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/sign-up/email',
  summary: 'Create an account; a link to confirm the address is mailed, nobody is signed in yet',
  body: signUpBodySchema,
  response: { 200: signedUpSchema, ...limited },
});

export const signIn = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/sign-in/email',
  summary: 'Sign in with e-mail and password; sets the session cookie',
  body: signInBodySchema,
  // With an authenticator app on, the answer opens no session yet and asks for the second step (two-factor.ts).
  response: { 200: z.union([signedInSchema, secondStepNeededSchema]), ...limited, ...errorAnswers(401, 403) },
});

/** Not in the API document: the Google sign-in popup's first step (src/client/features/auth/components/google-popup.tsx). */
export const signInWithProvider = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/sign-in/social',
  summary: 'Start a sign-in with an identity provider: the address of its sign-in page',
  body: socialSignInBodySchema,
  response: { 200: socialSignInSchema, ...limited },
});

export const signOut = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/sign-out',
  summary: 'End the session of the cookie sent, if any, and clear the cookies',
  body: signOutBodySchema,
  response: { 200: signedOutSchema, ...limited },
});

export const sendVerificationEmail = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/send-verification-email',
  summary: 'Mail a new link that confirms the address (and signs the reader in)',
  body: emailRequestBodySchema,
  response: { 200: identityStatusSchema, ...limited },
});

export const requestPasswordReset = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/request-password-reset',
  summary: 'Mail a link to choose a new password',
  body: emailRequestBodySchema,
  response: { 200: resetRequestedSchema, ...limited },
});

export const resetPassword = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Choose a new password with the token from the reset e-mail; ends every session',
  body: resetPasswordBodySchema,
  response: { 200: identityStatusSchema, ...limited },
});

/** Not in the API document: the profile page's password change, with the session cookie. */
export const changePassword = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/change-password',
  summary: 'Change the signed-in reader’s password, proven by the current one; ends every other session',
  body: changePasswordBodySchema,
  response: { 200: passwordChangedSchema, ...limited, ...errorAnswers(401) },
});

/**
 * Not in the API document: the profile page's change of address, with the session cookie. The link goes to
 * the new address; the address changes when it is opened.
 */
export const changeEmail = endpoint({
  ...auth,
  method: 'POST',
  path: '/auth/change-email',
  summary: 'Mail the new address a link that makes it the reader’s sign-in address',
  body: changeEmailBodySchema,
  response: { 200: identityStatusSchema, ...limited, ...errorAnswers(401) },
});

/** The "this was not me" link mailed to the old address: the old address back, every session ended. */
export const undoEmailChange = endpoint({
  ...auth,
  method: 'POST',
  path: '/account/email-change/undo',
  summary: 'Put back the address an e-mail change replaced, with the link mailed to it; ends every session',
  body: undoEmailChangeBodySchema,
  response: { 200: emailChangeUndoneSchema, ...errorAnswers(400, 409, 429) },
});
