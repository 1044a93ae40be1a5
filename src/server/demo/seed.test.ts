import { TAGS } from '@shared/constants';
import { verifyPassword } from 'better-auth/crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/client';
import { account, articles, mediaFiles, newsletterSubscribers, publishers, user } from '../db/schema';
import { planDemoArticles } from './articles';
import { DEMO_DECLINE_REASON, DEMO_PASSWORD, DEMO_USERS, seedDemoContent } from './seed';

const ADMIN_EMAIL = 'Chief@Broadsheet.test';
const ADMIN_PASSWORD = 'Admin#Secret1';
/** Seeding draws and encodes 65 images: give it room on a busy two-core CI machine. */
const SLOW = 60_000;

describe('seedDemoContent', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, SLOW);

  afterAll(async () => {
    await database?.close();
  });

  async function counts() {
    const { db } = database;
    const [p] = await db.select({ n: count() }).from(publishers);
    const [a] = await db.select({ n: count() }).from(articles);
    const [u] = await db.select({ n: count() }).from(user);
    const [c] = await db.select({ n: count() }).from(account);
    const [m] = await db.select({ n: count() }).from(mediaFiles);
    return { publishers: p?.n, articles: a?.n, users: u?.n, accounts: c?.n, mediaFiles: m?.n };
  }

  it(
    'fills an empty database with the demo newsroom',
    async () => {
      const result = await seedDemoContent(database, {
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
      });
      expect(result).toEqual({ seeded: true });
      const { db } = database;

      const publisherRows = await db.select().from(publishers);
      expect(publisherRows).toHaveLength(12);

      // The demo's readers take the newsletter, confirmed, so an issue sent from the dashboard reaches them.
      const subscribers = await db.select().from(newsletterSubscribers);
      expect(subscribers.length).toBeGreaterThanOrEqual(DEMO_USERS.length);
      expect(subscribers.every((row) => row.confirmedAt !== null)).toBe(true);

      const rows = await db.select().from(articles);
      const approved = rows.filter((r) => r.status === 'approve');
      expect(approved.length).toBeGreaterThanOrEqual(40);
      for (const tag of TAGS) {
        expect(approved.filter((r) => r.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(4);
      }
      expect(new Set(approved.map((r) => r.publisher)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(approved.map((r) => r.authorId)).size).toBeGreaterThanOrEqual(3);
      expect(approved.filter((r) => r.isPremium).length).toBeGreaterThanOrEqual(1);
      expect(rows.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(1);
      expect(rows.filter((r) => r.isPremium && r.status !== 'approve')).toHaveLength(0);
      const declined = rows.filter((r) => r.status === 'declined');
      expect(declined).toHaveLength(1);
      expect(declined[0]?.declineReason).toBe(DEMO_DECLINE_REASON);
      expect(declined[0]?.declinedAt).toBeInstanceOf(Date);

      const sixtyOneDaysAgo = Date.now() - 61 * 86_400_000;
      for (const row of rows) {
        expect(row.createdAt.getTime()).toBeGreaterThan(sixtyOneDaysAgo);
        expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
        expect(row.viewCount).toBeGreaterThanOrEqual(0);
        expect(row.viewCount).toBeLessThanOrEqual(5000);
        expect(row.tags.length).toBeGreaterThanOrEqual(1);
        expect(row.tags.length).toBeLessThanOrEqual(2);
        const words = row.description.split(/\s+/).length;
        expect(words).toBeGreaterThanOrEqual(120);
        expect(words).toBeLessThanOrEqual(400);
        expect(row.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      }
      expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.image)).size).toBe(rows.length);

      const admins = await db.select().from(user).where(eq(user.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect(admins[0]?.email).toBe(ADMIN_EMAIL.toLowerCase());
      expect(admins[0]?.name).toBe('Editor in Chief');

      const [adminAccount] = await db
        .select()
        .from(account)
        .where(and(eq(account.userId, admins[0]?.id ?? ''), eq(account.providerId, 'credential')));
      expect(await verifyPassword({ hash: adminAccount?.password ?? '', password: ADMIN_PASSWORD })).toBe(
        true,
      );
      const [reader] = await db.select().from(user).where(eq(user.email, DEMO_USERS[0].email));
      const [readerAccount] = await db
        .select()
        .from(account)
        .where(eq(account.userId, reader?.id ?? ''));
      expect(readerAccount?.accountId).toBe(reader?.id);
      expect(await verifyPassword({ hash: readerAccount?.password ?? '', password: DEMO_PASSWORD })).toBe(
        true,
      );

      expect(await counts()).toMatchObject({ publishers: 12, articles: 48, users: 5, accounts: 5 });

      const avatars = (await db.select({ image: user.image }).from(user)).map((u) => u.image ?? '');
      const images = [...publisherRows.map((p) => p.image), ...rows.map((r) => r.image), ...avatars];
      const stored = new Set(
        (await db.select({ name: mediaFiles.name }).from(mediaFiles)).map((m) => m.name),
      );
      for (const url of images) {
        expect(url).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);
        expect(stored.has(url.replace('/media/', '')), url).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'does nothing when the database already has publishers',
    async () => {
      const before = await counts();
      const result = await seedDemoContent(database, {
        adminEmail: 'other@broadsheet.test',
        adminPassword: 'x',
      });
      expect(result).toEqual({ seeded: false });
      expect(await counts()).toEqual(before);
    },
    SLOW,
  );

  it('plans the same articles every time', () => {
    expect(planDemoArticles()).toEqual(planDemoArticles());
  });
});
