import { STATUS_CODES } from 'node:http';
import { TOTAL_COUNT_HEADER } from '@shared/constants';
import { API_KEY_SCOPE_LABELS, type ApiKeyUse } from '@shared/schemas/api-keys';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../types';
import { type DocumentOnly, type Json, nullInNullableEnums, type Operation, ref } from './openapi-parts';

/**
 * How the OpenAPI document is completed from what every route already declares (its access rule, its
 * rate limit, its inputs), so that no route repeats the answers the whole API shares: security, the error
 * answers in the one error contract, 304 and ETag for reads, X-Total-Count on paged lists, rate-limit
 * headers. The per-route transform notes those facts on each operation; `completeOperation` writes them out.
 */

export interface OperationFacts {
  method: string;
  access: Access;
  /** The route checks who is asking itself (a session cookie, a signature): a bearer token is not read. */
  ownAuthentication: boolean;
  /** Limits of the rate limiter, which sends X-RateLimit-* on every answer it lets through. */
  rateLimit?: { max: number; timeWindow: string | number };
  /** Limited by the identity library instead (no headers until it refuses). */
  limited?: boolean;
  hasPathParams: boolean;
  /** Whether a body may be left out although one is described. */
  bodyOptional: boolean;
  /** A page of a longer list (page and limit in the query, an array answer): the total is a header. */
  pagedList: boolean;
  /** Which API keys may call it: content keys, or admin keys with this scope (docs/product.md#api-keys). */
  apiKey?: ApiKeyUse;
  document?: DocumentOnly;
}

const FACTS = 'x-operation-facts';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SHARED_ERRORS: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

function isPagedList(schema: Json): boolean {
  const query = (schema.querystring as { properties?: Json } | undefined)?.properties;
  const ok = (schema.response as Record<string, { type?: string }> | undefined)?.['200'];
  return Boolean(query?.page && query?.limit && ok?.type === 'array');
}

/** Whether a zod body schema accepts no body at all. */
function acceptsNoBody(body: unknown): boolean {
  return body instanceof z.ZodType && body.safeParse(undefined).success;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The per-route transform: zod schemas to JSON Schema (fastify-type-provider-zod), plus the route's facts
 * for `completeOperation`, carried on the operation as an extension that is removed again.
 */
export function describeRoute(input: TransformInput) {
  const converted = jsonSchemaTransform(input);
  const { url } = converted;
  const transformed = converted.schema && (nullInNullableEnums(converted.schema) as typeof converted.schema);
  const { route } = input;
  const source = (input.schema ?? {}) as { body?: unknown; document?: DocumentOnly };
  if (!transformed || transformed.hide || Array.isArray(route.method)) return { schema: transformed, url };
  const { document, ...schema } = transformed as Json & { document?: DocumentOnly };
  const limit = route.config?.rateLimit;
  const timeWindow = limit && typeof limit === 'object' ? limit.timeWindow : undefined;
  const facts: OperationFacts = {
    method: String(route.method).toUpperCase(),
    access: route.config?.access ?? 'public',
    ownAuthentication: Boolean(route.config?.ownAuthentication),
    ...(limit && typeof limit === 'object' && typeof limit.max === 'number'
      ? {
          rateLimit: {
            max: limit.max,
            timeWindow: typeof timeWindow === 'function' ? 'a window' : (timeWindow ?? '1 minute'),
          },
        }
      : {}),
    hasPathParams: url.includes(':'),
    bodyOptional: acceptsNoBody(source.body),
    pagedList: isPagedList(schema),
    ...(route.config?.apiKey ? { apiKey: route.config.apiKey } : {}),
    ...(document ? { document } : {}),
  };
  return { schema: { ...schema, [FACTS]: facts } as FastifySchema, url };
}

/** Takes the facts `describeRoute` left on an operation. */
export function takeFacts(operation: Operation): OperationFacts | undefined {
  const facts = operation[FACTS] as OperationFacts | undefined;
  delete operation[FACTS];
  return facts;
}

/** An operation id from the method and path: GET /api/articles/{id}/related → getArticlesByIdRelated. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((segment) => {
      const param = segment.match(/^\{(.+)\}$/);
      const word = param ? `by-${param[1]}` : segment;
      return word
        .split(/[-_]/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

function windowText(span: string | number): string {
  return typeof span === 'number' ? `${Math.round(span / 1000)} seconds` : span;
}

function tooManyRequests(facts: OperationFacts): Json {
  const optional = (name: string, description: string) => [
    name,
    { description, schema: { type: 'integer', minimum: 0 } },
  ];
  const limit = facts.rateLimit;
  return {
    description: limit
      ? `More than ${limit.max} requests in ${windowText(limit.timeWindow)} from one reader, or from one address.`
      : facts.apiKey
        ? 'More requests with this API key in a minute than an admin allowed it.'
        : 'Too many attempts from this address or for this account; wait and try again.',
    headers: Object.fromEntries(
      limit
        ? [
            optional('Retry-After', 'Seconds to wait.'),
            optional('X-RateLimit-Limit', 'Requests allowed in the window.'),
            optional('X-RateLimit-Remaining', 'Requests left in the window.'),
            optional('X-RateLimit-Reset', 'Seconds until the window starts again.'),
          ]
        : [optional('Retry-After', 'Seconds to wait.'), optional('X-Retry-After', 'Seconds to wait.')],
    ),
    content: { 'application/json': { schema: ref('schemas', 'ErrorResponse') } },
  };
}

function withHeaders(response: Json, headers: Record<string, Json>): Json {
  return { ...response, headers: { ...(response.headers as Json | undefined), ...headers } };
}

/**
 * Writes out what an operation's facts imply: its security, every status it can answer with the shared
 * error answers, 304 and ETag for reads, X-Total-Count on paged lists, rate-limit headers.
 */
export function completeOperation(operation: Operation, facts: OperationFacts, path: string): Operation {
  const method = facts.method;
  operation.operationId ??= operationIdOf(method, path);
  if (!operation.security) {
    if (facts.ownAuthentication) operation.security = [];
    else if (facts.access === 'public') operation.security = [{}, { bearerAuth: [] }];
    else operation.security = [{ bearerAuth: [] }];
    if (facts.apiKey === 'content') operation.security.push({ contentKey: [] });
    else if (facts.apiKey) operation.security.push({ adminKey: [] });
  }
  // OpenAPI 3.0 names no scopes for bearer schemes: an admin key's scope is said in words and an extension.
  if (facts.apiKey && facts.apiKey !== 'content') {
    operation['x-api-key-scope'] = facts.apiKey;
    const scope = `Admin keys with the \`${facts.apiKey}\` scope may call it (${API_KEY_SCOPE_LABELS[facts.apiKey].toLowerCase()}).`;
    operation.description = operation.description ? `${operation.description}\n\n${scope}` : scope;
  } else if (facts.apiKey === 'content') {
    const note =
      'Content keys may call it, and read it as a visitor: a premium article’s body is never sent.';
    operation.description = operation.description ? `${operation.description}\n\n${note}` : note;
  }
  if (facts.document?.requestBody) operation.requestBody = facts.document.requestBody;
  if (facts.document?.parameters)
    operation.parameters = [...(operation.parameters ?? []), ...facts.document.parameters];
  if (operation.requestBody && facts.bodyOptional) operation.requestBody.required = false;

  const responses: Record<string, Json> = { ...operation.responses };
  for (const [status, response] of Object.entries(facts.document?.responses ?? {}))
    responses[status] = response;
  const statuses = new Set(Object.keys(responses).map(Number));
  statuses.add(400);
  if (!facts.ownAuthentication) statuses.add(401);
  if (facts.access !== 'public' || facts.apiKey) statuses.add(403);
  if (facts.hasPathParams) statuses.add(404);
  if (BODY_METHODS.has(method)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (facts.rateLimit || facts.limited || facts.apiKey) statuses.add(429);
  statuses.add(500);
  statuses.add(503);

  const completed: Record<string, Json> = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const declared = responses[String(status)];
    if (status >= 400) {
      const shared = SHARED_ERRORS[status];
      if (status === 429) completed[status] = tooManyRequests(facts);
      else if (shared) completed[status] = ref('responses', shared);
      else
        completed[status] = {
          description: STATUS_CODES[status] ?? 'Error',
          content: { 'application/json': { schema: ref('schemas', 'ErrorResponse') } },
        };
      continue;
    }
    let response: Json = { ...(declared ?? {}) };
    if (!response.description || response.description === 'Default Response')
      response.description = STATUS_CODES[status] ?? 'Answer';
    if (status < 300 && facts.rateLimit)
      response = withHeaders(response, {
        'X-RateLimit-Limit': ref('headers', 'XRateLimitLimit'),
        'X-RateLimit-Remaining': ref('headers', 'XRateLimitRemaining'),
        'X-RateLimit-Reset': ref('headers', 'XRateLimitReset'),
      });
    if (status === 200 && method === 'GET' && !facts.document?.streamed)
      response = withHeaders(response, { ETag: ref('headers', 'ETag') });
    if (status === 200 && facts.pagedList)
      response = withHeaders(response, { [headerName(TOTAL_COUNT_HEADER)]: ref('headers', 'XTotalCount') });
    completed[status] = response;
  }
  if (method === 'GET' && !facts.document?.streamed) {
    completed['304'] = {
      description: 'Not Modified: the If-None-Match header names the current ETag.',
      headers: { ETag: ref('headers', 'ETag') },
    };
  }
  operation.responses = Object.fromEntries(
    Object.entries(completed).sort(([a], [b]) => Number(a) - Number(b)),
  );
  return operation;
}

/** x-total-count → X-Total-Count. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}
