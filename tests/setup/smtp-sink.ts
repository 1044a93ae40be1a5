import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Mail whose envelope names this address. */
  to(address: string): ReceivedMail[];
  /** Waits until `count` messages (all told) have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** An SMTP reply code for a recipient (e.g. 550 or 451), or nothing to accept it. */
  answerFor?: (address: string) => number | undefined;
  port?: number;
}

/** The addresses of a parsed header as plain strings. */
export const addressesOf = (header: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(header) ? header : header ? [header] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

/** A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed with mailparser. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = options.answerFor?.(address.address);
      if (!code) return callback();
      const error = Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              parsed,
              raw,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
