import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, newsletterSubscribers } from '../../src/server/db/schema';
import { createArticle } from '../factories';
import { type Account, request, signUpOverHttp } from '../setup/http-client';
import { type ServerProcess, startServer, waitFor } from '../setup/server-process';
import { faultRun } from './fault-run';

/**
 * kill -9 in the middle of a newsletter send (docs/decisions/0018-mail-queue-on-pg-boss.md). An issue goes
 * to 2,000 confirmed subscribers from the built server, which writes each message to DATA_DIR/outbox; the
 * process gets SIGKILL while the issue is being fanned out into messages, and twice more while the messages
 * are being written, each time started again on the same data. At the end each subscriber has exactly one
 * message in the outbox — none missing, none twice — and every message's row says sent.
 */
const SUBSCRIBERS = 2_000;
/** Kills: just after the send is accepted (the fan-out), then at these many messages in the outbox. */
const KILL_AT_MESSAGES = [600, 1_300];
const ADMIN_EMAIL = 'editor@newsletter-faults.test';
const SLOW = 300_000;

const fault = faultRun('newsletter_kill9', {
  AUTH_SECRET: 'newsletter-kill-9-secret-that-is-long-enough',
  ADMIN_EMAIL,
  // A job held by a killed process is taken up again this soon after it started.
  JOB_TIMEOUT_SECONDS: '3',
  MAIL_RETRY_SECONDS: '1',
});
const { dataDir } = fault;
const outbox = path.join(dataDir, 'outbox');
const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@subscribers.test`);
let articleId: string;

// The list: 2,000 confirmed subscribers and an approved article, stored before the server starts.
beforeAll(
  () =>
    fault.withDatabase(async (direct) => {
      await direct.migrate();
      const run = randomBytes(4).toString('hex');
      for (let start = 0; start < SUBSCRIBERS; start += 500) {
        await direct.db.insert(newsletterSubscribers).values(
          addresses.slice(start, start + 500).map((email, i) => ({
            email,
            unsubscribeToken: `fault-${run}-${start + i}-${randomBytes(12).toString('hex')}`,
            confirmedAt: new Date(),
          })),
        );
      }
      articleId = (await createArticle(direct.db, { status: 'approve', title: 'The harbour reopens' })).id;
    }),
  SLOW,
);

/** The outbox's whole messages (a crash may leave a `.part` file, never a half `.eml`). */
const messagesInOutbox = () =>
  readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'));

/** Each message of the issue in the outbox: its envelope recipient and Message-ID. */
function issueMessages(subject: string) {
  return messagesInOutbox()
    .map((file) => readFileSync(path.join(outbox, file.name), 'latin1'))
    .filter((text) => text.includes(subject))
    .map((text) => ({
      to:
        text
          .match(/^To: (.*)$/m)?.[1]
          ?.trim()
          .toLowerCase() ?? '',
      messageId: text.match(/^Message-ID: (.*)$/im)?.[1]?.trim() ?? '',
    }));
}

const issueCount = (subject: string) =>
  messagesInOutbox().filter((file) => readFileSync(path.join(outbox, file.name), 'latin1').includes(subject))
    .length;

describe(`kill -9 during a newsletter send (${fault.onPostgres ? 'PostgreSQL' : 'PGlite in DATA_DIR'})`, () => {
  it(
    'delivers the issue to each of 2,000 subscribers exactly once',
    async () => {
      const started = Date.now();
      let server: ServerProcess = await startServer(fault.env);
      const base = server.url;
      const editor: Account = await signUpOverHttp(base, {
        email: ADMIN_EMAIL,
        name: 'Fault Editor',
        dataDir,
      });
      const subject = `Fault edition ${randomBytes(4).toString('hex')}`;
      const composed = await request(base, 'POST', '/api/newsletter/issues', {
        token: editor.token,
        json: { subject, intro: 'Sent through three crashes.', articleIds: [articleId] },
      });
      expect(composed.status, String(composed.body)).toBe(201);
      const issueId = (composed.json as { id: string }).id;
      const ready = Date.now() - started;
      const sent = await request(base, 'POST', `/api/newsletter/issues/${issueId}/send`, {
        token: editor.token,
        json: {},
      });
      expect(sent.status, String(sent.body)).toBe(200);

      const kills: string[] = [];
      // First kill: while the issue is being turned into one message per subscriber.
      await new Promise((resolve) => setTimeout(resolve, 150));
      kills.push(`at ${Date.now() - started} ms in the fan-out with ${issueCount(subject)} messages written`);
      await server.kill9();
      for (const threshold of KILL_AT_MESSAGES) {
        server = await startServer(fault.env, { port: server.port });
        const count = await waitFor(
          () => {
            const n = messagesInOutbox().length;
            return n >= threshold ? n : 0;
          },
          { timeoutMs: 60_000, intervalMs: 20, what: `${threshold} messages in the outbox` },
        );
        await server.kill9();
        kills.push(`at ${Date.now() - started} ms with ${count} files in the outbox`);
      }
      server = await startServer(fault.env, { port: server.port });
      const finished = await waitFor(
        async () => {
          const issue = await request(base, 'GET', `/api/newsletter/issues/${issueId}`, {
            token: editor.token,
          });
          const { state, counts } = issue.json as { state: string; counts: { queued: number; sent: number } };
          return state === 'sent' && counts.queued === 0 && counts.sent > 0 ? counts : undefined;
        },
        { timeoutMs: 120_000, intervalMs: 200, what: 'every message of the issue to be sent' },
      );
      expect(finished).toEqual({ queued: 0, sent: SUBSCRIBERS, failed: 0 });
      expect(await server.stop()).toBe(0);

      // The outbox: one message per subscriber, each with a Message-ID of its own.
      const messages = issueMessages(subject);
      const perRecipient = new Map<string, number>();
      for (const { to } of messages) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      const twice = [...perRecipient].filter(([, n]) => n > 1).map(([to]) => to);
      const missing = addresses.filter((address) => !perRecipient.has(address));
      expect(twice, 'subscribers who received the issue more than once').toEqual([]);
      expect(missing, 'subscribers who never received the issue').toEqual([]);
      expect(messages).toHaveLength(SUBSCRIBERS);
      expect(new Set(messages.map((m) => m.messageId)).size).toBe(SUBSCRIBERS);

      // The rows agree: one per subscriber, every one sent.
      await fault.withDatabase(async (direct) => {
        const rows = await direct.db.select().from(mailMessages).where(eq(mailMessages.issueId, issueId));
        expect(rows).toHaveLength(SUBSCRIBERS);
        expect(rows.filter((row) => row.state !== 'sent')).toEqual([]);
        const retried = rows.filter((row) => row.attempts > 1).length;
        console.info(
          `newsletter kill -9 on ${fault.databaseName}: ${SUBSCRIBERS} subscribers ` +
            `(set up in ${ready} ms), killed ` +
            `${kills.join(', ')}; ${retried} messages taken up again after a kill; each subscriber has ` +
            `one message; whole test ${Date.now() - started} ms`,
        );
      });
    },
    SLOW,
  );
});
