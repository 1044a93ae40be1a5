import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The front page as the server renders it for visitors (docs/product.md#front-page): the lead story first,
 * and the kept page cleared by picking, clearing or declining the lead — never served stale.
 */
let t: TestApp;
let editor: TestUser;
let lead: string;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  await createArticle(t.database.db, { status: 'approve', title: 'An ordinary story' });
  lead = (
    await createArticle(t.database.db, {
      status: 'approve',
      title: 'The harbour wall gives way',
      description: 'Engineers warned for years that the old wall would not hold. '.repeat(6),
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    })
  ).id;
});
afterAll(() => t.close());

const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;
const leadSection = (html: string) =>
  html.match(/<section aria-labelledby="lead-story-title"[\s\S]*?<\/section>/)?.[0];

describe('the rendered front page', () => {
  it('shows no lead until one is picked, then the lead first with its standfirst, until it is declined', async () => {
    expect(leadSection(await home())).toBeUndefined();
    await t.app.inject(
      as(editor, { method: 'PUT', url: '/api/front-page/lead', payload: { articleId: lead } }),
    );
    const html = await home();
    const section = leadSection(html);
    expect(section).toContain('The harbour wall gives way');
    expect(section).toContain('Engineers warned for years');
    // First: before the top stories and the recent articles.
    expect(html.indexOf('lead-story-title')).toBeLessThan(html.indexOf('recent-articles-title'));
    await t.app.inject(
      as(editor, {
        method: 'PATCH',
        url: `/api/decline-articles/${lead}`,
        payload: { reason: 'Unconfirmed' },
      }),
    );
    expect(leadSection(await home())).toBeUndefined();
  });

  it('shows the Live label on a running story’s card', async () => {
    const id = (await createArticle(t.database.db, { status: 'approve', title: 'Counting the votes' })).id;
    await t.app.inject(as(editor, { method: 'PUT', url: `/api/articles/${id}/live` }));
    const html = await home();
    const card = html.slice(html.indexOf('recent-articles-title'));
    const at = card.indexOf('Counting the votes');
    expect(at).toBeGreaterThan(0);
    expect(card.slice(Math.max(0, at - 1500), at)).toMatch(/>Live</);
  });
});
