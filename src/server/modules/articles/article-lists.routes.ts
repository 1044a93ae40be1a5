import {
  adminArticleListQuerySchema,
  articleListQuerySchema,
  searchQuerySchema,
} from '@shared/schemas/articles';
import { emailSchema, paginationQuerySchema } from '@shared/schemas/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination';
import { badInput, listOf, signedIn, spec } from './article-route-options';
import type { ArticlePage, ArticlesService } from './articles.service';

/** How many articles the home hero slider shows unless asked for another number. */
const HERO_SIZE = 6;
/** How many articles "Most read this week" lists unless asked for another number. */
const MOST_READ_SIZE = 5;

const paged = async (reply: FastifyReply, page: Promise<ArticlePage>) => {
  const { items, total } = await page;
  return sendPage(reply, items, total);
};

/** Lists of article previews and search; a page's total travels in X-Total-Count. */
export function listRoutes(app: FastifyInstance, articles: ArticlesService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const all = spec(
    'editor',
    'Every article in any status, newest first (editors)',
    listOf(adminArticleListQuerySchema),
  );
  api.get('/articles', all, (request, reply) => paged(reply, articles.all(request.query)));

  const mine = spec('user', 'An author’s own articles in every status (the author or an admin)', {
    params: z.object({ email: emailSchema }),
    ...listOf(paginationQuerySchema),
  });
  api.get('/myArticles/:email', mine, (request, reply) =>
    paged(reply, articles.byAuthor(signedIn(request), request.params.email, request.query)),
  );

  const heroQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(HERO_SIZE) });
  const top = spec(
    'public',
    'Top approved articles by views (the home hero slider)',
    listOf(heroQuery, badInput),
  );
  api.get('/articlesCount', top, (request) => articles.top(request.query.limit));

  const mostReadQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(MOST_READ_SIZE) });
  const mostRead = spec(
    'public',
    'The approved articles read most over the last seven days, most first',
    listOf(mostReadQuery, badInput),
  );
  api.get('/most-read-articles', mostRead, (request) => articles.mostRead(request.query.limit));

  const recentQuery = listOf(articleListQuerySchema, badInput);
  const recent = spec('public', 'Approved articles, newest first; filter by publisher and tag', recentQuery);
  api.get('/recent-articles', recent, (request, reply) => paged(reply, articles.recent(request.query)));

  const searchQuery = listOf(searchQuerySchema, badInput);
  const search = spec(
    'public',
    'Full-text search over approved articles: the newest 1,000 matches, best match first',
    searchQuery,
  );
  api.get('/searchArticles', search, (request, reply) =>
    paged(reply, articles.search(request.viewer, request.query)),
  );

  const premium = spec(
    'user',
    'Approved premium articles (previews), newest first',
    listOf(articleListQuerySchema),
  );
  api.get('/articlesIsPremuan', premium, (request, reply) => paged(reply, articles.premium(request.query)));
}
