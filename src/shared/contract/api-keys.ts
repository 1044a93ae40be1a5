import {
  apiKeyChangeSchema,
  apiKeyInputSchema,
  apiKeySchema,
  createdApiKeySchema,
} from '../schemas/api-keys';
import { idParamSchema } from '../schemas/common';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Admins' API keys for apps and integrations (docs/product.md#api-keys). No key may call these. */
const admin = { access: 'admin', tags: ['api-keys'] } as const;
const refused = errorAnswers(400, 401, 403);
const byId = errorAnswers(400, 401, 403, 404);

export const listApiKeys = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/api-keys',
  summary: 'The API keys, newest first, revoked ones too; never the keys themselves',
  response: { 200: apiKeySchema.array(), ...refused },
});

export const createApiKey = endpoint({
  ...admin,
  method: 'POST',
  path: '/admin/api-keys',
  summary: 'Make a content key or a scoped admin key; the answer holds the key, shown this once',
  body: apiKeyInputSchema,
  response: { 201: createdApiKeySchema, ...refused },
});

export const updateApiKey = endpoint({
  ...admin,
  method: 'PATCH',
  path: '/admin/api-keys/:id',
  summary: 'Rename a key or change its requests a minute',
  params: idParamSchema,
  body: apiKeyChangeSchema,
  response: { 200: apiKeySchema, ...byId, ...errorAnswers(409) },
});

export const revokeApiKey = endpoint({
  ...admin,
  method: 'POST',
  path: '/admin/api-keys/:id/revoke',
  summary: 'Revoke a key: it is refused from then on',
  params: idParamSchema,
  response: { 200: apiKeySchema, ...byId },
});
