import { FRONT_PAGE_DESK_TEXTS } from '@shared/messages/front-page-desk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles, auditLog } from '../../db/schema';

/** The lead story and the Live label (docs/product.md#front-page). */
let t: TestApp;
let reader: TestUser;
let editor: TestUser;
let admin: TestUser;
const MISSING = '00000000-0000-4000-8000-000000000000';

const frontPage = async () => (await t.app.inject({ method: 'GET', url: '/api/front-page' })).json();
const pick = (who: TestUser | null, payload: unknown) =>
  t.app.inject(as(who, { method: 'PUT', url: '/api/front-page/lead', payload: payload as object }));
const clear = (who: TestUser | null) =>
  t.app.inject(as(who, { method: 'DELETE', url: '/api/front-page/lead' }));
const live = (who: TestUser | null, id: string, on = true) =>
  t.app.inject(as(who, { method: on ? 'PUT' : 'DELETE', url: `/api/articles/${id}/live` }));
const approved = async (title: string) =>
  (
    await createArticle(t.database.db, {
      status: 'approve',
      title,
      description: `${title}: the standfirst. `.repeat(8),
    })
  ).id;
const audited = async (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
});
afterAll(() => t.close());

describe('the lead story', () => {
  it('is none until an editor picks a published article, which then leads with its standfirst', async () => {
    expect(await frontPage()).toEqual({ lead: null });
    const id = await approved('Harbour storm');
    const response = await pick(editor, { articleId: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const { lead } = await frontPage();
    expect(lead).toMatchObject({ _id: id, title: 'Harbour storm', status: 'approve' });
    expect(lead.description).toContain('the standfirst');
    expect(await audited(id, 'front-page.lead')).toHaveLength(1);
    // Picking it again changes nothing.
    expect((await pick(editor, { articleId: id })).json()).toEqual({ modifiedCount: 0 });
  });

  it('replaces the previous lead; an admin may pick it and clear it', async () => {
    const first = await approved('First lead');
    const second = await approved('Second lead');
    await pick(editor, { articleId: first });
    expect((await pick(admin, { articleId: second })).statusCode).toBe(200);
    expect((await frontPage()).lead._id).toBe(second);
    const [entry] = await audited(second, 'front-page.lead');
    expect(entry?.details).toMatchObject({ replaced: first });
    const cleared = await clear(admin);
    expect(cleared.json()).toEqual({ deletedCount: 1 });
    expect(await frontPage()).toEqual({ lead: null });
    expect((await clear(admin)).json()).toEqual({ deletedCount: 0 });
  });

  it('refuses an unknown id (404), a malformed one (400) and an unpublished article (409) with clear text', async () => {
    const unknown = await pick(editor, { articleId: MISSING });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Article not found');
    const malformed = await pick(editor, { articleId: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ articleId: FRONT_PAGE_DESK_TEXTS.api.articleIdField });
    expect((await pick(editor, {})).statusCode).toBe(400);
    for (const status of ['pending', 'declined'] as const) {
      const id = (await createArticle(t.database.db, { status })).id;
      const refused = await pick(editor, { articleId: id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(FRONT_PAGE_DESK_TEXTS.api.leadNotLive);
    }
  });

  it('refuses visitors (401) and readers (403)', async () => {
    const id = await approved('Not yours to pick');
    expect((await pick(null, { articleId: id })).statusCode).toBe(401);
    expect((await pick(reader, { articleId: id })).statusCode).toBe(403);
    expect((await clear(null)).statusCode).toBe(401);
    expect((await clear(reader)).statusCode).toBe(403);
  });

  it('leaves the front page when its article is declined or unpublished', async () => {
    const id = await approved('Short-lived lead');
    await pick(editor, { articleId: id });
    const declined = await t.app.inject(
      as(editor, { method: 'PATCH', url: `/api/decline-articles/${id}`, payload: { reason: 'Wrong facts' } }),
    );
    expect(declined.statusCode).toBe(200);
    expect(await frontPage()).toEqual({ lead: null });
    // Approved again, it does not come back by itself.
    await t.database.db.update(articles).set({ status: 'approve' }).where(eq(articles.id, id));
    expect(await frontPage()).toEqual({ lead: null });
    // Deleted, it goes too.
    const other = await approved('Deleted lead');
    await pick(editor, { articleId: other });
    await t.database.db.delete(articles).where(eq(articles.id, other));
    expect(await frontPage()).toEqual({ lead: null });
  });
});

describe('the Live label', () => {
  it('marks an article Live for its card and page, and takes the mark off', async () => {
    const id = await approved('Election night');
    expect((await live(editor, id)).json()).toEqual({ modifiedCount: 1 });
    expect((await live(editor, id)).json()).toEqual({ modifiedCount: 0 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/articles/${id}` })).json();
    expect(page.live).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=100' })).json();
    expect(list.find((a: { _id: string }) => a._id === id)?.live).toBe(true);
    expect(await audited(id, 'article.live')).toHaveLength(1);
    expect((await live(admin, id, false)).json()).toEqual({ modifiedCount: 1 });
    const after = (await t.app.inject({ method: 'GET', url: `/api/articles/${id}` })).json();
    expect(after.live).toBeUndefined();
    expect(await audited(id, 'article.unlive')).toHaveLength(1);
  });

  it('refuses an unknown or malformed id, visitors and readers', async () => {
    const id = await approved('Not yours to label');
    expect((await live(editor, MISSING)).statusCode).toBe(404);
    expect((await live(editor, 'nope')).statusCode).toBe(400);
    expect((await live(null, id)).statusCode).toBe(401);
    expect((await live(reader, id)).statusCode).toBe(403);
    expect((await live(reader, id, false)).statusCode).toBe(403);
  });
});
