import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleNotesRepository } from '../../src/server/modules/articles/article-notes.repository';
import { createArticle, createPublisher, createUser } from '../factories';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A corrected article's page (docs/product.md#corrections): the notes in a marked box readers see in the HTML
 * the server sends, and the corrections (not the updates) as CorrectionComments in its NewsArticle.
 */
let t: TestApp;
let correctedId: string;
let plainId: string;

type JsonLd = Record<string, unknown> & { '@type': string };
const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] as string) as JsonLd,
  );
const page = async (id: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/articlesDetails/${id}` });
  expect(response.statusCode).toBe(200);
  return response.body;
};

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  const { db } = t.database;
  const editor = await createUser(db, { role: 'editor' });
  const publisher = (await createPublisher(db)).publisherName;
  const createdAt = new Date(Date.UTC(2026, 3, 1));
  correctedId = (await createArticle(db, { publisher, status: 'approve', createdAt, isPremium: true })).id;
  plainId = (await createArticle(db, { publisher, status: 'approve', createdAt })).id;
  const notes = createArticleNotesRepository(db);
  await notes.add(
    correctedId,
    { kind: 'correction', text: 'The mayor is Ann Lee, not Anne Leigh. </script><b>', notedOn: '2026-04-03' },
    editor.id,
  );
  await notes.add(
    correctedId,
    { kind: 'update', text: 'The council voted on Friday.', notedOn: '2026-04-02' },
    editor.id,
  );
  const removed = await notes.add(
    correctedId,
    { kind: 'correction', text: 'A note taken back.', notedOn: '2026-04-04' },
    editor.id,
  );
  await notes.remove(correctedId, removed, editor.id);
});
afterAll(() => t.close());

describe('a corrected article', () => {
  it('names its corrections in its NewsArticle, as CorrectionComments with their text and day', async () => {
    const html = await page(correctedId);
    const article = jsonLdOf(html).find((object) => object['@type'] === 'NewsArticle');
    expect(article?.correction).toEqual([
      {
        '@type': 'CorrectionComment',
        text: 'The mayor is Ann Lee, not Anne Leigh. </script><b>',
        datePublished: '2026-04-03',
      },
    ]);
    // The note's markup stays text: it never closes the JSON-LD script.
    expect(html).not.toContain('Leigh. </script><b>');
  });

  it('shows the visitor every note that stands, marked and dated, even behind the paywall', async () => {
    const html = await page(correctedId);
    const box = html.slice(html.indexOf('aria-labelledby="article-notes-title"'));
    expect(box).toContain('Corrections and updates');
    expect(box).toMatch(/Update[\s\S]*2026-04-02[\s\S]*The council voted on Friday\./);
    expect(box).toMatch(
      /Correction[\s\S]*2026-04-03[\s\S]*The mayor is Ann Lee, not Anne Leigh\. &lt;\/script&gt;&lt;b&gt;/,
    );
    expect(html).not.toContain('A note taken back.');
  });

  it('has no correction and no box when there is nothing to correct', async () => {
    const html = await page(plainId);
    const article = jsonLdOf(html).find((object) => object['@type'] === 'NewsArticle');
    expect(article).toBeDefined();
    expect(article?.correction).toBeUndefined();
    expect(html).not.toContain('article-notes-title');
  });
});
