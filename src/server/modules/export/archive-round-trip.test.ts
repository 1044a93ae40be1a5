import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createUser } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  comments,
  mediaFiles,
  newsletterIssues,
  newsletterSubscribers,
  payments,
  subscriptions,
} from '../../db/schema';
import { createArticleNotesRepository } from '../articles/article-notes.repository';
import { createArticleRevisionsRepository } from '../articles/article-revisions.repository';
import { ArchiveError, importArchive } from './archive-import';

let source: TestApp;
let target: TestApp;
let sourceAdmin: TestUser;
let targetAdmin: TestUser;

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  sourceAdmin = await registerUser(source, { role: 'admin' });
  targetAdmin = await registerUser(target, { role: 'admin' });
  const db = source.database.db;
  const reader = await createUser(db, {
    name: 'Rita Reader',
    premiumUntil: new Date('2027-01-31T00:00:00Z'),
  });
  const article = await createArticle(db, {
    title: 'The harbour reopens',
    status: 'approve',
    isPremium: true,
  });
  await createArticleRevisionsRepository(db).keepLive(article.id, null);
  await createArticleNotesRepository(db).add(
    article.id,
    { kind: 'correction', text: 'The harbour reopened on Tuesday.', notedOn: '2026-12-01' },
    sourceAdmin.id,
  );
  await createArticle(db, { title: 'Waiting for review' });
  const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
  await db
    .insert(mediaFiles)
    .values({ name: 'fedcba9876543210-320.webp', contentType: 'image/webp', bytes, byteSize: bytes.length });
  // A reply stored before its parent's id in key order: the import attaches it after both are in.
  const parentId = 'ffffffff-0000-4000-8000-000000000001';
  await db.insert(comments).values([
    { id: parentId, articleId: article.id, authorId: reader.id, body: 'Good news for the fleet.' },
    {
      id: '00000000-0000-4000-8000-000000000002',
      articleId: article.id,
      authorId: sourceAdmin.id,
      parentId,
      body: 'Thank you, Rita.',
    },
  ]);
  await db.insert(subscriptions).values({
    userId: reader.id,
    provider: 'test',
    providerSubscriptionId: 'sub_round_trip',
    plan: 'premium',
    days: 30,
    amountCents: 900,
    currentPeriodEnd: new Date('2027-01-31T00:00:00Z'),
  });
  await db.insert(payments).values({
    userId: reader.id,
    name: 'Rita Reader',
    email: reader.email,
    transactionId: 'txn_round_trip',
    provider: 'test',
    plan: 'premium',
    days: 30,
    amountCents: 900,
    premiumFrom: new Date('2027-01-01T00:00:00Z'),
    premiumUntil: new Date('2027-01-31T00:00:00Z'),
  });
  await db.insert(newsletterSubscribers).values({
    email: 'listener@example.test',
    unsubscribeToken: 'round-trip-token',
    confirmedAt: new Date(),
  });
  await db.insert(newsletterIssues).values({ subject: 'The week', articleIds: [article.id] });
});
afterAll(async () => {
  await source.close();
  await target.close();
});

/** A site's archive as its lines, the header's export time left out. */
async function exported(t: TestApp, admin: TestUser): Promise<string[]> {
  const response = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/export/archive' }));
  expect(response.statusCode, response.body).toBe(200);
  const lines = gunzipSync(response.rawPayload).toString('utf8').trimEnd().split('\n');
  return lines.map((line, index) => (index === 0 ? line.replace(/"exportedAt":"[^"]+",/, '') : line));
}

async function* linesOf(lines: string[]) {
  yield* lines;
}

describe('an archive brought into a fresh site', () => {
  it('gives the same site, and a second import adds nothing', async () => {
    const archive = await exported(source, sourceAdmin);
    // The fresh site's own admin is not in the source: the rest must match line for line.
    const own = (await exported(target, targetAdmin)).filter((line) => line.includes('"section"'));
    expect(own).toHaveLength(1);

    const counts = await importArchive(target.database.db, linesOf(archive));
    expect(counts).toMatchObject({ articles: 2, comments: 2, payments: 1, media: 1, article_notes: 1 });
    const again = await exported(target, targetAdmin);
    expect(again.filter((line) => line !== own[0] && !line.startsWith('{"end"'))).toEqual(
      archive.filter((line) => !line.startsWith('{"end"')),
    );

    await importArchive(target.database.db, linesOf(archive));
    expect(await exported(target, targetAdmin)).toEqual(again);
  });

  it('refuses an archive that is cut off, foreign or altered, and keeps nothing of it', async () => {
    const archive = await exported(source, sourceAdmin);
    const fresh = await createTestApp();
    try {
      const cases: [string[], RegExp][] = [
        [archive.slice(0, -1), /cut off/],
        [archive.slice(0, -3).concat(archive.slice(-1)), /incomplete/],
        [['{"format":"ghost","version":1}', ...archive.slice(1)], /Not a broadsheet-export/],
        [[archive[0] as string, '{"section":"readers","row":{"password":"x"}}'], /unknown field: password/],
        [[archive[0] as string, '{"section":"sessions","row":{}}'], /no known section/],
        [[archive[0] as string, 'not json'], /not JSON/],
      ];
      for (const [lines, message] of cases)
        await expect(importArchive(fresh.database.db, linesOf(lines))).rejects.toThrow(message);
      await expect(importArchive(fresh.database.db, linesOf(archive.slice(0, -1)))).rejects.toBeInstanceOf(
        ArchiveError,
      );
      const admin = await registerUser(fresh, { role: 'admin' });
      const rows = (await exported(fresh, admin)).filter((line) => line.includes('"section"'));
      expect(rows).toHaveLength(1); // its own admin alone
    } finally {
      await fresh.close();
    }
  });
});
