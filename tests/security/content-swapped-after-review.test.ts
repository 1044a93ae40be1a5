import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// An editor read an article and clicked Approve; between the two its author swapped the title and body
// (links included), and the approval published the swapped text. It happened for new articles and for
// edits of live ones, and for every decision (approve, schedule, decline, premium, bulk). A decision now
// names the version the editor was shown and is refused (409 ARTICLE_CHANGED) when the content moved on;
// an approval naming none is taken only of content as first sent (428 VERSION_REQUIRED otherwise).

let t: TestApp;
let author: TestUser;
let editor: TestUser;
let reader: TestUser;
let publisher: string;

const fields = (title: string, text: string) => ({ title, publisher, tags: 'culture', description: text });
const REVIEWED = { title: 'Harbour opens', text: 'The harbour opened today.' };
const SWAPPED = { title: 'Win a prize', text: 'Claim it at https://example.net/claim now.' };
type Content = { title: string; text: string };

async function write(content: Content = REVIEWED): Promise<string> {
  const payload = fields(content.title, content.text);
  const created = await t.app.inject(as(author, { method: 'POST', url: '/api/articles', payload }));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().insertedId;
}
const swap = (id: string, content: Content = SWAPPED) =>
  t.app.inject(
    as(author, {
      method: 'PATCH',
      url: `/api/updateArticles/${id}`,
      payload: fields(content.title, content.text),
    }),
  );
const review = async (id: string) =>
  (await t.app.inject(as(editor, { method: 'GET', url: `/api/articles/${id}/review` }))).json();
const decide = (method: 'PATCH' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(editor, { method, url, ...(payload ? { payload } : {}) }));
const readerSees = async (id: string) =>
  (await t.app.inject(as(reader, { method: 'GET', url: `/api/articles/${id}` }))).json();
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

describe('a new article swapped between review and decision', () => {
  it.each([
    ['approve', 'PATCH', (id: string) => `/api/admin-articles/${id}`, {}],
    ['approve for later', 'PUT', (id: string) => `/api/admin-articles/${id}/schedule`, { publishAt: '' }],
    ['decline', 'PATCH', (id: string) => `/api/decline-articles/${id}`, { reason: 'Thin.' }],
    ['make premium', 'PATCH', (id: string) => `/api/isPremium-articles/${id}`, {}],
  ] as const)(
    '%s on the version read → 409 ARTICLE_CHANGED, nothing decided',
    async (_, method, url, extra) => {
      const id = await write();
      const { version, title } = await review(id);
      expect(title).toBe(REVIEWED.title);
      expect(version).toEqual(expect.any(String));
      expect((await swap(id)).statusCode).toBe(200);

      const body = { ...extra, ...('publishAt' in extra ? { publishAt: tomorrow() } : {}), version };
      const refused = await decide(method, url(id), body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ARTICLE_CHANGED',
        message: expect.stringMatching(/changed/),
      });

      const now = await review(id);
      expect(now).toMatchObject({ status: 'pending', title: SWAPPED.title });
      expect(now.premium).toBeUndefined();
      expect(now.publishAt).toBeUndefined();
      expect(now.version).not.toBe(version);
      // Decided on the version now shown, it is taken.
      const taken = await decide(method, url(id), { ...body, version: now.version });
      expect(taken.statusCode, taken.body).toBe(200);
    },
  );

  it('a swap and a swap back leaves a version no decision named: still refused', async () => {
    const id = await write();
    const { version } = await review(id);
    await swap(id);
    await swap(id, REVIEWED);
    const refused = await decide('PATCH', `/api/admin-articles/${id}`, { version });
    expect(refused.statusCode).toBe(409);
  });

  it('an approval without a version publishes only what was first sent for review', async () => {
    const untouched = await write();
    // The spec's call, with no body: nothing changed since it was sent, so whatever was read is this.
    const plain = await decide('PATCH', `/api/admin-articles/${untouched}`);
    expect(plain.json()).toEqual({ modifiedCount: 1 });

    const swapped = await write();
    await swap(swapped);
    for (const payload of [undefined, {}]) {
      const refused = await decide('PATCH', `/api/admin-articles/${swapped}`, payload);
      expect(refused.statusCode, refused.body).toBe(428);
      expect(refused.json().code).toBe('VERSION_REQUIRED');
    }
    const later = await decide('PUT', `/api/admin-articles/${swapped}/schedule`, { publishAt: tomorrow() });
    expect(later.statusCode).toBe(428);
    expect((await review(swapped)).status).toBe('pending');
    expect((await readerSees(swapped)).statusCode).toBe(404);
  });

  it('refuses a version of another shape with 400', async () => {
    const id = await write();
    for (const version of ['', 'latest', '1;drop', 1, ['1']]) {
      const response = await decide('PATCH', `/api/admin-articles/${id}`, { version });
      expect(response.statusCode, String(version)).toBe(400);
    }
  });
});

describe('an edit of a live article swapped between review and decision', () => {
  it('approving the edit read → 409, and readers keep the live version', async () => {
    const id = await write();
    expect((await decide('PATCH', `/api/admin-articles/${id}`)).json()).toEqual({ modifiedCount: 1 });
    await swap(id, { title: 'Harbour reopens', text: 'The harbour reopened today.' });
    const shown = await review(id);
    expect(shown.edit).toMatchObject({ title: 'Harbour reopens' });
    // The author replaces the edit in review with other text.
    await swap(id);
    const refused = await decide('PATCH', `/api/admin-articles/${id}`, { version: shown.version });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await readerSees(id)).title).toBe(REVIEWED.title);
    const declined = await decide('PATCH', `/api/decline-articles/${id}`, {
      reason: 'Not this.',
      version: shown.version,
    });
    expect(declined.statusCode).toBe(409);
    // Without a version: the edit was replaced after it was sent, so nothing is published.
    expect((await decide('PATCH', `/api/admin-articles/${id}`)).statusCode).toBe(428);
    expect((await readerSees(id)).title).toBe(REVIEWED.title);

    const now = await review(id);
    expect(now.edit).toMatchObject({ title: SWAPPED.title });
    expect((await decide('PATCH', `/api/admin-articles/${id}`, { version: now.version })).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await readerSees(id)).title).toBe(SWAPPED.title);
  });

  it('an edit sent after the editor read the live version is not approved on that reading', async () => {
    const id = await write();
    await decide('PATCH', `/api/admin-articles/${id}`);
    const { version } = await review(id);
    await swap(id);
    const refused = await decide('PATCH', `/api/admin-articles/${id}`, { version });
    expect(refused.statusCode).toBe(409);
    expect((await readerSees(id)).title).toBe(REVIEWED.title);
  });
});

describe('bulk moderation', () => {
  it('leaves alone an article swapped since the list was shown, and decides the others', async () => {
    const kept = await write();
    const swapped = await write();
    const list = (
      await t.app.inject(as(editor, { method: 'GET', url: '/api/articles?status=pending&limit=100' }))
    ).json() as { _id: string; version: string }[];
    const versions = Object.fromEntries(
      list.filter((a) => a._id === kept || a._id === swapped).map((a) => [a._id, a.version]),
    );
    expect(Object.keys(versions)).toHaveLength(2);
    await swap(swapped);
    const response = await t.app.inject(
      as(editor, {
        method: 'POST',
        url: '/api/articles/moderation',
        payload: { action: 'approve', ids: [kept, swapped], versions },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: kept, outcome: 'done' },
      { id: swapped, outcome: 'changed' },
    ]);
    expect((await readerSees(swapped)).statusCode).toBe(404);
    // Without versions, a swapped article is left alone too.
    const plain = await t.app.inject(
      as(editor, {
        method: 'POST',
        url: '/api/articles/moderation',
        payload: { action: 'approve', ids: [swapped] },
      }),
    );
    expect(plain.json().results).toEqual([{ id: swapped, outcome: 'changed' }]);
  });
});
