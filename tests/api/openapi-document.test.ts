import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { createArticle, createPublisher } from '../factories';
import { registerUser } from '../setup/auth';
import { multipartBody, pngImage } from '../setup/multipart';
import { createOpenApiValidator, type OpenApiDocument } from '../setup/openapi-validator';
import { createTestApp } from '../setup/test-app';
import { accountCases } from './openapi-document/account-cases';
import { apiKeyCases } from './openapi-document/api-key-cases';
import { articleCases, draftCases } from './openapi-document/article-cases';
import { commentCases } from './openapi-document/comment-cases';
import { type Case, type Context, MISSING_ID, type Role } from './openapi-document/context';
import { exportCases } from './openapi-document/export-cases';
import { frontPageCases } from './openapi-document/front-page-cases';
import { giftCases } from './openapi-document/gift-cases';
import { identityCases } from './openapi-document/identity-cases';
import { importCases } from './openapi-document/import-cases';
import { meterCases } from './openapi-document/meter-cases';
import { newsletterCases } from './openapi-document/newsletter-cases';
import { paymentCases } from './openapi-document/payment-cases';
import { publicCases } from './openapi-document/public-cases';
import { publisherCases } from './openapi-document/publisher-cases';
import { renewalCases } from './openapi-document/renewal-cases';
import { sessionCases } from './openapi-document/session-cases';
import { webhookCases } from './openapi-document/webhook-cases';

/**
 * The OpenAPI document the server serves, held to the server's real answers: every operation is called
 * for its success and error answers as a visitor, a reader, an admin, a reader whose address is not
 * confirmed and a caller with a token that is not valid. Each answer's status must be documented for the
 * operation, its body must match the schema of that status and content type, and its required headers
 * must be there. Every route the server registers must be called at least once.
 */

/** Every area's cases; an operation that several areas call has all of theirs. */
const CASES: Record<string, Case[]> = {};
for (const cases of [
  identityCases,
  accountCases,
  publisherCases,
  paymentCases,
  renewalCases,
  articleCases,
  draftCases,
  publicCases,
  newsletterCases,
  webhookCases,
  exportCases,
  importCases,
  sessionCases,
  commentCases,
  giftCases,
  meterCases,
  frontPageCases,
  apiKeyCases,
]) {
  for (const [operation, list] of Object.entries(cases))
    CASES[operation] = [...(CASES[operation] ?? []), ...list];
}

let ctx: Context;
let document: OpenApiDocument;
let validator: ReturnType<typeof createOpenApiValidator>;
/** Documented operations called, as "METHOD /path" in the document's spelling. */
const exercised = new Set<string>();
/** Registered /api routes called, as "METHOD url" in the route table's spelling. */
const routesCalled = new Set<string>();

function tokenOf(role: Role): string | undefined {
  if (role === 'stranger') return 'not-a-valid-token';
  if (role === 'visitor') return undefined;
  return ctx[role].token;
}

/** The registered route a request reaches (a literal route before one with parameters or a wildcard). */
function routeOf(method: string, url: string): string | undefined {
  const pathname = url.split('?')[0] ?? url;
  const matches = ctx.t.app.apiRoutes
    .filter((route) => route.method === method)
    .filter((route) =>
      new RegExp(
        `^${route.url
          .replace(/[.+?^$()|[\]\\]/g, '\\$&')
          .replace(/:[^/]+/g, '[^/]+')
          .replace('*', '.*')}$`,
      ).test(pathname),
    )
    .sort(
      (a, b) =>
        Number(a.url.includes('*')) - Number(b.url.includes('*')) ||
        a.url.split(':').length - b.url.split(':').length,
    );
  return matches[0] && `${method} ${matches[0].url}`;
}

/** Sends one request and holds its answer to the document; answers the response. */
async function call(label: string, role: Role, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  const token = tokenOf(role);
  if (token && !headers.authorization && !headers.cookie) headers.authorization = `Bearer ${token}`;
  const response = await ctx.t.app.inject({ ...options, headers });
  const method = String(options.method ?? 'GET').toUpperCase();
  const url = String(options.url);
  const matched = validator.findOperation(method, url);
  expect(matched, `${label}: ${method} ${url} is not in the document`).toBeDefined();
  if (!matched) return response;
  exercised.add(`${method} ${matched.path}`);
  const route = routeOf(method, url);
  if (route) routesCalled.add(route);
  expect(
    validator.problems(matched, response),
    `${label} (${role}): ${method} ${url} → ${response.statusCode}`,
  ).toEqual([]);
  // A request the server accepted must be one the document allows.
  if (response.statusCode < 400) {
    expect(
      validator.requestProblems(matched, { url, payload: options.payload, headers }),
      `${label} (${role}): the request of ${method} ${url}`,
    ).toEqual([]);
  }
  return response;
}

async function runCase(operation: string, item: Case) {
  const options = await item.request(ctx);
  const label = `${operation} — ${item.name}`;
  let response = await call(label, item.as, options);
  for (let attempt = 1; attempt < (item.repeat ?? 1) && response.statusCode !== item.status; attempt++) {
    response = await call(label, item.as, await item.request(ctx));
  }
  expect(response.statusCode, `${label} (${item.as}): ${response.body.slice(0, 300)}`).toBe(item.status);
  const etag = response.headers.etag;
  if (options.method === 'GET' && response.statusCode === 200 && etag && item.revalidate !== false) {
    const again = await call(`${label}, revalidated`, item.as, {
      ...options,
      headers: { ...(options.headers ?? {}), 'if-none-match': String(etag) },
    });
    expect(again.statusCode, `${label}: revalidation`).toBe(304);
  }
}

/** A URL for an operation whose parameters do not matter (the answer comes before they are read). */
function sampleUrl(path: string): string {
  return path
    .replace('{email}', 'someone@example.test')
    .replace('{name}', '0123456789abcdef-800.webp')
    .replace(/\{[^}]+\}/g, MISSING_ID);
}

/** The answers every operation of its kind gives, derived from its documented security and access rule. */
async function runSharedCases(operation: string) {
  const [method = 'GET', path = '/'] = operation.split(' ');
  const matched = validator.findOperation(method, sampleUrl(path));
  const security = matched?.operation.security ?? [];
  const url = sampleUrl(path);
  const anonymous = security.some((requirement) => Object.keys(requirement).length === 0);
  if (security.length > 0 && !anonymous) {
    const response = await call(`${operation} — no credentials`, 'visitor', { method, url } as InjectOptions);
    expect(response.statusCode, `${operation} without credentials`).toBe(401);
  }
  if (
    anonymous &&
    security.some((requirement) => 'bearerAuth' in requirement) &&
    !path.startsWith('/api/auth/')
  ) {
    const response = await call(`${operation} — a token that is not valid`, 'stranger', {
      method,
      url,
    } as InjectOptions);
    expect(response.statusCode, `${operation} with a bad token`).toBe(401);
  }
  const route = ctx.t.app.apiRoutes.find(
    (candidate) => `${candidate.method} ${candidate.url}` === routeOf(method, url),
  );
  if (route?.access === 'admin') {
    const response = await call(`${operation} — a reader`, 'reader', { method, url } as InjectOptions);
    expect(response.statusCode, `${operation} as a reader`).toBe(403);
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    const xml = await call(`${operation} — XML`, 'admin', {
      method,
      url,
      headers: { 'content-type': 'application/xml' },
      payload: '<article/>',
    } as InjectOptions);
    expect(xml.statusCode, `${operation} with an XML body`).toBe(415);
    const large = await call(`${operation} — 2 MB`, 'admin', {
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    } as InjectOptions);
    expect(large.statusCode, `${operation} with a 2 MB body`).toBe(413);
  }
}

beforeAll(async () => {
  const t = await createTestApp({ VIEW_COUNT_LIMIT_PER_MINUTE: '3' });
  const reader = await registerUser(t, { name: 'Reader' });
  const admin = await registerUser(t, { name: 'Admin', role: 'admin' });
  const unverified = await registerUser(t, { name: 'Unconfirmed' });
  await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
  const publisher = (await createPublisher(t.database.db)).publisherName;
  const upload = multipartBody(await pngImage(200, 200));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${admin.token}` },
  });
  const logo = uploaded.json().data.display_url as string;
  const articleId = (
    await createArticle(t.database.db, { authorId: reader.id, publisher, status: 'approve' })
  ).id;
  const adminArticleId = (
    await createArticle(t.database.db, { authorId: admin.id, publisher, status: 'approve' })
  ).id;
  ctx = { t, reader, admin, unverified, publisher, logo, articleId, adminArticleId };
  const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = served.json();
  validator = createOpenApiValidator(document);
});
afterAll(() => ctx?.t.close());

describe('the served OpenAPI document against real answers', () => {
  for (const [operation, cases] of Object.entries(CASES)) {
    it(operation, async () => {
      const [method = '', path = ''] = operation.split(' ');
      expect(
        document.paths[path]?.[method.toLowerCase()],
        `${operation} is not in the document`,
      ).toBeDefined();
      for (const item of cases) await runCase(operation, item);
      await runSharedCases(operation);
    });
  }

  it('called every operation of the document', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !exercised.has(operation))).toEqual([]);
  });

  it('called every route the server registers', () => {
    const registered = [...new Set(ctx.t.app.apiRoutes.map((route) => `${route.method} ${route.url}`))];
    expect(registered.filter((route) => !routesCalled.has(route))).toEqual([]);
  });
});
