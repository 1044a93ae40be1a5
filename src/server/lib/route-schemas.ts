import { errorResponseSchema, paginationQuerySchema } from '@shared/schemas/common';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Paged } from '../db/paged';
import type { Viewer } from '../types';
import { unauthorized } from './errors';
import { sendPage } from './pagination';

/**
 * The small builders every module's routes are declared with, so that a route states only what is its own:
 * who may call it, its summary, its inputs and its answers. The OpenAPI document adds the rest
 * (src/server/plugins/openapi-document.ts).
 */

type ErrorAnswers<S extends number> = { [K in S]: typeof errorResponseSchema };

/** The one error contract (ErrorResponse) under each status named. */
export function errorAnswers<const S extends number>(...statuses: S[]): ErrorAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as ErrorAnswers<S>;
}

/** What most routes answer besides success: bad input, no token, not allowed, nothing there. */
export const errors = errorAnswers(400, 401, 403, 404);

/** Who may call a route: `public`, `user`, `editor` or `admin`, with a rate limit where one applies. */
export const PUBLIC = { access: 'public' } as const satisfies FastifyContextConfig;
export const SIGNED_IN = { access: 'user' } as const satisfies FastifyContextConfig;
export const EDITOR = { access: 'editor' } as const satisfies FastifyContextConfig;
export const ADMIN = { access: 'admin' } as const satisfies FastifyContextConfig;
/** Open to anyone, and the route checks who is asking itself (a session cookie, a signature). */
export const OWN_AUTHENTICATION = {
  access: 'public',
  ownAuthentication: true,
} as const satisfies FastifyContextConfig;

/**
 * The options of the routes of one module, under its tag in the API document:
 * `const route = routesTagged('users')`, then `route(SIGNED_IN, 'The signed-in reader', { response })`.
 */
export function routesTagged(tag: string) {
  return <const S extends FastifySchema>(config: FastifyContextConfig, summary: string, schema: S) => ({
    config,
    schema: { tags: [tag], summary, ...schema },
  });
}

/**
 * A page of a longer list: page and limit in the query, an array of `item` as the answer, the total in
 * X-Total-Count (src/server/lib/pagination.ts). A route that filters the list extends `querystring`.
 */
export function pagedList<T extends z.ZodType, E extends object>(item: T, errorSet: E) {
  return { querystring: paginationQuerySchema, response: { 200: z.array(item), ...errorSet } };
}

/** Answers with a page of a list: the rows as a JSON array, the total in X-Total-Count. */
export async function answerPage<T>(reply: FastifyReply, page: Promise<Paged<T>>): Promise<T[]> {
  const { rows, total } = await page;
  return sendPage(reply, rows, total);
}

/** The reader behind a request to a route that only signed-in readers reach (its access rule saw to it). */
export function signedIn(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
