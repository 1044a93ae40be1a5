import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../setup/auth';
import { multipartBody } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Bad input at volume (issue 7): malformed, oversized and injection-shaped requests across every /api route
 * — bodies, params, query strings, headers, uploads. Nothing may answer 5xx, every refusal speaks the JSON
 * error contract, and the stored data stays as it was.
 */
const BAD_IDS = [
  'not-a-uuid',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  'x'.repeat(190),
  '<script>alert(1)</script>',
  '-1',
];
const BAD_EMAILS = ['not-an-email', "a'@b.c; drop table users", `${'a'.repeat(250)}@x.io`];
const BAD_BODIES: { payload: string | Buffer; type: string }[] = [
  { payload: '{', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '"just a string"', type: 'application/json' },
  {
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
    type: 'application/json',
  },
  {
    payload: JSON.stringify({
      title: 12,
      publisher: ['x'],
      tags: { a: 1 },
      description: null,
      email: { $ne: null },
      plan: "premium' --",
      days: 'seven',
      reason: 5,
      name: 1,
      photo: 'javascript:alert(1)',
      token: 42,
      transactionId: { $gt: '' },
    }),
    type: 'application/json',
  },
  {
    payload: JSON.stringify({ description: 'x'.repeat(60_000), title: 'y'.repeat(5000) }),
    type: 'application/json',
  },
  { payload: Buffer.alloc(2 * 1024 * 1024, 97), type: 'application/json' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: 'title=x', type: 'text/plain' },
];
const BAD_QUERIES = [
  'page=-1&limit=abc',
  'page=99999999999&limit=1e9',
  "search=' OR 1=1 --&tag=<script>",
  'publisher[]=a&publisher[]=b',
  'status=everything&search=',
];
const BAD_HEADERS: Record<string, string>[] = [
  { authorization: `Bearer ${'x'.repeat(4000)}` },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { authorization: 'Bearer null' },
  { cookie: 'better-auth.session_token=%%%; other=\u0001' },
];

let t: TestApp;
let admin: TestUser;

function fill(url: string): string[] {
  if (url.includes(':email'))
    return BAD_EMAILS.map((email) => url.replace(':email', encodeURIComponent(email)));
  if (url.includes(':id')) return BAD_IDS.map((id) => url.replace(':id', encodeURIComponent(id)));
  if (url.endsWith('/*'))
    return [
      url.replace('/*', '/no-such-endpoint'),
      url.replace('/*', '/sign-in/email'),
      url.replace('/*', '/sign-up/email'),
    ];
  return [url];
}

async function snapshot() {
  const tables = [
    'user',
    'session',
    'account',
    'publishers',
    'articles',
    'payments',
    'newsletter_subscribers',
    'contact_messages',
    'audit_log',
    'test_payment_intents',
  ];
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  }
  const digest = await t.database.db.execute(
    sql`select md5(coalesce(string_agg(id::text || title || status || is_premium::text || view_count::text, ',' order by id), '')) as d from articles`,
  );
  counts.articlesDigest = (digest as unknown as { rows: { d: string }[] }).rows[0]?.d;
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('bad input at volume', () => {
  it('answers every malformed request with a 4xx in the error contract and changes nothing', async () => {
    const before = await snapshot();
    const requests: InjectOptions[] = [];
    for (const route of t.app.apiRoutes) {
      for (const url of fill(route.url)) {
        const method = route.method as InjectOptions['method'];
        // A write that takes no input at all (the free month) is valid with any query: only break its auth.
        const takesNoInput = route.method !== 'GET' && !route.url.includes(':') && !route.hasBody;
        if (!takesNoInput) for (const query of BAD_QUERIES) requests.push({ method, url: `${url}?${query}` });
        for (const headers of BAD_HEADERS) {
          if (!takesNoInput || headers.authorization) requests.push({ method, url, headers });
        }
        if (route.hasBody) {
          for (const body of BAD_BODIES)
            requests.push({ method, url, payload: body.payload, headers: { 'content-type': body.type } });
        }
      }
    }
    const upload = multipartBody(Buffer.from('%PDF-1.4 not an image'), { filename: 'x.png' });
    requests.push({ method: 'POST', url: '/api/uploads', ...upload });
    requests.push({
      method: 'POST',
      url: '/api/uploads',
      payload: '--broken\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=broken' },
    });
    requests.push({
      method: 'POST',
      url: '/api/uploads',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(requests.length).toBeGreaterThan(300);

    const failures: string[] = [];
    for (const request of requests) {
      // As the admin, so every request gets past the access rules and reaches validation.
      const headers = {
        authorization: `Bearer ${admin.token}`,
        ...(request.headers as Record<string, string>),
      };
      const response = await t.app.inject({ ...request, headers });
      const label = `${request.method} ${String(request.url).slice(0, 120)} ${JSON.stringify(request.headers ?? {}).slice(0, 80)}`;
      if (response.statusCode >= 500) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      if (response.statusCode >= 400) {
        const type = String(response.headers['content-type'] ?? '');
        const body = type.includes('json') ? response.json() : undefined;
        if (
          !body ||
          body.statusCode !== response.statusCode ||
          typeof body.message !== 'string' ||
          typeof body.error !== 'string'
        ) {
          failures.push(
            `${label} → ${response.statusCode} without the error contract: ${response.body.slice(0, 200)}`,
          );
        } else if (/\bat .+\.(ts|js):\d+/.test(response.body)) {
          failures.push(`${label} → leaks a stack trace`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
