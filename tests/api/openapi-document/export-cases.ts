import { type Case, get } from './context';

/** The admins' exports: the site's archive and the members CSV. */
export const exportCases: Record<string, Case[]> = {
  'GET /api/admin/export/archive': [
    { name: 'the archive', as: 'admin', status: 200, request: () => get('/api/admin/export/archive') },
    {
      name: 'without images',
      as: 'admin',
      status: 200,
      request: () => get('/api/admin/export/archive?images=no'),
    },
    {
      name: 'a bad choice',
      as: 'admin',
      status: 400,
      request: () => get('/api/admin/export/archive?images=maybe'),
    },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/admin/export/archive') },
  ],
  'GET /api/admin/export/members.csv': [
    { name: 'the CSV', as: 'admin', status: 200, request: () => get('/api/admin/export/members.csv') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/admin/export/members.csv') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/admin/export/members.csv') },
  ],
};
