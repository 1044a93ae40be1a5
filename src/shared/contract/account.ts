import { accountDataSchema } from '../schemas/account-data';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/**
 * The signed-in reader's own copy of their data (docs/product.md#your-data): a JSON file to download,
 * fetched with `api.download`, never `api.call`, and written as it is read.
 */
export const downloadMyData = endpoint({
  access: 'user',
  tags: ['users'],
  method: 'GET',
  path: '/me/data',
  summary:
    'Everything the site holds about the signed-in reader, as one JSON file (no password, token, key or code)',
  response: { 200: accountDataSchema, ...errorAnswers(401, 404, 429) },
});
