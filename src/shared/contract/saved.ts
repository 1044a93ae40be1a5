import { articleSchema } from '../schemas/articles';
import { idParamSchema } from '../schemas/common';
import { savedStateSchema, savedStatesQuerySchema, savedStatesSchema } from '../schemas/saved';
import { errorAnswers, pagedList } from './answers';
import { endpoint } from './endpoint';

/** Saved articles: each signed-in reader's own list (docs/product.md#saved-articles). */
const saved = { access: 'user', tags: ['saved'] } as const;

export const listSaved = endpoint({
  ...saved,
  method: 'GET',
  path: '/saved',
  summary: 'The signed-in reader’s saved articles (previews), the last saved first',
  ...pagedList(articleSchema, errorAnswers(400, 401)),
});

export const savedStates = endpoint({
  ...saved,
  method: 'GET',
  path: '/saved/states',
  summary: 'Which of these articles (a page of cards) the signed-in reader saved',
  query: savedStatesQuerySchema,
  response: { 200: savedStatesSchema, ...errorAnswers(400, 401) },
});

export const savedState = endpoint({
  ...saved,
  method: 'GET',
  path: '/saved/:id',
  summary: 'Whether the signed-in reader saved this article',
  params: idParamSchema,
  response: { 200: savedStateSchema, ...errorAnswers(400, 401) },
});

export const saveArticle = endpoint({
  ...saved,
  method: 'PUT',
  path: '/saved/:id',
  summary: 'Save an approved article for later (saving it again changes nothing)',
  params: idParamSchema,
  response: { 200: savedStateSchema, ...errorAnswers(400, 401, 404) },
});

export const unsaveArticle = endpoint({
  ...saved,
  method: 'DELETE',
  path: '/saved/:id',
  summary: 'Remove an article from the saved ones (whether or not it was saved)',
  params: idParamSchema,
  response: { 200: savedStateSchema, ...errorAnswers(400, 401) },
});
