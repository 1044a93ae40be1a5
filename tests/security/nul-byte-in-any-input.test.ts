import { SAFE_TEXT_MESSAGE, SAFE_TEXT_PATTERN } from '@shared/schemas/common';
import { contactMessageInputSchema } from '@shared/schemas/contact';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

// A NUL byte in any text input or query (`/api/searchArticles?search=a%00b`, the contact form, the
// newsletter unsubscribe token, article fields, admin searches …) answered 500, and `/search?q=a%00` held
// the page for seconds while its loader retried. NUL, the other control characters but tab and line
// breaks, and lone UTF-16 surrogates are now refused with a 400 before any route runs.

const NUL = '\u0000';
const HIGH = '\ud800';
const LOW = '\udc00';
const BAD_TEXT = [`a${NUL}b`, `a${HIGH}b`, `${LOW}a`, 'a\u0001b', `x${HIGH}`];
/** The same, as they reach a URL: a NUL escape, an encoded lone surrogate (not valid UTF-8), a control. */
const BAD_QUERY_VALUES = ['a%00b', '%00', 'a%ED%A0%80b', '%ED%B0%80', 'a%01b'];

let t: TestApp;
let admin: TestUser;
let author: TestUser;
let articleId: string;
let publisherName: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
  author = await registerUser(t);
  publisherName = (await createPublisher(t.database.db)).publisherName;
  articleId = (await createArticle(t.database.db, { authorId: author.id, publisher: publisherName })).id;
});
afterAll(() => t.close());

async function snapshot() {
  const result = await t.database.db.execute(sql`
    select (select count(*)::int from contact_messages) as contacts,
           (select count(*)::int from newsletter_subscribers) as subscribers,
           (select count(*)::int from publishers) as publishers,
           (select count(*)::int from "user") as users,
           (select md5(string_agg(name, ',' order by id)) from "user") as names,
           (select md5(string_agg(title || description || status, ',' order by id)) from articles) as articles`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

function expectRefused(label: string, response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, `${label} → ${response.body.slice(0, 200)}`).toBe(400);
  const body = response.json() as Record<string, unknown>;
  expect(body, label).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(typeof body.message, label).toBe('string');
}

describe('NUL bytes and lone surrogates in any input', () => {
  it('refuses them in every query that carries text, for visitors and admins alike', async () => {
    for (const value of BAD_QUERY_VALUES) {
      const requests: [TestUser | null, string][] = [
        [null, `/api/searchArticles?search=${value}`],
        [null, `/api/searchArticles?search=news&page=1${value}`],
        [null, `/api/recent-articles?publisher=${value}`],
        [null, `/api/articlesCount?publisher=${value}`],
        [admin, `/api/users?search=${value}`],
        [admin, `/api/articles?publisher=${value}`],
        [admin, `/api/admin/contact-messages?page=${value}`],
        [null, `/api/articles/${articleId}?x=${value}`],
        [null, `/api/search${value}Articles`],
      ];
      for (const [caller, url] of requests) {
        expectRefused(`GET ${url}`, await t.app.inject(as(caller, { method: 'GET', url })));
      }
    }
  });

  it('refuses them in every body field, through our routes and the identity library’s alike', async () => {
    const before = await snapshot();
    for (const text of BAD_TEXT) {
      const article = {
        title: `Title ${text}`,
        publisher: publisherName,
        tags: 'business',
        description: 'A body long enough to be an article.',
      };
      const requests: [TestUser | null, InjectOptions][] = [
        [
          null,
          {
            method: 'POST',
            url: '/api/contact',
            payload: { name: text, email: 'x@example.test', topic: 'tip', message: 'A long enough message.' },
          },
        ],
        [
          null,
          {
            method: 'POST',
            url: '/api/contact',
            payload: {
              name: 'Ann',
              email: 'x@example.test',
              topic: 'tip',
              message: `A long message ${text}`,
            },
          },
        ],
        [null, { method: 'POST', url: '/api/newsletter', payload: { email: `a${text}@example.test` } }],
        [
          null,
          {
            method: 'POST',
            url: '/api/newsletter/unsubscribe',
            payload: { token: `${'t'.repeat(20)}${text}` },
          },
        ],
        [author, { method: 'POST', url: '/api/articles', payload: article }],
        [
          author,
          {
            method: 'PATCH',
            url: `/api/updateArticles/${articleId}`,
            payload: { ...article, title: 'Fine', description: `Body ${text}` },
          },
        ],
        [admin, { method: 'PATCH', url: `/api/decline-articles/${articleId}`, payload: { reason: text } }],
        [
          admin,
          { method: 'POST', url: '/api/publisher', payload: { publisherName: text, image: '/media/x.webp' } },
        ],
        [author, { method: 'PATCH', url: '/api/me', payload: { name: text, photo: '' } }],
        [author, { method: 'POST', url: '/api/articles', payload: { ...article, [`key${text}`]: 1 } }],
        [
          author,
          { method: 'POST', url: '/api/articles', payload: { ...article, nested: [[{ deep: text }]] } },
        ],
        [
          null,
          {
            method: 'POST',
            url: '/api/auth/sign-up/email',
            payload: { name: text, email: `new-${Date.now()}@example.test`, password: 'Tern#Harbour7' },
          },
        ],
        [
          null,
          {
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email: author.email, password: text },
          },
        ],
        [
          null,
          {
            method: 'POST',
            url: '/api/auth/update-user',
            headers: { cookie: author.cookie, origin: t.config.publicUrl },
            payload: { name: text },
          },
        ],
        [
          null,
          {
            method: 'POST',
            url: '/api/auth/request-password-reset',
            payload: { email: author.email, redirectTo: `/x${text}` },
          },
        ],
      ];
      for (const [caller, request] of requests) {
        const response = await t.app.inject(as(caller, request));
        expectRefused(`${request.method} ${request.url} ${JSON.stringify(text)}`, response);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is one rule the shared schemas state too, for the forms and the API description', async () => {
    for (const text of BAD_TEXT) {
      const result = contactMessageInputSchema.safeParse({
        name: text,
        email: 'x@example.test',
        topic: 'tip',
        message: 'A long enough message.',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SAFE_TEXT_MESSAGE);
    }
    expect(
      contactMessageInputSchema.safeParse({
        name: 'Ann 😀\tTab',
        email: 'x@example.test',
        topic: 'tip',
        message: 'Line one\r\nline two, with an emoji 🗞️.',
      }).success,
    ).toBe(true);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const search = document.paths['/api/searchArticles'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'search',
    );
    expect(search.schema.pattern).toBe(SAFE_TEXT_PATTERN.source);
  });

  it('answers a page whose query holds a NUL with a 400 at once, without asking the API', async () => {
    const pages = await createTestApp({}, { ssr: sourceSsr });
    try {
      for (const url of [
        '/search?q=a%00',
        '/search?q=%ED%A0%80',
        '/allArticles?publisher=%00',
        '/about%00',
      ]) {
        const started = Date.now();
        const response = await pages.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(Date.now() - started, url).toBeLessThan(1000);
      }
    } finally {
      await pages.close();
    }
  });
});
