import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someAddress, TEST_PASSWORD } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function consumeMany(store: LimitStore, key: string, times: number) {
  const allowed: boolean[] = [];
  for (let index = 0; index < times; index++)
    allowed.push((await store.consume(key, { window: 60, max: 3 })).allowed);
  return allowed;
}

describe('identity rate-limit counts', () => {
  it('in one process: a few per window, then refused with the seconds to wait', async () => {
    const store = createMemoryLimitStore();
    expect(await consumeMany(store, 'a', 5)).toEqual([true, true, true, false, false]);
    expect(await consumeMany(store, 'b', 1)).toEqual([true]);
    const refused = await store.consume('a', { window: 60, max: 3 });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  });

  it('through Redis: shared by every store on it, and counted alone while Redis is away', async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const prefix = `test-${randomUUID()}:`;
    try {
      const one = createRedisLimitStore(redis, { prefix });
      const two = createRedisLimitStore(redis, { prefix });
      const allowed = [
        ...(await consumeMany(one, 'k', 2)),
        ...(await consumeMany(two, 'k', 2)),
        ...(await consumeMany(one, 'k', 1)),
      ];
      expect(allowed).toEqual([true, true, true, false, false]);
      expect(await redis.ttl(`${prefix}k`)).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
    const errors: unknown[] = [];
    const away = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    away.on('error', () => {});
    const fallback = createRedisLimitStore(away, { prefix, onError: (error) => errors.push(error) });
    expect(await consumeMany(fallback, 'k', 4)).toEqual([true, true, true, false]);
    expect(errors.length).toBeGreaterThan(0);
    away.disconnect();
  });
});

describe('sign-up limits shared by two processes through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL, SIGNUP_LIMIT_PER_ADDRESS: '4' });
    b = await createTestApp({ REDIS_URL, SIGNUP_LIMIT_PER_ADDRESS: '4' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts one address across both', async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      const app = index % 2 === 0 ? a : b;
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Shared', email: `shared-${randomUUID()}@example.test`, password: TEST_PASSWORD },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
  });
});
