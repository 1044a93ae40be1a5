import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SITE_NAME } from '@shared/constants';
import { z } from 'zod';
import { type Capacity, capacity, capacityEnv, capacityProblems } from './capacity';
import { type MailConfig, mailConfig, mailEnv, mailProblems } from './mail';

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

/** Names proxy-addr knows for the private ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A number of requests a limit allows in its window: a whole number from 1 to 100,000. */
const requestLimit = (fallback: number) =>
  z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(100_000).default(fallback);

/**
 * How much of the address space a TRUST_PROXY list may trust (docs/security.md#behind-a-proxy): a list that
 * trusts most addresses believes what nearly any client writes in X-Forwarded-For. Each IPv4 range is a /8
 * or narrower and together at most four /8s; each IPv6 range a /28 or narrower and together at most a /24's
 * worth, private ranges (fc00::/7, fe80::/10) aside; an IPv4-mapped IPv6 range counts as the IPv4 range it
 * maps.
 */
const WIDEST_IPV4_PREFIX = 8;
const MOST_IPV4_ADDRESSES = 4 * 2 ** 24;
const WIDEST_IPV6_PREFIX = 28;
const MOST_IPV6_ADDRESSES = 2n ** 104n;

function ipv6Bits(address: string): bigint {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

/** The problem with a list of proxy addresses that trusts too much of the address space, if any. */
function trustsTooMuch(entries: string[]): string | null {
  let ipv4 = 0;
  let ipv6 = 0n;
  const tooWide = (entry: string) =>
    `trusts ${JSON.stringify(entry)}, which is most of the address space: any client could then choose its own address; name your proxies' own addresses or ranges (at most a /${WIDEST_IPV4_PREFIX} for IPv4, a /${WIDEST_IPV6_PREFIX} for IPv6)`;
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = '', written] = entry.split('/');
    const version = isIP(address);
    const prefix = written === undefined ? (version === 4 ? 32 : 128) : Number(written);
    let ipv4Prefix: number | null = version === 4 ? prefix : null;
    if (version === 6) {
      const bits = ipv6Bits(address);
      const MAPPED = 0xffffn << 32n;
      const shift = BigInt(128 - Math.min(prefix, 96));
      // A range that reaches into ::ffff:0:0/96 trusts IPv4 clients: as much of it as it covers.
      if (bits >> shift === MAPPED >> shift) ipv4Prefix = Math.max(0, prefix - 96);
      else {
        const isPrivate =
          (prefix >= 7 && bits >> 121n === 0x7en) || (prefix >= 10 && bits >> 118n === 0x3fan);
        if (isPrivate) continue;
        if (prefix < WIDEST_IPV6_PREFIX) return tooWide(entry);
        ipv6 += 2n ** BigInt(128 - prefix);
      }
    }
    if (ipv4Prefix !== null) {
      if (ipv4Prefix < WIDEST_IPV4_PREFIX) return tooWide(entry);
      ipv4 += 2 ** (32 - ipv4Prefix);
    }
  }
  if (ipv4 > MOST_IPV4_ADDRESSES || ipv6 > MOST_IPV6_ADDRESSES)
    return `trusts too much of the address space together (${ipv4 > MOST_IPV4_ADDRESSES ? 'more than four /8s of IPv4' : 'more than a /24 of IPv6'}): any client could then choose its own address; name your proxies' own addresses or ranges`;
  return null;
}

const TRUST_PROXY_CHOICES =
  "set it to false (no proxy), to the number of proxies in front of Broadsheet (e.g. 1), or to the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1)";

/**
 * Which peers may tell the client's address through X-Forwarded-For: nobody (false), the nearest N hops,
 * or the listed addresses and ranges. A problem is returned as a string.
 */
function parseTrustProxy(value: string): false | number | string[] | string {
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0') return false;
  if (lower === 'true')
    return `must not be true: that believes the X-Forwarded-For any client sends, so every per-address limit could be dodged; ${TRUST_PROXY_CHOICES}`;
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    return hops <= 10 ? hops : `must be at most 10 proxies; ${TRUST_PROXY_CHOICES}`;
  }
  const entries = lower
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0)
    return `has ${bad.map((entry) => JSON.stringify(entry)).join(', ') || 'no addresses'}, which is not an IP address or CIDR range; ${TRUST_PROXY_CHOICES}`;
  return trustsTooMuch(entries) ?? entries;
}

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
    ...capacity(env),
    ...mailConfig(env, publicUrl),
    viewCountLimitPerMinute: env.VIEW_COUNT_LIMIT_PER_MINUTE,
  };
}
