import { authorEmailParamSchema } from '../schemas/article-lists';
import {
  authorReadershipSchema,
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

/** An author's own articles' numbers, for My Articles: the author, or an editor or admin for anyone's. */
export const getAuthorReadership = endpoint({
  access: 'user',
  tags: ['readership'],
  method: 'GET',
  path: '/readership/authors/:email',
  summary: 'Views and unique visitors of an author’s articles over a range of days (the author, or editors)',
  params: authorEmailParamSchema,
  query: readershipRangeQuerySchema,
  response: { 200: authorReadershipSchema, ...errorAnswers(400, 401, 403) },
});
