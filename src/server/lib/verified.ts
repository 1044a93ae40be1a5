import { ERROR_CODES } from '@shared/error-codes';
import type { Viewer } from '../types';
import { AppError, unauthorized } from './errors';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please confirm your e-mail address first: open the link we sent you, or ask for a new one.';

/**
 * The signed-in reader, if their e-mail address is confirmed; otherwise a 403 with the code
 * EMAIL_NOT_VERIFIED, which the site answers with "send the link again" instead of signing the reader out.
 * Guards what a throwaway address must not get: the free month, writing articles, uploading pictures.
 */
export function requireVerified(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized();
  if (!viewer.emailVerified)
    throw new AppError(403, ERROR_CODES.EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_MESSAGE);
  return viewer;
}
