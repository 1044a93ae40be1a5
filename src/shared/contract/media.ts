import { uploadResponseSchema } from '../schemas/articles';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/*
 * Image uploads (docs/product.md#images). Their body is a multipart form with one file, field "image",
 * which no zod schema describes: the server reads it itself and describes it for the API document
 * (src/server/modules/media/media.routes.ts). The browser sends it with `api.upload`.
 */
const media = { tags: ['media'] } as const;

export const imageUpload = endpoint({
  ...media,
  access: 'user',
  method: 'POST',
  path: '/uploads',
  summary: 'Upload an image (multipart field "image"); answers with its URL',
  response: { 200: uploadResponseSchema, ...errorAnswers(400, 401, 413) },
});

/** Also for the register form, before there is an account. */
export const avatarUpload = endpoint({
  ...media,
  access: 'public',
  method: 'POST',
  path: '/uploads/avatar',
  summary: 'Upload a profile photo (multipart field "image"); answers with the URL of its square copy',
  response: { 200: uploadResponseSchema, ...errorAnswers(400, 413) },
});
