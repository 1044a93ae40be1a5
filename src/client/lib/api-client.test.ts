import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiTransport } from '@shared/ssr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  type ApiPath,
  apiPath,
  browserTransport,
  checkedApiPath,
  createApiClient,
} from './api-client';

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
      api.send('PATCH', `/decline-articles/../users/admin/${ID}` as ApiPath, { reason: 'x' }),
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
    const api = createApiClient({ transport });
    const pending = api.get(apiPath`/me`);
    let done = false;
    const waiting = api.settled().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    answer();
    await pending;
    await waiting;
    expect(done).toBe(true);
    // A request that never answers holds a sign-out back only until the limit.
    void api.get(apiPath`/me`);
    const started = Date.now();
    await api.settled(50);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a refusal names the token its request carried', async () => {
    const transport = vi.fn<ApiTransport>(async () => ({ status: 401, headers: {}, body: '{}' }));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ transport, getToken: () => 'old-token', onUnauthorized });
    await expect(api.get(apiPath`/me`)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), 'old-token');
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
