import { ERROR_CODES } from '@shared/error-codes';
import {
  isAcceptedPhotoUrl,
  NAME_MAX_LENGTH,
  nameSchema,
  optionalPhotoUrlSchema,
} from '@shared/schemas/auth';
import { isSitePath } from '@shared/schemas/identity';
import { APIError } from 'better-auth/api';
import { z } from 'zod';

/**
 * What the identity library's own endpoints accept, by the same rules as PATCH /api/me and POST /api/users
 * (the bodies the browser sends are in src/shared/schemas/identity.ts). The objects are strict: a field
 * the endpoint does not take (role, premiumUntil, emailVerified …) is refused rather than silently dropped
 * or, worse, written.
 */

/**
 * Where the identity library may send a reader after a link or a provider: a path on this site, or an
 * absolute address on the site's own origin with such a path. Anything else would let a crafted request
 * carry a reset token or a fresh session to another site.
 */
export function isSiteLink(value: string, siteUrl: string): boolean {
  if (value.startsWith('/')) return isSitePath(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.origin === new URL(siteUrl).origin && isSitePath(`${url.pathname}${url.search}${url.hash}`);
}

/** The fields of the identity endpoints, in bodies and query strings, that name where to go next. */
export const LINK_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

export const updateUserBodySchema = z.strictObject({
  name: nameSchema.optional(),
  image: optionalPhotoUrlSchema.nullable().optional(),
});

export interface InputProblem {
  message: string;
  fields: Record<string, string>;
}

/** A refused input as the identity endpoints answer it: a 400 with the message and the problem per field. */
export function badInput(problem: InputProblem): APIError {
  return new APIError('BAD_REQUEST', {
    message: problem.message,
    code: ERROR_CODES.VALIDATION_FAILED,
    fields: problem.fields,
  });
}

/** The first problem per field, worded like the API's other validation answers. */
export function describeProblems(error: z.ZodError): InputProblem {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key.slice(0, 60)] ??= 'is not accepted here';
      continue;
    }
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  return { message: `Invalid body: ${summary}`, fields };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
const CONTROL_OR_MARKUP = /[\u0000-\u001f\u007f-\u009f<>]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A name from somewhere we do not refuse (an identity provider's profile): made to fit the rules instead.
 * Markup and control characters go, runs of space collapse, and it is cut to 80 characters.
 */
export function cleanName(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value : '';
  const cleaned = Array.from(
    text.replace(LONE_SURROGATE, '').replace(CONTROL_OR_MARKUP, ' ').replace(/\s+/g, ' ').trim(),
  )
    .slice(0, NAME_MAX_LENGTH)
    .join('')
    .trim();
  if (cleaned) return cleaned;
  return fallback === '' ? 'Reader' : cleanName(fallback, '');
}

/** A photo from somewhere we do not refuse: kept when it is one we accept, else dropped. */
export function cleanPhoto(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length <= 2048 && isAcceptedPhotoUrl(trimmed) ? trimmed : null;
}
