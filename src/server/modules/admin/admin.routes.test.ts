import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog, newsletterSubscribers, publishers, user } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin', name: 'Ed Editor' });
  reader = await registerUser(t);
  const { db } = t.database;
  const big = await createPublisher(db, { publisherName: 'Big Paper' });
  const small = await createPublisher(db, { publisherName: 'Small Paper' });
  for (let i = 0; i < 3; i++)
    await createArticle(db, { authorId: reader.id, publisher: big.publisherName, status: 'approve' });
  await createArticle(db, { authorId: reader.id, publisher: small.publisherName });
  await db
    .update(user)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(user.id, reader.id));
});
afterAll(() => t.close());

describe('GET /api/admin/overview', () => {
  it('counts pending articles, users, subscribers and articles per publisher', async () => {
    const response = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/overview' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pendingArticles: 1,
      approvedArticles: 3,
      totalArticles: 4,
      users: 2,
      premiumSubscribers: 1,
      revenueCents: 0,
      articlesByPublisher: [
        { publisher: 'Big Paper', count: 3 },
        { publisher: 'Small Paper', count: 1 },
      ],
    });
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/admin/overview' }))).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/publisher', () => {
  it('adds a publisher with an uploaded logo, records it, and refuses a duplicate name', async () => {
    const upload = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage(320, 320)) }),
    );
    const image = upload.json().data.display_url;
    const created = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/publisher', payload: { publisherName: 'The Courier', image } }),
    );
    expect(created.statusCode).toBe(201);
    const { insertedId } = created.json();
    const [row] = await t.database.db.select().from(publishers).where(eq(publishers.id, insertedId));
    expect(row).toMatchObject({ publisherName: 'The Courier', image });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, insertedId));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'publisher.create', actorEmail: admin.email }),
    ]);

    const duplicate = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/publisher', payload: { publisherName: 'the courier', image } }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('the courier is already a publisher.');
  });

  it('posts nothing without a name or an uploaded logo', async () => {
    const before = (await t.database.db.select().from(publishers)).length;
    for (const payload of [
      { publisherName: '', image: '/media/0123456789abcdef-320.webp' },
      { publisherName: 'No Logo' },
      { publisherName: 'Elsewhere', image: 'https://example.test/logo.png' },
      { publisherName: 'Missing file', image: '/media/0123456789abcdef-320.webp' },
    ]) {
      const response = await t.app.inject(as(admin, { method: 'POST', url: '/api/publisher', payload }));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.database.db.select().from(publishers)).length).toBe(before);
    expect(
      (
        await t.app.inject(
          as(reader, {
            method: 'POST',
            url: '/api/publisher',
            payload: { publisherName: 'X', image: '/media/0123456789abcdef-320.webp' },
          }),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('readers’ mail for the editors', () => {
  it('lists contact messages and newsletter subscribers, and exports the subscribers as CSV', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Tipster',
        email: 'tip@example.test',
        topic: 'tip',
        message: 'The mayor resigns tomorrow morning.',
      },
    });
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'first@example.test' } });
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: '+cmd@example.test' } });

    const messages = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/contact-messages' }));
    expect(messages.json()).toEqual([expect.objectContaining({ name: 'Tipster', topic: 'tip' })]);
    // The first confirms its address; the other has not opened its link.
    const confirmedAt = new Date('2026-03-04T08:00:00.000Z');
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmedAt })
      .where(eq(newsletterSubscribers.email, 'first@example.test'));
    const subscribers = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/newsletter-subscribers' }),
    );
    expect(subscribers.headers['x-total-count']).toBe('2');
    // Confirmed and waiting addresses are told apart.
    expect(subscribers.json()).toEqual([
      expect.objectContaining({ email: '+cmd@example.test', confirmedAt: null }),
      expect.objectContaining({ email: 'first@example.test', confirmedAt: confirmedAt.toISOString() }),
    ]);

    const csv = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/newsletter-subscribers.csv' }),
    );
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('newsletter-subscribers.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"email","subscribed_at","confirmed_at"');
    expect(lines[1]).toMatch(/^"first@example\.test","\d{4}-[^"]+","2026-03-04T08:00:00\.000Z"$/);
    expect(lines[2]).toMatch(/^"'\+cmd@example\.test","\d{4}-[^"]+",""$/);

    for (const url of [
      '/api/admin/contact-messages',
      '/api/admin/newsletter-subscribers',
      '/api/admin/newsletter-subscribers.csv',
      '/api/admin/audit-log',
    ]) {
      expect((await t.app.inject(as(reader, { method: 'GET', url }))).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('shows the audit log newest first', async () => {
    const response = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/audit-log' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({
      action: 'publisher.create',
      actorEmail: admin.email,
      date: expect.any(String),
    });
  });
});
