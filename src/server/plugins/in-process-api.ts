import type { ApiResponse } from '@shared/ssr';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { requireAccess } from '../lib/access';
import type { ReadTags } from '../lib/read-tags';
import type { Viewer } from '../types';
import { handleError } from './errors';
import { requestTargetProblem } from './request-guard';

/**
 * The API called in process by the page renderer (docs/decisions/0016-cold-rendering.md): a GET is matched
 * by Fastify's router library against the app's own routes and answered by the route's own access rule,
 * schemas, handler and error contract — without a fake socket, the hooks of a network request (security
 * headers, ETag, compression, metrics, the session lookup of a reader the page already knows) or JSON
 * parsed back from a string for each hook. A call it cannot answer that way — a write, a route with hooks
 * of its own (a rate limit), input its schemas refuse, a handler that reaches for more of the request than
 * a read needs — goes through `app.inject` and the whole lifecycle, as before.
 */
export interface InProcessApi {
  /** The answer to a GET under /api as `viewer` would get it, or undefined: ask through the lifecycle. */
  get(url: string, viewer: Viewer | null, headers: Record<string, string>): Promise<ApiResponse | undefined>;
}

/** A handler wanted what an in-process call does not have: the call goes through the lifecycle instead. */
class NotInProcess extends Error {}

/** Route-level hooks: a route with any of them is always called through the lifecycle. */
const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
] as const;

interface DirectRoute {
  options: RouteOptions;
  instance: FastifyInstance;
  serializers: Map<number, (data: unknown) => string>;
}

/** Only these fields are read from the stand-ins; any other throws NotInProcess (a promise's `then` aside). */
function strict<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'symbol' || property in object) return Reflect.get(object, property, receiver);
      if (property === 'then' || property === 'toJSON') return undefined;
      throw new NotInProcess(`in-process API call read ${property}`);
    },
  });
}

/** What a read handler may do with its reply: a status, headers, and a payload sent or returned. */
class InProcessReply {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  payload: unknown;
  sent = false;
  code(status: number) {
    this.statusCode = status;
    return this;
  }
  status(status: number) {
    return this.code(status);
  }
  header(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = String(value);
    return this;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }
  type(contentType: string) {
    return this.header('content-type', contentType);
  }
  send(payload?: unknown) {
    this.payload = payload;
    this.sent = true;
    return this;
  }
}

/** Whether a route can be answered in process: a plain public or guarded read, with no hooks of its own. */
function direct(options: RouteOptions): boolean {
  const methods = [options.method].flat();
  const config = options.config as RouteOptions['config'] & { rateLimit?: unknown };
  return (
    methods.includes('GET') &&
    options.url.startsWith('/api/') &&
    !options.url.startsWith('/api/docs') &&
    config?.access !== undefined &&
    !config.ownAuthentication &&
    !config.rateLimit &&
    !(options.schema as { headers?: unknown } | undefined)?.headers &&
    ROUTE_HOOKS.every((hook) => [options[hook] ?? []].flat().length === 0)
  );
}

export const inProcessApiPlugin = fp(async (app: FastifyInstance) => {
  const router = FindMyWay({ maxParamLength: app.initialConfig.routerOptions?.maxParamLength ?? 100 });
  const recorded: DirectRoute[] = [];
  // Registered before any route (app.ts) and before the plugins whose onRoute hooks add their own hooks to
  // every route (compression, which an in-process call never asks for), so what it sees of a route's hooks
  // is what the route declared itself.
  app.addHook('onRoute', function (this: FastifyInstance, options) {
    if (direct(options)) recorded.push({ options, instance: this, serializers: new Map() });
  });
  app.addHook('onReady', async () => {
    for (const route of recorded) router.on('GET', route.options.url, () => {}, route);
    recorded.length = 0;
  });

  /** The route's schema part checked as Fastify would: the parsed value, or undefined when refused. */
  function validated(route: DirectRoute, part: 'params' | 'querystring', data: unknown) {
    const schema = (route.options.schema as Record<string, unknown> | undefined)?.[part];
    if (!schema) return data;
    const compile = app.validatorCompiler;
    if (!compile) throw new NotInProcess('no validator compiler');
    const check = compile({ schema, method: 'GET', url: route.options.url, httpPart: part });
    const result = check(data) as { error?: unknown; value?: unknown } | boolean;
    if (typeof result === 'boolean') return result ? data : undefined;
    return result.error ? undefined : result.value;
  }

  /** The payload as the route's response schema for its status writes it, as Fastify serializes. */
  function serialized(route: DirectRoute, status: number, payload: unknown): string {
    let serialize = route.serializers.get(status);
    if (!serialize) {
      const responses = (route.options.schema as { response?: Record<string, unknown> } | undefined)
        ?.response;
      const schema =
        responses?.[status] ?? responses?.[`${Math.floor(status / 100)}xx`] ?? responses?.default;
      const compile = app.serializerCompiler;
      if (schema && !compile) throw new NotInProcess('no serializer compiler');
      serialize =
        schema && compile
          ? compile({ schema, method: 'GET', url: route.options.url, httpStatus: String(status) })
          : JSON.stringify;
      route.serializers.set(status, serialize);
    }
    return serialize(payload);
  }

  /** Runs the route's handler; a payload it returns rather than sends is sent, as Fastify does. */
  async function handle(route: DirectRoute, request: object, reply: InProcessReply) {
    const result = await route.options.handler.call(
      route.instance,
      strict(request) as FastifyRequest,
      strict(reply) as unknown as FastifyReply,
    );
    if (reply.sent) return;
    if (result === undefined) throw new NotInProcess('the handler answered nothing');
    reply.send(result);
  }

  /** An error as the API answers it: the errors plugin's own mapping to a status and the error contract. */
  function failWith(error: unknown, request: object, reply: InProcessReply) {
    handleError(error as FastifyError, request as FastifyRequest, reply as unknown as FastifyReply);
  }

  const api: InProcessApi = {
    async get(url, viewer, headers) {
      if (requestTargetProblem(url)) return undefined;
      const found = router.find('GET', url);
      if (!found) return undefined;
      const route = found.store as DirectRoute;
      const reply = new InProcessReply();
      const request = {
        method: 'GET',
        url,
        headers,
        viewer,
        params: {} as unknown,
        query: {} as unknown,
        log: app.log,
        routeOptions: { url: route.options.url, method: 'GET', config: route.options.config },
        // Where a serve() route notes what it read (lib/serve.ts); the page's own request gathers its reads.
        readTags: undefined as ReadTags,
      };
      try {
        // Access first, as the authentication hook checks it before the schemas.
        requireAccess(route.options.config?.access ?? 'admin', viewer);
        request.params = validated(route, 'params', found.params);
        request.query = validated(route, 'querystring', found.searchParams);
        if (request.params === undefined || request.query === undefined) return undefined;
        await handle(route, request, reply);
      } catch (error) {
        if (error instanceof NotInProcess) return undefined;
        failWith(error, request, reply);
      }
      const { payload, statusCode } = reply;
      let body: string;
      if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
      else if (typeof payload === 'string') body = payload;
      else {
        try {
          body = serialized(route, statusCode, payload);
        } catch (error) {
          if (error instanceof NotInProcess) return undefined;
          // An answer its schema refuses: a 500 in the error contract, and the log says why.
          const failed = new InProcessReply();
          failWith(error, request, failed);
          return { status: failed.statusCode, headers: failed.headers, body: JSON.stringify(failed.payload) };
        }
        reply.headers['content-type'] ??= 'application/json; charset=utf-8';
      }
      return { status: statusCode, headers: reply.headers, body };
    },
  };
  app.decorate('inProcessApi', api);
});
