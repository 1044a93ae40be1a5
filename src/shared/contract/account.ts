import { accountDataSchema } from '../schemas/account-data';
import { accountDeletedSchema, deleteAccountBodySchema } from '../schemas/account-deletion';
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

/**
 * Deletes the signed-in reader's account (docs/product.md#deleting-your-account): their published articles
 * kept under "Former contributor" or removed, as they choose; payments kept as the law requires; everything
 * else gone and every session ended. Asks for the password again (docs/security.md#re-authentication).
 */
export const deleteMyAccount = endpoint({
  access: 'user',
  tags: ['users'],
  method: 'POST',
  path: '/account/delete',
  summary:
    'Delete the signed-in reader’s account: articles kept under “Former contributor” or removed, payments kept, everything else gone (password again, or a sign-in of the last ten minutes; the last admin cannot)',
  body: deleteAccountBodySchema,
  response: { 200: accountDeletedSchema, ...errorAnswers(400, 401, 409, 429) },
});
