import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_DIST_DIR } from '../lib/paths';

const YEAR = 'public, max-age=31536000, immutable';

/** Serves the built client (hashed assets cached for a year) and the uploaded/generated images. */
export const staticFilesPlugin = fp(async (app: FastifyInstance, options: { clientDir?: string }) => {
  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is the SSR template, never served as a file.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? YEAR : 'public, max-age=3600');
      },
    });
  }
  const mediaDir = path.join(app.config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Media file names carry their content hash, so they never change.
    setHeaders: (res) => res.header('cache-control', YEAR),
  });
});
