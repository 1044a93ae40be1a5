import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';

// POST /api/newsletter/unsubscribe answered `unsubscribed: true` for a token that removed an address and
// `false` for one that did not: an oracle telling which guessed or leaked tokens were live. Every
// well-formed token now gets the same answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unsubscribe = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });

describe('the unsubscribe answer', () => {
  it('is the same for a live token, a used one and one never issued', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'leaves@example.test' } });
    const [row] = await t.database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaves@example.test'));
    const token = row?.token ?? '';
    expect(token.length).toBeGreaterThan(10);

    const live = await unsubscribe(token);
    const used = await unsubscribe(token);
    const neverIssued = await unsubscribe('Z'.repeat(token.length));
    for (const response of [live, used, neverIssued]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(live.body);
    }
    // The live one did remove the address.
    const left = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaves@example.test'));
    expect(left).toHaveLength(0);
  });
});
