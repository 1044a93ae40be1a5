import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog } from '../../db/schema';

/** Corrections and updates of live articles (docs/product.md#corrections). */
let t: TestApp;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
let admin: TestUser;
let id: string;
let pendingId: string;

const today = () => new Date().toISOString().slice(0, 10);
const notesUrl = (article = id) => `/api/articles/${article}/notes`;
const add = (who: TestUser | null, payload: unknown, article = id) =>
  t.app.inject(as(who, { method: 'POST', url: notesUrl(article), payload: payload as object }));
const read = (who: TestUser | null) => t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}` }));
const list = (who: TestUser | null = editor) => t.app.inject(as(who, { method: 'GET', url: notesUrl() }));
const remove = (who: TestUser | null, noteId: string) =>
  t.app.inject(as(who, { method: 'DELETE', url: `${notesUrl()}/${noteId}` }));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  const { db } = t.database;
  const publisher = (await createPublisher(db)).publisherName;
  const createdAt = new Date(Date.now() - 10 * 86_400_000);
  id = (await createArticle(db, { authorId: author.id, publisher, status: 'approve', createdAt })).id;
  pendingId = (await createArticle(db, { authorId: author.id, publisher, status: 'pending' })).id;
});
afterAll(() => t.close());

describe('corrections and updates', () => {
  it('an editor adds a correction that every reader gets with the article, dated today by default', async () => {
    const response = await add(editor, { kind: 'correction', text: '  The ferry leaves at 9, not 8.\r\n ' });
    expect(response.statusCode).toBe(201);
    const { insertedId, note } = response.json();
    expect(note).toEqual({
      id: insertedId,
      kind: 'correction',
      text: 'The ferry leaves at 9, not 8.',
      date: today(),
    });
    for (const who of [null, reader, author]) {
      expect((await read(who)).json().notes).toEqual([note]);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'article.note.add'));
    expect(entry).toMatchObject({ actorId: editor.id, targetId: id });
  });

  it('an admin adds a dated update; notes come oldest first', async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const response = await add(admin, { kind: 'update', text: 'The council has since replied.', date: day });
    expect(response.statusCode).toBe(201);
    const notes = (await read(reader)).json().notes;
    expect(notes.map((note: { kind: string; date: string }) => [note.kind, note.date])).toEqual([
      ['update', day],
      ['correction', today()],
    ]);
  });

  it('refuses bad input with a message per field, and changes nothing', async () => {
    const before = (await list()).json().length;
    const cases: [unknown, string][] = [
      [{ kind: 'retraction', text: 'x' }, 'kind'],
      [{ kind: 'correction', text: '   ' }, 'text'],
      [{ kind: 'correction' }, 'text'],
      [{ kind: 'correction', text: 'x'.repeat(1001) }, 'text'],
      [{ kind: 'correction', text: 'bad \u0007 bell' }, 'text'],
      [{ kind: 'correction', text: 'x', date: '2026-02-30' }, 'date'],
      [{ kind: 'correction', text: 'x', date: 'yesterday' }, 'date'],
      [{ kind: 'correction', text: 'x', date: '2001-01-01' }, 'date'],
      [{ kind: 'correction', text: 'x', date: '2999-01-01' }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const response = await add(editor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await add(editor, ['not', 'an', 'object'])).statusCode).toBe(400);
    expect(
      (await t.app.inject(as(editor, { method: 'POST', url: '/api/articles/nope/notes', payload: {} })))
        .statusCode,
    ).toBe(400);
    expect((await list()).json()).toHaveLength(before);
  });

  it('keeps text as text: markup is stored and sent as the characters typed', async () => {
    const text = '<img src=x onerror=alert(1)> was <b>wrong</b>';
    const response = await add(editor, { kind: 'correction', text });
    expect(response.json().note.text).toBe(text);
    await remove(editor, response.json().insertedId);
  });

  it('takes notes only on a live article, and answers 404 for one that does not exist', async () => {
    const pending = await add(editor, { kind: 'update', text: 'Too soon.' }, pendingId);
    expect(pending.statusCode).toBe(409);
    const missing = await add(
      editor,
      { kind: 'update', text: 'Nowhere.' },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses visitors, readers and the article’s own author', async () => {
    const [note] = (await list()).json();
    for (const [who, status] of [
      [null, 401],
      [reader, 403],
      [author, 403],
    ] as const) {
      expect((await add(who, { kind: 'correction', text: 'Sneaky.' })).statusCode).toBe(status);
      expect((await list(who)).statusCode).toBe(status);
      expect((await remove(who, note.id)).statusCode).toBe(status);
    }
    expect((await read(reader)).json().notes).toHaveLength(2);
  });

  it('a removal takes the note off the page, keeps it in the history and is audited', async () => {
    const notes = (await list()).json();
    const correction = notes.find((note: { kind: string }) => note.kind === 'correction');
    expect((await remove(editor, correction.id)).json()).toEqual({ deletedCount: 1 });
    expect((await read(reader)).json().notes.map((note: { kind: string }) => note.kind)).toEqual(['update']);
    const kept = (await list()).json().find((note: { id: string }) => note.id === correction.id);
    expect(kept).toMatchObject({ text: 'The ferry leaves at 9, not 8.', writer: 'Ed Editor' });
    expect(kept.removed).toMatchObject({ by: 'Ed Editor' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'article.note.remove'));
    expect(entries.at(-1)).toMatchObject({
      actorId: editor.id,
      targetId: id,
      details: expect.objectContaining({ text: 'The ferry leaves at 9, not 8.', kind: 'correction' }),
    });
    // Removing it again finds no note to remove.
    expect((await remove(editor, correction.id)).statusCode).toBe(404);
    expect((await remove(editor, 'not-an-id')).statusCode).toBe(400);
  });
});
