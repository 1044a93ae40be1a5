import { TOTAL_COUNT_HEADER } from '@shared/constants';
import {
  type Answer,
  type AnyInput,
  type Endpoint,
  endpointKey,
  endpointPath,
  type Input,
  type NoInput,
  type Row,
} from '@shared/contract/endpoint';
import { CLIENT_ERROR_CODES, ERROR_CODES } from '@shared/error-codes';
import type { ApiTransport, DirectTransport } from '@shared/ssr';
import { answerError, definedOnly, headerValue, isOffline, parseJson, withQuery } from './api-answer';
import type { FileContext } from './api-files';

const loadFiles = () => import('./api-files');

import { ApiError, type ApiPath, checkedApiPath, invalidLink, type Query } from './api-path';
import { isSignedOutHere } from './signed-out';

export { ApiError, type ApiPath, apiPath, checkedApiPath, type Query } from './api-path';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Cancels the request: its promise then rejects with the signal's reason, and nothing else happens. */
  signal?: AbortSignal;
}

/** What a failed upload or download says when the server gave no message, or could not be reached. */
export interface FailureTexts {
  failed?: string;
  offline?: string;
}

/** A file fetched from the API, with the name the server gave it (or the caller's, when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Options of one call: a signal cancels it (its promise then rejects with the signal's reason). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** An endpoint's input, which may be left out where the endpoint asks for nothing. */
type CallArgs<E extends Endpoint> =
  NoInput<E> extends true
    ? [input?: Input<E>, options?: CallOptions]
    : [input: Input<E>, options?: CallOptions];

/** Every method takes an `ApiPath`: build paths with `apiPath`, never by concatenation. */
export interface ApiClient {
  /** Calls an endpoint of the contract (src/shared/contract) and answers what it answers on success. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Answer<E>>;
  /** Calls a paged endpoint: one page of rows and the total (X-Total-Count). */
  page<E extends Endpoint & { paged: true }>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<{ items: Row<E>[]; total: number }>;
  request<T>(path: ApiPath, options?: RequestOptions): Promise<{ data: T; total: number | undefined }>;
  /** Posts a multipart form (e.g. an image) and reads the JSON answer, with the same error contract. */
  upload<T>(path: ApiPath, form: FormData, texts?: FailureTexts): Promise<T>;
  /** Fetches a file answer (e.g. a CSV export), with the same error contract. */
  download(
    path: ApiPath,
    options: FailureTexts & { accept: string; filename: string },
  ): Promise<DownloadedFile>;
  /**
   * Resolves once every request in flight at the call has answered, or after `maxMs`: a sign-out waits for
   * them, so none of them meets the session it ends.
   */
  settled(maxMs?: number): Promise<void>;
}

/**
 * Requests whose body or answer is not JSON text (multipart uploads, file downloads). Only the browser has
 * one; the server renderer never uploads or downloads.
 */
export type FileTransport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: FormData },
) => Promise<Response>;

export interface ApiClientOptions {
  transport: ApiTransport;
  /**
   * The page renderer's way to a GET endpoint: its service, called in process as the page's reader
   * (src/server/lib/serve.ts). Without it every call goes through `transport`.
   */
  direct?: DirectTransport;
  files?: FileTransport;
  getToken?: () => string | null | Promise<string | null>;
  /**
   * Called for any 401/403 with the token the request carried: the reader is signed out and sent to the
   * sign-in page (docs/security.md#sessions-and-tokens).
   */
  onUnauthorized?: (error: ApiError, sentToken: string | null) => void;
}

/**
 * Said when the request got no answer while the browser knows of a network: the site is not answering (it
 * is down, or restarting), which is not the reader's connection to blame.
 */
const OFFLINE = 'Broadsheet is not answering right now. Please try again in a moment.';
/** Said for a call that needs a session after the reader signed out on this page. */
const SIGNED_OUT = 'You are signed out. Sign in again to go on.';
/** Said instead when the browser knows the device has no network: saving, sending or paying needs one. */
const OFFLINE_NOW = 'You are offline. This needs a connection: try again once you are back online.';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const inFlight = new Set<Promise<unknown>>();
  function tracked<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  }

  async function headersFor(accept: string): Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept };
    const token = await options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  function fail(error: ApiError, headers: Record<string, string>): never {
    const sentToken = headers.authorization?.slice('Bearer '.length) ?? null;
    if (error.status === 401 || error.status === 403) options.onUnauthorized?.(error, sentToken);
    throw error;
  }

  async function answer<T>(path: ApiPath, { method = 'GET', query, body, signal }: RequestOptions = {}) {
    checkedApiPath(path);
    const headers = await headersFor('application/json');
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await options.transport(withQuery(path, query), {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
      ...(signal ? { signal } : {}),
    });
    const parsed = parseJson(response.body);
    if (response.status >= 400) fail(answerError(response.status, parsed), headers);
    const total = headerValue(response.headers[TOTAL_COUNT_HEADER]);
    return { data: parsed as T, total: total === undefined ? undefined : Number(total) };
  }

  const fileContext: FileContext = { files: options.files, headersFor, fail };

  const request = <T>(path: ApiPath, init?: RequestOptions) => tracked(answer<T>(path, init));

  /** An endpoint's answer and total: its service in process where the renderer can, HTTP otherwise. */
  async function endpointAnswer(
    endpoint: Endpoint,
    input: AnyInput = {},
    { signal }: CallOptions = {},
  ): Promise<{ data: unknown; total: number | undefined }> {
    const query = input.query as Query | undefined;
    // Only the page renderer calls services in process: the browser's bundle leaves this out.
    if (import.meta.env.SSR && options.direct && endpoint.method === 'GET') {
      const direct = await options.direct(endpointKey(endpoint), {
        ...(input.params ? { params: input.params } : {}),
        ...(query ? { query: definedOnly(query) } : {}),
      });
      if (direct.status >= 400) fail(answerError(direct.status, direct.error), {});
      return { data: direct.data, total: direct.total };
    }
    // The reader signed out on this page: what needs a session is refused here, not by the server.
    if (endpoint.access !== 'public' && isSignedOutHere())
      fail(new ApiError(401, ERROR_CODES.UNAUTHORIZED, SIGNED_OUT), {});
    let path: string;
    try {
      path = endpointPath(endpoint, input.params);
    } catch {
      throw invalidLink();
    }
    return request(path as ApiPath, {
      method: endpoint.method,
      ...(query ? { query } : {}),
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(signal ? { signal } : {}),
    });
  }

  return {
    call: async (endpoint, ...[input, callOptions]) =>
      (await endpointAnswer(endpoint, input as AnyInput | undefined, callOptions)).data as never,
    page: async (endpoint, ...[input, callOptions]) => {
      const { data, total } = await endpointAnswer(endpoint, input as AnyInput | undefined, callOptions);
      const items = data as never[];
      return { items, total: total ?? items.length };
    },
    request,
    // Only a few pages send or fetch files: that code loads when one first does.
    upload: <T>(path: ApiPath, form: FormData, texts: FailureTexts = {}) =>
      tracked(loadFiles().then((files) => files.uploadFile<T>(fileContext, path, form, texts))),
    download: (path, options) =>
      tracked(loadFiles().then((files) => files.downloadFile(fileContext, path, options))),
    settled: async (maxMs = 3000) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxMs);
      });
      await Promise.race([Promise.allSettled([...inFlight]), late]);
      clearTimeout(timer);
    },
  };
}

/** The browser's request to its own origin's /api, never to a path that could leave it. */
async function sameOriginFetch(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData; signal?: AbortSignal },
): Promise<Response> {
  const url = `/api${checkedApiPath(path)}`;
  try {
    return await fetch(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      ...(init.signal ? { signal: init.signal } : {}),
      credentials: 'same-origin',
    });
  } catch (error) {
    // A request its caller cancelled is not a network failure: the caller hears of it as it asked.
    if (init.signal?.aborted) throw init.signal.reason ?? error;
    throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, isOffline() ? OFFLINE_NOW : OFFLINE);
  }
}

/** The browser's transport: same-origin fetch to /api, never to a path that could leave it. */
export const browserTransport: ApiTransport = async (path, init) => {
  const response = await sameOriginFetch(path, init);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { status: response.status, headers, body: await response.text() };
};

/** The browser's transport for uploads and downloads, with the same checks. */
export const browserFileTransport: FileTransport = sameOriginFetch;

/** An API client in the browser: JSON, uploads and downloads, all to this site's /api. */
export const createBrowserApiClient = (options: Omit<ApiClientOptions, 'transport' | 'files'> = {}) =>
  createApiClient({ transport: browserTransport, files: browserFileTransport, ...options });
