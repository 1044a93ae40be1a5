import { getFrontPageQueryOptions } from '../../features/articles/api/get-front-page';
import { getMostReadQueryOptions } from '../../features/articles/api/get-most-read';
import {
  getRecentArticlesQueryOptions,
  HOME_RECENT_LIMIT,
} from '../../features/articles/api/get-recent-articles';
import { getTopArticlesQueryOptions } from '../../features/articles/api/get-top-articles';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { getStatsQueryOptions } from '../../features/stats/api/get-stats';
import { queryLoader } from '../loaders';

/** The front page: the lead story an editor picked, the top stories, the publishers, the statistics and the latest articles. */
export const homeLoader = queryLoader('anyone', ({ api }) => [
  getFrontPageQueryOptions(api),
  getTopArticlesQueryOptions(api),
  getPublishersQueryOptions(api),
  getStatsQueryOptions(api),
  getRecentArticlesQueryOptions(api, { limit: HOME_RECENT_LIMIT }),
  getMostReadQueryOptions(api),
]);
