import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { publishers } from '../db/schema';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD, or a pair generated once and kept in DATA_DIR (docs/product.md#who-it-is-for). */
export function adminCredentials(dataDir: string, email?: string, password?: string): AdminCredentials {
  const file = path.join(dataDir, 'admin-credentials.json');
  const stored: Partial<AdminCredentials> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const credentials = {
    email: email ?? stored.email ?? 'admin@broadsheet.test',
    password: password ?? stored.password ?? `Bs-${randomBytes(9).toString('base64url')}1!`,
  };
  if (!email || !password) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  }
  return credentials;
}

/** Seeds demo content into an empty database; returns the admin's credentials when demo content exists. */
export async function ensureDemoContent(app: FastifyInstance): Promise<AdminCredentials | undefined> {
  const { config } = app;
  if (!config.seedDemo) return undefined;
  const credentials = adminCredentials(config.dataDir, config.adminEmail, config.adminPassword);
  // A site that has content keeps it; the seed (its stories, drawings and password hashing) loads only to
  // fill an empty one.
  const [row] = await app.database.db.select({ n: count() }).from(publishers);
  if ((row?.n ?? 0) > 0) return credentials;
  const { seedDemoContent } = await import('./seed');
  const result = await seedDemoContent(app.database, {
    adminEmail: credentials.email,
    adminPassword: credentials.password,
    log: (message) => app.log.info(message),
  });
  if (result.seeded) app.log.info('demo content created');
  return credentials;
}
