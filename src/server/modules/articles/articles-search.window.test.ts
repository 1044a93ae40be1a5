import { SEARCH_RESULTS_MAX } from '@shared/constants';
import { ARTICLE_TEXTS } from '@shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../../tests/factories';
import { sourceSsr } from '../../../../tests/setup/source-ssr';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createArticlesSearchRepository } from './articles-search.repository';

/**
 * A search ranks its newest matches only (docs/decisions/0023-search-ranks-the-newest-matches.md): here at
 * most three, so the oldest match, whose title would rank it first, is left out and the total says three.
 */

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 4, n));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const author = await createUser(db);
  const { publisherName } = await createPublisher(db);
  const story = (title: string, n: number, description = 'The harbour reopened after the storm.') =>
    createArticle(db, {
      authorId: author.id,
      publisher: publisherName,
      status: 'approve',
      title,
      description,
      createdAt: day(n),
    });
  await story('Harbour master retires', 1);
  await story('Storm week', 2);
  await story('Ferries run again', 3);
  await story('Harbour lights relit', 4);
  await story('Quay repairs', 5);
  await story('Nothing to see', 6, 'A quiet day inland.');
});
afterAll(() => t.close());

const search = (page: number, limit: number, text = 'harbour') =>
  createArticlesSearchRepository(t.database.db, { most: 3 }).search(text, { page, limit }, 'open');

describe('search ranks its newest matches', () => {
  it('ranks only the newest matches, a title match first, and counts those', async () => {
    const { rows, total } = await search(1, 10);
    expect(rows.map((row) => row.title)).toEqual([
      'Harbour lights relit',
      'Quay repairs',
      'Ferries run again',
    ]);
    expect(total).toBe(3);
  });

  it('pages through the ranked matches and says how many there are past the last page', async () => {
    expect((await search(2, 2)).rows.map((row) => row.title)).toEqual(['Ferries run again']);
    expect(await search(3, 2)).toEqual({ rows: [], total: 3 });
  });

  it('counts every match when there are no more than it ranks', async () => {
    const { rows, total } = await search(1, 10, 'harbour master');
    expect(rows.map((row) => row.title)).toEqual(['Harbour master retires']);
    expect(total).toBe(1);
    expect(await search(2, 10, 'harbour master')).toEqual({ rows: [], total: 1 });
  });
});

describe('a search with more matches than it ranks', () => {
  let page: TestApp;
  beforeAll(async () => {
    page = await createTestApp({}, { ssr: sourceSsr });
    const { db } = page.database;
    const author = await createUser(db);
    const { publisherName } = await createPublisher(db);
    await db.execute(sql`
      insert into articles (title, publisher, tags, description, author_id, status, created_at)
      select 'Lighthouse log ' || g, ${publisherName}, array['science'], 'The keepers wrote the lighthouse log.',
        ${author.id}, 'approve', now() - g * interval '1 minute'
      from generate_series(1, ${SEARCH_RESULTS_MAX + 1}) g`);
  });
  afterAll(() => page.close());

  it('counts the ranked ones in the API and says on the page that older ones are left out', async () => {
    const api = await page.app.inject({
      method: 'GET',
      url: '/api/searchArticles?search=lighthouse&page=50',
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-total-count']).toBe(String(SEARCH_RESULTS_MAX));
    expect(api.json()).toHaveLength(SEARCH_RESULTS_MAX / 50);
    const html = (await page.app.inject({ method: 'GET', url: '/search?q=lighthouse' })).body;
    expect(html).toContain(ARTICLE_TEXTS.newestMatches(SEARCH_RESULTS_MAX));
    const few = (await page.app.inject({ method: 'GET', url: '/search?q=lighthouse+log+1000' })).body;
    expect(few).not.toContain(ARTICLE_TEXTS.newestMatches(SEARCH_RESULTS_MAX));
  });
});
