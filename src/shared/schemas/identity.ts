import { z } from 'zod';
import { resolveReturnPath } from '../return-path';
import { ROLES } from '../roles';
import { nameSchema, optionalPhotoUrlSchema } from './auth';
import { emailSchema } from './common';

/**
 * The bodies and answers of the identity library's endpoints under /api/auth that the browser calls
 * (src/shared/contract/auth.ts). The bodies the server checks itself (src/server/modules/auth/identity-hooks.ts)
 * are checked by the same rules as PATCH /api/me and POST /api/users; the answers were read off real ones.
 */

/** A place on this site to come back to: a same-origin path (the rule every `?from=` follows). */
export function isSitePath(value: string): boolean {
  return resolveReturnPath(value) !== null;
}

const callbackPath = z
  .string()
  .refine(isSitePath, 'must be a path on this site, such as /articles')
  .optional();

/**
 * A new account. The object is strict: a field the endpoint does not take (role, premiumUntil,
 * emailVerified …) is refused rather than silently dropped or, worse, written.
 */
export const signUpBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  // The password rules are checked on their own, in their order, with their own messages
  // (docs/product.md#accounts-and-identity).
  password: z.string({ message: 'is required' }),
  image: optionalPhotoUrlSchema.optional(),
  callbackURL: callbackPath,
  rememberMe: z.boolean().optional(),
});

/** An address to mail a link to (a new confirmation link, a password reset). */
export const emailRequestBodySchema = z.object({
  email: emailSchema,
  callbackURL: callbackPath,
  redirectTo: z.string().max(2048).optional(),
});

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

/** Sign-in through a provider: where to come back to after it, on success and on refusal. */
export const socialSignInBodySchema = z.object({
  provider: z.string(),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});

export const resetPasswordBodySchema = z.object({ newPassword: z.string(), token: z.string().optional() });

/** The server ends every other session whatever `revokeOtherSessions` says. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});

/**
 * A new sign-in address, mailed a link that makes the change (docs/product.md#changing-the-e-mail-address).
 * The password proves it is the reader asking; an account without one (Google only) must have signed in
 * within the last minutes instead.
 */
export const changeEmailBodySchema = z.strictObject({
  newEmail: emailSchema,
  password: z.string().max(128).optional(),
  callbackURL: callbackPath,
});

/** The link mailed to the old address after a change, which puts that address back. */
export const undoEmailChangeBodySchema = z.strictObject({ token: z.string().min(1).max(2048) });
export const emailChangeUndoneSchema = z.object({ email: z.string() });

/** A sign-out reads no body; an empty object is accepted too. */
export const signOutBodySchema = z.object({}).optional();

const timestamp = z.iso.datetime();

/** The reader as the identity library answers them. */
export const sessionUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  premiumUntil: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** The same answer whether or not the address already had an account: nobody is signed in yet. */
export const signedUpSchema = z.object({
  token: z.null(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    emailVerified: z.literal(false),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
});

export const signedInSchema = z.looseObject({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: sessionUserSchema,
});

/** Where the provider's sign-in starts (`url`), for the browser to go to. */
export const socialSignInSchema = z.looseObject({ redirect: z.boolean(), url: z.string().optional() });

/** The new session's token (the other sessions, this one's included, ended), and the reader. */
export const passwordChangedSchema = z.looseObject({
  token: z.string().nullable().optional(),
  user: sessionUserSchema,
});

export const signedOutSchema = z.object({ success: z.literal(true) });

export const identityStatusSchema = z.object({ status: z.literal(true) });

export const resetRequestedSchema = z.object({ status: z.literal(true), message: z.string() });
