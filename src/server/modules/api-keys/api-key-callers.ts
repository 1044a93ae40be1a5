import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyKind, ApiKeyScope } from '@shared/schemas/api-keys';
import type { Db } from '../../db/client';
import type { Caller } from '../../types';
import { roleOf } from '../users/users.mapper';
import { createApiKeysRepository } from './api-keys.repository';

/** A key's kind is in its first characters, so that a leaked one says what it opens. */
const PREFIX: Record<ApiKeyKind, string> = { content: 'bs_content_', admin: 'bs_admin_' };
/** Whether a bearer token is an API key rather than a session token (those never start with `bs_`). */
const KEY = /^bs_(?:content|admin)_[A-Za-z0-9_-]{43}$/;

/** A new key of the kind: 32 random bytes after the prefix. */
export const newApiKey = (kind: ApiKeyKind) => `${PREFIX[kind]}${randomBytes(32).toString('base64url')}`;

/** What is kept of a key: its SHA-256 (a key is 256 random bits, so no slow hash is needed). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The API key a request's bearer token is, if it is one (`bs_…`), whether or not it is well formed: a
 * token that starts like a key is never tried as a session.
 */
export function apiKeyOf(authorization: string | undefined): string | null {
  const token = /^bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return token?.startsWith('bs_') ? token : null;
}

/**
 * Who calls with a key (docs/product.md#api-keys): a content key reads as a visitor; an admin key acts for
 * the admin who made it, and only while they are an admin. Null for a key that is malformed, unknown or
 * revoked, or whose admin is gone. Looked up on every request, so a revocation holds at once everywhere.
 */
export function createApiKeyCallers(db: Db) {
  const repository = createApiKeysRepository(db);
  return async (key: string): Promise<Caller | null> => {
    if (!KEY.test(key)) return null;
    const found = await repository.live(hashApiKey(key));
    if (!found) return null;
    const { key: row, maker } = found;
    const apiKey = {
      id: row.id,
      name: row.name,
      kind: row.kind,
      scopes: row.scopes as ApiKeyScope[],
      ratePerMinute: row.ratePerMinute,
    };
    if (row.kind === 'content') return { viewer: null, apiKey };
    if (!maker || roleOf(maker.role) !== 'admin') return null;
    return {
      apiKey,
      viewer: {
        id: maker.id,
        name: maker.name,
        email: maker.email,
        image: maker.image ?? null,
        role: 'admin',
        premiumUntil: maker.premiumUntil,
        emailVerified: maker.emailVerified,
        // A key is no session: nothing that acts on sessions takes a key (no contract lets one).
        sessionId: `api-key:${row.id}`,
        sessionToken: '',
        secondStepMissing: false,
      },
    };
  };
}
