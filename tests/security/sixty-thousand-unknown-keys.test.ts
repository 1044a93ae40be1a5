import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someAddress } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A sign-up body with 60,000 unknown keys got a 3.6 MB error answer naming every key, and held the event
// loop for seconds while it was built. An object with more fields than any form of the site sends is now
// refused before any route or schema looks at it, and every error answer names at most 20 fields and
// counts the rest, whatever the request held.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wide = (count: number, extra: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...extra };
  for (let index = 0; index < count; index++) body[`k${index.toString(36)}`] = 0;
  return body;
};

describe('a body with tens of thousands of unknown keys', () => {
  it.each([
    ['/api/auth/sign-up/email', 'POST'],
    ['/api/contact', 'POST'],
    ['/api/newsletter', 'POST'],
  ] as const)('to %s gets a short refusal, quickly', async (url, method) => {
    const started = performance.now();
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: someAddress(),
      payload: wide(60_000, { name: 'Wide', email: 'wide@example.test', password: 'Tern#Harbour7' }),
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_WIDE' });
    expect(response.body.length).toBeLessThan(1000);
    expect(elapsed).toBeLessThan(2000);
  });

  it('hidden one level down gets the same refusal', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: someAddress(),
      payload: { name: 'Ann', nested: [wide(5_000)] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_WIDE' });
  });
});

describe('a body with many problems, each object within the limit', () => {
  it('is answered with at most 20 fields, and a count of the rest', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: someAddress(),
      payload: wide(190, { name: 'Wide', email: 'wide2@example.test', password: 'Tern#Harbour7' }),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(Object.keys(answer.fields ?? {}).length).toBeLessThanOrEqual(20);
    expect(answer.message.length).toBeLessThanOrEqual(1000);
    expect(response.body.length).toBeLessThan(4000);
  });

  it('through a route’s own schema, too', async () => {
    // Every entry of a list wrong: one problem per entry.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: someAddress(),
      payload: Array.from({ length: 5_000 }, () => ({ topic: 7 })),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(Object.keys(answer.fields ?? {}).length).toBeLessThanOrEqual(20);
    expect(response.body.length).toBeLessThan(4000);
  });
});
