import { pino } from 'pino';
import { createMailer } from '../../src/server/lib/mailer';
import { type SmtpSink, type SmtpSinkOptions, startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

export interface SmtpTestApp {
  t: TestApp;
  smtp: SmtpSink;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback and the app sending to it over SMTP_URL, through the mailer the site
 * uses (nodemailer, pooled): what the tests read is what a provider's server would receive.
 */
export async function createSmtpTestApp(
  options: SmtpSinkOptions & { mailRetryDelaySeconds?: number } = {},
): Promise<SmtpTestApp> {
  const { mailRetryDelaySeconds, ...sinkOptions } = options;
  const smtp = await startSmtpSink(sinkOptions);
  const t = await createTestApp(
    { SMTP_URL: smtp.url },
    {
      mailer: createMailer({
        smtpUrl: smtp.url,
        dataDir: '',
        from: '"Broadsheet" <no-reply@localhost>',
        log: pino({ level: 'silent' }),
        ratePerSecond: 0,
      }),
      ...(mailRetryDelaySeconds ? { mailRetryDelaySeconds } : {}),
    },
  );
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
