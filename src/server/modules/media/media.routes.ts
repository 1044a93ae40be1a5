import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@shared/error-codes';
import { isMediaFileName, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_IMAGE_FORMATS } from '@shared/images';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import { uploadResponseSchema } from '@shared/schemas/articles';
import { errorResponseSchema } from '@shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { requireVerified } from '../../lib/verified';
import { bytesAnswer, fileUploadBody } from '../../plugins/openapi-parts';
import { IMAGE_CONTENT_TYPE } from './images';
import { createMediaService } from './media.service';

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
  const media = createMediaService(app.media);
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
          name: z.string().max(100, TEXTS.imageName).refine(isMediaFileName, TEXTS.imageNamePattern),
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
      // Not stored (yet, or here): a cache must ask again rather than keep the 404.
      reply.header('cache-control', 'no-cache');
      const file = await media.find(name);
      reply.header('etag', etag).header('cache-control', IMMUTABLE);
      return reply.type(file.contentType || IMAGE_CONTENT_TYPE).send(file.bytes);
    },
  );
}
