import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Every card, byline, author page, the hero and the RSS feed showed each author's e-mail address to anyone,
// while the Privacy Policy said only the name is shown. An author's address is public only if they chose to
// show it (profile: showEmail, off by default); the author and editors always see it (docs/security.md).

let t: TestApp;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
let articleId: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Quiet Author' });
  reader = await registerUser(t);
  editor = await registerUser(t, { role: 'editor' });
  articleId = (
    await createArticle(t.database.db, { authorId: author.id, status: 'approve', title: 'Harbour report' })
  ).id;
});
afterAll(() => t.close());

/** Every public answer that carries articles and their authors, as `who` gets it. */
async function publicAnswers(who: TestUser | null): Promise<Record<string, string>> {
  const urls = [
    `/api/articles/${articleId}`,
    `/api/articles/${articleId}/related`,
    '/api/articlesCount',
    '/api/recent-articles',
    '/api/most-read-articles',
    `/api/authors/${author.id}`,
    `/api/authors/${author.id}/articles`,
    '/api/searchArticles?search=Harbour',
    '/rss.xml',
    '/section/business/rss.xml',
  ];
  const answers: Record<string, string> = {};
  for (const url of urls) {
    const response = await t.app.inject(as(who, { method: 'GET', url }));
    expect(response.statusCode, url).toBe(200);
    answers[url] = response.body;
  }
  return answers;
}

describe('an author’s e-mail address', () => {
  it('is in no answer or feed for visitors and other readers until the author chooses to show it', async () => {
    for (const who of [null, reader]) {
      const answers = await publicAnswers(who);
      // The article is there, under the author's name.
      expect(answers['/api/searchArticles?search=Harbour']).toContain('Harbour report');
      expect(answers['/rss.xml']).toContain('Harbour report');
      expect(answers[`/api/authors/${author.id}/articles`]).toContain('Quiet Author');
      for (const [url, body] of Object.entries(answers)) expect(body, url).not.toContain(author.email);
    }
  });

  it('is always shown to the author and to editors', async () => {
    for (const who of [author, editor]) {
      const article = await t.app.inject(as(who, { method: 'GET', url: `/api/articles/${articleId}` }));
      expect(article.json()).toMatchObject({ email: author.email });
    }
    const mine = await t.app.inject(
      as(author, { method: 'GET', url: `/api/myArticles/${encodeURIComponent(author.email)}` }),
    );
    expect(mine.json()[0]).toMatchObject({ email: author.email });
    const desk = await t.app.inject(
      as(editor, { method: 'GET', url: '/api/articles?status=approve&limit=100' }),
    );
    expect(desk.json().find((item: { _id: string }) => item._id === articleId)).toMatchObject({
      email: author.email,
    });
  });

  it('is shown to everyone once the author turns it on in the profile, and hidden again when turned off', async () => {
    const me = await t.app.inject(as(author, { method: 'GET', url: '/api/me' }));
    expect(me.json()).toMatchObject({ showEmail: false });
    const choose = (showEmail: boolean) =>
      t.app.inject(
        as(author, { method: 'PATCH', url: '/api/me', payload: { name: 'Quiet Author', showEmail } }),
      );
    expect((await choose(true)).json()).toMatchObject({ showEmail: true });
    const shown = await publicAnswers(null);
    expect(shown[`/api/articles/${articleId}`]).toContain(author.email);
    expect(shown['/api/searchArticles?search=Harbour']).toContain(author.email);
    expect(shown['/rss.xml']).toContain(`<author>${author.email} (Quiet Author)</author>`);

    // Turned off: gone again from every answer, cached ones included; a profile save without it keeps it off.
    expect((await choose(false)).json()).toMatchObject({ showEmail: false });
    const hidden = await publicAnswers(null);
    for (const [url, body] of Object.entries(hidden)) expect(body, url).not.toContain(author.email);
    const kept = await t.app.inject(
      as(author, { method: 'PATCH', url: '/api/me', payload: { name: 'Quiet Author' } }),
    );
    expect(kept.json()).toMatchObject({ showEmail: false });
    const bad = await t.app.inject(
      as(author, { method: 'PATCH', url: '/api/me', payload: { name: 'Quiet Author', showEmail: 'yes' } }),
    );
    expect(bad.statusCode).toBe(400);
  });
});
