import { endOtherSessions, endSession, listSessions } from '@shared/contract/sessions';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { FastifyInstance } from 'fastify';
import { addressPlace } from '../../lib/address-range';
import { badRequest, notFound } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { describeUserAgent } from '../../lib/user-agent';
import { createSessionsRepository } from './sessions.repository';

/** The most sessions the profile lists: the last used first. */
const LISTED = 50;

/**
 * The signed-in reader's sessions (docs/security.md): listed without their tokens, and by address range, never
 * the address (address-range.ts); ended through the identity library, so that an ended session's token stops
 * working at once in every process (its hook names the reader whose cached sessions go).
 */
export async function sessionsRoutes(app: FastifyInstance) {
  const sessions = createSessionsRepository(app.database.db);
  const endByToken = async (token: string) =>
    (await app.auth.instance()).$context.then((context) => context.internalAdapter.deleteSession(token));

  serve(app, listSessions, async ({ viewer }) => {
    const rows = await sessions.listActive(viewer.id, LISTED);
    return rows.map((row) => ({
      id: row.id,
      current: row.id === viewer.sessionId,
      device: describeUserAgent(row.userAgent),
      place: addressPlace(row.ipAddress),
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.updatedAt.toISOString(),
    }));
  });

  serve(
    app,
    endSession,
    async ({ viewer, params }) => {
      if (params.id === viewer.sessionId)
        throw badRequest(TEXTS.endThisSession, { id: TEXTS.endThisSessionField });
      const token = await sessions.activeToken(viewer.id, params.id);
      if (!token) throw notFound('Session');
      await endByToken(token);
      return { deletedCount: 1 };
    },
    { changes: 'named' },
  );

  serve(
    app,
    endOtherSessions,
    async ({ viewer }) => {
      const ending = (await sessions.all(viewer.id)).filter((row) => row.id !== viewer.sessionId);
      for (const row of ending) await endByToken(row.token);
      return { deletedCount: ending.length };
    },
    { changes: 'named' },
  );
}
