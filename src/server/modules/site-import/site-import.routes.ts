import multipart from '@fastify/multipart';
import { getImport, listImports, readImportFile, startImport } from '@shared/contract/site-import';
import { ERROR_CODES } from '@shared/error-codes';
import { IMPORT_TEXTS as TEXTS } from '@shared/messages/site-import';
import { MAX_IMPORT_BYTES } from '@shared/schemas/site-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { serve, serveHttp } from '../../lib/serve';
import type { Viewer } from '../../types';
import type { SiteImportDependencies, SiteImportService } from './site-import.service';

/** The multipart parser's code for a file over the size limit. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
/** The import's queue; its name is the service's SITE_IMPORT_QUEUE, written here so the service loads lazily. */
const QUEUE = 'site-import';
/** Imports write articles, accounts and subscribers the job names to the caches itself. */
const WRITE = { changes: 'none' } as const;

/** The export's name and bytes from the multipart field "file"; a body the parser cannot read is the sender's mistake. */
async function readFileField(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(TEXTS.notMultipart);
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw badRequest(TEXTS.missingFile, { file: TEXTS.fileRequired });
    return { name: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === FILE_TOO_LARGE)
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, TEXTS.tooLarge);
    request.log.info({ err: error }, 'unreadable import file');
    throw badRequest(TEXTS.unreadable);
  }
}

/**
 * Imports from Ghost and WordPress (docs/product.md#importing-from-ghost-or-wordpress): an admin sends the
 * export, reads its dry run, starts it; a job on the queue does the work. The parsers and the converter
 * load with the first import, not with the server.
 */
export async function siteImportRoutes(
  app: FastifyInstance,
  options: { fetchPicture?: SiteImportDependencies['fetchPicture'] },
) {
  let loaded: Promise<SiteImportService> | undefined;
  const imports = () => {
    loaded ??= import('./site-import.service').then(({ createSiteImportService }) =>
      createSiteImportService({
        db: app.database.db,
        media: app.media,
        queue: app.jobs,
        caches: app.caches,
        log: app.log,
        ...(options.fetchPicture ? { fetchPicture: options.fetchPicture } : {}),
      }),
    );
    return loaded;
  };

  app.jobs.define<{ importId: string }>({
    name: QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 10,
    handler: async (jobs) => {
      for (const job of jobs) await (await imports()).work(job.data.importId);
    },
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  app.addHook('onRoute', (route) => {
    if (route.method === readImportFile.method && route.routePath === readImportFile.path && route.schema)
      Object.assign(route.schema, { consumes: ['multipart/form-data'], document: { requestBody } });
  });

  serveHttp(
    app,
    readImportFile,
    async (request, reply) => {
      const { name, bytes } = await readFileField(request);
      const read = await (await imports()).read(request.viewer as Viewer, name, bytes);
      return reply.status(201).send(read);
    },
    { ...WRITE, rateLimit: { max: 30, timeWindow: '1 hour' } },
  );
  serve(app, listImports, async () => (await imports()).list());
  serve(app, getImport, async ({ params }) => (await imports()).get(params.id));
  serve(app, startImport, async ({ params, body }) => (await imports()).start(params.id, body), WRITE);
}

const requestBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: 'A Ghost JSON export or a WordPress WXR file, at most 25 MB.',
          },
        },
      },
    },
  },
};
