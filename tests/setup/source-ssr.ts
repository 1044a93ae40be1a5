import type { SsrEntry } from '@shared/ssr';
import type { SsrRuntime } from '../../src/server/plugins/ssr';

/** The page template's placeholders and nothing else. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/**
 * Page rendering straight from the source (no build needed), for API tests that must reach the pages:
 * `createTestApp(env, { ssr: sourceSsr })`.
 */
export function sourceSsr(): SsrRuntime {
  return {
    template: async () => TEMPLATE,
    entry: () => import('../../src/client/entry-server') as Promise<SsrEntry>,
  };
}
