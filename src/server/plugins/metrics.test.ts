import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000', CACHE_MAX_BYTES: '8mb', METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const metric = (text: string, line: string) => {
  const found = text.split('\n').find((candidate) => candidate.startsWith(line));
  return found === undefined ? undefined : Number(found.slice(line.length).trim());
};

describe('cache metrics', () => {
  it('report the budget, and per cache the bytes, entries and evictions', async () => {
    await t.app.inject({ method: 'GET', url: '/api/recent-articles' });
    await t.app.inject({ method: 'GET', url: '/api/recent-articles?page=2' });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(metric(answer.body, 'broadsheet_cache_max_bytes')).toBe(8 * 1024 * 1024);
    expect(metric(answer.body, 'broadsheet_cache_entries{cache="public"}')).toBe(2);
    const bytes = metric(answer.body, 'broadsheet_cache_bytes{cache="public"}') ?? 0;
    expect(bytes).toBeGreaterThan(2 * 256);
    expect(bytes).toBe(t.app.caches.store.stats().get('public')?.bytes);
    expect(metric(answer.body, 'broadsheet_cache_evictions_total{cache="public"}')).toBe(0);
  });
});
