import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { contactMessages } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/contact', () => {
  it('stores the message for the editors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace',
        email: 'grace@example.test',
        topic: 'tip',
        message: 'The harbour bridge closes on Friday.',
      },
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: insertedId, name: 'Grace', topic: 'tip' });
  });

  it('refuses an unknown topic and a short message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Grace', email: 'grace@example.test', topic: 'spam', message: 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      topic: 'must be one of the listed topics',
      message: 'must be at least 10 characters',
    });
  });
});
