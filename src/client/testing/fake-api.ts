import type { ApiTransport } from '@shared/ssr';
import { type ApiClient, createApiClient } from '../lib/api-client';

/** One request as the fake API saw it: the path without its query, the query, and the parsed JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** What a fake route answers: JSON `body` (left out: an empty answer), 200 unless told. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** The error contract of every failed answer (src/shared/schemas/common.ts). */
export const errorReply = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): FakeReply => ({
  status,
  body: { statusCode: status, error: 'Error', message, code, ...(fields ? { fields } : {}) },
});

/**
 * An API client whose transport answers from `routes`, keyed `METHOD /path` as the contract's paths are
 * filled in (`PUT /drafts/d1`), so a component test reaches no server and no fetch. A request nobody
 * answers is a 404 ROUTE_NOT_FOUND, as the real server says, and stays in `requests` for the test to see.
 */
export function fakeApi(routes: Record<string, FakeRoute> = {}) {
  const requests: FakeRequest[] = [];
  const transport: ApiTransport = async (path, init) => {
    const url = new URL(path, 'http://api.invalid');
    const request: FakeRequest = {
      method: init.method,
      path: url.pathname,
      query: url.searchParams,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
      signal: init.signal,
    };
    requests.push(request);
    const route = routes[`${init.method} ${url.pathname}`];
    const reply = route
      ? await route(request)
      : errorReply(404, 'ROUTE_NOT_FOUND', `No fake route for ${init.method} ${url.pathname}`);
    return {
      status: reply.status ?? 200,
      headers: reply.headers ?? {},
      body: reply.body === undefined ? '' : JSON.stringify(reply.body),
    };
  };
  const api: ApiClient = createApiClient({ transport });
  return {
    api,
    requests,
    /** Adds or replaces the answer of one route. */
    on(key: string, route: FakeRoute) {
      routes[key] = route;
    },
    /** The requests sent to one route, oldest first. */
    sentTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** A promise the test settles when it chooses: an answer held back until the test lets it land. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
