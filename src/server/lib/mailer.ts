import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** The Message-ID, without its angle brackets: a message sent again carries the same one. */
  messageId?: string;
  /** When the message was queued: with the Message-ID it names the message's file in the outbox. */
  queuedAt?: Date;
}

/** How a message reaches the world: SMTP, the outbox folder, or (in tests) a list. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
  /** Messages per second over SMTP (0: as fast as the server takes them). */
  ratePerSecond: number;
}

/** SMTP connections kept open at once. */
const SMTP_CONNECTIONS = 3;

/**
 * Sends over SMTP_URL through a pool of connections, at most SMTP_RATE_PER_SECOND messages a second;
 * without SMTP_URL every message is written to DATA_DIR/outbox as an .eml file and logged, so development
 * and tests can read what would have been sent.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer is loaded with the first message: most processes rarely send one.
  let transport: Promise<Transporter> | undefined;
  const smtpUrl = options.smtpUrl;
  const open = () =>
    import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport({
            url: smtpUrl,
            pool: true,
            maxConnections: SMTP_CONNECTIONS,
            ...(options.ratePerSecond > 0 ? { rateDelta: 1000, rateLimit: options.ratePerSecond } : {}),
            connectionTimeout: 30_000,
            greetingTimeout: 15_000,
            socketTimeout: 60_000,
          } as Parameters<typeof nodemailer.createTransport>[0])
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
  const message = (mail: Mail) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.messageId ? { messageId: `<${mail.messageId}>` } : {}),
  });
  const close = () => {
    void transport?.then((opened) => opened.close());
    transport = undefined;
  };
  if (smtpUrl) {
    return {
      async send(mail) {
        transport ??= open();
        await (await transport).sendMail(message(mail));
      },
      close,
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(mail) {
      transport ??= open();
      const info = await (await transport).sendMail(message(mail));
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxName(mail));
      // Written aside, then renamed: a crash leaves the whole message or none, never half of one.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
    close,
  };
}

/**
 * A message's file in the outbox, named by when it was queued (so names sort by time) and its Message-ID:
 * a message written again after a crash, before its row was marked sent, replaces its own file rather
 * than adding a second copy.
 */
function outboxName(mail: Mail): string {
  if (!mail.messageId) return `${Date.now()}-${randomUUID()}.eml`;
  const stamp = mail.queuedAt?.getTime() ?? Date.now();
  return `${stamp}-${mail.messageId.replace(/[^\w.@-]/g, '_')}.eml`;
}

/**
 * Whether a failed send may succeed later. A 5xx answer is the receiving server's final word (the
 * mailbox does not exist, the domain takes no mail); a 4xx answer, a dropped connection or a time-out is
 * worth another try.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A failure as one line for the message's record: the server's answer when there was one. */
export function failureText(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  const text =
    typeof response === 'string' ? response : error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
