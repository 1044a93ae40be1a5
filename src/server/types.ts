import type { Role } from '@shared/roles';
import type { ApiKeyKind, ApiKeyScope, ApiKeyUse } from '@shared/schemas/api-keys';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { Caches } from './lib/caches';
import type { JobQueue } from './lib/job-queue';
import type { ReadTags } from './lib/read-tags';
import type { DirectEntry } from './lib/serve';
import type { Identity } from './modules/auth/identity';
import type { MailService } from './modules/mail/mail.service';
import type { MediaStore } from './modules/media/media.repository';
import type { NewsletterService } from './modules/newsletter/newsletter.service';
import type { ReadershipRecorder } from './modules/readership/readership-recorder';
import type { UserPhotos } from './modules/users/user-photos';

/**
 * Who may call a route (docs/security.md#who-may-call-what). Every /api route declares one; the app
 * refuses to start otherwise.
 * - public: anyone
 * - user: a signed-in user
 * - editor: a signed-in editor or admin (the newsroom: articles and publishers)
 * - admin: a signed-in admin (users, payments, settings)
 */
export type Access = 'public' | Role;

/**
 * What a write route's answer says of the caches (docs/decisions/0024-writes-name-what-they-changed.md).
 * Every non-GET /api route declares one; the app refuses to start otherwise.
 * - named: its service names what it changed (`caches.changed`), once committed and only if it changed
 *   something
 * - none: it changes nothing a cache holds (a view count, a draft, a sign-in, a message to the editors)
 */
export type Changes = 'named' | 'none';

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Whether the route reads a body. */
  hasBody: boolean;
}

/** The signed-in reader behind a request (from the bearer token), or null for a visitor. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  premiumUntil: Date | null;
  /** Whether the reader confirmed their e-mail address (src/server/lib/verified.ts). */
  emailVerified: boolean;
  sessionId: string;
  sessionToken: string;
  /** When the session ends unless it is used again. */
  sessionEndsAt?: Date;
  /**
   * A member of staff who must add a second step (an authenticator app or a passkey) before staff routes
   * answer them (config `staffSecondStep`, lib/access.ts).
   */
  secondStepMissing?: boolean;
}

/**
 * The API key a request was made with (docs/product.md#api-keys): a content key reads as a visitor (the
 * viewer is null); an admin key's viewer is the admin who made it, on its scopes' endpoints alone.
 */
export interface ApiKeyCaller {
  id: string;
  name: string;
  kind: ApiKeyKind;
  scopes: ApiKeyScope[];
  ratePerMinute: number;
}

/** Who is calling: the reader behind a session, or an API key (with the admin it acts for), or nobody. */
export interface Caller {
  viewer: Viewer | null;
  apiKey: ApiKeyCaller | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Which API keys may call the route (from its contract): content keys, or admin keys with this scope. */
    apiKey?: ApiKeyUse;
    /** The route authenticates on its own (Better Auth's endpoints, the token exchange). */
    ownAuthentication?: boolean;
    /** What the route's writes say of the caches: its service names what changed, or nothing changes. */
    changes?: Changes;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for the authorization matrix test and the docs. */
    apiRoutes: ApiRoute[];
    config: Config;
    caches: Caches;
    database: Database;
    /** Uploaded and generated images, kept in the database (served at /media). */
    media: MediaStore;
    /** Readers' `https:` photos, fetched once in the background and kept as our own. */
    userPhotos: UserPhotos;
    /** The identity library, built on first use (modules/auth/identity.ts). */
    auth: Identity;
    /** The durable job queue (pg-boss on the site's database). */
    jobs: JobQueue;
    /** Outgoing mail: every message a row, delivered exactly once by the job queue. */
    mail: MailService;
    /** The newsletter's subscribers: double opt-in, readers' switches, unsubscribing. */
    newsletter: NewsletterService;
    /** Article views for the readership numbers, written in batches off the page's path. */
    readership: ReadershipRecorder;
    /** The GET endpoints the page renderer calls in process, by endpoint key (src/server/lib/serve.ts). */
    directCalls: Map<string, DirectEntry>;
    /** The reader a set of request headers (cookie or bearer) belongs to; an API key is nobody's session. */
    resolveViewer(headers: Record<string, string | string[] | undefined>): Promise<Viewer | null>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /** The API key the request was made with, if any (its viewer is above). */
    apiKey: ApiKeyCaller | null;
    /**
     * What the answer was made from, for the page store (lib/read-tags.ts): the tags of every read, or
     * null once something was read that names none (then any change clears the answer).
     */
    readTags: ReadTags;
  }
}
