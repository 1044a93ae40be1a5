import { TOTAL_COUNT_HEADER } from '@shared/constants';
import type { ErrorResponse } from '@shared/schemas/common';
import type { ApiTransport } from '@shared/ssr';

/** An API failure carrying the server's error contract; the UI switches on `code`, not on message text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

declare const apiPathBrand: unique symbol;
/**
 * A path under `/api` whose every parameter was encoded. Only `apiPath` makes one, and the client's methods
 * take nothing else, so a path glued together from a string and a value does not typecheck.
 */
export type ApiPath = string & { readonly [apiPathBrand]: true };

const INVALID_LINK = 'This link is not valid.';

function invalidPath(): ApiError {
  return new ApiError(400, 'INVALID_PATH', INVALID_LINK);
}

/**
 * Builds an API path: `apiPath`/articles/${id}/related``. Every value becomes exactly one percent-encoded
 * path segment, so an id can never add a segment, climb out of its own (`..`, `\\`) or start a query. An
 * empty value or a dot segment is refused: neither names anything.
 */
export function apiPath(strings: TemplateStringsArray, ...params: (string | number)[]): ApiPath {
  let path = strings[0] ?? '';
  params.forEach((param, index) => {
    const value = String(param);
    if (value === '' || value === '.' || value === '..') throw invalidPath();
    path += encodeURIComponent(value) + (strings[index + 1] ?? '');
  });
  return checkedApiPath(path) as ApiPath;
}

/** Control characters (tab, CR and LF are dropped by URL parsers, so `.<TAB>.` would become `..`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The last line behind `apiPath`, for every request the client sends: a path with a backslash (browsers
 * read it as `/`), a control character or a dot segment (`.`, `..`, `%2e%2e`) is never sent.
 */
export function checkedApiPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (
    !pathname.startsWith('/') ||
    pathname.includes('\\') ||
    CONTROL.test(path) ||
    pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))
  )
    throw invalidPath();
  return path;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
}

/** Every method takes an `ApiPath`: build paths with `apiPath`, never by concatenation. */
export interface ApiClient {
  request<T>(path: ApiPath, options?: RequestOptions): Promise<{ data: T; total: number | undefined }>;
  get<T>(path: ApiPath, query?: Query): Promise<T>;
  list<T>(path: ApiPath, query?: Query): Promise<{ items: T[]; total: number }>;
  send<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: ApiPath, body?: unknown): Promise<T>;
}

export interface ApiClientOptions {
  transport: ApiTransport;
  getToken?: () => string | null | Promise<string | null>;
  /** Called for any 401/403: the reader is signed out and sent to the sign-in page (docs/security.md#sessions-and-tokens). */
  onUnauthorized?: (error: ApiError) => void;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function request<T>(path: ApiPath, { method = 'GET', query, body }: RequestOptions = {}) {
    checkedApiPath(path);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await options.transport(withQuery(path, query), {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    let parsed: unknown;
    try {
      parsed = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      parsed = undefined;
    }
    if (response.status >= 400) {
      const error = parsed as Partial<ErrorResponse> | undefined;
      const apiError = new ApiError(
        response.status,
        error?.code ?? 'ERROR',
        error?.message ?? 'Something went wrong. Please try again.',
        error?.fields,
      );
      if (response.status === 401 || response.status === 403) options.onUnauthorized?.(apiError);
      throw apiError;
    }
    const total = headerValue(response.headers[TOTAL_COUNT_HEADER]);
    return { data: parsed as T, total: total === undefined ? undefined : Number(total) };
  }

  return {
    request,
    get: async (path, query) => (await request(path, { query })).data as never,
    list: async <T>(path: ApiPath, query?: Query) => {
      const { data, total } = await request<T[]>(path, { query });
      return { items: data, total: total ?? data.length };
    },
    send: async (method, path, body) => (await request(path, { method, body })).data as never,
  };
}

/** The browser's transport: same-origin fetch to /api, never to a path that could leave it. */
export const browserTransport: ApiTransport = async (path, init) => {
  const url = `/api${checkedApiPath(path)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach Broadsheet. Check your connection and try again.',
    );
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, headers, body: await response.text() };
};
