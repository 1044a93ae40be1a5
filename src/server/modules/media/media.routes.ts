import multipart from '@fastify/multipart';
import { avatarUpload, imageUpload } from '@shared/contract/media';
import { ERROR_CODES } from '@shared/error-codes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_IMAGE_FORMATS } from '@shared/images';
import { ARTICLE_API_TEXTS as TEXTS } from '@shared/messages/api-articles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { serveHttp } from '../../lib/serve';
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

/** An upload is a new image under a new name, which nothing cached refers to yet. */
const UPLOAD = { changes: 'none' } as const;

/** The endpoints whose body is one image in a multipart form. */
const MULTIPART_IMAGE = [imageUpload, avatarUpload];

/** Image uploads (docs/product.md#images): signed-in only, 5 MB, checked from the bytes, re-encoded, metadata stripped. */
export async function mediaRoutes(app: FastifyInstance) {
  const media = createMediaService(app.media);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  // A contract endpoint names no body it does not validate: the multipart form is described for the API
  // document here, on the routes as they are registered.
  const requestBody = fileUploadBody('image', UPLOAD_IMAGE_FORMATS, MAX_UPLOAD_BYTES);
  app.addHook('onRoute', (route) => {
    const upload = MULTIPART_IMAGE.some(
      ({ method, path }) => method === route.method && path === route.routePath,
    );
    if (upload && route.schema)
      Object.assign(route.schema, { consumes: ['multipart/form-data'], document: { requestBody } });
  });

  serveHttp(
    app,
    imageUpload,
    async (request) => {
      requireVerified(request.viewer);
      const { url } = await media.upload(await readImageField(request));
      return { success: true as const, data: { display_url: url, url } };
    },
    { ...UPLOAD, rateLimit: { max: 60, timeWindow: '1 hour' } },
  );

  // A reader's photo, also for the register form (no account yet): kept only square and at most 256 px
  // wide, so it cannot serve to keep other pictures here (docs/security.md#photos).
  serveHttp(
    app,
    avatarUpload,
    async (request) => {
      const { url } = await media.uploadAvatar(await readImageField(request));
      return { success: true as const, data: { display_url: url, url } };
    },
    { ...UPLOAD, rateLimit: { max: 20, timeWindow: '1 hour' } },
  );
}
