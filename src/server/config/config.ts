import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_NAME } from '@shared/constants';
import { z } from 'zod';
import { type Capacity, capacity, capacityEnv, capacityProblems } from './capacity';
import { type MailConfig, mailConfig, mailEnv, mailProblems } from './mail';
import { parseTrustProxy } from './trust-proxy';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL with a host, e.g. postgres://user@127.0.0.1:5432/broadsheet');

/** A number of requests a limit allows in its window: a whole number from 1 to 100,000. */
const requestLimit = (fallback: number) =>
  z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(100_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  PUBLIC_URL: optionalString.pipe(
    z.url({ message: 'must be an absolute URL such as https://news.example.com' }).optional(),
  ),
  DATABASE_URL: optionalString.pipe(postgresUrl.optional()),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  SITE_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .default(DEFAULT_SITE_NAME),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SEED_DEMO: z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
  STAFF_SECOND_STEP: optionalString.pipe(
    z.enum(['required', 'optional'], { message: 'must be required or optional' }).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalString.pipe(z.url({ message: 'must be the issuer URL' }).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url({ message: 'must be a URL' }).optional()),
  SMTP_URL: optionalString.pipe(z.url({ message: 'must be an smtp:// or smtps:// URL' }).optional()),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
      .optional(),
  ),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  METRICS_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number between 1 and 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be a whole number between 1 and 65535')
      .optional(),
  ),
  ...capacityEnv,
  ...mailEnv,
  SIGNIN_LIMIT_PER_ADDRESS: requestLimit(30),
  SIGNIN_LIMIT_PER_PAIR: requestLimit(10),
  SIGNIN_LIMIT_PER_ACCOUNT: requestLimit(100),
  SIGNUP_LIMIT_PER_ADDRESS: requestLimit(10),
  VIEW_COUNT_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(120),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Capacity, MailConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  siteName: string;
  logLevel: string;
  authSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Who may tell the client's address (X-Forwarded-For): nobody, the nearest N proxies, or the listed
   * addresses and CIDR ranges. `request.ip` is the address resolved this way.
   */
  trustProxy: false | number | string[];
  /** The bearer token /metrics asks for on the site's port; without it (and a port) /metrics is not served. */
  metricsToken: string | undefined;
  /** A second listener on 127.0.0.1 that serves only /metrics. */
  metricsPort: number | undefined;
  /**
   * Per 15 minutes: sign-in attempts from one address; failed ones for one account from one address (then
   * refused there); failed ones for one account from anywhere (then slowed down, never refused).
   */
  signInLimits: { perAddress: number; perPair: number; perAccount: number };
  /** Accounts that may be registered per hour from one address. */
  signUpLimitPerAddress: number;
  /**
   * Whether editors and admins need a second step (an authenticator app or a passkey) before any staff
   * route answers them: STAFF_SECOND_STEP, else in production unless the demo is seeded.
   */
  staffSecondStep: boolean;
  /** View-count writes allowed per minute from one reader (signed in) or one address (visitors). */
  viewCountLimitPerMinute: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Secrets that development generates once and keeps under DATA_DIR, so restarts keep sessions valid. */
function developmentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}

/** Parses the environment once; every bad variable is named in one line of the error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = source[name];
      return `${name} ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const env = parsed.data;
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (production && !env.AUTH_SECRET) problems.push('AUTH_SECRET is required when NODE_ENV=production');
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    problems.push('METRICS_PORT must differ from PORT: metrics get a listener of their own');
  }
  problems.push(...capacityProblems(env), ...mailProblems(env));
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${publicHost}:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    siteName: env.SITE_NAME,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    authSecret: env.AUTH_SECRET ?? developmentSecret(dataDir, 'authSecret'),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === 'true',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    signInLimits: {
      perAddress: env.SIGNIN_LIMIT_PER_ADDRESS,
      perPair: env.SIGNIN_LIMIT_PER_PAIR,
      perAccount: env.SIGNIN_LIMIT_PER_ACCOUNT,
    },
    signUpLimitPerAddress: env.SIGNUP_LIMIT_PER_ADDRESS,
    staffSecondStep: env.STAFF_SECOND_STEP
      ? env.STAFF_SECOND_STEP === 'required'
      : production && env.SEED_DEMO !== 'true',
    ...capacity(env),
    ...mailConfig(env, publicUrl),
    viewCountLimitPerMinute: env.VIEW_COUNT_LIMIT_PER_MINUTE,
  };
}
