import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishers } from '../../db/schema';

export function createPublishersRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ id: publishers.id, publisherName: publishers.publisherName, image: publishers.image })
        .from(publishers)
        .orderBy(asc(publishers.createdAt), asc(publishers.publisherName))
        .limit(500),
  };
}
