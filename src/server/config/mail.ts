import { z } from 'zod';

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** The variables of outgoing mail and the job queue that delivers it. */
export const mailEnv = {
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) =>
        !value || /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(value),
      'must be an address, or a name and an address: Broadsheet <news@example.com>',
    ),
  SMTP_RATE_PER_SECOND: whole(
    'must be a whole number of messages per second (0: no limit)',
    0,
    10_000,
  ).default(10),
  JOBS_IN_SERVER: z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
  JOB_TIMEOUT_SECONDS: whole('must be a whole number of seconds from 2 to 3600', 2, 3600).default(120),
  MAIL_RETRY_SECONDS: whole('must be a whole number of seconds from 1 to 3600', 1, 3600).default(15),
};

type MailEnv = { MAIL_FROM?: string | undefined } & {
  [K in Exclude<keyof typeof mailEnv, 'MAIL_FROM'>]: z.infer<(typeof mailEnv)[K]>;
};

export interface MailConfig {
  /** The From of every message: MAIL_FROM, or the site's name at no-reply@ the host of PUBLIC_URL. */
  mailFrom: string;
  /** Messages per second one process sends over SMTP (0: as fast as the server takes them). */
  smtpRatePerSecond: number;
  /** Whether the server processes also work on the job queue; false when `npm run worker` does. */
  jobsInServer: boolean;
  /** The longest a job may run; a job whose process died is taken up again after it. */
  jobTimeoutSeconds: number;
  /**
   * The first pause before a message is tried again, after a 4xx answer or a crash of the process that
   * held it (doubling each time).
   */
  mailRetrySeconds: number;
}

export function mailProblems(env: MailEnv & { DATABASE_URL?: string }): string[] {
  if (env.JOBS_IN_SERVER === 'true' || env.DATABASE_URL) return [];
  return [
    'JOBS_IN_SERVER must be true with the embedded database (PGlite): only the server process can open it, so no separate worker can send mail; set DATABASE_URL to run `npm run worker`',
  ];
}

export function mailConfig(env: MailEnv & { SITE_NAME: string }, publicUrl: string): MailConfig {
  const siteName = env.SITE_NAME.replace(/["<>\\]/g, '');
  return {
    mailFrom: env.MAIL_FROM || `"${siteName}" <no-reply@${new URL(publicUrl).hostname}>`,
    smtpRatePerSecond: env.SMTP_RATE_PER_SECOND,
    jobsInServer: env.JOBS_IN_SERVER === 'true',
    jobTimeoutSeconds: env.JOB_TIMEOUT_SECONDS,
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
  };
}
