import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, mailTo, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

/** What the author of a live article hears when the editors decide on an edit of it (article-mails.ts). */
let t: TestApp;
/** The plain-text part, its lines joined. */
const flat = (text = '') => text.replace(/\s+/g, ' ');
let author: TestUser;
let editor: TestUser;
let publisher: string;
let id: string;

const fields = (title: string) => ({
  title,
  publisher,
  tags: 'culture',
  description: `${title}: the story.`,
});
const edit = (title: string) =>
  t.app.inject(as(author, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: fields(title) }));
const moderate = (path: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(editor, { method: 'PATCH', url: `/api/${path}/${id}`, ...(payload ? { payload } : {}) }));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
  const created = await t.app.inject(
    as(author, { method: 'POST', url: '/api/articles', payload: fields('Harbour opens') }),
  );
  id = created.json().insertedId;
});
afterAll(() => t.close());

describe('the mails about an article and its edits', () => {
  it('tells of a first publication under the article’s title', async () => {
    const since = t.mails.length;
    expect((await moderate('admin-articles')).json()).toEqual({ modifiedCount: 1 });
    const mail = await mailTo(t, author.email, /published/, since);
    expect(mail?.subject).toBe('Your article is published: Harbour opens');
  });

  it('tells of an approved edit under its new title, not as a first publication', async () => {
    expect((await edit('Harbour reopens')).json()).toEqual({ modifiedCount: 1 });
    const since = t.mails.length;
    expect((await moderate('admin-articles')).json()).toEqual({ modifiedCount: 1 });
    await t.mailsSettled();
    const mails = t.mails.slice(since).filter((mail) => mail.to === author.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your edit is live: Harbour reopens']);
    expect(flat(mails[0]?.text)).toContain('approved your changes to “Harbour reopens”');
    expect(flat(mails[0]?.text)).not.toMatch(/Harbour opens|is published/);
  });

  it('tells of a declined edit under the edit’s title, and that the published version stays', async () => {
    expect((await edit('Harbour closes')).json()).toEqual({ modifiedCount: 1 });
    const since = t.mails.length;
    const declined = await moderate('decline-articles', { reason: 'Unconfirmed.' });
    expect(declined.json()).toEqual({ modifiedCount: 1 });
    await t.mailsSettled();
    const mails = t.mails.slice(since).filter((mail) => mail.to === author.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your edit needs changes: Harbour closes']);
    expect(flat(mails[0]?.text)).toContain('Readers keep seeing the published version');
    expect(flat(mails[0]?.text)).toContain('Unconfirmed.');
    expect(flat(mails[0]?.text)).not.toContain('Only you and the editors can see it');
  });
});
