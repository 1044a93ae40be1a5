import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { sourceSsr } from '../../../../tests/setup/source-ssr';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { meterReads, meterSettings, user } from '../../db/schema';
import { createMeterService } from './meter.service';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let author: TestUser;
let reader: TestUser;
let publisher: string;

const DAY = 86_400_000;
/** The body's last words, which a preview never reaches. */
const CLOSING = 'The closing line only the meter opens.';

// The page store is on, as in production: a visitor's kept page must never carry the meter.
beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000' }, { ssr: sourceSsr });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  editor = await registerUser(t, { name: 'Eddie Editor', role: 'editor' });
  author = await registerUser(t, { name: 'Al Author' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());
// A fresh reader each time, and the meter off until a test sets it.
beforeEach(async () => {
  reader = await registerUser(t, { name: 'Rita Reader' });
  await t.database.db.delete(meterSettings);
  await t.database.db.delete(meterReads);
  await setMeter({ registered: 0, visitors: 0 });
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: TestUser | null, method: Method, url: string, payload?: unknown, cookie?: string) =>
  t.app.inject(
    as(who, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(cookie ? { headers: { cookie } } : {}),
    }),
  );
const setMeter = async (settings: { registered: number; visitors: number }) => {
  const response = await call(admin, 'PUT', '/api/meter/settings', settings);
  expect(response.statusCode, response.body).toBe(200);
};
const article = async (overrides: Parameters<typeof createArticle>[1] = {}) =>
  (
    await createArticle(t.database.db, {
      publisher,
      authorId: author.id,
      status: 'approve',
      isPremium: true,
      description: `${'The story goes on. '.repeat(60)}${CLOSING}`,
      ...overrides,
    })
  ).id;
const meter = (who: TestUser | null, id: string, cookie?: string) =>
  call(who, 'POST', `/api/articles/${id}/meter`, undefined, cookie);
/** The visitor counter a meter answer set, as a Cookie header. */
const counterOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';

describe('the meter for registered readers', () => {
  it('opens N premium articles a month across sections, each once, then shows the wall', async () => {
    await setMeter({ registered: 2, visitors: 0 });
    const sport = await article({ tags: ['sports'] });
    const business = await article({ tags: ['business'] });
    const culture = await article({ tags: ['culture'] });

    const first = await meter(reader, sport);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toMatchObject({ state: 'open', allowance: 2, remaining: 1 });
    expect(first.json().article.html).toContain(CLOSING);
    expect(first.json().article.locked).toBeUndefined();
    expect(first.json().article.meter).toMatchObject({ allowance: 2, remaining: 1 });
    // Reading it again takes nothing more.
    expect((await meter(reader, sport)).json()).toMatchObject({ state: 'open', remaining: 1 });
    expect((await meter(reader, business)).json()).toMatchObject({ state: 'open', remaining: 0 });
    const wall = (await meter(reader, culture)).json();
    expect(wall).toMatchObject({ state: 'wall', allowance: 2, remaining: 0 });
    expect(wall.article).toBeUndefined();
    expect(new Date(wall.resetsAt).getUTCDate()).toBe(1);
    // The article's own answer is still the paywalled one: the meter decides only in its own answer.
    const plain = await call(reader, 'GET', `/api/articles/${sport}`);
    expect(plain.json()).toMatchObject({ locked: true, lockReason: 'premium' });
    expect(plain.body).not.toContain(CLOSING);
  });

  it('does not count subscribers, editors, authors or free articles', async () => {
    await setMeter({ registered: 1, visitors: 0 });
    const id = await article();
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() + DAY) })
      .where(eq(user.id, reader.id));
    for (const who of [reader, editor, author])
      expect((await meter(who, id)).json()).toMatchObject({ state: 'off', allowance: 0 });
    const other = await registerUser(t, { name: 'Otto Other' });
    expect((await meter(other, await article({ isPremium: false }))).json()).toMatchObject({ state: 'off' });
    expect((await meter(other, id)).json()).toMatchObject({ state: 'open', remaining: 0 });
  });

  it('answers "off" while the meter is off, and refuses articles a reader may not see', async () => {
    const id = await article();
    expect((await meter(reader, id)).json()).toEqual({
      state: 'off',
      allowance: 0,
      remaining: 0,
      resetsAt: expect.any(String),
    });
    await setMeter({ registered: 3, visitors: 0 });
    expect((await meter(reader, await article({ status: 'pending' }))).statusCode).toBe(404);
    expect((await meter(reader, crypto.randomUUID())).statusCode).toBe(404);
    expect((await meter(reader, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('the meter for visitors', () => {
  it('counts by a signed first-party counter, and offers registration at the wall', async () => {
    await setMeter({ registered: 3, visitors: 1 });
    const free = await article({ isPremium: false });
    const premium = await article();

    const first = await meter(null, free);
    expect(first.json()).toMatchObject({ state: 'open', allowance: 1, remaining: 0, register: 3 });
    expect(first.json().article.html).toContain(CLOSING);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^bs_meter=[\w-]{36}\.[\w-]{32}; Path=\/api\/articles; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
    const cookie = counterOf(first);

    const again = await meter(null, free, cookie);
    expect(again.json()).toMatchObject({ state: 'open', remaining: 0 });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await meter(null, premium, cookie)).json()).toMatchObject({ state: 'wall', register: 3 });

    // A counter Broadsheet did not sign counts as none: a new one is given, never the one named.
    const forged = `${cookie.slice(0, -4)}AAAA`;
    const fresh = await meter(null, premium, forged);
    expect(fresh.json()).toMatchObject({ state: 'open' });
    expect(counterOf(fresh)).not.toBe(forged);
  });

  it('keeps the visitors’ page free of the meter, and a change of the settings clears no page', async () => {
    const id = await article();
    const page = async () => (await t.app.inject({ method: 'GET', url: `/articlesDetails/${id}` })).body;
    const before = await page();
    expect(before).not.toContain(CLOSING);
    await setMeter({ registered: 5, visitors: 2 });
    // The kept copy is served as it was: the settings live in no page.
    expect(await page()).toBe(before);
    expect(before).not.toMatch(/bs_meter|"meter"/);
    expect((await meter(null, id)).json()).toMatchObject({ state: 'open', allowance: 2, remaining: 1 });
    // Without visitors' allowance, a visitor is offered the registered readers' allowance.
    await setMeter({ registered: 5, visitors: 0 });
    const off = await meter(null, id);
    expect(off.json()).toMatchObject({ state: 'off', register: 5 });
    expect(off.headers['set-cookie']).toBeUndefined();
  });

  it('reaches every process within a minute', async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    const first = createMeterService(t.database.db, { secret: 'another process', now });
    const id = await article();
    expect((await first.read(null, id, () => crypto.randomUUID())).state).toBe('off');
    await setMeter({ registered: 0, visitors: 4 });
    // Still the settings it read, for up to thirty seconds; then the new ones.
    expect((await first.read(null, id, () => crypto.randomUUID())).state).toBe('off');
    clock += 30_000;
    expect(await first.read(null, id, () => crypto.randomUUID())).toMatchObject({
      state: 'open',
      allowance: 4,
    });
  });
});

describe('the meter’s settings', () => {
  it('are set by admins, in the audit log', async () => {
    await setMeter({ registered: 4, visitors: 1 });
    expect((await call(admin, 'GET', '/api/meter/settings')).json()).toEqual({
      registered: 4,
      visitors: 1,
      updatedAt: expect.any(String),
    });
    const log = (await call(admin, 'GET', '/api/admin/audit-log?limit=5')).json() as {
      action: string;
      details: unknown;
    }[];
    expect(log[0]).toMatchObject({ action: 'meter.settings', details: { registered: 4, visitors: 1 } });
  });

  it('refuses bad input with a message per field', async () => {
    for (const body of [
      { registered: -1, visitors: 0 },
      { registered: 101, visitors: 0 },
      { registered: 1.5, visitors: 0 },
      { registered: '3', visitors: 0 },
      { registered: 3 },
      { registered: 3, visitors: 0, extra: true },
    ]) {
      const response = await call(admin, 'PUT', '/api/meter/settings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().statusCode).toBe(400);
    }
    expect((await call(admin, 'GET', '/api/meter/settings')).json()).toMatchObject({ registered: 0 });
  });

  it('are for admins alone', async () => {
    for (const [who, status] of [
      [null, 401],
      [reader, 403],
      [editor, 403],
    ] as const) {
      expect((await call(who, 'GET', '/api/meter/settings')).statusCode).toBe(status);
      expect((await call(who, 'PUT', '/api/meter/settings', { registered: 9, visitors: 9 })).statusCode).toBe(
        status,
      );
    }
  });
});
