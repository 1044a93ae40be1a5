import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Cursor, cursorTime, pastCursor } from '../../db/paged';
import { articles, giftLinks } from '../../db/schema';
import { titleFor } from '../articles/articles-filters.repository';

/** A gift link with its article's title, as its sender's list shows it. */
export interface GiftLinkRow {
  id: string;
  articleId: string;
  articleTitle: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  opens: number;
}

const columns = {
  id: giftLinks.id,
  articleId: giftLinks.articleId,
  articleTitle: articles.title,
  createdAt: giftLinks.createdAt,
  expiresAt: giftLinks.expiresAt,
  revokedAt: giftLinks.revokedAt,
  opens: giftLinks.opens,
};

/** The most gift links a sender's list shows (ten a month: a little over a year's). */
const LIST_MAX = 150;

/** Subscribers' gift links (src/server/modules/gift-links): the only place that touches their table. */
export function createGiftLinksRepository(db: Db) {
  async function find(id: string): Promise<GiftLinkRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(giftLinks)
      .innerJoin(articles, eq(articles.id, giftLinks.articleId))
      .where(eq(giftLinks.id, id))
      .limit(1);
    return row;
  }

  return {
    find,

    /**
     * A new link, unless the sender has made `quota` since `since`: their links are counted and the new one
     * written under a lock on the sender, so two requests at once cannot both take the last one.
     */
    async create(
      link: { articleId: string; senderId: string; expiresAt: Date },
      { since, quota }: { since: Date; quota: number },
    ): Promise<{ id: string; made: number } | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gift-links:${link.senderId}`}))`);
        const [made] = await tx
          .select({ n: count() })
          .from(giftLinks)
          .where(and(eq(giftLinks.senderId, link.senderId), gte(giftLinks.createdAt, since)));
        const before = made?.n ?? 0;
        if (before >= quota) return null;
        const [row] = await tx.insert(giftLinks).values(link).returning({ id: giftLinks.id });
        return row ? { id: row.id, made: before + 1 } : null;
      });
    },

    /** How many links the sender made since `since`. */
    async countSince(senderId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(giftLinks)
        .where(and(eq(giftLinks.senderId, senderId), gte(giftLinks.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The sender's links, the newest first. */
    listBySender: (senderId: string): Promise<GiftLinkRow[]> =>
      db
        .select(columns)
        .from(giftLinks)
        .innerJoin(articles, eq(articles.id, giftLinks.articleId))
        .where(eq(giftLinks.senderId, senderId))
        .orderBy(desc(giftLinks.createdAt), desc(giftLinks.id))
        .limit(LIST_MAX),

    /**
     * A page of every link the sender made after `cursor`, newest first, for their copy of their data (the
     * list above stops at LIST_MAX): the article's title only where they may still read it.
     */
    everyBySender: (senderId: string, cursor: Cursor | null, limit: number) =>
      db
        .select({ ...columns, articleTitle: titleFor(senderId), cursorAt: cursorTime(giftLinks.createdAt) })
        .from(giftLinks)
        .innerJoin(articles, eq(articles.id, giftLinks.articleId))
        .where(and(eq(giftLinks.senderId, senderId), pastCursor(giftLinks.createdAt, giftLinks.id, cursor)))
        .orderBy(desc(giftLinks.createdAt), desc(giftLinks.id))
        .limit(limit),

    /** Withdraws the sender's own link (once: a second withdrawal keeps the first time). */
    async revoke(id: string, senderId: string): Promise<GiftLinkRow | undefined> {
      const [own] = await db
        .select({ id: giftLinks.id })
        .from(giftLinks)
        .where(and(eq(giftLinks.id, id), eq(giftLinks.senderId, senderId)))
        .limit(1);
      if (!own) return undefined;
      await db
        .update(giftLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(giftLinks.id, id), isNull(giftLinks.revokedAt)));
      return find(id);
    },

    /** The link as an article's reader meets it, counted as one more open when it still opens the article. */
    async open(
      id: string,
      articleId: string,
    ): Promise<(Pick<GiftLinkRow, 'expiresAt' | 'revokedAt'> & { opened: boolean }) | undefined> {
      const [opened] = await db
        .update(giftLinks)
        .set({ opens: sql`${giftLinks.opens} + 1` })
        .where(
          and(
            eq(giftLinks.id, id),
            eq(giftLinks.articleId, articleId),
            isNull(giftLinks.revokedAt),
            sql`${giftLinks.expiresAt} > now()`,
          ),
        )
        .returning({ expiresAt: giftLinks.expiresAt, revokedAt: giftLinks.revokedAt });
      if (opened) return { ...opened, opened: true };
      const [row] = await db
        .select({ expiresAt: giftLinks.expiresAt, revokedAt: giftLinks.revokedAt })
        .from(giftLinks)
        .where(and(eq(giftLinks.id, id), eq(giftLinks.articleId, articleId)))
        .limit(1);
      return row && { ...row, opened: false };
    },
  };
}
