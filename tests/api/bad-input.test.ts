import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../setup/auth';
import { multipartBody } from '../setup/multipart';
import { listen, rawRequest } from '../setup/raw-http';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Bad input at volume: malformed, oversized and injection-shaped requests across every /api route — bodies,
 * params, query strings, headers, uploads; NUL bytes, lone surrogates and control characters in every
 * string, deeply nested JSON, and paths that are not in their plain form. Nothing may answer 5xx, every
 * refusal speaks the JSON error contract, and the stored data stays as it was.
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
/** Put into the URL as written: NUL, an encoded lone surrogate (invalid UTF-8), encoded dot segments. */
const RAW_BAD_IDS = ['a%00b', '%ED%A0%80', '%2e%2e', '..%2f..%2fapi', 'x%01y', '%zz'];
const BAD_EMAILS = ['not-an-email', "a'@b.c; drop table users", `${'a'.repeat(250)}@x.io`];
/** Every field name the API reads, so each route finds its own fields holding the bad text. */
const FIELD_NAMES = [
  'title',
  'publisher',
  'tags',
  'description',
  'image',
  'email',
  'plan',
  'days',
  'price',
  'reason',
  'name',
  'photo',
  'token',
  'transactionId',
  'totalPrice',
  'date',
  'clientSecret',
  'publisherName',
  'topic',
  'message',
  'password',
  'newPassword',
  'currentPassword',
  'callbackURL',
  'redirectTo',
  'role',
  'publishAt',
];
const BAD_TEXTS = ['a\\u0000b', '\\u0000', 'a\\ud800b', '\\udfff', 'x\\u0001y', 'ok\\ud83d'];
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
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
  ...BAD_TEXTS.map((text) => ({
    payload: `{${FIELD_NAMES.map((field) => `"${field}":"${text}"`).join(',')}}`,
    type: 'application/json',
  })),
  { payload: `{"a\\u0000":1,"name":"x"}`, type: 'application/json' },
  { payload: `{"name":${nestedArrays(20_000)}}`, type: 'application/json' },
  { payload: `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, type: 'application/json' },
  { payload: nestedArrays(100_000), type: 'application/json' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: 'title=x', type: 'text/plain' },
];
const BAD_QUERIES = [
  'page=-1&limit=abc',
  'page=99999999999&limit=1e9',
  "search=' OR 1=1 --&tag=<script>",
  'publisher[]=a&publisher[]=b',
  'status=everything&search=',
  'search=a%00b&publisher=%00&tag=%00',
  'search=%ED%A0%80&publisher=%ED%B0%80',
  'page=1%00&limit=%01',
  'search=%zz&page=%',
  'token=%00&callbackURL=%ED%A0%80',
  'q=a%00b',
  `q=${'x'.repeat(5000)}`,
  'q[]=a&q[]=b',
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
  if (url.includes(':slug'))
    return [
      ...BAD_IDS.map((slug) => url.replace(':slug', encodeURIComponent(slug))),
      ...RAW_BAD_IDS.map((slug) => url.replace(':slug', slug)),
      url.replace(':slug', 'Upper-Case'),
    ];
  if (url.includes(':id'))
    return [
      ...BAD_IDS.map((id) => url.replace(':id', encodeURIComponent(id))),
      ...RAW_BAD_IDS.map((id) => url.replace(':id', id)),
    ];
  if (url.endsWith('/*'))
    return [
      'no-such-endpoint',
      'sign-in/email',
      'sign-up/email',
      'update-user',
      'change-password',
      'change-email',
      'request-password-reset',
      'reset-password',
      'send-verification-email',
      'get-session',
    ].map((endpoint) => url.replace('/*', `/${endpoint}`));
  return [url];
}

async function snapshot() {
  const tables = [
    'user',
    'session',
    'account',
    'publishers',
    'articles',
    'article_revisions',
    'article_notes',
    'article_drafts',
    'payments',
    'newsletter_subscribers',
    'contact_messages',
    'audit_log',
    'test_payment_intents',
  ];
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    // A download of the site's archive or members is recorded even with a stray query or header: that is a
    // read the audit log keeps by design, not a change made by bad input.
    const where = table === 'audit_log' ? ` where action not in ('site.export', 'members.export')` : '';
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from "${table}"${where}`));
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
  }, 300_000);

  it('refuses every route asked for by a path that is not in its plain form, and changes nothing', async () => {
    const before = await snapshot();
    const { port } = await listen(t.app);
    const failures: string[] = [];
    let count = 0;
    for (const route of t.app.apiRoutes) {
      for (const url of fill(route.url)) {
        const path = url.slice(1);
        const cut = path.indexOf('/');
        const [head, rest] = cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut + 1)];
        const variants = [
          `/${head}/./${rest}`,
          `/${head}/%2e/${rest}`,
          `/${head}/%2E%2e/${head}/${rest}`,
          `/${head}/x/../${rest}`,
          `/${head}//${rest}`,
          `/${head}\\${rest}`,
          `/${head}%5c${rest}`,
          rest.includes('/') ? `/${head}/${rest.replace('/', '%2f')}` : `/${head}%2f${rest}`,
          `/${head}/${rest}/.`,
          `/${head}/${rest}/x/..`,
        ];
        for (const target of variants) {
          count++;
          const response = await rawRequest(port, route.method, target, {
            headers: { authorization: `Bearer ${admin.token}` },
            ...(route.hasBody && route.method !== 'GET' ? { body: '{"name":"x"}' } : {}),
          });
          const label = `${route.method} ${target.slice(0, 120)}`;
          if (response.status >= 500)
            failures.push(`${label} → ${response.status} ${response.body.slice(0, 200)}`);
          else if (response.status !== 400) failures.push(`${label} → ${response.status}, not refused`);
          else {
            const body = response.json() as { statusCode?: number; error?: string; message?: string };
            if (body.statusCode !== 400 || typeof body.error !== 'string' || typeof body.message !== 'string')
              failures.push(`${label} → without the error contract: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});
