import { type Answer, type AnyInput, type Endpoint, endpointKey, type Row } from '@shared/contract/endpoint';
import type { DirectAnswer } from '@shared/ssr';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { z } from 'zod';
import type { Paged } from '../db/paged';
import type { Viewer } from '../types';
import { requireAccess } from './access';
import { errorAnswer, errorBody } from './error-answer';
import { sendPage } from './pagination';
import { addReadTags } from './read-tags';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a service handler is given: the parsed inputs and the reader, and nothing of HTTP. */
export interface Call<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The reader: always there for an endpoint only signed-in readers may call (its access rule saw to it). */
  viewer: E['access'] extends 'public' ? Viewer | null : Viewer;
  log: FastifyBaseLogger;
}

/** What a service handler returns: the answer, or for a paged endpoint its rows and their total. */
export type Result<E extends Endpoint> = E['paged'] extends true ? Paged<Row<E>> : Answer<E>;

/** An endpoint answered by its service alone: over HTTP, and in process for the page renderer. */
export type ServiceHandler<E extends Endpoint> = (call: Call<E>) => Promise<Result<E>> | Result<E>;

/** A route handler for an endpoint that needs the HTTP request itself (its address, headers, a stream). */
export type HttpHandler<E extends Endpoint> = (
  request: FastifyRequest<{
    Params: Parsed<E['params']>;
    Querystring: Parsed<E['query']>;
    Body: Parsed<E['body']>;
  }>,
  reply: FastifyReply,
) => unknown;

/** Route options beside access: a rate limit, and what its writes say of the caches (`changes`). */
export type RouteConfig = Omit<FastifyContextConfig, 'access'>;

/** How a service endpoint is served besides its route options. */
export interface ServeOptions<E extends Endpoint> {
  /**
   * What an answer was made from (lib/changes.ts), so that the page store keeps it until one of these
   * changes; without it, an answer is kept only until any change at all.
   */
  tags?: (result: Result<E>, call: Call<E>) => readonly string[];
  /**
   * The HTTP answer made differently from the same data (bytes serialized and compressed once and kept for
   * many readers); the page renderer still calls the service handler.
   */
  overHttp?: HttpHandler<E>;
}

/** A GET endpoint the page renderer may call in process (`app.directCalls`, by endpoint key). */
export interface DirectEntry {
  definition: Endpoint;
  handler: ServiceHandler<Endpoint>;
  tags: ServeOptions<Endpoint>['tags'];
}

const successStatus = (definition: Endpoint) => (201 in definition.response ? 201 : 200);

function register(
  app: FastifyInstance,
  definition: Endpoint,
  config: RouteConfig,
  handler: HttpHandler<Endpoint>,
) {
  const { method, path, access, tags, summary, params, query, body, response, key } = definition;
  app.route({
    method,
    url: path,
    config: { ...config, access, ...(key ? { apiKey: key } : {}) },
    schema: {
      tags: [...tags],
      summary,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response,
    },
    handler: handler as never,
  });
}

/**
 * Registers an endpoint answered by its service: `handler` gets the parsed inputs and the reader. A GET is
 * also callable in process by the page renderer (`callDirect`), through the same handler and access rule.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: ServiceHandler<E>,
  config: RouteConfig = {},
  { overHttp, tags }: ServeOptions<E> = {},
): void {
  const status = successStatus(definition);
  const http: HttpHandler<E> =
    overHttp ??
    (async (request, reply) => {
      const call: Call<E> = {
        params: request.params as never,
        query: request.query as never,
        body: (definition.body ? request.body : undefined) as never,
        viewer: request.viewer as never,
        log: request.log,
      };
      const result = await handler(call);
      request.readTags = addReadTags(request.readTags, tags?.(result, call));
      if (definition.paged) {
        const { rows, total } = result as Paged<unknown>;
        return sendPage(reply, rows, total);
      }
      if (status !== 200) reply.status(status);
      return result;
    });
  register(app, definition, config, http as unknown as HttpHandler<Endpoint>);
  if (definition.method === 'GET')
    app.directCalls.set(endpointKey(definition), {
      definition,
      handler: handler as unknown as ServiceHandler<Endpoint>,
      tags: tags as ServeOptions<Endpoint>['tags'],
    });
}

/** Registers an endpoint whose handler needs the HTTP request itself; the page renderer never calls it. */
export function serveHttp<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: HttpHandler<E>,
  config: RouteConfig = {},
): void {
  register(app, definition, config, handler as unknown as HttpHandler<Endpoint>);
}

/** The first message per field of a refused input, as the API's validation errors say it. */
function refusal(part: string, error: z.ZodError): DirectAnswer {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || part] ??= issue.message;
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  return { status: 400, error: errorBody(400, `Invalid ${part}: ${summary}`, undefined, fields) };
}

/**
 * Calls a GET endpoint's service in process, as `viewer`: the route's access rule, its input schemas and its
 * handler, without HTTP, JSON or a second check of the service's own answer. An endpoint only an HTTP
 * handler answers is unknown here (404), as is any write.
 */
export async function callDirect(
  app: FastifyInstance,
  key: string,
  input: Pick<AnyInput, 'params' | 'query'>,
  viewer: Viewer | null,
  /** Told what each successful call read (its tags, or undefined when the endpoint names none). */
  onRead?: (tags: readonly string[] | undefined) => void,
): Promise<DirectAnswer> {
  const entry = app.directCalls.get(key);
  if (!entry) return { status: 404, error: errorBody(404, `Route ${key} not found`, 'ROUTE_NOT_FOUND') };
  const { definition, handler } = entry;
  try {
    requireAccess(definition.access, viewer);
    const params = definition.params?.safeParse(input.params ?? {});
    if (params && !params.success) return refusal('params', params.error);
    const query = definition.query?.safeParse(input.query ?? {});
    if (query && !query.success) return refusal('querystring', query.error);
    const call: Call<Endpoint> = {
      params: params?.data as never,
      query: query?.data as never,
      body: undefined as never,
      viewer: viewer as never,
      log: app.log,
    };
    const result = await handler(call);
    onRead?.(entry.tags?.(result, call));
    if (definition.paged) {
      const { rows, total } = result as Paged<unknown>;
      return { status: 200, data: rows, total };
    }
    return { status: successStatus(definition), data: result };
  } catch (error) {
    const answer = errorAnswer(error as Error, app.log);
    return { status: answer.statusCode, error: answer.body };
  }
}
