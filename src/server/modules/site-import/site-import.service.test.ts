import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteImport } from '@shared/schemas/site-import';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { registerUser, type TestUser } from '../../../../tests/setup/auth';
import { pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { account, articles, newsletterSubscribers, siteImports, user } from '../../db/schema';
import type { Viewer } from '../../types';
import { RemotePhotoError } from '../media/remote-photo';
import { createSiteImportService, SITE_IMPORT_QUEUE, type SiteImportService } from './site-import.service';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import');
const ghostFile = readFileSync(path.join(FIXTURES, 'ghost-export.json'));
const wordpressFile = readFileSync(path.join(FIXTURES, 'wordpress-export.xml'));

/** The pictures the fixtures' addresses stand for; any other address is unreachable. */
const REACHABLE = new Set([
  'https://images.harbour.example/crane.png',
  'https://images.harbour.example/cover.png',
  'https://valley.example/wp-content/uploads/2025/10/boats.png',
]);
async function fetchPicture(address: string): Promise<Buffer> {
  if (!REACHABLE.has(address)) throw new RemotePhotoError('the address answered 404');
  return pngImage(80 + address.length, 60);
}

let t: TestApp;
let admin: TestUser;
let imports: SiteImportService;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp({}, { importPictures: fetchPicture });
  admin = await registerUser(t, { role: 'admin' });
  publisher = (await createPublisher(t.database.db, { publisherName: 'Harbour Press' })).publisherName;
  imports = createSiteImportService({
    db: t.database.db,
    media: t.app.media,
    queue: t.app.jobs,
    caches: t.app.caches,
    log: t.app.log,
    fetchPicture,
  });
}, 180_000);
afterAll(() => t.close());

const viewer = () => ({ id: admin.id }) as Viewer;

/** Reads a file, starts it and waits for its job to finish. */
async function importFile(name: string, bytes: Buffer): Promise<{ read: SiteImport; done: SiteImport }> {
  const read = await imports.read(viewer(), name, bytes);
  await imports.start(read.id, { publisher, section: 'culture' });
  await t.app.jobs.settled(SITE_IMPORT_QUEUE);
  return { read, done: await imports.get(read.id) };
}

const importedArticles = () =>
  t.database.db.select().from(articles).where(eq(articles.publisher, publisher)).orderBy(articles.title);

describe('importing a Ghost export', () => {
  it('lists in its dry run what it will create and what cannot be converted', async () => {
    const read = await imports.read(viewer(), 'harbour.json', ghostFile);
    expect(read.platform).toBe('ghost');
    expect(read.siteTitle).toBe('The Harbour Gazette');
    expect(read.state).toBe('ready');
    expect(read.plan.create).toEqual({ articles: 3, authors: 2, subscribers: 2, images: 2 });
    expect(read.plan.sections).toEqual(
      expect.arrayContaining([
        { source: 'Business', section: 'business' },
        { source: 'Harbour life', section: null },
        { source: 'Science & Technology', section: 'Science & Technology' },
      ]),
    );
    const problems = read.plan.problems.map((problem) => problem.item);
    expect(problems).toEqual(
      expect.arrayContaining(['About us', 'Written in the new editor', 'no.letters@mail.example']),
    );
    expect(read.plan.warnings.map((warning) => warning.reason).join(' ')).toMatch(/Stripe customer id/);
    // Nothing is created by reading.
    expect(await importedArticles()).toHaveLength(0);
  });

  it('creates the articles, authors, pictures and subscribers, and a second run creates nothing', async () => {
    const { done } = await importFile('harbour.json', ghostFile);
    expect(done.state).toBe('done');
    expect(done.done).toBe(done.total);
    expect(done.created).toEqual({ articles: 3, authors: 2, subscribers: 2, images: 2 });

    const rows = await importedArticles();
    expect(rows.map((row) => [row.title, row.status, row.tags, row.isPremium])).toEqual([
      ['A draft about the ferry', 'pending', ['Science & Technology'], false],
      ['Members only: the tide tables', 'approve', ['culture'], true],
      ['The new crane arrives', 'approve', ['business'], false],
    ]);
    const crane = rows[2];
    expect(crane?.publishedAt?.toISOString()).toBe('2025-11-03T09:30:00.000Z');
    expect(crane?.image).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
    expect(crane?.standfirst).toBe('Three weeks late, and sixty tonnes strong.');
    expect(crane?.body?.content.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'figure',
      'bulletList',
    ]);
    expect(crane?.description).not.toMatch(/alert/);

    const authors = await t.database.db
      .select({ id: user.id, name: user.name, verified: user.emailVerified })
      .from(user)
      .where(inArray(user.email, ['mara.quinn@harbour.example', 'tomas.reyes@harbour.example']));
    expect(authors.map((author) => [author.name, author.verified]).sort()).toEqual([
      ['Mara Quinn', false],
      ['Tomas Reyes', false],
    ]);
    // No password to sign in with until the author claims the account.
    const logins = await t.database.db
      .select()
      .from(account)
      .where(
        inArray(
          account.userId,
          authors.map((author) => author.id),
        ),
      );
    expect(logins).toHaveLength(0);
    expect(crane?.authorId).toBe(authors.find((author) => author.name === 'Mara Quinn')?.id);

    const subscribers = await t.database.db
      .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} like '%@mail.example'`);
    expect(subscribers.map((row) => row.email).sort()).toEqual([
      'reader.one@mail.example',
      'reader.two@mail.example',
    ]);
    expect(subscribers.every((row) => row.confirmedAt !== null)).toBe(true);

    const again = await importFile('harbour.json', ghostFile);
    expect(again.read.plan.create).toEqual({ articles: 0, authors: 0, subscribers: 0, images: 0 });
    expect(again.read.plan.alreadyImported).toBe(7);
    expect(again.done.state).toBe('done');
    expect(again.done.created).toEqual({ articles: 0, authors: 0, subscribers: 0, images: 0 });
    expect(await importedArticles()).toHaveLength(3);
  });

  it('resumes after a crash without creating anything twice', async () => {
    const { done } = await importFile('harbour.json', ghostFile);
    // As if the process died after creating every item but before the progress was written.
    await t.database.db
      .update(siteImports)
      .set({ state: 'running', done: 0, finishedAt: null })
      .where(eq(siteImports.id, done.id));
    await imports.work(done.id);
    const resumed = await imports.get(done.id);
    expect(resumed.state).toBe('done');
    expect(resumed.done).toBe(resumed.total);
    expect(await importedArticles()).toHaveLength(3);
  });
});

describe('importing a WordPress WXR file', () => {
  it('creates the posts with their categories, author, dates and pictures, and only once', async () => {
    const { read, done } = await importFile('valley.xml', wordpressFile);
    expect(read.platform).toBe('wordpress');
    expect(read.plan.create).toEqual({ articles: 2, authors: 1, subscribers: 0, images: 1 });
    expect(read.plan.problems.map((problem) => problem.item)).toEqual(['Contact']);
    expect(done.state).toBe('done');
    expect(done.created).toEqual({ articles: 2, authors: 1, subscribers: 0, images: 1 });

    const rows = await t.database.db
      .select()
      .from(articles)
      .where(inArray(articles.title, ['Regatta on the reservoir', 'School rebuild: the plans']))
      .orderBy(articles.title);
    expect(rows.map((row) => [row.title, row.tags, row.status])).toEqual([
      ['Regatta on the reservoir', ['sports'], 'approve'],
      ['School rebuild: the plans', ['culture'], 'approve'],
    ]);
    const [regatta, school] = rows;
    expect(regatta?.publishedAt?.toISOString()).toBe('2025-10-18T14:00:00.000Z');
    expect(regatta?.image).toMatch(/^\/media\//);
    expect(regatta?.imageAlt).toBe('Boats at the start');
    expect(regatta?.body?.content.map((block) => block.type)).toEqual(['paragraph', 'paragraph', 'figure']);
    expect(regatta?.description).toContain('Twelve crews raced on Saturday & the home club won twice.');
    expect(school?.body?.content.at(-1)).toEqual({
      type: 'embed',
      attrs: { url: 'https://video.example/embed/123' },
    });

    const again = await importFile('valley.xml', wordpressFile);
    expect(again.read.plan.create).toEqual({ articles: 0, authors: 0, subscribers: 0, images: 0 });
    expect(again.done.created).toEqual({ articles: 0, authors: 0, subscribers: 0, images: 0 });
  });

  it('refuses a file that is neither export', async () => {
    await expect(imports.read(viewer(), 'notes.txt', Buffer.from('just some notes'))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      imports.read(viewer(), 'feed.xml', Buffer.from('<rss><channel><title>A feed</title></channel></rss>')),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
