import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sendMessageToEditors } from '@shared/contract/contact';
import { listPublishers } from '@shared/contract/publishers';
import { listSaved, saveArticle, savedState, unsaveArticle } from '@shared/contract/saved';
import { adminStatus, listUsers } from '@shared/contract/users';
import type { ApiResponse, ApiTransport, DirectTransport } from '@shared/ssr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  type ApiPath,
  apiPath,
  browserTransport,
  checkedApiPath,
  createApiClient,
  createBrowserApiClient,
} from './api-client';
import { setSignedOutHere } from './signed-out';

const ID = '3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('apiPath', () => {
  it('makes every value exactly one encoded segment', () => {
    expect(apiPath`/articles/${ID}/related`).toBe(`/articles/${ID}/related`);
    expect(apiPath`/users/admin/${`..\\users\\admin\\${ID}`}`).toBe(
      `/users/admin/..%5Cusers%5Cadmin%5C${ID}`,
    );
    expect(apiPath`/articles/${'../users/admin/x'}`).toBe('/articles/..%2Fusers%2Fadmin%2Fx');
    expect(apiPath`/articles/${'x?role=admin#y'}`).toBe('/articles/x%3Frole%3Dadmin%23y');
    expect(apiPath`/myArticles/${'a+b@example.test'}`).toBe('/myArticles/a%2Bb%40example.test');
    expect(apiPath`/articles/${'%2e%2e'}`).toBe('/articles/%252e%252e');
    expect(apiPath`/payment/${12.5}`).toBe('/payment/12.5');
  });

  it.each(['', '.', '..'])('refuses the value %j, which names nothing', (value) => {
    const error = refusal(() => apiPath`/articles/${value}`);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PATH' });
  });
});

describe('checkedApiPath', () => {
  it.each([
    '/articles/../users/admin/x',
    '/articles/..',
    '/articles/./x',
    '/articles/%2e%2e/users',
    '/articles/.%2E/users',
    '/articles/%2E/users',
    '/articles/..\\users\\admin\\x',
    '/articles\\x',
    '/articles/.\t./users',
    '/articles/x\r\ny',
    '/articles/x\u0085',
    'articles/x',
    '',
  ])('refuses %j', (value) => {
    expect(refusal(() => checkedApiPath(value))).toMatchObject({ status: 400, code: 'INVALID_PATH' });
  });

  it.each([
    '/articles',
    `/articles/${ID}`,
    '/searchArticles?search=..\\x',
    '/articles/x..y',
    '/articles/...',
  ])('lets %j through', (value) => {
    expect(checkedApiPath(value)).toBe(value);
  });
});

describe('the transports', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the browser never fetches a path that could leave its own', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    for (const bad of [
      `/decline-articles/..\\users\\admin\\${ID}`,
      `/decline-articles/../users/admin/${ID}`,
    ]) {
      await expect(browserTransport(bad, { method: 'PATCH', headers: {} })).rejects.toMatchObject({
        status: 400,
        code: 'INVALID_PATH',
      });
    }
    expect(fetch).not.toHaveBeenCalled();
    await browserTransport(`/articles/${ID}`, { method: 'GET', headers: {} });
    expect(fetch).toHaveBeenCalledWith(`/api/articles/${ID}`, expect.objectContaining({ method: 'GET' }));
  });

  it('the client refuses a forged path whatever its transport', async () => {
    const transport = vi.fn<ApiTransport>(async () => ({ status: 200, headers: {}, body: '{}' }));
    const api = createApiClient({ transport });
    await expect(
      api.request(`/decline-articles/../users/admin/${ID}` as ApiPath, {
        method: 'PATCH',
        body: { reason: 'x' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('requests in flight and the session they were sent under', () => {
  it('settled() waits for the requests already sent, and no longer than its limit', async () => {
    let answer!: () => void;
    const transport = vi.fn<ApiTransport>(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, headers: {}, body: '{}' });
        }),
    );
    // Fake timers make "not yet" a fact about the clock rather than about how long a real wait happened to be.
    vi.useFakeTimers();
    try {
      const api = createApiClient({ transport });
      const pending = api.request(apiPath`/me`);
      let done = false;
      const waiting = api.settled().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(2999);
      expect(done).toBe(false);
      answer();
      await pending;
      await waiting;
      expect(done).toBe(true);
      // A request that never answers holds a sign-out back only until the limit.
      void api.request(apiPath`/me`);
      const started = Date.now();
      let limited = false;
      const held = api.settled(50).then(() => {
        limited = true;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(limited).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await held;
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refusal names the token its request carried', async () => {
    const transport = vi.fn<ApiTransport>(async () => ({ status: 401, headers: {}, body: '{}' }));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ transport, getToken: () => 'old-token', onUnauthorized });
    await expect(api.request(apiPath`/me`)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), 'old-token');
  });
});

describe('after the reader signed out on this page', () => {
  afterEach(() => setSignedOutHere(false));

  it('answers a call that needs a session with a 401 itself, sending nothing, and still sends public calls', async () => {
    const transport = fakeTransport({ body: '[]' });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ transport, onUnauthorized });
    setSignedOutHere(true);
    await expect(api.call(listSaved)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(transport).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), null);
    await expect(api.call(listPublishers)).resolves.toEqual([]);
    expect(sent(transport).path).toBe('/publisher');
  });

  it('sends calls that need a session again once the reader is signed in', async () => {
    const transport = fakeTransport({ body: '[]' });
    const api = createApiClient({ transport });
    setSignedOutHere(true);
    setSignedOutHere(false);
    await expect(api.call(listSaved)).resolves.toEqual([]);
    expect(sent(transport).path).toBe('/saved');
  });
});

/** A transport that answers every request with `reply` and remembers what it was asked. */
function fakeTransport(reply: Partial<ApiResponse> = {}) {
  return vi.fn<ApiTransport>(async () => ({ status: 200, headers: {}, body: '{}', ...reply }));
}

/** The one request the transport was asked for: its path and its init. */
function sent(transport: ReturnType<typeof fakeTransport>) {
  expect(transport).toHaveBeenCalledTimes(1);
  const [path, init] = transport.mock.calls[0] ?? [];
  return { path, init };
}

const errorBody = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  JSON.stringify({ statusCode: status, error: 'Error', message, code, ...(fields ? { fields } : {}) });

describe('call: the path, the query and the body an endpoint is sent with', () => {
  it('fills each path parameter in as one encoded segment', async () => {
    const transport = fakeTransport({ body: '{"saved":true}' });
    const api = createApiClient({ transport });
    await expect(api.call(savedState, { params: { id: 'a/b?c#d' } })).resolves.toEqual({ saved: true });
    expect(sent(transport)).toMatchObject({ path: '/saved/a%2Fb%3Fc%23d', init: { method: 'GET' } });
  });

  it('encodes an e-mail address in the path, + and @ included', async () => {
    const transport = fakeTransport({ body: '{"admin":false}' });
    await createApiClient({ transport }).call(adminStatus, { params: { email: 'a+b@example.test' } });
    expect(sent(transport).path).toBe('/users/admin/a%2Bb%40example.test');
  });

  it.each(['', '.', '..'])('refuses the id %j before anything is sent', async (id) => {
    const transport = fakeTransport();
    const api = createApiClient({ transport });
    const refused = await api.call(savedState, { params: { id } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_PATH' });
    expect(transport).not.toHaveBeenCalled();
  });

  it('leaves empty query values out and keeps the others', async () => {
    const transport = fakeTransport({ body: '[]' });
    await createApiClient({ transport }).page(listUsers, {
      query: { page: 2, limit: undefined, search: '' },
    });
    expect(sent(transport).path).toBe('/users?page=2');
  });

  it('encodes the query values', async () => {
    const transport = fakeTransport({ body: '[]' });
    await createApiClient({ transport }).page(listUsers, { query: { search: 'a&b=c d' } });
    expect(sent(transport).path).toBe('/users?search=a%26b%3Dc+d');
  });

  it('sends the body as JSON, with its content type and the token', async () => {
    const transport = fakeTransport({ status: 201, body: '{"insertedId":"m1"}' });
    const api = createApiClient({ transport, getToken: () => 'reader-token' });
    const body = {
      name: 'Ada',
      email: 'ada@example.test',
      topic: 'tip' as const,
      message: 'A tip worth ten characters',
    };
    await expect(api.call(sendMessageToEditors, { body })).resolves.toEqual({ insertedId: 'm1' });
    const { path, init } = sent(transport);
    expect(path).toBe('/contact');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer reader-token',
    });
    expect(JSON.parse(init?.body ?? '')).toEqual(body);
  });

  it('sends neither a body nor a content type where the endpoint has no body', async () => {
    const transport = fakeTransport({ body: '{"saved":true}' });
    await createApiClient({ transport }).call(saveArticle, { params: { id: ID } });
    const { path, init } = sent(transport);
    expect(path).toBe(`/saved/${ID}`);
    expect(init?.method).toBe('PUT');
    expect(init).not.toHaveProperty('body');
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });
});

describe('call: the error contract', () => {
  it('maps an error answer to an ApiError with its code, message and fields', async () => {
    const transport = fakeTransport({
      status: 400,
      body: errorBody(400, 'VALIDATION_FAILED', 'Check the form.', { email: 'must be an e-mail address' }),
    });
    const error = await createApiClient({ transport })
      .call(sendMessageToEditors, {
        body: { name: 'Ada', email: 'x', topic: 'tip', message: 'ten characters at least' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      fields: { email: 'must be an e-mail address' },
    });
  });

  it('treats a code that is not one of ours, or an answer that is not JSON, as an unknown error', async () => {
    const foreign = fakeTransport({ status: 500, body: errorBody(500, 'SOMETHING_ELSE', 'Boom') });
    await expect(createApiClient({ transport: foreign }).call(listSaved)).rejects.toMatchObject({
      status: 500,
      code: 'ERROR',
      message: 'Boom',
    });
    const html = fakeTransport({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(createApiClient({ transport: html }).call(listSaved)).rejects.toMatchObject({
      status: 502,
      code: 'ERROR',
      message: 'Something went wrong. Please try again.',
    });
  });

  it.each([401, 403])('a %i calls onUnauthorized with the token the request carried', async (status) => {
    const transport = fakeTransport({ status, body: errorBody(status, 'UNAUTHORIZED', 'Sign in.') });
    const onUnauthorized = vi.fn();
    let token = 'token-sent';
    const api = createApiClient({ transport, getToken: () => token, onUnauthorized });
    const pending = api.call(savedState, { params: { id: ID } });
    // The token changes while the request travels (another sign-in): the handler hears the one sent.
    token = 'token-now';
    await expect(pending).rejects.toMatchObject({ status });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(expect.any(ApiError), 'token-sent');
  });

  it('a refusal of a request sent without a token names no token', async () => {
    const transport = fakeTransport({ status: 401, body: errorBody(401, 'UNAUTHORIZED', 'Sign in.') });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ transport, getToken: () => null, onUnauthorized });
    await expect(api.call(listSaved)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ code: 'UNAUTHORIZED' }), null);
  });

  it('any other failure leaves the reader signed in', async () => {
    const transport = fakeTransport({ status: 404, body: errorBody(404, 'NOT_FOUND', 'Not found.') });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ transport, getToken: () => 'token', onUnauthorized });
    await expect(api.call(savedState, { params: { id: ID } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('call through the browser transport: the network and cancellation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /**
   * A fetch that never answers on its own and, like the browser's, rejects once its signal aborts;
   * `reached` resolves when the request gets to it.
   */
  function hangingFetch() {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
          arrived();
        }),
    );
    return { fetch, reached };
  }

  it('fetches /api and the path, with the method, the headers and the cookie', async () => {
    const fetch = vi.fn(
      async () => new Response('{"saved":false}', { status: 200, headers: { 'x-total-count': '1' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createBrowserApiClient({ getToken: () => 'tok' });
    await expect(api.call(unsaveArticle, { params: { id: ID } })).resolves.toEqual({ saved: false });
    expect(fetch).toHaveBeenCalledWith(`/api/saved/${ID}`, {
      method: 'DELETE',
      headers: { accept: 'application/json', authorization: 'Bearer tok' },
      credentials: 'same-origin',
    });
  });

  it('turns a fetch that cannot reach the server, the network up, into NETWORK_ERROR: the site is not answering', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const onUnauthorized = vi.fn();
    const error = await createBrowserApiClient({ onUnauthorized })
      .call(listSaved)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Broadsheet is not answering right now. Please try again in a moment.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('says the device is offline when the browser knows it is', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(createBrowserApiClient().call(listSaved)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'You are offline. This needs a connection: try again once you are back online.',
    });
  });

  it('a cancelled call rejects with the signal’s reason, not as a network failure', async () => {
    const { fetch, reached } = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const pending = createBrowserApiClient().call(listSaved, undefined, { signal: controller.signal });
    await reached;
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    const reason = new Error('the reader typed on');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('hands the signal to any transport', async () => {
    const transport = fakeTransport({ body: '[]' });
    const controller = new AbortController();
    await createApiClient({ transport }).page(listSaved, {}, { signal: controller.signal });
    expect(sent(transport).init?.signal).toBe(controller.signal);
  });
});

describe('call through the page renderer’s direct path', () => {
  it('sends a GET to its service by the endpoint’s key, never through the transport', async () => {
    const transport = fakeTransport();
    const direct = vi.fn<DirectTransport>(async () => ({ status: 200, data: { saved: true } }));
    const api = createApiClient({ transport, direct });
    await expect(api.call(savedState, { params: { id: 'a/b' } })).resolves.toEqual({ saved: true });
    expect(direct).toHaveBeenCalledWith('GET /saved/:id', { params: { id: 'a/b' } });
    expect(transport).not.toHaveBeenCalled();
  });

  it('hands over the query as a URL would carry it: strings, empty values left out', async () => {
    const direct = vi.fn<DirectTransport>(async () => ({ status: 200, data: [], total: 0 }));
    await createApiClient({ transport: fakeTransport(), direct }).page(listUsers, {
      query: { page: 3, limit: undefined, search: '' },
    });
    expect(direct).toHaveBeenCalledWith('GET /users', { query: { page: '3' } });
  });

  it('reads a page’s total from the service’s answer', async () => {
    const direct = vi.fn<DirectTransport>(async () => ({ status: 200, data: [{ _id: 'a' }], total: 41 }));
    const api = createApiClient({ transport: fakeTransport(), direct });
    await expect(api.page(listSaved)).resolves.toEqual({ items: [{ _id: 'a' }], total: 41 });
  });

  it('maps the service’s error to an ApiError, and a 401 to onUnauthorized with no token', async () => {
    const direct = vi.fn<DirectTransport>(async () => ({
      status: 401,
      error: { statusCode: 401, error: 'Unauthorized', message: 'Sign in.', code: 'UNAUTHORIZED' },
    }));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ transport: fakeTransport(), direct, onUnauthorized });
    await expect(api.call(listSaved)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.any(ApiError), null);
  });

  it('never takes a call that changes something direct', async () => {
    const transport = fakeTransport({ body: '{"saved":true}' });
    const direct = vi.fn<DirectTransport>();
    const api = createApiClient({ transport, direct });
    await api.call(saveArticle, { params: { id: ID } });
    expect(direct).not.toHaveBeenCalled();
    expect(sent(transport)).toMatchObject({ path: `/saved/${ID}`, init: { method: 'PUT' } });
  });
});

describe('page', () => {
  it('answers the rows and the total of X-Total-Count', async () => {
    const transport = fakeTransport({
      body: '[{"_id":"a"},{"_id":"b"}]',
      headers: { 'x-total-count': '57' },
    });
    await expect(createApiClient({ transport }).page(listSaved, { query: { page: 2 } })).resolves.toEqual({
      items: [{ _id: 'a' }, { _id: 'b' }],
      total: 57,
    });
    expect(sent(transport).path).toBe('/saved?page=2');
  });

  it('reads the first of a repeated X-Total-Count', async () => {
    const transport = fakeTransport({ body: '[]', headers: { 'x-total-count': ['12', '99'] } });
    await expect(createApiClient({ transport }).page(listSaved)).resolves.toEqual({ items: [], total: 12 });
  });

  it('counts the rows when the answer carries no total', async () => {
    const transport = fakeTransport({ body: '[{"_id":"a"}]' });
    await expect(createApiClient({ transport }).page(listSaved)).resolves.toEqual({
      items: [{ _id: 'a' }],
      total: 1,
    });
  });
});

/** Every client source file, for the checks that no request path is glued together by hand. */
function clientSources(): { file: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
        files.push({ file: path.relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return files;
}

describe('request paths in the client', () => {
  const sources = clientSources();

  it('every API call builds its path with apiPath', () => {
    const call = /\b(?:api|getApi\(\))\s*\.\s*(get|list|request|send)\b(?:<[^()]*?>)?\(\s*([^)]{0,80})/g;
    const offenders: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(call)) {
        const args = match[2] ?? '';
        const pathArgument = match[1] === 'send' ? args.replace(/^'[A-Z]+',\s*/, '') : args;
        if (!pathArgument.startsWith('apiPath`')) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no fetch or transport call interpolates a value into its path', () => {
    const call = /\b(?:fetch|browserTransport|transport)\(\s*`([^`]*)`/g;
    const offenders: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(call)) {
        if (match[1]?.includes('$' + '{')) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
