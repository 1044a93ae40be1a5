import { z } from 'zod';
import {
  authorEmailParamSchema,
  mostReadQuerySchema,
  topArticlesQuerySchema,
} from '../schemas/article-lists';
import {
  adminArticleListQuerySchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  searchQuerySchema,
  viewCountResponseSchema,
} from '../schemas/articles';
import { idParamSchema, paginationQuerySchema } from '../schemas/common';
import { articleQuerySchema } from '../schemas/gift-links';
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '../schemas/search';
import { errorAnswers, errors } from './answers';
import { endpoint } from './endpoint';

/** Articles as readers get them: one article, lists, search and view counts (docs/product.md#articles). */
const articles = { tags: ['articles'] } as const;
/** What a public list answers besides its success: only a bad query. */
const badInput = errorAnswers(400);

const articleSummary = 'One article; the body is cut to a preview for readers without access';

export const getArticle = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/articles/:id',
  summary: articleSummary,
  params: idParamSchema,
  query: articleQuerySchema,
  response: { 200: articleSchema, ...errors },
});

/** The same article at the singular path the first clients call (docs/decisions/0011-legacy-wire-api.md). */
export const getArticleSingular = endpoint({ ...getArticle, path: '/article/:id' });

export const listRelatedArticles = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/articles/:id/related',
  summary: 'Approved articles sharing a tag or the publisher',
  params: idParamSchema,
  response: { 200: articleListSchema, ...errors },
});

export const listAllArticles = endpoint({
  ...articles,
  access: 'editor',
  method: 'GET',
  key: 'articles:read',
  path: '/articles',
  summary: 'Every article in any status, newest first (editors)',
  paged: true,
  query: adminArticleListQuerySchema,
  response: { 200: articleListSchema, ...errors },
});

export const listMyArticles = endpoint({
  ...articles,
  access: 'user',
  method: 'GET',
  path: '/myArticles/:email',
  summary: 'An author’s own articles in every status (the author or an admin)',
  paged: true,
  params: authorEmailParamSchema,
  query: paginationQuerySchema,
  response: { 200: articleListSchema, ...errors },
});

export const listTopArticles = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  path: '/articlesCount',
  summary: 'Top approved articles by views (the home hero slider)',
  query: topArticlesQuerySchema,
  response: { 200: articleListSchema, ...badInput },
});

export const listMostRead = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/most-read-articles',
  summary: 'The approved articles read most over the last seven days (or, with period=all, ever), most first',
  query: mostReadQuerySchema,
  response: { 200: articleListSchema, ...badInput },
});

export const listRecentArticles = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/recent-articles',
  summary: 'Approved articles, newest first; filter by publisher and tag',
  paged: true,
  query: articleListQuerySchema,
  response: { 200: articleListSchema, ...badInput },
});

export const searchArticles = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  key: 'content',
  path: '/searchArticles',
  summary: 'Full-text search over approved articles: the newest 1,000 matches, best match first',
  paged: true,
  query: searchQuerySchema,
  response: { 200: articleListSchema, ...badInput },
});

export const listPremiumArticles = endpoint({
  ...articles,
  access: 'user',
  method: 'GET',
  path: '/articlesIsPremuan',
  summary: 'Approved premium articles (previews), newest first',
  paged: true,
  query: articleListQuerySchema,
  response: { 200: articleListSchema, ...errors },
});

/**
 * The header search's suggestions: the same answer for every reader, so a visitor's is kept by the shared
 * cache like any other public read.
 */
export const searchSuggestions = endpoint({
  ...articles,
  access: 'public',
  method: 'GET',
  path: '/search-suggestions',
  summary: 'Articles by title, sections and authors by name, for a search being typed',
  query: searchSuggestionsQuerySchema,
  response: { 200: searchSuggestionsSchema, ...badInput },
});

export const countArticleView = endpoint({
  ...articles,
  access: 'public',
  method: 'PATCH',
  path: '/viewCount/:id',
  summary: 'Count a reader’s view (once per reader per window; the body: where the page came from)',
  params: idParamSchema,
  body: z.unknown().optional(),
  response: { 200: viewCountResponseSchema, ...errors },
});
