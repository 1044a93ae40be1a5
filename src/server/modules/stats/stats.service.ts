import type { Stats } from '@shared/schemas/articles';
import type { Db } from '../../db/client';
import { createArticlesRepository } from '../articles/articles.repository';
import { createPublishersRepository } from '../publishers/publishers.repository';
import { createUsersRepository } from '../users/users.repository';

/**
 * The home page's public counts: members, approved articles and publishers. Each count comes from the
 * repository that owns its table; the member list itself stays admin-only (docs/product.md#who-it-is-for).
 */
export function createStatsService(db: Db) {
  const articles = createArticlesRepository(db);
  const publishers = createPublishersRepository(db);
  const users = createUsersRepository(db);
  return {
    async counts(): Promise<Stats> {
      const [totalUsers, totalArticles, totalPublishers] = await Promise.all([
        users.count(),
        articles.countApproved(),
        publishers.count(),
      ]);
      return { totalUsers, totalArticles, totalPublishers };
    },
  };
}
