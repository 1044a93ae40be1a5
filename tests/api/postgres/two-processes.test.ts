import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signInOverHttp, signUpOverHttp, uploadOverHttp } from '../../setup/http-client';
import { killAll, type ServerProcess, startServer } from '../../setup/server-process';
import { createEmptyPostgresDatabase } from '../../setup/test-database';

/**
 * Two server processes on one PostgreSQL database and one Redis (docs/decisions/0008-caches-cleared-by-every-write.md): whatever one of them
 * did, the other one knows. A fresh database and a Redis database index of this run's own keep parallel
 * runs apart. Runs in the postgres project only (TEST_DATABASE_URL). CI sets TEST_REDIS_URL; without it,
 * 127.0.0.1:6379 is tried and the file skipped if nothing answers there.
 */
const REDIS_BASE = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACCOUNT_LIMIT = 4;
const PASSWORD = 'Tern#Harbour7';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers(REDIS_BASE);
if (!redisUp && process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL ${REDIS_BASE} does not answer`);

/**
 * A Redis database index 1–15 picked per run. The keys naming this run's e-mail addresses (`run`) or its
 * readers' ids (`userIds`) are deleted at the end; the per-address count of 127.0.0.1, which a parallel
 * run may share, is left to expire (its limit is set far above what any run uses).
 */
const redisUrl = (() => {
  const url = new URL(REDIS_BASE);
  url.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
  return url.toString();
})();
const run = randomBytes(4).toString('hex');
const userIds: string[] = [];
const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'broadsheet-two-')));
let database: { url: string; drop(): Promise<void> } | undefined;
let a: ServerProcess;
let b: ServerProcess;

describe.skipIf(!redisUp)('two server processes on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase('broadsheet_two');
    const env = (dataDir: string) => ({
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'two-processes-test-secret-long-enough',
      ADMIN_EMAIL: `editor-${run}@two.test`,
      SEED_DEMO: 'false',
      // Long-lived caches: only the clear published through Redis can make a process forget a session.
      CACHE_MS: '60000',
      SIGNIN_LIMIT_PER_PAIR: String(ACCOUNT_LIMIT),
      SIGNIN_LIMIT_PER_ADDRESS: '1000',
      SIGNUP_LIMIT_PER_ADDRESS: '1000',
    });
    // Started together on an empty database: both migrate it at once, as a rolling deploy would.
    [a, b] = await Promise.all([
      startServer(env(dataDirs[0] as string)),
      startServer(env(dataDirs[1] as string)),
    ]);
  });

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await killAll();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      const patterns = [`*${run}*`, ...userIds.map((id) => `*${id}*`)];
      const keys = (await Promise.all(patterns.map((pattern) => redis.keys(pattern)))).flat();
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    expect(
      codes.filter((code) => code !== undefined && code !== 0),
      'both exit cleanly',
    ).toEqual([]);
  });

  it('both start on one empty database, and both answer', async () => {
    for (const server of [a, b]) {
      const ready = await request(server.url, 'GET', '/readyz');
      expect(ready.status).toBe(200);
    }
  });

  it('accepts on B a token issued by A, and a sign-out on B ends it on A', async () => {
    const email = `reader-${run}@two.test`;
    await signUpOverHttp(a.url, {
      email,
      name: 'Two Process Reader',
      password: PASSWORD,
      dataDir: dataDirs[0] as string,
    });
    const token = await signInOverHttp(a.url, email, PASSWORD);
    for (const server of [a, b]) {
      const me = await request(server.url, 'GET', '/api/me', { token });
      expect(me.status, server.url).toBe(200);
      expect(me.json).toMatchObject({ email, name: 'Two Process Reader' });
    }

    const signOut = await request(b.url, 'POST', '/api/auth/sign-out', { token, json: {} });
    expect(signOut.status, String(signOut.body)).toBe(200);
    expect((await request(b.url, 'GET', '/api/me', { token })).status).toBe(401);
    // A hears of the sign-out through Redis, a few milliseconds after B answered (decision 0008): until then
    // its session cache may still know the token, so A is given a moment, far below the cache's lifetime.
    await expect
      .poll(async () => (await request(a.url, 'GET', '/api/me', { token })).status, {
        timeout: 500,
        interval: 10,
      })
      .toBe(401);
  });

  it('counts failed sign-ins for one account from one address across both processes', async () => {
    const email = `limited-${run}@two.test`;
    await signUpOverHttp(b.url, { email, password: PASSWORD, dataDir: dataDirs[1] as string });
    const attempt = (server: ServerProcess, password: string) =>
      request(server.url, 'POST', '/api/auth/sign-in/email', { json: { email, password } });

    // Alternating, each process sees only half of the attempts; the limit still comes after the fourth.
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 2; i++) {
      statuses.push((await attempt(i % 2 ? b : a, 'wrong-Tern#Harbour7')).status);
    }
    expect(statuses).toEqual([
      ...Array.from({ length: ACCOUNT_LIMIT }, () => 401),
      ...Array.from({ length: 2 }, () => 429),
    ]);
    // The right password does not get past the limit either, on either process.
    for (const server of [a, b]) {
      const limited = await attempt(server, PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves on B an image uploaded through A, and B can use it in an article', async () => {
    const editor = await signUpOverHttp(a.url, {
      email: `editor-${run}@two.test`,
      password: PASSWORD,
      dataDir: dataDirs[0] as string,
    });
    // Route limits count per reader id; noted so the Redis keys can be deleted at the end.
    userIds.push(
      ((await request(a.url, 'GET', '/api/me', { token: editor.token })).json as { _id: string })._id,
    );
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 12, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadOverHttp(a.url, editor.token, png);
    expect(uploaded.status, String(uploaded.body)).toBe(200);
    const url = (uploaded.json as { data: { url: string } }).data.url;

    const onA = await request(a.url, 'GET', url);
    const onB = await request(b.url, 'GET', url);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/webp');
    expect(onB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(onB.body.equals(onA.body)).toBe(true);
    const etag = onB.headers.get('etag') ?? '';
    expect((await request(b.url, 'GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // B checks the image exists before it accepts a publisher and an article that use it.
    const publisher = await request(b.url, 'POST', '/api/publisher', {
      token: editor.token,
      json: { publisherName: `Two Towns ${run}`, image: url },
    });
    expect(publisher.status, String(publisher.body)).toBe(201);
    const article = await request(b.url, 'POST', '/api/articles', {
      token: editor.token,
      json: {
        title: 'One upload, every process',
        publisher: `Two Towns ${run}`,
        tags: 'business',
        description: 'Uploaded through one process, used through the other.',
        image: url,
      },
    });
    expect(article.status, String(article.body)).toBe(201);
  });
});
