/** The identity tables: the ones Better Auth reads and writes (src/server/modules/auth/auth.ts). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A column that names a user, who must exist: the row goes with them (`cascade`) unless `onDelete` says otherwise. */
export const userColumn = (name: string, onDelete: 'cascade' | 'restrict' = 'cascade') =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete });

// ── Identity: the tables Better Auth reads and writes (user, session, account, verification) ──

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    /** Premium access lasts while this is in the future (docs/product.md#subscriptions-and-payments). */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    freePlanUsedAt: timestamp('free_plan_used_at', { withTimezone: true }),
    /** A few plain sentences the author writes about themself, shown on their author page. */
    bio: text('bio'),
    /**
     * Whether the author chose to show their e-mail address to everyone with their articles (off by default);
     * the author and editors always see it (src/server/modules/articles/author-email.ts).
     */
    showEmail: boolean('show_email').notNull().default(false),
    /** Whether signing in asks for a second step (an authenticator app's code or a backup code). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    check('user_role_check', sql`${table.role} in ('user', 'editor', 'admin')`),
    // The last line behind the shared name, photo and e-mail rules (src/shared/schemas/auth.ts).
    check('user_name_length_check', sql`char_length(${table.name}) <= 80`),
    check('user_image_length_check', sql`char_length(${table.image}) <= 2048`),
    check('user_email_length_check', sql`char_length(${table.email}) <= 254`),
    check('user_bio_length_check', sql`char_length(${table.bio}) <= 300`),
    index('user_created_at_idx').on(table.createdAt),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userColumn('user_id'),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userColumn('user_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/**
 * A reader's passkeys (WebAuthn credentials), written by the identity library's passkey plugin: the public
 * key and signature counter it checks a sign-in against, and the name the reader gave it.
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: userColumn('user_id'),
    credentialID: text('credential_id').notNull().unique(),
    // A signature counter is a 32-bit unsigned number, past what an integer column holds.
    counter: bigint('counter', { mode: 'number' }).notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    index('passkey_user_id_idx').on(table.userId),
    // The last line behind the passkey name rule (src/shared/schemas/passkeys.ts).
    check('passkey_name_length_check', sql`char_length(${table.name}) <= 80`),
  ],
);

/**
 * A reader's second factor, written by the identity library's two-factor plugin: the authenticator app's
 * secret and the backup codes, both encrypted with the site's secret; whether the app was confirmed with a
 * code; and the failed codes that lock the second step for a while.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userColumn('user_id'),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factor_user_id_idx').on(table.userId)],
);
