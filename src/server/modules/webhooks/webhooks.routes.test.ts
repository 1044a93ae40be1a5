import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles, auditLog, payments } from '../../db/schema';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let reader: TestUser;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** What the receiver answers next. */
let answer = 200;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answer;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
  editor = await registerUser(t, { role: 'editor' });
  reader = await registerUser(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const call = (who: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

async function register(path: string, events: string[]) {
  const response = await call(admin, 'POST', '/api/admin/webhooks', { url: `${base}${path}`, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; secret: string; url: string };
}

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhooks', () => {
  it('sends a signed delivery for each article event, whichever write makes it', async () => {
    const hook = await register('/all', ['article.published', 'article.updated', 'article.unpublished']);
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = (await call(admin, 'GET', '/api/admin/webhooks')).json();
    expect(listed[0]).toMatchObject({ _id: hook._id, url: `${base}/all`, lastDelivery: null });
    expect(listed[0]).not.toHaveProperty('secret');

    // Written as the app's services and jobs write: a pending article is no event; its approval is.
    const pending = await createArticle(t.database.db, { status: 'pending' });
    await t.database.db.update(articles).set({ status: 'approve' }).where(eq(articles.id, pending.id));
    await t.database.db.update(articles).set({ title: 'A new headline' }).where(eq(articles.id, pending.id));
    await t.database.db.update(articles).set({ status: 'declined' }).where(eq(articles.id, pending.id));
    await t.database.db.delete(articles).where(eq(articles.id, pending.id));

    const events = await waitFor(() => {
      const mine = received.filter((r) => JSON.parse(r.body).data?.id === pending.id);
      return mine.length >= 3 ? mine : undefined;
    }, 'three deliveries');
    expect(events.map((r) => r.headers['broadsheet-event']).sort()).toEqual([
      'article.published',
      'article.unpublished',
      'article.updated',
    ]);
    for (const delivery of events) {
      const [, t0, v1] =
        /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['broadsheet-signature'])) ?? [];
      expect(Math.abs(Date.now() / 1000 - Number(t0))).toBeLessThan(60);
      expect(v1).toBe(createHmac('sha256', hook.secret).update(`${t0}.${delivery.body}`).digest('hex'));
    }
    const updated = events.find((r) => r.headers['broadsheet-event'] === 'article.updated');
    expect(JSON.parse(updated?.body ?? '{}')).toMatchObject({
      event: 'article.updated',
      data: { id: pending.id, title: 'A new headline', publisher: pending.publisher },
    });
    // The deletion of an article no reader could see is no event.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(received.filter((r) => JSON.parse(r.body).data?.id === pending.id)).toHaveLength(3);

    const log = await call(admin, 'GET', `/api/admin/webhooks/${hook._id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.headers['x-total-count']).toBe('3');
    expect(log.json()[0]).toMatchObject({ state: 'delivered', responseStatus: 200, attempts: 1 });
  });

  it('tells of a recorded payment', async () => {
    await register('/payments', ['payment.recorded']);
    const from = new Date();
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        userId: reader.id,
        name: 'Reader',
        email: reader.email,
        transactionId: `pi_${randomUUID()}`,
        provider: 'test',
        plan: 'premium',
        days: 30,
        amountCents: 1000,
        premiumFrom: from,
        premiumUntil: new Date(from.getTime() + 30 * 86_400_000),
      })
      .returning();
    const delivery = await waitFor(
      () => received.find((r) => JSON.parse(r.body).data?.id === payment?.id),
      'the payment delivery',
    );
    expect(delivery.headers['broadsheet-event']).toBe('payment.recorded');
    expect(JSON.parse(delivery.body).data).toMatchObject({
      readerId: reader.id,
      plan: 'premium',
      days: 30,
      amountCents: 1000,
    });
  });

  it('logs a failed delivery with its answer, and an admin sends it again', async () => {
    const hook = await register('/failing', ['article.published']);
    answer = 500;
    const live = await createArticle(t.database.db, { status: 'approve' });
    const failed = await waitFor(async () => {
      const rows = (await call(admin, 'GET', `/api/admin/webhooks/${hook._id}/deliveries`)).json();
      return rows[0]?.state === 'failed' ? rows[0] : undefined;
    }, 'a failed delivery');
    expect(failed).toMatchObject({ responseStatus: 500, attempts: 1, error: 'the receiver answered 500' });
    expect(failed.payload).toMatchObject({ id: live.id });

    answer = 200;
    const again = await call(admin, 'POST', `/api/admin/webhook-deliveries/${failed._id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    await waitFor(async () => {
      const rows = (await call(admin, 'GET', `/api/admin/webhooks/${hook._id}/deliveries`)).json();
      return rows[0]?.state === 'delivered' ? rows[0] : undefined;
    }, 'the delivery sent again');
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, failed._id));
    expect(audited.map((row) => row.action)).toEqual(['webhook.redeliver']);
  });

  it('deletes a webhook with its log, recorded in the audit log', async () => {
    const hook = await register('/gone', ['payment.recorded']);
    const removed = await call(admin, 'DELETE', `/api/admin/webhooks/${hook._id}`);
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await call(admin, 'DELETE', `/api/admin/webhooks/${hook._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/admin/webhooks/${hook._id}/deliveries`)).statusCode).toBe(404);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, hook._id));
    expect(audited.map((row) => row.action).sort()).toEqual(['webhook.create', 'webhook.delete']);
  });

  it('refuses bad input with a reason', async () => {
    const bad = [
      { url: 'ftp://example.com/hook', events: ['article.published'] },
      { url: 'https://user:pass@example.com/hook', events: ['article.published'] },
      { url: 'not a url', events: ['article.published'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['article.deleted'] },
      { url: 'https://example.com/hook', events: ['article.published', 'article.published'] },
      { url: 'https://example.com/hook', events: ['article.published'], secret: 'mine' },
      { events: ['article.published'] },
    ];
    for (const payload of bad) {
      const response = await call(admin, 'POST', '/api/admin/webhooks', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call(admin, 'DELETE', '/api/admin/webhooks/not-an-id')).statusCode).toBe(400);
    const unknown = randomUUID();
    expect((await call(admin, 'POST', `/api/admin/webhook-deliveries/${unknown}/redeliver`)).statusCode).toBe(
      404,
    );
  });

  it('is the admins’ alone', async () => {
    const hook = await register('/private', ['article.published']);
    const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/webhooks'],
      ['POST', '/api/admin/webhooks', { url: 'https://example.com/h', events: ['article.published'] }],
      ['DELETE', `/api/admin/webhooks/${hook._id}`],
      ['GET', `/api/admin/webhooks/${hook._id}/deliveries`],
      ['POST', `/api/admin/webhook-deliveries/${randomUUID()}/redeliver`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(reader, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(editor, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('webhooks outside the tests', () => {
  let site: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    site = await createTestApp({ NODE_ENV: 'development' });
    owner = await registerUser(site, { role: 'admin' });
  });
  afterAll(() => site.close());

  it('refuse plain http, this machine and private networks', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
    ]) {
      const response = await site.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/admin/webhooks',
          payload: { url, events: ['article.published'] },
        }),
      );
      expect(response.statusCode, url).toBe(400);
    }
  });
});
