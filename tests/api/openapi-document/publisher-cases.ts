import { eq } from 'drizzle-orm';
import { publishers } from '../../../src/server/db/schema';
import { createPublisher } from '../../factories';
import { type Case, MISSING_ID, send, unique } from './context';

/** Editing and removing publishers (adding one is with the account cases). */
export const publisherCases: Record<string, Case[]> = {
  'PUT /api/publisher/{id}': [
    {
      name: 'a new name',
      as: 'admin',
      status: 200,
      request: async ({ t, logo }) =>
        send('PUT', `/api/publisher/${(await createPublisher(t.database.db)).id}`, {
          publisherName: `Paper ${unique()}`,
          image: logo,
        }),
    },
    {
      name: 'the name of another',
      as: 'admin',
      status: 409,
      request: async ({ t, logo, publisher }) =>
        send('PUT', `/api/publisher/${(await createPublisher(t.database.db)).id}`, {
          publisherName: publisher,
          image: logo,
        }),
    },
    {
      name: 'no name',
      as: 'admin',
      status: 400,
      request: async ({ t, logo }) =>
        send('PUT', `/api/publisher/${(await createPublisher(t.database.db)).id}`, { image: logo }),
    },
    {
      name: 'none',
      as: 'admin',
      status: 404,
      request: ({ logo }) => send('PUT', `/api/publisher/${MISSING_ID}`, { publisherName: 'A', image: logo }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: async ({ t, logo }) =>
        send('PUT', `/api/publisher/${(await createPublisher(t.database.db)).id}`, {
          publisherName: 'Mine',
          image: logo,
        }),
    },
  ],
  'DELETE /api/publisher/{id}': [
    {
      name: 'one no article names',
      as: 'admin',
      status: 200,
      request: async ({ t }) => send('DELETE', `/api/publisher/${(await createPublisher(t.database.db)).id}`),
    },
    {
      name: 'one articles name',
      as: 'admin',
      status: 409,
      request: async ({ t, publisher }) => {
        const [row] = await t.database.db
          .select()
          .from(publishers)
          .where(eq(publishers.publisherName, publisher));
        return send('DELETE', `/api/publisher/${row?.id}`);
      },
    },
    {
      name: 'none',
      as: 'admin',
      status: 404,
      request: () => send('DELETE', `/api/publisher/${MISSING_ID}`),
    },
    { name: 'a bad id', as: 'admin', status: 400, request: () => send('DELETE', '/api/publisher/x') },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: async ({ t }) => send('DELETE', `/api/publisher/${(await createPublisher(t.database.db)).id}`),
    },
  ],
};
