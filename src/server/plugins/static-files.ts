import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_DIST_DIR } from '../lib/paths';

const YEAR = 'public, max-age=31536000, immutable';

/** Serves the built client (hashed assets cached for a year); images come from the media module. */
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
        // The service worker is looked at on every visit, so a new version reaches readers at once.
        const worker = path.basename(filePath) === 'sw.js';
        res.header('cache-control', hashed ? YEAR : worker ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
});
