import { z } from 'zod';
import { ROLES } from '../roles';
import { emailSchema } from './common';

/** The register password rules (docs/product.md#accounts-and-identity), checked in this order; the first failure is the message. */
export const PASSWORD_RULES = [
  { test: (password: string) => password.length >= 6, message: 'password must be 6 characters' },
  {
    test: (password: string) => /[A-Z]/.test(password),
    message: 'Must have an Uppercase letter in the password',
  },
  {
    test: (password: string) => /[!@#$%^&*()_+]/.test(password),
    message: 'password with at least one special character',
  },
  { test: (password: string) => /\d/.test(password), message: 'at least one numeric character' },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** The first rule the password breaks, or undefined when it keeps them all. */
export function passwordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH)
    return `password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message;
}

export const passwordSchema = z
  .string({ message: 'password is required' })
  .superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const NAME_MAX_LENGTH = 80;
/** An author's bio: a few plain sentences (docs/product.md#accounts-and-identity). */
export const BIO_MAX_LENGTH = 300;
export const PHOTO_URL_MAX_LENGTH = 2048;

/** Control characters (C0, DEL, C1), the angle brackets of HTML, and UTF-16 halves without their pair. */
const NAME_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
  /[\u0000-\u001f\u007f-\u009f<>]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A picture uploaded to the site (the media store names its files with letters, digits, dots and dashes). */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether a photo address is one the site shows: an https: link elsewhere, or a picture uploaded here. */
export function isAcceptedPhotoUrl(value: string): boolean {
  if (MEDIA_PATH.test(value)) return !value.includes('..');
  // The URL parser drops tabs and line breaks silently; an address that carries them is refused instead.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A person's name, everywhere one is written (registration, profile, the identity library's own endpoints):
 * trimmed, 1 to 80 characters, plain text only.
 */
export const nameSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((value) => !NAME_FORBIDDEN.test(value), 'must not contain < or > or control characters');

/**
 * An author's short bio, written in their profile and shown on their author page: trimmed, at most 300
 * characters of plain text, one paragraph; '' clears it.
 */
export const bioSchema = z
  .string({ message: 'must be text' })
  .trim()
  .max(BIO_MAX_LENGTH, `must be at most ${BIO_MAX_LENGTH} characters`)
  .refine((value) => !NAME_FORBIDDEN.test(value), 'must not contain < or > or line breaks');

const PHOTO_URL_RULE = 'must be an https:// address or a picture uploaded here';
const photoText = () =>
  z
    .string({ message: 'is required' })
    .trim()
    .max(PHOTO_URL_MAX_LENGTH, `must be at most ${PHOTO_URL_MAX_LENGTH} characters`);

/** A photo: an https:// address or a picture uploaded to the site (/media/…), at most 2,048 characters. */
export const photoUrlSchema = photoText().refine(isAcceptedPhotoUrl, PHOTO_URL_RULE);

/** The same photo rule where the photo may be left out (an empty string means none); one string type. */
export const optionalPhotoUrlSchema = photoText().refine(
  (value) => value === '' || isAcceptedPhotoUrl(value),
  PHOTO_URL_RULE,
);

/** The address and password a new account is made with (the password by the rules above). */
const credentials = { email: emailSchema, password: passwordSchema };
/** The photo is optional: a reader without one is shown the default avatar. */
export const registerInputSchema = z.object({
  name: nameSchema,
  photo: optionalPhotoUrlSchema.optional(),
  ...credentials,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'is required' }).min(1, 'is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * The profile's name, photo and bio. The photo: left out or '' keeps the current one, null removes it, an address
 * sets it (an `https:` one is fetched by the server and kept here; until then the reader has none).
 */
export const profileInputSchema = z.object({
  name: nameSchema,
  photo: optionalPhotoUrlSchema.nullable().optional(),
  /** Left out keeps the bio, '' removes it. */
  bio: bioSchema.optional(),
  /** Whether readers see the e-mail address with the author's articles; left out keeps the choice. */
  showEmail: z.boolean().optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const resetPasswordInputSchema = z.object({ password: passwordSchema });

export const tokenResponseSchema = z.object({ token: z.string() });

/** What every view of a member shows: who they are, their role and until when they read premium. */
const memberFields = {
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: z.enum(ROLES),
  premiumUntil: z.string().nullable(),
};

/** The signed-in reader as the client sees them. */
export const meSchema = z.object({
  ...memberFields,
  premium: z.boolean(),
  bio: z.string(),
  /** When the session this answer was asked under ends unless it is used again. */
  sessionEndsAt: z.string().nullable().optional(),
  /** Whether the reader chose to show their e-mail address with their articles (off by default). */
  showEmail: z.boolean(),
  /** Whether signing in asks for a code from an authenticator app after the password. */
  twoFactor: z.boolean(),
  /** Whether the account has a password (one made with Google alone has none); with the reader's profile. */
  hasPassword: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;

export const userUpsertInputSchema = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  photo: optionalPhotoUrlSchema.optional(),
});

/** Whether a member is an admin (the first answer's one field), and their role (editors open the dashboard too). */
export const adminCheckSchema = z.object({ admin: z.boolean(), role: z.enum(ROLES).optional() });

/** A member in the admins' list. */
export const userSchema = z.object({
  ...memberFields,
  createdAt: z.string(),
  /** Whether signing in asks this member for a code from an authenticator app (admins may turn it off). */
  twoFactor: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
