import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../../../scripts/nginx-config';
import { request, signUpOverHttp, uploadOverHttp } from '../../setup/http-client';
import { killAll, type ServerProcess, startServer, waitFor } from '../../setup/server-process';
import { createEmptyPostgresDatabase } from '../../setup/test-database';

/**
 * The deployment of docs/deployment.md, for real: nginx on loopback, rendered from
 * deploy/nginx/broadsheet.conf.template, in front of two server processes on one PostgreSQL database and
 * one Redis. Runs in the postgres project only (TEST_DATABASE_URL); CI installs nginx, elsewhere the file
 * is skipped when there is no nginx.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((file) =>
  existsSync(file),
);
if (!NGINX && process.env.CI) throw new Error('nginx is not installed (apt-get install nginx-light)');
const REDIS_BASE = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long nginx may keep a visitor's page (s-maxage of src/server/plugins/ssr.ts), plus a refresh. */
const MICRO_CACHE_MS = 5_000;
const PASSWORD = 'Tern#Harbour7';

const run = randomBytes(4).toString('hex');
const editorEmail = `editor-${run}@nginx.test`;
const root = mkdtempSync(path.join(tmpdir(), 'broadsheet-nginx-'));
const dataDir = path.join(root, 'data');
const prefix = path.join(root, 'nginx');
let database: { url: string; drop(): Promise<void> } | undefined;
let servers: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let front = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const cacheStatus = (response: { headers: Headers }) => response.headers.get('x-cache-status');
const html = (response: { body: Buffer }) => response.body.toString('utf8');

describe.skipIf(!NGINX)('nginx in front of two server processes', () => {
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase('broadsheet_nginx');
    mkdirSync(dataDir, { recursive: true });
    // nginx's workers run as an unprivileged user when it is started as root: they must reach the cache.
    mkdirSync(path.join(prefix, 'cache'), { recursive: true });
    for (const dir of [root, prefix, path.join(prefix, 'cache')]) chmodSync(dir, 0o777);

    const port = await freePort();
    front = `http://127.0.0.1:${port}`;
    const redisUrl = new URL(REDIS_BASE);
    redisUrl.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl.toString(),
      // One folder for both: the confirmation mails of either process land in one outbox.
      DATA_DIR: dataDir,
      AUTH_SECRET: 'nginx-front-test-secret-long-enough',
      ADMIN_EMAIL: editorEmail,
      SEED_DEMO: 'false',
      PUBLIC_URL: front,
      TRUST_PROXY: '127.0.0.1',
      SIGNUP_LIMIT_PER_ADDRESS: '1000',
      SIGNIN_LIMIT_PER_ADDRESS: '1000',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);

    const config = path.join(prefix, 'nginx.conf');
    writeFileSync(
      config,
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        apps: servers.map((server) => `127.0.0.1:${server.port}`),
        prefix,
      }),
    );
    const check = spawnSync(NGINX as string, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX as string, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await waitFor(
      async () => (await request(front, 'GET', '/readyz').catch(() => undefined))?.status === 200,
      {
        timeoutMs: 15_000,
        what: 'nginx to answer',
      },
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(servers.map((server) => server.stop()));
    await killAll();
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps a visitor’s page in its micro-cache, as the page’s Cache-Control allows', async () => {
    const first = await request(front, 'GET', '/about');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    const second = await request(front, 'GET', '/about');
    expect(second.status).toBe(200);
    expect(cacheStatus(second)).toBe('HIT');
    expect(html(second)).toBe(html(first));
  });

  it('never keeps a signed-in reader’s page, however the session cookie is spelled', async () => {
    const reader = `reader-${run}@nginx.test`;
    await signUpOverHttp(front, { email: reader, name: `Reader ${run}`, password: PASSWORD, dataDir });
    const signIn = await fetch(`${front}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: front },
      body: JSON.stringify({ email: reader, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(cacheStatus(signIn)).not.toBe('HIT');
    const [name, value] = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]?.split('=') ?? [];
    expect(name).toMatch(/session_token/);

    for (const cookie of [`${name}=${value}`, `${name} =${value}`, `theme=dark; ${name}=${value}`]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const page = await request(front, 'GET', '/', { headers: { cookie } });
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toMatch(/private/);
        expect(cacheStatus(page), cookie).toBe('BYPASS');
      }
    }
    // Nor is a reader's page ever given to a visitor.
    const visitor = await request(front, 'GET', '/');
    expect(html(visitor)).not.toContain(`Reader ${run}`);
    expect(visitor.headers.get('cache-control')).not.toMatch(/private/);
  });

  it('shows visitors an approved article within the micro-cache’s lifetime', async () => {
    const editor = await signUpOverHttp(front, { email: editorEmail, password: PASSWORD, dataDir });
    const title = `Harbour lights return ${run}`;
    const publisher = await request(front, 'POST', '/api/publisher', {
      token: editor.token,
      json: { publisherName: `Harbour Post ${run}`, image: await uploadedImage(editor.token) },
    });
    expect(publisher.status, String(publisher.body)).toBe(201);
    const created = await request(front, 'POST', '/api/articles', {
      token: editor.token,
      json: {
        title,
        publisher: `Harbour Post ${run}`,
        tags: 'business',
        description: 'The old lamps along the quay are lit again after ten dark winters.',
      },
    });
    expect(created.status, String(created.body)).toBe(201);
    const id = (created.json as { insertedId: string }).insertedId;

    // Visitors' list, cached by nginx while the article is still waiting for an editor.
    expect(html(await request(front, 'GET', '/allArticles'))).not.toContain(title);
    expect(cacheStatus(await request(front, 'GET', '/allArticles'))).toBe('HIT');

    const approved = await request(front, 'PATCH', `/api/admin-articles/${id}`, { token: editor.token });
    expect(approved.status, String(approved.body)).toBe(200);
    const start = Date.now();
    await waitFor(async () => html(await request(front, 'GET', '/allArticles')).includes(title), {
      timeoutMs: MICRO_CACHE_MS + 3_000,
      intervalMs: 200,
      what: 'the approved article on the visitors’ list',
    });
    expect(Date.now() - start).toBeLessThanOrEqual(MICRO_CACHE_MS + 3_000);
  });

  it('serves through either process an image uploaded through the other', async () => {
    const editor = await signUpOverHttp(front, {
      email: `uploader-${run}@nginx.test`,
      password: PASSWORD,
      dataDir,
    });
    const url = await uploadedImage(editor.token);
    const copies = await Promise.all(servers.map((server) => request(server.url, 'GET', url)));
    for (const copy of copies) {
      expect(copy.status).toBe(200);
      expect(copy.headers.get('content-type')).toBe('image/webp');
    }
    expect(copies[0]?.body.equals(copies[1]?.body ?? Buffer.alloc(0))).toBe(true);
    expect((await request(front, 'GET', url)).status).toBe(200);
  });

  it('keeps answering through the other process when one stops', async () => {
    const [first] = servers;
    await first?.stop();
    // Pages nginx has never kept: each one reaches a process.
    for (let page = 1; page <= 6; page++) {
      const answer = await request(front, 'GET', `/allArticles?page=${page}`);
      expect(cacheStatus(answer)).not.toBe('HIT');
      expect(answer.status).toBe(200);
    }
  });
});

async function uploadedImage(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 20, g: 60, b: 140 } },
  })
    .png()
    .toBuffer();
  const uploaded = await uploadOverHttp(front, token, png);
  expect(uploaded.status, String(uploaded.body)).toBe(200);
  return (uploaded.json as { data: { url: string } }).data.url;
}
