import { z } from 'zod';
import { NAME_MAX_LENGTH, nameSchema } from './auth';

/**
 * A reader's passkeys as the identity library's passkey plugin answers them (src/shared/contract/passkeys.ts),
 * and the bodies the server checks before the plugin sees them (src/server/modules/auth/identity-hooks.ts).
 */

/** The name a reader gives a passkey ("Work laptop"): the rule every name follows, 1 to 80 characters. */
export const passkeyNameSchema = nameSchema;
export const PASSKEY_NAME_MAX_LENGTH = NAME_MAX_LENGTH;

const passkeyId = z.uuid({ message: 'must be a passkey’s id' });

/** One passkey, as the list shows it (the public key and counter travel too but are not read). */
export const passkeySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable().optional(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.iso.datetime().nullable().optional(),
});

export const passkeyListSchema = z.array(passkeySchema);

export const renamePasskeyBodySchema = z.strictObject({ id: passkeyId, name: passkeyNameSchema });
/** Removing a passkey asks for the password again, as adding one does (recent-proof.ts). */
export const removePasskeyBodySchema = z.strictObject({
  id: passkeyId,
  password: z.string().max(128).optional(),
});

/** The options a ceremony starts from, handed to the browser's WebAuthn call as they are. */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

/** What the browser's authenticator answered, passed on to the server as it is (the library checks it). */
const credentialResponse = z.looseObject({ id: z.string().max(1024), type: z.literal('public-key') });

/**
 * Adding a passkey is a sensitive change: the password proves it is the reader (an account without one
 * must have signed in within the last minutes instead); it is checked and taken out before the plugin reads
 * the body.
 */
export const registerPasskeyBodySchema = z.strictObject({
  response: credentialResponse,
  name: passkeyNameSchema.optional(),
  password: z.string().max(128).optional(),
});

export const passkeySignInBodySchema = z.strictObject({ response: credentialResponse });

/** The new passkey's row. */
export const passkeyAddedSchema = passkeySchema;
export const passkeyRenamedSchema = z.object({ passkey: passkeySchema });
export const passkeyRemovedSchema = z.object({ status: z.literal(true) });

/** The query of the registration options: only a name, which the browser shows in its own dialog. */
export const passkeyOptionsQuerySchema = z.strictObject({
  name: passkeyNameSchema.optional(),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A passkey sign-in: the new session (its token is also the API's bearer token) and the reader. */
export const passkeySignedInSchema = z.looseObject({
  session: z.looseObject({ token: z.string() }),
  user: z.looseObject({ id: z.string(), email: z.string() }),
});
