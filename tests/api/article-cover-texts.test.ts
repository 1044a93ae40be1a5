import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { multipartBody, pngImage } from '../setup/multipart';
import { sourceSsr } from '../setup/source-ssr';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The standfirst and the cover's text alternative and caption (docs/product.md#the-article-form): checked,
 * stored, kept through edits in review and revisions, and shown to readers on the page and in its metadata.
 */
let t: TestApp;
let author: TestUser;
let editor: TestUser;
let publisher: string;
let image: string;

const STANDFIRST = 'The harbour reopened after a year of works, and the ferries are back by Monday.';
const ALT = 'Two ferries moored at the new quay at dawn';
const CAPTION = 'The new quay on Friday. Photo: Ann Author';

const fields = (extra: Record<string, unknown> = {}) => ({
  title: 'Harbour reopens',
  publisher,
  tags: 'culture',
  description: 'The harbour opened today.',
  image,
  standfirst: STANDFIRST,
  imageAlt: ALT,
  imageCaption: CAPTION,
  ...extra,
});
const post = (payload: Record<string, unknown>) =>
  t.app.inject(as(author, { method: 'POST', url: '/api/articles', payload }));
const patch = (id: string, payload: Record<string, unknown>, who = author) =>
  t.app.inject(as(who, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload }));
const read = async (id: string, who: TestUser | null = null) =>
  (await t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}` }))).json();
const approve = async (id: string) => {
  const response = await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${id}` }));
  expect(response.json()).toEqual({ modifiedCount: 1 });
};
const created = async (payload: Record<string, unknown>) => {
  const response = await post(payload);
  expect(response.statusCode).toBe(201);
  return response.json().insertedId as string;
};

beforeAll(async () => {
  t = await createTestApp({}, { ssr: sourceSsr });
  author = await registerUser(t, { name: 'Ann Author' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
  const upload = await t.app.inject(
    as(author, { method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage()) }),
  );
  image = upload.json().data.display_url;
});
afterAll(() => t.close());

describe('the standfirst and the cover texts', () => {
  it('are stored and shown to readers once the article is live, in lists too', async () => {
    const id = await created(fields());
    await approve(id);
    expect(await read(id)).toMatchObject({ standfirst: STANDFIRST, imageAlt: ALT, imageCaption: CAPTION });
    const list = await t.app.inject({ method: 'GET', url: '/api/recent-articles' });
    expect(list.json().find((a: { _id: string }) => a._id === id)).toMatchObject({ standfirst: STANDFIRST });
  });

  it('refuses texts that are too long with a message per field, and stores nothing', async () => {
    const response = await post(
      fields({ standfirst: 'a'.repeat(301), imageAlt: 'b'.repeat(251), imageCaption: 'c'.repeat(301) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      standfirst: 'must be at most 300 characters',
      imageAlt: 'must be at most 250 characters',
      imageCaption: 'must be at most 300 characters',
    });
    const nul = await post(fields({ standfirst: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields.standfirst).toBeTruthy();
  });

  it('are left out for an article without them, and without a cover there is no alt or caption', async () => {
    const bare = await created({ ...fields(), standfirst: undefined, imageAlt: undefined, imageCaption: '' });
    const article = await read(bare, author);
    expect(article.standfirst).toBeUndefined();
    expect(article.imageAlt).toBeUndefined();
    expect(article.imageCaption).toBeUndefined();
    const coverless = await created(fields({ image: '' }));
    const noCover = await read(coverless, author);
    expect(noCover.standfirst).toBe(STANDFIRST);
    expect(noCover.imageAlt).toBeUndefined();
    expect(noCover.imageCaption).toBeUndefined();
  });

  it('are kept by an edit that does not send them (the spec’s update call), and cleared when sent empty', async () => {
    const id = await created(fields());
    const { standfirst: _s, imageAlt: _a, imageCaption: _c, ...spec } = fields({ title: 'Harbour opens' });
    expect((await patch(id, spec)).json()).toEqual({ modifiedCount: 1 });
    expect(await read(id, author)).toMatchObject({
      standfirst: STANDFIRST,
      imageAlt: ALT,
      imageCaption: CAPTION,
    });
    await patch(id, fields({ standfirst: '' }));
    expect((await read(id, author)).standfirst).toBeUndefined();
  });

  it('wait in an edit of a live article while readers keep the approved ones, and stay in its revisions', async () => {
    const id = await created(fields());
    await approve(id);
    const edited = fields({
      standfirst: 'Ferries are back from Monday.',
      imageCaption: 'The quay. Photo: Rex',
    });
    expect((await patch(id, edited)).json()).toEqual({ modifiedCount: 1 });
    expect((await read(id)).standfirst).toBe(STANDFIRST);
    expect((await read(id, editor)).edit).toMatchObject({
      standfirst: 'Ferries are back from Monday.',
      imageAlt: ALT,
      imageCaption: 'The quay. Photo: Rex',
    });
    await approve(id);
    expect(await read(id)).toMatchObject({
      standfirst: 'Ferries are back from Monday.',
      imageCaption: 'The quay. Photo: Rex',
    });
    const history = await t.app.inject(as(editor, { method: 'GET', url: `/api/articles/${id}/revisions` }));
    const [latest, first] = history.json();
    expect(latest).toMatchObject({ state: 'approved', standfirst: 'Ferries are back from Monday.' });
    expect(first).toMatchObject({ state: 'approved', standfirst: STANDFIRST, imageCaption: CAPTION });
  });

  it('are kept by a draft', async () => {
    const draft = await t.app.inject(
      as(author, {
        method: 'POST',
        url: '/api/drafts',
        payload: { title: 'Half written', image, standfirst: STANDFIRST, imageAlt: ALT },
      }),
    );
    expect(draft.statusCode).toBe(201);
    const saved = await t.app.inject(as(author, { method: 'GET', url: `/api/drafts/${draft.json().id}` }));
    expect(saved.json()).toMatchObject({ standfirst: STANDFIRST, imageAlt: ALT, imageCaption: '' });
    const tooLong = await t.app.inject(
      as(author, { method: 'POST', url: '/api/drafts', payload: { standfirst: 'x'.repeat(301) } }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.standfirst).toBe('must be at most 300 characters');
  });

  it('are on the article’s page: the standfirst under the headline, the cover’s alt and caption, the description', async () => {
    const id = await created(fields({ title: 'Quay opens' }));
    await approve(id);
    const response = await t.app.inject({ method: 'GET', url: `/articlesDetails/${id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(STANDFIRST);
    expect(html).toMatch(new RegExp(`<img[^>]*alt="${ALT}"`));
    expect(html).toMatch(/<figcaption[^>]*>[^<]*The new quay on Friday\. Photo: Ann Author/);
    expect(html).toContain(`<meta name="description" content="${STANDFIRST}"`);
  });
});
