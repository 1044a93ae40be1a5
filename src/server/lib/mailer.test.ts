import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dataDir = mkdtempSync(path.join(tmpdir(), 'broadsheet-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const outbox = path.join(dataDir, 'outbox');
const mailer = createMailer({
  smtpUrl: undefined,
  dataDir,
  from: '"Broadsheet" <no-reply@localhost>',
  log: pino({ level: 'silent' }),
  ratePerSecond: 0,
});

describe('the outbox without SMTP_URL', () => {
  it('keeps one file per message: a message written again (after a crash) replaces its own', async () => {
    const queuedAt = new Date('2026-11-25T08:00:00Z');
    const mail = {
      to: 'reader@example.test',
      subject: 'Morning edition',
      text: 'Good morning.',
      messageId: '7d0c7a52-1b7e-4b43-9d5e-3f1f9e0c2a11@localhost',
      queuedAt,
    };
    await mailer.send(mail);
    await mailer.send(mail);
    const files = readdirSync(outbox);
    expect(files).toEqual([`${queuedAt.getTime()}-7d0c7a52-1b7e-4b43-9d5e-3f1f9e0c2a11@localhost.eml`]);
    const text = readFileSync(path.join(outbox, files[0] as string), 'utf8');
    expect(text).toContain('Message-ID: <7d0c7a52-1b7e-4b43-9d5e-3f1f9e0c2a11@localhost>');
    expect(text).toContain('Subject: Morning edition');
  });

  it('writes two messages as two files', async () => {
    const before = readdirSync(outbox).length;
    await mailer.send({ to: 'a@example.test', subject: 'One', text: 'One.', messageId: 'one@localhost' });
    await mailer.send({ to: 'a@example.test', subject: 'Two', text: 'Two.' });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(before + 2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
  });
});
