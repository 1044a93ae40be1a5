import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config';
import { rawRequest } from '../setup/raw-http';
import { createTestApp } from '../setup/test-app';

// /metrics (request counts per route, process internals) was public on the site's port. Now it is served
// there only with METRICS_TOKEN as a bearer token, or on METRICS_PORT, a listener of its own bound to
// 127.0.0.1; with neither set, /metrics does not exist.

const TOKEN = 'a-metrics-token-long-enough-0123';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('/metrics is not public', () => {
  it('does not exist on the site when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/metrics', '/metrics?format=text']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        expect(response.body).not.toContain('broadsheet_http_requests_total');
      }
    } finally {
      await t.close();
    }
  });

  it('answers on the site only to the bearer METRICS_TOKEN', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      for (const headers of [
        {},
        { authorization: 'Bearer wrong-token-of-the-same-size-01' },
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
        { cookie: `token=${TOKEN}` },
      ]) {
        const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
        expect(response.body).not.toContain('broadsheet_http_requests_total');
      }
      const refusedByQuery = await t.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` });
      expect(refusedByQuery.statusCode).toBe(401);

      await t.app.inject({ method: 'GET', url: '/api/publisher' });
      const allowed = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['cache-control']).toBe('no-store');
      expect(allowed.body).toMatch(/broadsheet_http_requests_total\{method="GET",route="\/api\/publisher"/);
    } finally {
      await t.close();
    }
  });

  it('serves them on METRICS_PORT on 127.0.0.1 only, and not on the site', async () => {
    const metricsPort = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(metricsPort) });
    try {
      const site = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(site.statusCode).toBe(404);

      await t.app.inject({ method: 'GET', url: '/api/publisher' });
      const metrics = await rawRequest(metricsPort, 'GET', '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.body).toMatch(/broadsheet_http_requests_total\{method="GET",route="\/api\/publisher"/);
      // Nothing else is served there.
      for (const target of ['/', '/api/publisher', '/metrics/../api/me', '/healthz']) {
        expect((await rawRequest(metricsPort, 'GET', target)).status, target).toBe(404);
      }
      expect((await rawRequest(metricsPort, 'POST', '/metrics')).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(rawRequest(metricsPort, 'GET', '/metrics')).rejects.toThrow();
  });

  it('asks for METRICS_TOKEN on METRICS_PORT too when both are set', async () => {
    const metricsPort = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
    try {
      expect((await rawRequest(metricsPort, 'GET', '/metrics')).status).toBe(401);
      const allowed = await rawRequest(metricsPort, 'GET', '/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(allowed.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a metrics port equal to the site port and a short token', () => {
    const base = { DATA_DIR: '/tmp/broadsheet-config-test', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ/,
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(
      /METRICS_PORT must be a whole number/,
    );
  });
});
