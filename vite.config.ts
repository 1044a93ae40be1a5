import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { serviceWorkerOptions } from './service-worker.config.ts';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
};

/** A contract module of src/shared/contract (not the helpers it is written with). */
const CONTRACT_MODULE = /[\\/]src[\\/]shared[\\/]contract[\\/](?!endpoint\.ts$|answers\.ts$)[^\\/]+\.ts$/;

/**
 * The browser needs of an endpoint only what it sends (method, path, whether it is paged); its schemas serve
 * the server's checks and the types, which TypeScript reads from the real module. In the browser bundle each
 * contract module re-exports its endpoints from one small module each, holding those fields alone, so no page
 * pays for zod and schemas it never checks, and an endpoint only a lazily loaded page calls stays in its chunk.
 */
function wireContract(): Plugin {
  const WIRE = '\0broadsheet-wire:';
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const wireOf = (id: string) => {
    let loaded = modules.get(id);
    if (!loaded) {
      loaded = runnerImport<Record<string, unknown>>(id, { configFile: false, resolve: { alias } }).then(
        ({ module }) => module,
      );
      modules.set(id, loaded);
    }
    return loaded;
  };
  const isEndpoint = (value: unknown): value is { method: string; path: string; paged?: boolean } =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { path?: unknown }).path === 'string';
  return {
    name: 'broadsheet:wire-contract',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(WIRE) ? source : null),
    async load(id) {
      if (id.startsWith(WIRE)) {
        const [file = '', name = ''] = id.slice(WIRE.length).split('#');
        const endpoint = (await wireOf(file))[name];
        if (!isEndpoint(endpoint)) throw new Error(`${name} in ${file} is not an endpoint`);
        // Whether it is paged is the server's and the types' business: the browser reads X-Total-Count.
        return `export default ${JSON.stringify({ method: endpoint.method, path: endpoint.path })};`;
      }
      if (!CONTRACT_MODULE.test(id)) return null;
      const names = Object.entries(await wireOf(id)).flatMap(([name, value]) =>
        isEndpoint(value) ? [name] : [],
      );
      return names
        .map((name) => `export { default as ${name} } from ${JSON.stringify(`${WIRE}${id}#${name}`)};`)
        .join('\n');
    },
  };
}

/**
 * The server's and the renderer's code in ASCII: non-ASCII characters in strings escaped, and the doc
 * comments (our prose, with its dashes and quotes) left out, so V8 keeps each script's source one byte a
 * character instead of two. Licence and `@__PURE__` comments stay.
 */
/** The chunks of visitors' reading pages (src/client/app/router.tsx): their imports are preloaded with them. */
const READING_CHUNK =
  /^(home|all-articles|search|section|publisher|author|premium-articles|article-details|article-comments|about|offline|site-layout)-/;

const ASCII_OUTPUT = { charset: 'ascii', comments: { legal: true, annotation: true, jsdoc: false } } as const;

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
          // ASCII only (other characters escaped, doc comments left out): V8 keeps a script with any
          // character beyond Latin-1 as two bytes a character, the whole source over
          // (docs/decisions/0027-memory.md).
          output: { entryFileNames: '[name].js', format: 'es', ...ASCII_OUTPUT },
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
          output: { entryFileNames: '[name].js', format: 'es', ...ASCII_OUTPUT },
        },
      },
    };
  }
  return {
    plugins: [wireContract(), react(), tailwindcss(), VitePWA(serviceWorkerOptions())],
    resolve: { alias },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // Each lazily loaded chunk's own imports are listed in the entry for the browser to fetch beside it.
      // Visitors' reading pages keep that list, so their second request is not a waterfall; every other
      // screen (the dashboard, writing, the account, payments) fetches its imports once its chunk runs, and
      // its list stays out of the script every page loads.
      modulePreload: {
        resolveDependencies: (filename, deps) => (READING_CHUNK.test(path.basename(filename)) ? deps : []),
      },
      rolldownOptions: {
        // The texts (src/shared/messages) only declare constants: a screen that takes one through the
        // messages index does not load, nor run, the other areas' texts the index also names.
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]shared[\\/]messages[\\/]/.test(id) },
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
