import { createApiKey, listApiKeys, revokeApiKey, updateApiKey } from '@shared/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createApiKeysService } from './api-keys.service';

/** Keys are the admins' alone and in no cache: their writes clear nothing. */
const WRITE = { changes: 'none' } as const;

/** Admins' API keys (docs/product.md#api-keys); the requests made with them are resolved in plugins/authentication.ts. */
export async function apiKeysRoutes(app: FastifyInstance) {
  const keys = createApiKeysService(app.database.db);
  serve(app, listApiKeys, () => keys.list());
  serve(app, createApiKey, ({ viewer, body }) => keys.create(viewer, body), WRITE);
  serve(app, updateApiKey, ({ viewer, params, body }) => keys.update(viewer, params.id, body), WRITE);
  serve(app, revokeApiKey, ({ viewer, params }) => keys.revoke(viewer, params.id), WRITE);
}
