import { ACCESS_TOKEN_KEY } from '@shared/constants';
import { type Answer, endpointPath } from '@shared/contract/endpoint';
import { avatarUpload, imageUpload } from '@shared/contract/media';
import { ERROR_CODES } from '@shared/error-codes';
import { ApiError, type ApiPath, createBrowserApiClient } from './api-client';
import { verificationNotice } from './verification-notice';

/** Uploads an image (multipart field `image`) with the reader's bearer token, and returns its URL. */
export async function uploadImage(file: File, getToken: () => Promise<string | null>): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const api = createBrowserApiClient({
    getToken: async () => (await getToken()) ?? window.localStorage.getItem(ACCESS_TOKEN_KEY),
  });
  try {
    const answer = await api.upload<Answer<typeof imageUpload>>(endpointPath(imageUpload) as ApiPath, body, {
      failed: 'The image could not be uploaded.',
      offline: 'The image could not be uploaded. Check your connection and try again.',
    });
    return answer.data.display_url;
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.EMAIL_NOT_VERIFIED)
      verificationNotice.show(error.message);
    throw error;
  }
}

/**
 * Uploads a reader's photo (also before there is an account: the register form) and returns the URL of its
 * square copy, kept at the small sizes avatars are shown at.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const answer = await createBrowserApiClient().upload<Answer<typeof avatarUpload>>(
    endpointPath(avatarUpload) as ApiPath,
    body,
    {
      failed: 'The photo could not be uploaded.',
      offline: 'The photo could not be uploaded. Check your connection and try again.',
    },
  );
  return answer.data.display_url;
}
