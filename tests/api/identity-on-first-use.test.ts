import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The identity library is built by the first request that names a reader or calls /api/auth, never by a
 * visitor's (docs/decisions/0027-memory.md): a worker that serves only visitors does not hold it.
 */

let t: TestApp;
let articleId: string;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const { db } = t.database;
  const author = await createUser(db, { name: 'Ada Quill' });
  const { publisherName } = await createPublisher(db, { publisherName: 'The Lazy Press' });
  articleId = (await createArticle(db, { authorId: author.id, publisher: publisherName, status: 'approve' }))
    .id;
});
afterAll(() => t.close());

describe('the identity library', () => {
  it('is not built by visitors’ pages and lists, nor by a cookie that is not a session', async () => {
    for (const url of ['/', `/articlesDetails/${articleId}`, '/api/recent-articles', '/api/publisher']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    const withOtherCookie = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'theme=dark' },
    });
    expect(withOtherCookie.statusCode).toBe(200);
    expect(t.app.auth.built).toBe(false);
  });

  it('is built by the first request that carries a session cookie, which it then reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'better-auth.session_token=not-a-session.signature' },
    });
    expect(response.statusCode).toBe(200);
    expect(t.app.auth.built).toBe(true);
    // A session it does not know is nobody: the page is a visitor's, and the API refuses the token.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/saved',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
