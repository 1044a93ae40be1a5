import { type Endpoint, endpointKey } from '@shared/contract/endpoint';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** An endpoint of the contract that may say more than its summary in the API document. */
type Described = Endpoint & { description?: string };

/**
 * Adds to the routes of these endpoints what the API document says of them beyond what `serve` and
 * `serveHttp` register (src/server/lib/serve.ts): the endpoint's `description`, and `extra`, what only the
 * server can state (a body the route reads itself, an answer that is not JSON). The document is written from
 * the routes' schemas after they are all registered (src/server/plugins/openapi.ts), so it reads these as if
 * the route had declared them. Call it in the plugin that serves the endpoints, before serving them.
 */
export function documentEndpoints(
  app: FastifyInstance,
  endpoints: readonly Described[],
  extra: FastifySchema = {},
): void {
  const additions = new Map(
    endpoints.map((definition) => [
      endpointKey(definition),
      { ...(definition.description ? { description: definition.description } : {}), ...extra },
    ]),
  );
  app.addHook('onRoute', (route) => {
    const addition = additions.get(`${String(route.method)} ${route.routePath}`);
    if (addition) route.schema = { ...route.schema, ...addition };
  });
}
