import { readFileSync } from 'node:fs';
import path from 'node:path';
import { multipartBody } from '../../setup/multipart';
import { type Case, type Context, get, MISSING_ID, send } from './context';

const wordpressFile = readFileSync(
  path.resolve(import.meta.dirname, '../../fixtures/import/wordpress-export.xml'),
);
const upload = (bytes: Buffer = wordpressFile) => ({
  method: 'POST' as const,
  url: '/api/admin/imports',
  ...multipartBody(bytes, { field: 'file', filename: 'export.xml', contentType: 'application/xml' }),
});

/** An import read beforehand by the admin; its id. */
async function readImport({ t, admin }: Context): Promise<string> {
  // One form, so that its body and its content type name the same boundary.
  const form = upload();
  const response = await t.app.inject({
    ...form,
    headers: { ...form.headers, authorization: `Bearer ${admin.token}` },
  });
  return (response.json() as { id: string }).id;
}

/** Imports from Ghost and WordPress. */
export const importCases: Record<string, Case[]> = {
  'POST /api/admin/imports': [
    { name: 'a WordPress export', as: 'admin', status: 201, request: () => upload() },
    { name: 'not an export', as: 'admin', status: 400, request: () => upload(Buffer.from('plain notes')) },
    { name: 'a reader', as: 'reader', status: 403, request: () => upload() },
  ],
  'GET /api/admin/imports': [
    { name: 'the imports', as: 'admin', status: 200, request: () => get('/api/admin/imports') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/admin/imports') },
  ],
  'GET /api/admin/imports/{id}': [
    {
      name: 'an import',
      as: 'admin',
      status: 200,
      request: async (ctx) => get(`/api/admin/imports/${await readImport(ctx)}`),
    },
    { name: 'none such', as: 'admin', status: 404, request: () => get(`/api/admin/imports/${MISSING_ID}`) },
  ],
  'POST /api/admin/imports/{id}/start': [
    {
      name: 'started',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('POST', `/api/admin/imports/${await readImport(ctx)}/start`, {
          publisher: ctx.publisher,
          section: 'culture',
        }),
    },
    {
      name: 'no such section',
      as: 'admin',
      status: 400,
      request: async (ctx) =>
        send('POST', `/api/admin/imports/${await readImport(ctx)}/start`, {
          publisher: ctx.publisher,
          section: 'gardening',
        }),
    },
  ],
};
