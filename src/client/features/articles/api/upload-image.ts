import { ACCESS_TOKEN_KEY } from '@shared/constants';
import { ERROR_CODES } from '@shared/error-codes';
import { ApiError } from '../../../lib/api-client';
import { verificationNotice } from '../../auth/verification-notice';

/**
 * Uploads an image (multipart field `image`) and returns its URL. Multipart does not go through the JSON
 * api client, so the bearer token is added here.
 */
export async function uploadImage(file: File, getToken: () => Promise<string | null>): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const token = (await getToken()) ?? window.localStorage.getItem(ACCESS_TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch('/api/uploads', {
      method: 'POST',
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'The image could not be uploaded. Check your connection and try again.',
    );
  }
  const parsed = await response.json().catch(() => ({}));
  if (!response.ok) {
    if (parsed.code === ERROR_CODES.EMAIL_NOT_VERIFIED) verificationNotice.show(parsed.message);
    throw new ApiError(
      response.status,
      parsed.code ?? 'ERROR',
      parsed.message ?? 'The image could not be uploaded.',
    );
  }
  return parsed.data.display_url as string;
}
