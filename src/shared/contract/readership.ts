import {
  readershipRangeQuerySchema,
  readershipSchema,
  readershipTopQuerySchema,
  readershipTopSchema,
} from '../schemas/readership';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** The newsroom's readership numbers (docs/decisions/0030-readership.md): editors and admins. */
const desk = { access: 'editor', tags: ['readership'] } as const;

export const getReadership = endpoint({
  ...desk,
  method: 'GET',
  path: '/readership',
  summary: 'Views and unique visitors per day, by referrer and by device, for a range of days',
  query: readershipRangeQuerySchema,
  response: { 200: readershipSchema, ...errorAnswers(400, 401, 403) },
});

export const getTopArticles = endpoint({
  ...desk,
  method: 'GET',
  path: '/readership/top',
  summary: 'The most read articles of today, the last 7 or the last 30 days',
  query: readershipTopQuerySchema,
  response: { 200: readershipTopSchema, ...errorAnswers(400, 401, 403) },
});
