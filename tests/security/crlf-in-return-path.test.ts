import type { SsrEntry } from '@shared/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrRuntime } from '../../src/server/plugins/ssr';
import { registerUser, type TestUser } from '../setup/auth';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

// A signed-in reader sent to `/login?from=%0d%0aSet-Cookie:x=1` got a 500, and the page state carried the
// internal error (the header library refusing the value). A return path with a control character is now
// never followed, no redirect carries one, and a page that fails says so in one generic sentence.

const SECRET = 'connection to db-7.internal refused for user broadsheet_rw';
const GENERIC = 'Something went wrong while loading this page.';

/** The real renderer, except that the home page's statistics call fails with an internal error. */
function failingStatsSsr(): SsrRuntime {
  const real = sourceSsr();
  return {
    template: real.template,
    entry: async (): Promise<SsrEntry> => {
      const entry = await real.entry();
      return {
        render: (request) =>
          entry.render({
            ...request,
            direct: async (key, input) => {
              if (key === 'GET /stats') throw new Error(SECRET);
              return request.direct(key, input);
            },
          }),
      };
    },
  };
}

/** The page state the browser would hydrate from. */
function pageState(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="broadsheet-state">(.*?)<\/script>/s)?.[1];
  return json ? JSON.parse(json) : undefined;
}

let t: TestApp;
let failing: TestApp;
let reader: TestUser;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  reader = await registerUser(t);
  failing = await createTestApp(
    { LOG_LEVEL: 'error' },
    { ssr: failingStatsSsr, logStream: { write: (line: string) => logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await failing.close();
});

describe('control characters in a return path', () => {
  it.each([
    '%0d%0aSet-Cookie:x=1',
    '/%0d%0aSet-Cookie:x=1',
    '/%0aSet-Cookie:x=1',
    '/%0dLocation:%20https://evil.example',
    '/dashboard%0d%0a%0d%0a<script>alert(1)</script>',
    '/%C2%85x',
    '/%E2%82%AC',
  ])('from=%s: a redirect to a safe path, no injected header, no 500', async (from) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/login?from=${from}`,
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(300);
    expect(response.statusCode).toBeLessThan(400);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
    expect(location).not.toMatch(/^\/\//);
    expect(response.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringContaining('x=1')]),
    );
    expect(Object.keys(response.headers)).not.toContain('x');
  });

  it('a NUL byte is refused before any page is rendered, and is no 500 either', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login?from=/%00',
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode < 400) expect(response.headers.location).toBe('/');
  });

  it('a hostile value that is not followed sends the reader home', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login?from=%0d%0aSet-Cookie:x=1',
      headers: { cookie: reader.cookie },
    });
    expect(response.headers.location).toBe('/');
  });

  it('a visitor on that link gets the sign-in page, not an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login?from=%0d%0aSet-Cookie:x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/invalid header|TypeError|ERR_INVALID_CHAR/i);
  });
});

describe('a page that fails to load', () => {
  it('shows and hydrates one generic message; the real error goes to the log only', async () => {
    const response = await failing.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('db-7');
    const state = pageState(response.body) as { router: { errors: Record<string, unknown> } };
    const errors = Object.values(state.router.errors);
    expect(errors).toEqual([{ message: GENERIC, __type: 'Error' }]);
    expect(logLines.join('\n')).toContain(SECRET);
  });
});
