import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { serviceWorkerOptions } from './service-worker.config.ts';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
};

/**
 * Three builds:
 * - `vite build`: the browser bundle in dist/client, with the service worker Workbox generates from it
 *   (service-worker.config.ts);
 * - `vite build --ssr --mode render`: the page renderer (src/client/entry-server.tsx) in dist/render, with
 *   every dependency bundled in, so React runs its production build and one copy of it serves all libraries;
 * - `vite build --ssr --mode server`: the Fastify server in dist/server, dependencies left in node_modules,
 *   the supervisor `npm start` runs (src/server/cluster.ts), which starts the server in workers, and the
 *   job queue's worker `npm run worker` runs (src/server/worker.ts).
 * The server loads the renderer at run time.
 */
export default defineConfig(({ isSsrBuild, mode }): UserConfig => {
  if (isSsrBuild && mode === 'render') {
    return {
      plugins: [react()],
      resolve: { alias },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true, target: 'node' as const },
      build: {
        outDir: 'dist/render',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: { 'entry-server': 'src/client/entry-server.tsx' },
          output: { entryFileNames: '[name].js', format: 'es' },
        },
      },
    };
  }
  if (isSsrBuild) {
    return {
      resolve: { alias },
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: {
            server: 'src/server/server.ts',
            cluster: 'src/server/cluster.ts',
            worker: 'src/server/worker.ts',
          },
          output: { entryFileNames: '[name].js', format: 'es' },
        },
      },
    };
  }
  return {
    plugins: [react(), tailwindcss(), VitePWA(serviceWorkerOptions())],
    resolve: { alias },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically, which every page loads anyway, goes into the entry's
          // one file instead of a dozen small shared chunks: fewer requests, and one gzip stream compresses
          // better (docs/decisions/0020-one-initial-chunk.md). Route code stays split.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
  };
});
