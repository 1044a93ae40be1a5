import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@shared/error-codes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_IMAGE_FORMATS } from '@shared/images';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { uploadResponseSchema } from '@shared/schemas/articles';
import { errorResponseSchema } from '@shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors';
import { requireVerified } from '../../lib/verified';
import { fileUploadBody } from '../../plugins/openapi-parts';
import { createMediaService } from './media.service';

/** The route that serves stored images (outside /api), with this module's routes for app.ts. */
export { mediaFilesRoutes } from './media-files.routes';

/** The multipart parser's code for a file over the size limit. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the multipart field "image"; a body the parser cannot read is the sender's mistake. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(TEXTS.uploadNotMultipart);
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw badRequest(TEXTS.uploadMissing, { image: TEXTS.fieldRequired });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === FILE_TOO_LARGE) {
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, TEXTS.uploadTooLarge(MAX_UPLOAD_LABEL));
    }
    request.log.info({ err: error }, 'unreadable upload');
    throw badRequest(TEXTS.uploadUnreadable);
  }
}

/** Image uploads (docs/product.md#images): signed-in only, 5 MB, checked from the bytes, re-encoded, metadata stripped. */
export async function mediaRoutes(app: FastifyInstance) {
  const media = createMediaService(app.media);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/uploads',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags: ['media'],
        summary: 'Upload an image (multipart field "image"); answers with its URL',
        consumes: ['multipart/form-data'],
        document: {
          requestBody: fileUploadBody('image', UPLOAD_IMAGE_FORMATS, MAX_UPLOAD_BYTES),
        },
        response: {
          200: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireVerified(request.viewer);
      const { url } = await media.upload(await readImageField(request));
      return { success: true as const, data: { display_url: url, url } };
    },
  );

  // A reader's photo, also for the register form (no account yet): kept only square and at most 256 px
  // wide, so it cannot serve to keep other pictures here (docs/security.md#photos).
  app.withTypeProvider<ZodTypeProvider>().post(
    '/uploads/avatar',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['media'],
        summary: 'Upload a profile photo (multipart field "image"); answers with the URL of its square copy',
        consumes: ['multipart/form-data'],
        document: {
          requestBody: fileUploadBody('image', UPLOAD_IMAGE_FORMATS, MAX_UPLOAD_BYTES),
        },
        response: {
          200: uploadResponseSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { url } = await media.uploadAvatar(await readImageField(request));
      return { success: true as const, data: { display_url: url, url } };
    },
  );
}
