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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<{ data: T; total: number | undefined }>;
  get<T>(path: string, query?: Query): Promise<T>;
  list<T>(path: string, query?: Query): Promise<{ items: T[]; total: number }>;
  send<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

export interface ApiClientOptions {
  transport: ApiTransport;
  getToken?: () => string | null | Promise<string | null>;
  /** Called for any 401/403: the reader is signed out and sent to the sign-in page (spec §8). */
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
  async function request<T>(path: string, { method = 'GET', query, body }: RequestOptions = {}) {
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
    list: async <T>(path: string, query?: Query) => {
      const { data, total } = await request<T[]>(path, { query });
      return { items: data, total: total ?? data.length };
    },
    send: async (method, path, body) => (await request(path, { method, body })).data as never,
  };
}

/** The browser's transport: same-origin fetch to /api. */
export const browserTransport: ApiTransport = async (path, init) => {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
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
