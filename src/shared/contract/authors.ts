import { articleListSchema } from '../schemas/articles';
import { authorSchema } from '../schemas/authors';
import { idParamSchema, paginationQuerySchema } from '../schemas/common';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Authors' pages (docs/product.md#pages-and-navigation): open to anyone. */
const authors = { access: 'public', tags: ['authors'] } as const;

export const getAuthor = endpoint({
  ...authors,
  method: 'GET',
  key: 'content',
  path: '/authors/:id',
  summary: 'An author: name, photo and bio (only readers with an approved article)',
  params: idParamSchema,
  response: { 200: authorSchema, ...errorAnswers(400, 404) },
});

export const listAuthorArticles = endpoint({
  ...authors,
  method: 'GET',
  key: 'content',
  path: '/authors/:id/articles',
  summary: 'An author’s approved articles, newest first',
  paged: true,
  params: idParamSchema,
  query: paginationQuerySchema,
  response: { 200: articleListSchema, ...errorAnswers(400, 404) },
});
