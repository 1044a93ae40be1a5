import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { startWebhookReceiver, waitFor } from '../../../../tests/setup/webhook-receiver';
import { user } from '../../db/schema';
import { GRACE_DAYS } from '../payments/subscriptions.service';

// The readers' events (docs/product.md#webhooks), each made through the API as readers and jobs make them.
let t: TestApp;
let admin: TestUser;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let secret = '';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
  const events = ['reader.subscribed', 'subscription.lapsed', 'comment.posted'];
  const hook = await t.app.inject(
    as(admin, { method: 'POST', url: '/api/admin/webhooks', payload: { url: `${receiver.url}/r`, events } }),
  );
  expect(hook.statusCode, hook.body).toBe(201);
  secret = hook.json().secret;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const about = (readerId: string, event: string) =>
  receiver.received.filter((r) => r.event === event && r.body.data.readerId === readerId);
/** Waits for the deliveries the database wrote so far to be sent (the dispatcher runs every two seconds). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));
const moveClock = async (who: TestUser, days: number, renewalsFail?: boolean) => {
  const payload = { days, renewalsFail };
  const moved = await t.app.inject(as(who, { method: 'POST', url: '/api/test-payments/clock', payload }));
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json() as { renewed: number; failed: number; lapsed: number };
};

describe('webhook events of readers', () => {
  it('tells of a comment and a reply once each, signed', async () => {
    const reader = await registerUser(t);
    const article = await createArticle(t.database.db, { status: 'approve' });
    const url = `/api/comments/articles/${article.id}`;
    const posted = await t.app.inject(as(reader, { method: 'POST', url, payload: { body: 'First!' } }));
    expect(posted.statusCode, posted.body).toBe(201);
    const reply = await t.app.inject(
      as(reader, { method: 'POST', url, payload: { body: 'And again', parentId: posted.json()._id } }),
    );
    expect(reply.statusCode, reply.body).toBe(201);

    const both = await waitFor(() => {
      const mine = about(reader.id, 'comment.posted');
      return mine.length >= 2 ? mine : undefined;
    }, 'two comment deliveries');
    await settle();
    expect(about(reader.id, 'comment.posted')).toHaveLength(2);
    const first = both.find((r) => r.body.data.id === posted.json()._id);
    expect(first?.body.data).toMatchObject({ articleId: article.id, parentId: null, body: 'First!' });
    expect(both.find((r) => r.body.data.id === reply.json()._id)?.body.data).toMatchObject({
      parentId: posted.json()._id,
      body: 'And again',
    });
    const [, stamp, v1] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(first?.headers['broadsheet-signature'])) ?? [];
    const raw = JSON.stringify(first?.body);
    expect(v1).toBe(createHmac('sha256', secret).update(`${stamp}.${raw}`).digest('hex'));
  });

  it('tells that a reader subscribed when the free month begins, once', async () => {
    const reader = await registerUser(t);
    const free = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/free' }));
    expect(free.statusCode, free.body).toBe(201);
    const [delivery] = await waitFor(() => {
      const mine = about(reader.id, 'reader.subscribed');
      return mine.length > 0 ? mine : undefined;
    }, 'the subscribed delivery');
    expect(delivery?.body.data.premiumUntil).toBeTruthy();
    expect(new Date(String(delivery?.body.data.premiumUntil)).getTime()).toBe(
      new Date(free.json().premiumUntil).getTime(),
    );
    // A payment while premium lasts extends it: the reader was subscribed already.
    await payByTestCard(t, reader, { days: 7, totalPrice: 7 });
    await settle();
    expect(about(reader.id, 'reader.subscribed')).toHaveLength(1);
  });

  it('tells once that a renewing reader subscribed, not at each renewal, and once that the renewal lapsed', async () => {
    const reader = await registerUser(t);
    await payByTestCard(t, reader, { days: 7, renew: true, totalPrice: 7 });
    await waitFor(() => (about(reader.id, 'reader.subscribed').length ? true : undefined), 'subscribed');

    // The renewal job charges at the period's end, when premium has just run out: the same subscription.
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() - 60_000) })
      .where(eq(user.id, reader.id));
    expect((await moveClock(reader, 7)).renewed).toBeGreaterThan(0);

    // Later charges fail through the grace period: the renewal lapses, once.
    let lapses = 0;
    for (let move = 0; move < 6 && lapses === 0; move++) lapses += (await moveClock(reader, 7, true)).lapsed;
    expect(lapses).toBe(1);
    const [lapsed] = await waitFor(() => {
      const mine = about(reader.id, 'subscription.lapsed');
      return mine.length > 0 ? mine : undefined;
    }, 'the lapsed delivery');
    expect(lapsed?.body.data).toMatchObject({ plan: 'premium', days: 7, amountCents: 700 });
    expect(new Date(String(lapsed?.body.data.graceEndsAt)).getTime()).toBe(
      new Date(String(lapsed?.body.data.periodEnd)).getTime() + GRACE_DAYS * DAY_MS,
    );
    await moveClock(reader, 30, true);
    await settle();
    expect(about(reader.id, 'subscription.lapsed')).toHaveLength(1);
    expect(about(reader.id, 'reader.subscribed')).toHaveLength(1);
  });
});
