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
import { listedArticleTags } from '../../lib/changes';
import { serve } from '../../lib/serve';

/** The filters of a list of approved articles that decide which articles it may hold. */
type ArticleFilter = { publisher?: string | undefined; tag?: string | undefined };

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
  // What a visitor's list is kept until: a change to the articles it could hold, or to a byline it shows.
  const unfiltered = { tags: (rows: Article[]) => listedArticleTags({}, rows) };
  serve(app, listTopArticles, ({ query }) => articles.top(query.limit), {}, unfiltered);
  serve(app, listMostRead, ({ query }) => articles.mostRead(query.limit, query.period), {}, unfiltered);
  const filtered = {
    tags: (page: Paged<Article>, { query }: { query: ArticleFilter }) => listedArticleTags(query, page.rows),
  };
  serve(app, listRecentArticles, ({ query }) => paged(articles.recent(query)), {}, filtered);
  serve(
    app,
    searchArticles,
    ({ viewer, query }) => paged(articles.search(viewer, query)),
    {},
    {
      tags: (page) => listedArticleTags({}, page.rows),
    },
  );
  serve(app, listPremiumArticles, ({ query }) => paged(articles.premium(query)), {}, filtered);
}
