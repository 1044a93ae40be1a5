import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/request-guard';
import { registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Deeply nested JSON to any /api/auth/* endpoint answered 500: re-serialising the body for the identity
// library overflowed the stack. Every JSON body is now parsed by one parser that refuses nesting deeper
// than MAX_JSON_DEPTH with a 400, before any route (the identity library's included) sees it.

const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const AUTH_ENDPOINTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/update-user',
  '/api/auth/change-password',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/sign-out',
  '/api/auth/no-such-endpoint',
];

describe('deeply nested JSON', () => {
  it('is refused with a 400 by every identity endpoint, signed in or not', async () => {
    const bodies = [
      `{"email":"a@example.test","password":"Tern#Harbour7","name":${nested(50_000)}}`,
      `{"email":"a@example.test","password":"Tern#Harbour7","name":${nestedObjects(20_000)}}`,
      nested(100_000),
      `{"name":${nested(MAX_JSON_DEPTH)}}`,
    ];
    for (const url of AUTH_ENDPOINTS) {
      for (const payload of bodies) {
        for (const headers of [{}, { cookie: reader.cookie, origin: t.config.publicUrl }]) {
          const response = await t.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': 'application/json', ...headers },
          });
          const label = `${url} ${payload.slice(0, 40)}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toMatchObject({
            statusCode: 400,
            error: 'Bad Request',
            code: 'BODY_TOO_DEEP',
          });
        }
      }
    }
  });

  it('is refused on every other route that reads a body too (as an admin, so every route reads it)', async () => {
    for (const route of t.app.apiRoutes.filter(
      (candidate) => candidate.hasBody && candidate.method !== 'GET',
    )) {
      const url = route.url
        .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
        .replace('/*', '/sign-in/email');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        payload: `{"title":${nested(10_000)}}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      });
      expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      if (url !== '/api/uploads')
        expect(response.json(), `${route.method} ${url}`).toMatchObject({ code: 'BODY_TOO_DEEP' });
    }
  });

  it('still accepts a body nested as deeply as allowed', async () => {
    // MAX_JSON_DEPTH levels in all, the outer object included: past the parser, the route judges it.
    const payload = `{"email":"a@example.test","password":"x","extra":${nested(MAX_JSON_DEPTH - 1)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).not.toBe('BODY_TOO_DEEP');
  });
});
