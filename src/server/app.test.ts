import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { buildApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('checks the database in /readyz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('the JSON error contract', () => {
  it('answers an unknown /api route with a 404 in the contract', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${method}:/api/no-such-thing not found`,
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/);
  });

  it('answers a body that is too large with a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('gives one message per bad field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'nope', topic: 'gossip', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(body.fields.email).toBe('Invalid email address');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document listing the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/recent-articles', '/api/publisher', '/api/newsletter', '/api/stats']),
    );
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('route access rules', () => {
  it('refuses to start when an /api route does not declare who may call it', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(t.config, { database });
    app.register(
      async (api) => {
        api.get('/undeclared', async () => 'x');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('Route GET /api/undeclared does not declare its access rule');
    await database.close();
  });

  it('refuses to start when an /api write does not declare whether its service names what it changed', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(t.config, { database });
    app.register(
      async (api) => {
        api.get('/a-read', { config: { access: 'public' } }, async () => 'x');
        api.post('/a-write', { config: { access: 'user' } }, async () => 'x');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(
      "Route POST /api/a-write does not declare what its writes change (config.changes: 'named' or 'none')",
    );
    await database.close();
  });
});

describe('caching public answers', () => {
  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/publisher' });
    expect(first.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
    const tag = first.headers.etag;
    expect(tag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/publisher',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('marks errors and personal answers private', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=0' });
    expect(missing.headers['cache-control']).toBe('private, no-cache');
  });

  it('compresses large answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('Vary', () => {
  it('varies API answers by Authorization and keeps Accept-Encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    void response;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/recent-articles',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(String(list.headers.vary)).toMatch(/Authorization/);
  });
});

describe('metrics', () => {
  it('exposes request counts per route pattern for Prometheus (with the metrics token)', async () => {
    const token = 'metrics-token-for-the-app-test';
    const withMetrics = await createTestApp({ METRICS_TOKEN: token });
    onTestFinished(() => withMetrics.close());
    await withMetrics.app.inject({ method: 'GET', url: '/api/publisher' });
    const response = await withMetrics.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toMatch(
      /broadsheet_http_requests_total\{method="GET",route="\/api\/publisher",status="200"\} \d+/,
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });
});
