import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, someAddress, TEST_PASSWORD } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './limits';
import { createSignInLimits } from './sign-in-limits';

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
    // A peek reads the count without adding to it.
    expect(await store.peek('a')).toMatchObject({ count: 3 });
    expect(await store.peek('a')).toMatchObject({ count: 3 });
    expect(await store.peek('never')).toEqual({ count: 0, retryAfter: null });
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
      const peeked = await two.peek('k');
      expect(peeked.count).toBe(5);
      expect(peeked.retryAfter).toBeGreaterThan(0);
      expect(await one.peek('nothing')).toEqual({ count: 0, retryAfter: null });
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
    expect(await fallback.peek('k')).toMatchObject({ count: 3 });
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

describe('sign-in limits: per account and address, then a slow-down for the account', () => {
  it('refuses one address after its failures, and slows every address once the account ceiling is met', async () => {
    const limits = createSignInLimits(createMemoryLimitStore(), {
      perPair: 3,
      perAccount: 5,
      window: 900,
      slowDownStepMs: 100,
      slowDownMaxMs: 250,
    });
    for (let index = 0; index < 3; index++) {
      expect(await limits.check('Owner@Example.test', '10.0.0.1')).toEqual({ refusedFor: null, delayMs: 0 });
      await limits.failed(' owner@example.test ', '10.0.0.1');
    }
    const refused = await limits.check('owner@example.test', '10.0.0.1');
    expect(refused.refusedFor).toBeGreaterThan(0);
    // Another address for the same account, and the same address for another account, are let through.
    expect(await limits.check('owner@example.test', '10.0.0.2')).toEqual({ refusedFor: null, delayMs: 0 });
    expect(await limits.check('other@example.test', '10.0.0.1')).toEqual({ refusedFor: null, delayMs: 0 });

    // Failures from everywhere reach the account's ceiling: attempts wait longer, up to the most, never refused.
    await limits.failed('owner@example.test', '10.0.0.2');
    expect(await limits.check('owner@example.test', '10.0.0.3')).toEqual({ refusedFor: null, delayMs: 0 });
    await limits.failed('owner@example.test', '10.0.0.3');
    expect(await limits.check('owner@example.test', '10.0.0.4')).toEqual({ refusedFor: null, delayMs: 100 });
    await limits.failed('owner@example.test', '10.0.0.4');
    expect(await limits.check('owner@example.test', '10.0.0.5')).toEqual({ refusedFor: null, delayMs: 200 });
    await limits.failed('owner@example.test', '10.0.0.5');
    expect(await limits.check('owner@example.test', '10.0.0.6')).toEqual({ refusedFor: null, delayMs: 250 });
  });
});

describe('sign-in limits shared by two processes through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, SIGNIN_LIMIT_PER_PAIR: '4', SIGNIN_LIMIT_PER_ACCOUNT: '6' };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const attempt = (app: TestApp, email: string, password: string, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
    });

  it('counts one account from one address across both, and lets the owner in from elsewhere', async () => {
    const owner = await registerUser(a);
    const attacker = someAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const app = index % 2 === 0 ? a : b;
      statuses.push((await attempt(app, owner.email, 'Wrong#123', attacker)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await attempt(a, owner.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await attempt(a, owner.email, TEST_PASSWORD, someAddress())).statusCode).toBe(200);
  });

  it('slows an account down past its ceiling instead of locking it', async () => {
    const owner = await registerUser(a);
    // Six failures from six addresses, counted by both processes: the ceiling is met, nothing is refused.
    for (let index = 0; index < 6; index++) {
      const app = index % 2 === 0 ? a : b;
      expect((await attempt(app, owner.email, 'Wrong#123', someAddress())).statusCode).toBe(401);
    }
    const started = Date.now();
    expect((await attempt(a, owner.email, TEST_PASSWORD, someAddress())).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
