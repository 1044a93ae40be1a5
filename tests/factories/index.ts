import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { articles, publishers, user, webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema';
import { PREMIUM_PREVIEW_LENGTH } from '../../src/shared/constants';
import { plainText, plainTextToDoc, previewText } from '../../src/shared/rich-text/text';

let sequence = 0;
const next = () => ++sequence;

export type UserRow = typeof user.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PublisherRow = typeof publishers.$inferSelect;

export async function createUser(
  db: Db,
  overrides: Partial<typeof user.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(user)
    .values({
      id: randomUUID(),
      name: `Reader ${n}`,
      email: `reader${n}-${randomUUID().slice(0, 8)}@example.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function createPublisher(
  db: Db,
  overrides: Partial<typeof publishers.$inferInsert> = {},
): Promise<PublisherRow> {
  const n = next();
  const [row] = await db
    .insert(publishers)
    .values({
      publisherName: `Publisher ${n} ${randomUUID().slice(0, 6)}`,
      image: `/media/logo-${n}.webp`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('publisher not created');
  return row;
}

/** An article; makes its author and publisher when not given. */
export async function createArticle(
  db: Db,
  overrides: Partial<typeof articles.$inferInsert> = {},
): Promise<ArticleRow> {
  const n = next();
  const authorId = overrides.authorId ?? (await createUser(db)).id;
  const publisher = overrides.publisher ?? (await createPublisher(db)).publisherName;
  const description = overrides.description ?? `The body of article number ${n}. `.repeat(20);
  // The body and preview are derived as the app derives them on a write.
  const body = overrides.body ?? plainTextToDoc(description);
  const [row] = await db
    .insert(articles)
    .values({
      title: `Article number ${n}`,
      tags: ['business'],
      image: `/media/cover-${n}.webp`,
      preview: previewText(body, PREMIUM_PREVIEW_LENGTH),
      ...overrides,
      body,
      description: overrides.body ? plainText(body) : description,
      authorId,
      publisher,
    })
    .returning();
  if (!row) throw new Error('article not created');
  return row;
}

/** A webhook to an address no test reaches (its deliveries are only logged); its id. */
export async function createWebhook(db: Db, event = 'article.published'): Promise<string> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: 'https://example.test/hook', events: [event], secret: `whsec_${randomUUID()}` })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error('webhook not created');
  return row.id;
}

/** A failed delivery of a new webhook for `event`; its id. */
export async function createFailedDelivery(db: Db, event = 'article.published'): Promise<string> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: await createWebhook(db, event), event, payload: {}, state: 'failed' })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('delivery not created');
  return row.id;
}
