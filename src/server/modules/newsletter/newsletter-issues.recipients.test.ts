import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { mailSuppressions, newsletterSubscribers } from '../../db/schema';

// What the newsletter desk tells an editor before sending: how many an issue would reach now.
let t: TestApp;
let editor: TestUser;
let article: string;

const call = (options: InjectOptions) => t.app.inject(as(editor, options));
const subscribe = (email: string, confirmed: boolean) =>
  t.database.db.insert(newsletterSubscribers).values({
    email,
    unsubscribeToken: `token-${email}-${'x'.repeat(24)}`,
    confirmedAt: confirmed ? new Date() : null,
  });

beforeAll(async () => {
  t = await createTestApp();
  editor = await registerUser(t, { name: 'Edna Editor', role: 'editor' });
  article = (await createArticle(t.database.db, { status: 'approve', title: 'Harbour works begin' })).id;
});
afterAll(() => t.close());

describe('an issue’s recipients', () => {
  it('counts the confirmed subscribers whose address works, on the draft and in the list, until it is sent', async () => {
    const draft = await call({
      method: 'POST',
      url: '/api/newsletter/issues',
      payload: { subject: 'The week', articleIds: [article] },
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().recipients).toBe(0);
    const id = draft.json().id;

    await subscribe('one@example.test', true);
    await subscribe('two@example.test', true);
    await subscribe('bounces@example.test', true);
    await subscribe('unconfirmed@example.test', false);
    await t.database.db.insert(mailSuppressions).values({ email: 'bounces@example.test', reason: '550' });

    expect((await call({ method: 'GET', url: `/api/newsletter/issues/${id}` })).json().recipients).toBe(2);
    const listed = (await call({ method: 'GET', url: '/api/newsletter/issues' })).json();
    expect(listed.find((issue: { id: string }) => issue.id === id).recipients).toBe(2);

    const sent = await call({ method: 'POST', url: `/api/newsletter/issues/${id}/send`, payload: {} });
    expect(sent.statusCode).toBe(200);
    // Sent: the counts of its messages say who got it; the audience is no longer a question.
    expect(sent.json().recipients).toBeUndefined();
  });
});
