import type { Config } from './config/config';
import type { Database } from './db/client';

/**
 * Who may call a route (DESIGN §5). Every /api route declares one; the app refuses to start otherwise.
 * - public: anyone
 * - user: a signed-in user
 * - admin: a signed-in admin
 */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}
