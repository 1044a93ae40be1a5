import { archiveFileSchema, archiveQuerySchema, membersCsvSchema } from '../schemas/export';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/**
 * The admins' exports (docs/product.md#exporting-the-site): files to download, fetched with `api.download`,
 * never `api.call`, and written as they are read, so a large site never sits whole in memory.
 */
const admin = { access: 'admin', tags: ['export'] } as const;

export const exportArchive = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/export/archive',
  summary: 'Everything the site holds as one gzipped JSON-lines archive (no password hashes, no sessions)',
  query: archiveQuerySchema,
  response: { 200: archiveFileSchema, ...errorAnswers(400, 401, 403) },
});

export const exportMembers = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/export/members.csv',
  summary: 'Every reader account and newsletter subscriber as CSV',
  response: { 200: membersCsvSchema, ...errorAnswers(401, 403) },
});
