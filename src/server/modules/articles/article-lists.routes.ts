import {
  listAllArticles,
  listMostRead,
  listMyArticles,
  listPremiumArticles,
  listRecentArticles,
  listTopArticles,
  searchArticles,
} from '@shared/contract/articles';
import type { Article } from '@shared/schemas/articles';
import type { FastifyInstance } from 'fastify';
import type { Paged } from '../../db/paged';
import { serve } from '../../lib/serve';
import type { ArticlePage, ArticlesService } from './articles.service';

/** A page of previews as a paged endpoint answers it: its rows, and their total for X-Total-Count. */
const paged = async (page: Promise<ArticlePage>): Promise<Paged<Article>> => {
  const { items, total } = await page;
  return { rows: items, total };
};

/** Lists of article previews and search; a page's total travels in X-Total-Count. */
export function listRoutes(app: FastifyInstance, articles: ArticlesService) {
  serve(app, listAllArticles, ({ query }) => paged(articles.all(query)));
  serve(app, listMyArticles, ({ viewer, params, query }) =>
    paged(articles.byAuthor(viewer, params.email, query)),
  );
  serve(app, listTopArticles, ({ query }) => articles.top(query.limit));
  serve(app, listMostRead, ({ query }) => articles.mostRead(query.limit));
  serve(app, listRecentArticles, ({ query }) => paged(articles.recent(query)));
  serve(app, searchArticles, ({ viewer, query }) => paged(articles.search(viewer, query)));
  serve(app, listPremiumArticles, ({ query }) => paged(articles.premium(query)));
}
