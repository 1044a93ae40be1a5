import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { articles, mediaFiles } from '../../src/server/db/schema';
import { type Account, request, signUpOverHttp, uploadOverHttp } from '../setup/http-client';
import { startServer, waitFor } from '../setup/server-process';
import { createEmptyPostgresDatabase } from '../setup/test-database';
import { faultRun } from './fault-run';

/**
 * `npm run backup` while writers keep writing, then `npm run restore` into an empty DATA_DIR or database
 * (docs/deployment.md#backups): every article and image the server acknowledged before the backup began
 * is in the restored copy, whole, and the site starts on it and serves them.
 */
const WRITERS = 4;
const BACKUP_AFTER = 15;
const PUBLISHER = 'The Backup Desk';
const ADMIN_EMAIL = 'editor@backups.test';
const SLOW = 300_000;
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const fault = faultRun('backup', {
  AUTH_SECRET: 'backup-test-secret-that-is-long-enough',
  ADMIN_EMAIL,
  PUBLIC_CACHE_MS: '0',
  SIGNIN_LIMIT_PER_ADDRESS: '1000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000',
});

const png = (i: number) =>
  sharp({
    create: { width: 700, height: 400, channels: 3, background: { r: i * 40, g: 90, b: 200 - i * 30 } },
  })
    .png()
    .toBuffer();

/** Runs `npm run <script>`'s file with the site's settings; resolves with its output, rejects on failure. */
function runScript(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(TSX, ['--tsconfig', 'tsconfig.json', `scripts/${script}.ts`, file], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script}: ${output}`))));
  });
}

describe(`npm run backup under write load, then npm run restore (${fault.databaseName})`, () => {
  it(
    'restores every article and image acknowledged before the backup began, and the site runs on it',
    async () => {
      const started = Date.now();
      const server = await startServer(fault.env);
      const base = server.url;
      const admin = await signUpOverHttp(base, { email: ADMIN_EMAIL, dataDir: fault.dataDir });
      const images: string[] = [];
      for (let i = 0; i < 3; i++) {
        const uploaded = await uploadOverHttp(base, admin.token, await png(i));
        expect(uploaded.status, String(uploaded.body)).toBe(200);
        images.push((uploaded.json as { data: { url: string } }).data.url);
      }
      const publisher = await request(base, 'POST', '/api/publisher', {
        token: admin.token,
        json: { publisherName: PUBLISHER, image: images[0] },
      });
      expect(publisher.status, String(publisher.body)).toBe(201);
      const run = randomBytes(3).toString('hex');
      const writers: Account[] = [];
      for (let i = 0; i < WRITERS; i++)
        writers.push(
          await signUpOverHttp(base, { email: `w${i}-${run}@backups.test`, dataDir: fault.dataDir }),
        );

      const acked: { id: string; title: string; description: string; image: string }[] = [];
      const sent = new Map<string, string>();
      let writing = true;
      const write = async (writer: Account, w: number) => {
        for (let n = 0; writing && n < 28; n++) {
          const article = {
            title: `Backup story ${w}-${n} ${randomBytes(4).toString('hex')}`,
            description: `The archive holds story ${w}-${n}. ${randomBytes(32).toString('hex')}`,
            image: images[n % images.length] ?? '',
          };
          sent.set(article.title, article.description);
          const response = await request(base, 'POST', '/api/articles', {
            token: writer.token,
            json: { ...article, tags: 'culture', publisher: PUBLISHER },
          });
          expect(response.status, String(response.body)).toBe(201);
          acked.push({ id: (response.json as { insertedId: string }).insertedId, ...article });
        }
      };
      const writes = writers.map(write);
      await waitFor(() => acked.length >= BACKUP_AFTER, { what: 'articles before the backup' });

      const before = acked.slice();
      const file = path.join(fault.dataDir, fault.onPostgres ? 'site.dump' : 'site.tar.gz');
      const output = await runScript('backup', file, fault.env);
      const duringBackup = acked.length - before.length;
      writing = false;
      await Promise.all(writes);
      expect(output).toContain(fault.onPostgres ? 'pg_dump' : 'from the running site');
      expect(statSync(file).size).toBeGreaterThan(0);
      expect(await server.stop()).toBe(0);

      // Into an empty DATA_DIR or database.
      const restoredDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-restored-'));
      const restoredDb = fault.onPostgres ? await createEmptyPostgresDatabase('broadsheet_restored') : null;
      try {
        const env = {
          ...fault.env,
          DATA_DIR: restoredDir,
          ...(restoredDb ? { DATABASE_URL: restoredDb.url } : {}),
        };
        await runScript('restore', file, env);
        // A second restore over it is refused: it never overwrites a site.
        await expect(runScript('restore', file, env)).rejects.toThrow(/not empty/);

        const database = await openDatabase({ url: restoredDb?.url, dataDir: restoredDir });
        try {
          const rows = await database.db.select().from(articles);
          // Nothing half-written: whatever else the snapshot caught is an article as it was sent.
          for (const row of rows) expect(row.description, row.title).toBe(sent.get(row.title));
          const byId = new Map(rows.map((row) => [row.id, row]));
          for (const sent of before)
            expect(byId.get(sent.id), sent.title).toMatchObject({
              title: sent.title,
              description: sent.description,
              image: sent.image,
            });
          const names = new Set(
            (await database.db.select({ name: mediaFiles.name }).from(mediaFiles)).map((m) => m.name),
          );
          for (const url of images) {
            const key = url.slice('/media/'.length, '/media/'.length + 16);
            for (const width of [320, 640]) expect(names.has(`${key}-${width}.webp`), key).toBe(true);
          }
        } finally {
          await database.close();
        }

        const restored = await startServer(env);
        const sample = before[0];
        const read = await request(restored.url, 'GET', `/api/articles/${sample?.id}`, {
          token: admin.token,
        });
        expect(read.status).toBe(200);
        expect(read.json).toMatchObject({ title: sample?.title });
        const image = await request(restored.url, 'GET', images[1] ?? '');
        expect(image.status).toBe(200);
        expect(await restored.stop()).toBe(0);
      } finally {
        await restoredDb?.drop();
        rmSync(restoredDir, { recursive: true, force: true });
      }

      console.info(
        `backup on ${fault.databaseName}: ${before.length} articles acknowledged before it began, ` +
          `${duringBackup} more while it ran, ${acked.length} in all; backup file ${statSync(file).size} bytes; ` +
          `whole test ${Date.now() - started} ms`,
      );
    },
    SLOW,
  );
});
