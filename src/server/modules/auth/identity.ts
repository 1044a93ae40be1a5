import type { Redis } from 'ioredis';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import type { Auth, AuthOptions } from './auth';
import { createAuthRepository } from './auth.repository';
import { createIdentityMails } from './identity-mails';
import { createLimitStore } from './limits';

/**
 * The identity library (Better Auth, auth.ts) as the rest of the site holds it: built on first use, by the
 * first request that names a reader (a bearer token or a session cookie) or calls /api/auth. A visitor's
 * page never loads it, and a worker that has served only visitors does not hold it
 * (docs/decisions/0027-memory.md). Its mails are defined at once, so the job queue can send them whether
 * or not this process has built the library.
 */
export interface Identity {
  /** The library's instance, built (once) on the first call. */
  instance(): Promise<Auth>;
  /** Whether the instance has been built in this process. */
  readonly built: boolean;
  /** The library's context (its adapter, its cookies), building the instance first if need be. */
  readonly $context: Auth['$context'];
}

export interface IdentityOptions extends AuthOptions {
  /** Shares rate-limit counts between processes when set. */
  redis?: Redis | null;
  /** Where the rate limiter's trouble with Redis is reported. */
  onLimitError?: (error: unknown) => void;
}

export function createIdentity(
  config: Config,
  db: Db,
  mail: MailService,
  { redis, onLimitError, ...options }: IdentityOptions = {},
): Identity {
  const limits = createLimitStore(redis, { prefix: 'broadsheet-auth-rl:', onError: onLimitError });
  const accounts = createAuthRepository(db);
  const mails = createIdentityMails(config, mail, limits, accounts);
  let instance: Promise<Auth> | undefined;
  const build = () => {
    instance ??= import('./auth').then(({ createAuth }) =>
      createAuth(config, db, { limits, accounts, mails }, options),
    );
    return instance;
  };
  return {
    instance: build,
    get built() {
      return instance !== undefined;
    },
    get $context() {
      return build().then((auth) => auth.$context) as Auth['$context'];
    },
  };
}
