import { isMediaFileName } from '@shared/images';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bytesAnswer } from '../../plugins/openapi-parts';
import { IMAGE_CONTENT_TYPE } from './images';
import { createMediaService } from './media.service';

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
