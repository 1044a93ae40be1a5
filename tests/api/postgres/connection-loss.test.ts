import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config/config';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { createTestDatabase } from '../../setup/test-database';

/**
 * The PostgreSQL connection drops (docs/product.md#running-and-scale). The app reaches PostgreSQL through a TCP proxy the test can
 * cut: while it is down requests fail fast with a 503 in the error contract and /readyz says so; when it is
 * back the server recovers by itself — no restart. Runs in the postgres project only (TEST_DATABASE_URL).
 */
function startProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  return {
    listen,
    /** Drops every connection and stops accepting new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

let backing: Database;
let database: Database;
let app: FastifyInstance;
let proxy: ReturnType<typeof startProxy>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-connection-'));

beforeAll(async () => {
  backing = await createTestDatabase();
  const direct = new URL(
    String(
      (backing.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString,
    ),
  );
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  proxy = startProxy(port, { host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.listen();
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${port}`;
  database = await openDatabase({ url: viaProxy.toString(), dataDir: '' });
  // No public-answer cache: every request must reach the database for this test.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'x'.repeat(40),
    CACHE_MS: '0',
  });
  app = await buildApp(config, { database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await backing.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('losing the database connection', () => {
  it('fails fast with 503 while PostgreSQL is unreachable and recovers without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const down = await app.inject({ method: 'GET', url: '/api/stats' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/briefly unavailable/),
    });
    expect(down.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(3000);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });

    await proxy.listen();
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
      const [readyAgain, stats] = await Promise.all([
        app.inject({ method: 'GET', url: '/readyz' }),
        app.inject({ method: 'GET', url: '/api/stats' }),
      ]);
      recovered = readyAgain.statusCode === 200 && stats.statusCode === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
  });
});
