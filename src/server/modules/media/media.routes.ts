import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@shared/error-codes';
import { uploadResponseSchema } from '@shared/schemas/articles';
import { errorResponseSchema } from '@shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { requireVerified } from '../../lib/verified';
import { bytesAnswer, fileUploadBody } from '../../plugins/openapi-parts';
import { ALLOWED_IMAGE_FORMATS, IMAGE_CONTENT_TYPE, isMediaFileName, storeImage } from './images';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Image uploads (docs/product.md#images): signed-in only, 5 MB, checked from the bytes, re-encoded, metadata stripped. */
export async function mediaRoutes(app: FastifyInstance) {
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
          requestBody: fileUploadBody('image', ALLOWED_IMAGE_FORMATS, MAX_UPLOAD_BYTES),
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
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field "image".');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (file?.fieldname !== 'image') {
          throw badRequest('Choose an image to upload.', { image: 'is required' });
        }
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            413,
            ERROR_CODES.PAYLOAD_TOO_LARGE,
            'The image is larger than 5 MB. Please choose a smaller one.',
          );
        }
        // A body that is not well-formed multipart (the parser's errors) is the sender's mistake.
        request.log.info({ err: error }, 'unreadable upload');
        throw badRequest('The upload could not be read. Please choose the image again.');
      }
      if (bytes.length === 0) throw badRequest('The image file is empty.', { image: 'is empty' });
      const { url } = await storeImage(app.media, bytes);
      return { success: true as const, data: { display_url: url, url } };
    },
  );
}

/** Names carry their content hash, so an image never changes once stored: browsers and CDNs keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Serves stored images at `/media/<hash>-<width>.webp` from the database (decision 0006), so any server
 * process answers for an image any other one stored. A revalidation is answered from the name alone.
 */
export async function mediaFilesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'An uploaded or generated image (WebP), cached for a year',
        description:
          'Answers the image/webp bytes with an ETag (304 when If-None-Match names it), 400 for a name the image pipeline never makes, 404 for an image that is not stored.',
        params: z.object({
          name: z
            .string()
            .max(100, 'is not an image name')
            .refine(isMediaFileName, 'is not an image name (<hash>-<width>.webp)'),
        }),
        document: {
          responses: {
            200: bytesAnswer(IMAGE_CONTENT_TYPE, 'The image.', {
              'Cache-Control': { required: true, schema: { type: 'string', example: IMMUTABLE } },
            }),
          },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const etag = `"${name}"`;
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const file = await app.media.find(name);
      if (!file) {
        // Not stored (yet, or here): a cache must ask again rather than keep the 404.
        reply.header('cache-control', 'no-cache');
        throw notFound('Image');
      }
      reply.header('etag', etag).header('cache-control', IMMUTABLE);
      return reply.type(file.contentType || IMAGE_CONTENT_TYPE).send(file.bytes);
    },
  );
}
