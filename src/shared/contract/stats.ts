import { statsSchema } from '../schemas/articles';
import { endpoint } from './endpoint';

/** Public counts for the home page statistics (docs/product.md#who-it-is-for). */
export const getStats = endpoint({
  access: 'public',
  tags: ['stats'],
  method: 'GET',
  path: '/stats',
  summary: 'Public counts for the home page',
  response: { 200: statsSchema },
});
