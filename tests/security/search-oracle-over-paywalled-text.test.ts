import { PREMIUM_PREVIEW_LENGTH } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { createArticle } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Search confirmed what a paywalled body says: a visitor's search for "merger price is eleven billion"
// matched a premium article whose body held that sentence past the preview, and "twelve billion" did not.
// Snippets of search results must not quote that part either, nor may prefixes ("elev") reach it.

let t: TestApp;
let reader: TestUser;
let subscriber: TestUser;
let premiumId: string;
let freeId: string;

const filler = 'The board met on Tuesday and talked at length about the coming year. '.repeat(8);
const secret = 'The merger price is eleven billion according to people who saw the papers.';

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
  subscriber = await registerUser(t);
  await t.database.db
    .update(user)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(user.id, subscriber.id));
  expect(filler.length).toBeGreaterThan(PREMIUM_PREVIEW_LENGTH);
  premiumId = (
    await createArticle(t.database.db, {
      title: 'Quarterly talks at Northwind',
      description: `${filler}${secret}`,
      status: 'approve',
      isPremium: true,
    })
  ).id;
  freeId = (
    await createArticle(t.database.db, {
      title: 'Southwind open results',
      description: `${filler}Southwind sold its yards for nine billion in the spring.`,
      status: 'approve',
    })
  ).id;
});
afterAll(() => t.close());

interface Found {
  _id: string;
  highlight?: { snippet: { text: string; match: boolean }[] };
}

async function idsFound(search: string, reader: TestUser | null): Promise<string[]> {
  const response = await t.app.inject(
    as(reader, { method: 'GET', url: `/api/searchArticles?search=${encodeURIComponent(search)}` }),
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { _id: string }[]).map((article) => article._id);
}

describe('search over premium articles', () => {
  it('does not match the paywalled part of a premium body for visitors or readers without premium', async () => {
    for (const who of [null, reader]) {
      expect(await idsFound('merger price is eleven billion', who)).not.toContain(premiumId);
      expect(await idsFound('eleven billion', who)).not.toContain(premiumId);
    }
  });

  it('still matches a premium article on its title and its preview', async () => {
    expect(await idsFound('Northwind quarterly', null)).toContain(premiumId);
    expect(await idsFound('board talked length', reader)).toContain(premiumId);
  });

  it('never quotes the paywalled part in a snippet, and prefixes of its words do not reach it', async () => {
    for (const who of [null, reader]) {
      for (const words of ['Northwind', 'board talked', 'quarterly year']) {
        const response = await t.app.inject(
          as(who, { method: 'GET', url: `/api/searchArticles?search=${encodeURIComponent(words)}` }),
        );
        const found = (response.json() as Found[]).find((article) => article._id === premiumId);
        expect(found, words).toBeDefined();
        const quoted = (found?.highlight?.snippet ?? []).map((segment) => segment.text).join('');
        expect(quoted.length).toBeGreaterThan(0);
        expect(quoted).not.toMatch(/merger|eleven|papers/);
        expect(JSON.stringify(found)).not.toMatch(/merger|eleven/);
      }
      expect(await idsFound('elev bill', who)).not.toContain(premiumId);
      expect(await idsFound('merg', who)).not.toContain(premiumId);
    }
  });

  it('quotes the whole body in snippets for subscribers', async () => {
    const response = await t.app.inject(
      as(subscriber, { method: 'GET', url: `/api/searchArticles?search=${encodeURIComponent('elev bill')}` }),
    );
    const found = (response.json() as Found[]).find((article) => article._id === premiumId);
    const matched = (found?.highlight?.snippet ?? []).filter((s) => s.match).map((s) => s.text);
    expect(matched).toEqual(expect.arrayContaining(['eleven', 'billion']));
  });

  it('matches the whole body for subscribers, and of free articles for everyone', async () => {
    expect(await idsFound('merger price is eleven billion', subscriber)).toContain(premiumId);
    expect(await idsFound('yards nine billion', null)).toContain(freeId);
  });
});
