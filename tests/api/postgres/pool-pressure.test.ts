import { afterAll, beforeAll, expect, it } from 'vitest';
import { POOL_SIZE } from '../../../src/server/db/client';
import { MAX_WAITING_FOR_CONNECTION, RETRY_AFTER_SECONDS } from '../../../src/server/plugins/load-shedding';
import { until } from '../../setup/poll';
import { listen, rawRequest } from '../../setup/raw-http';
import { createTestApp, type TestApp } from '../../setup/test-app';

/**
 * Load shedding on a saturated pool (docs/decisions/0015-load-shedding-and-supervised-workers.md): real connections held by `pg_sleep` and real
 * callers queued for them. The same rule against a stand-in for the pool runs on both databases in
 * src/server/plugins/load-shedding.test.ts; this is the postgres project's only, as PGlite has no pool.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ port } = await listen(t.app));
});
afterAll(() => t.close());

const get = (target: string) => rawRequest(port, 'GET', target, { headers: {} });

it('refuses new API calls while PostgreSQL connections are all held and callers queue for them', async () => {
  // Every connection sleeps 0.6 s and 55 more callers queue behind them, so more than the bound wait for
  // over a second; the last gets its connection well within the pool's 5 s time-out.
  const sleepers = Array.from({ length: POOL_SIZE + MAX_WAITING_FOR_CONNECTION + 15 }, () =>
    t.database.sql.executeSql('select pg_sleep(0.6)'),
  );
  try {
    // A request admitted before the check's next sample would queue with the rest.
    await until(
      async () => t.app.isUnderPressure(),
      (pressed) => pressed,
      2000,
    );
    const api = await get('/api/recent-articles');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect((await get('/healthz')).status).toBe(200);
  } finally {
    const slept = await Promise.allSettled(sleepers);
    expect(slept.filter((sleeper) => sleeper.status === 'rejected')).toEqual([]);
  }
  const after = await until(
    () => get('/api/recent-articles'),
    (answer) => answer.status === 200,
  );
  expect(after.status).toBe(200);
});
