import { idParamSchema } from '../schemas/common';
import { siteImportSchema, startImportSchema } from '../schemas/site-import';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/*
 * Imports from Ghost and WordPress (docs/product.md#importing-from-ghost-or-wordpress). The file is sent as
 * a multipart form with one file, field "file", which no zod schema describes: the server reads it itself
 * and describes it for the API document (src/server/modules/site-import/site-import.routes.ts). The
 * browser sends it with `api.upload`.
 */
const admin = { access: 'admin', tags: ['import'] } as const;

export const readImportFile = endpoint({
  ...admin,
  method: 'POST',
  path: '/admin/imports',
  summary:
    'Read a Ghost JSON export or a WordPress WXR file (multipart field "file"); answers with its dry run',
  response: { 201: siteImportSchema, ...errorAnswers(400, 401, 403, 413) },
});

export const listImports = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/imports',
  summary: 'The latest imports, newest first, with their dry run and progress',
  response: { 200: siteImportSchema.array(), ...errorAnswers(401, 403) },
});

export const getImport = endpoint({
  ...admin,
  method: 'GET',
  path: '/admin/imports/:id',
  summary: 'An import: its dry run and how far it has gone',
  params: idParamSchema,
  response: { 200: siteImportSchema, ...errorAnswers(400, 401, 403, 404) },
});

export const startImport = endpoint({
  ...admin,
  method: 'POST',
  path: '/admin/imports/:id/start',
  summary: 'Start an import that was read: it runs as a job, its progress on the import itself',
  params: idParamSchema,
  body: startImportSchema,
  response: { 200: siteImportSchema, ...errorAnswers(400, 401, 403, 404, 409) },
});
