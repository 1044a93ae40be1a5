import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { createPublisher } from '../factories';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// An editor could write an article and approve it themselves, and the audit log read like any other
// approval. It stays allowed (a small desk may have one editor), but the entry now says it was the
// editor's own article, so a second pair of eyes can find every such decision.

let t: TestApp;
let editor: TestUser;
let other: TestUser;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Sole Editor', role: 'editor' });
  other = await registerUser(t, { name: 'Other Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

const write = async (author: TestUser) =>
  (
    await t.app.inject(
      as(author, {
        method: 'POST',
        url: '/api/articles',
        payload: { title: 'Own story', publisher, tags: 'culture', description: 'Written by an editor.' },
      }),
    )
  ).json().insertedId as string;
const entryFor = async (id: string, action: string) =>
  (
    await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))
  )[0]?.details as Record<string, unknown> | undefined;

describe('an editor deciding on their own article', () => {
  it('is recorded as a self-approval; another editor’s approval is not', async () => {
    const own = await write(editor);
    expect(
      (await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${own}` }))).statusCode,
    ).toBe(200);
    expect(await entryFor(own, 'article.approve')).toMatchObject({ selfDecision: true });

    const theirs = await write(editor);
    expect(
      (await t.app.inject(as(other, { method: 'PATCH', url: `/api/admin-articles/${theirs}` }))).statusCode,
    ).toBe(200);
    expect((await entryFor(theirs, 'article.approve'))?.selfDecision).toBeUndefined();
  });

  it('is recorded for premium and approval for later too', async () => {
    const own = await write(editor);
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/isPremium-articles/${own}` }));
    expect(await entryFor(own, 'article.premium')).toMatchObject({ selfDecision: true });
    const later = await write(editor);
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    await t.app.inject(
      as(editor, { method: 'PUT', url: `/api/admin-articles/${later}/schedule`, payload: { publishAt } }),
    );
    expect(await entryFor(later, 'article.schedule')).toMatchObject({ selfDecision: true });
  });
});
