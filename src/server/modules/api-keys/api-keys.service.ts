import { API_KEY_TEXTS as TEXTS } from '@shared/messages/api-keys';
import type { ApiKey, ApiKeyChange, ApiKeyScope, apiKeyInputSchema } from '@shared/schemas/api-keys';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { hashApiKey, newApiKey } from './api-key-callers';
import { type ApiKeyRow, createApiKeysRepository } from './api-keys.repository';

/** How many characters of a key the list shows: the prefix and a few more, to tell keys apart. */
const SHOWN = 4;

const asApiKey = (row: ApiKeyRow): ApiKey => ({
  _id: row.id,
  name: row.name,
  kind: row.kind,
  scopes: row.scopes as ApiKeyScope[],
  start: row.start,
  ratePerMinute: row.ratePerMinute,
  createdBy: row.createdBy,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  date: row.createdAt.toISOString(),
});

/**
 * API keys (docs/product.md#api-keys): admins make, rename, re-rate and revoke them, each in the audit
 * log. A key is shown once, when it is made; only its hash is kept (api-key-callers.ts reads it back).
 */
export function createApiKeysService(db: Db) {
  const repository = createApiKeysRepository(db);
  const audit = createAuditRepository(db);

  return {
    list: async (): Promise<ApiKey[]> => (await repository.list()).map(asApiKey),

    async create(
      actor: Viewer,
      input: z.output<typeof apiKeyInputSchema>,
    ): Promise<ApiKey & { key: string }> {
      const key = newApiKey(input.kind);
      const prefix = key.slice(0, key.indexOf('_', 3) + 1);
      const row = await repository.create({
        name: input.name,
        kind: input.kind,
        scopes: input.kind === 'admin' ? input.scopes : [],
        keyHash: hashApiKey(key),
        start: `${key.slice(0, prefix.length + SHOWN)}…`,
        ratePerMinute: input.ratePerMinute,
        createdBy: actor.id,
      });
      await audit.record(actor, {
        action: 'api-key.create',
        targetType: 'api-key',
        targetId: row.id,
        details: { name: row.name, kind: row.kind, scopes: row.scopes, ratePerMinute: row.ratePerMinute },
      });
      return { ...asApiKey(row), key };
    },

    async update(actor: Viewer, id: string, change: ApiKeyChange): Promise<ApiKey> {
      const row = await repository.update(id, change);
      if (!row) {
        if (await repository.find(id)) throw conflict(TEXTS.revoked);
        throw notFound(TEXTS.apiKey);
      }
      await audit.record(actor, {
        action: 'api-key.update',
        targetType: 'api-key',
        targetId: id,
        details: change,
      });
      return asApiKey(row);
    },

    async revoke(actor: Viewer, id: string): Promise<ApiKey> {
      const revoked = await repository.revoke(id);
      if (!revoked) throw notFound(TEXTS.apiKey);
      const { row, changed } = revoked;
      if (!changed) return asApiKey(row);
      await audit.record(actor, {
        action: 'api-key.revoke',
        targetType: 'api-key',
        targetId: id,
        details: { name: row.name },
      });
      return asApiKey(row);
    },
  };
}
