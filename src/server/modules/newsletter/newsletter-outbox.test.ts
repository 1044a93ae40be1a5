import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { newsletterSubscribers } from '../../db/schema';
import { DEMO_USERS, seedDemoContent } from '../../demo/seed';
import { createMailer } from '../../lib/mailer';
import { ISSUE_QUEUE } from './newsletter-issues.service';

// The demo as a fresh clone runs it (PGlite by default, no SMTP_URL): an issue an editor sends lands in
// DATA_DIR/outbox, one file per confirmed subscriber.
const ADMIN = { email: 'admin@broadsheet.test', password: 'Admin#2026pass' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-outbox-'));
const outbox = path.join(dataDir, 'outbox');
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp(
    { DATA_DIR: dataDir },
    {
      mailer: createMailer({
        smtpUrl: undefined,
        dataDir,
        from: '"Broadsheet" <no-reply@localhost>',
        log: pino({ level: 'silent' }),
        ratePerSecond: 0,
      }),
    },
  );
  await seedDemoContent(t.database, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  ({ token } = await signIn(t.app, ADMIN.email, ADMIN.password));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The recipients of the outbox's messages whose subject is this one. */
function recipientsOf(subject: string): string[] {
  const files = (() => {
    try {
      return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    } catch {
      return [];
    }
  })();
  return files
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((message) => message.includes(`Subject: ${subject}`))
    .map(
      (message) =>
        message
          .match(/^To: (.+)$/m)?.[1]
          ?.trim()
          .toLowerCase() ?? '',
    );
}

describe('sending an issue of the demo without SMTP_URL', () => {
  it('writes one message per confirmed subscriber to DATA_DIR/outbox', async () => {
    const subject = 'The demo edition';
    const call = (method: 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    const composed = await call('POST', '/api/newsletter/issues', { subject, sinceLastIssue: true });
    expect(composed.statusCode, composed.body).toBe(201);
    const sent = await call('POST', `/api/newsletter/issues/${composed.json().id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.jobs.settled(ISSUE_QUEUE);
    await t.mailsSettled();

    const confirmed = await t.database.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmedAt));
    const expected = confirmed.map((row) => row.email.toLowerCase()).sort();
    expect(expected).toEqual(expect.arrayContaining(DEMO_USERS.map((demo) => demo.email)));
    expect(recipientsOf(subject).sort()).toEqual(expected);
  });
});
