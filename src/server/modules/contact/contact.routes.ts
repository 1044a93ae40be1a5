import { sendMessageToEditors } from '@shared/contract/contact';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createContactRepository } from './contact.repository';

/** Messages are the editors' alone and no cache holds them: sending one clears nothing. */
const SEND = { changes: 'none', rateLimit: { max: 5, timeWindow: '1 minute' } } as const;

/** Readers write to the editors; the dashboard reads the messages (src/server/modules/admin). */
export async function contactRoutes(app: FastifyInstance) {
  const messages = createContactRepository(app.database.db);
  serve(app, sendMessageToEditors, async ({ body }) => ({ insertedId: await messages.create(body) }), SEND);
}
