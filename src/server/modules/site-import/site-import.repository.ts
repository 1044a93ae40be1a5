import { randomBytes, randomUUID } from 'node:crypto';
import type { ImportPlan } from '@shared/schemas/site-import';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  newsletterSubscribers,
  publishers,
  siteImportItems,
  siteImports,
  user,
} from '../../db/schema';
import type { ArticleWrite } from '../articles/article-content';
import type { SourceSite } from './source-site';

export type SiteImportRow = typeof siteImports.$inferSelect;
export type ItemKind = 'post' | 'author' | 'member';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Created = 'articles' | 'authors' | 'subscribers' | 'images';

/** How many notes an import keeps: enough to act on, never a second copy of a large file. */
const NOTES_MAX = 300;

/** Imports and what they created (the only place the import touches the database). */
export function createSiteImportRepository(db: Db) {
  /** Records what an item became and counts it, in the transaction that created it. */
  const record = async (
    tx: Tx,
    row: SiteImportRow,
    item: { kind: ItemKind; sourceId: string; targetId: string },
    created: Created | null,
  ) => {
    await tx.insert(siteImportItems).values({ sourceKey: row.sourceKey, importId: row.id, ...item });
    if (created) await countCreated(tx, row.id, created, 1);
  };
  const countCreated = (executor: Db | Tx, id: string, kind: Created, by: number) =>
    executor
      .update(siteImports)
      .set({
        created: sql`jsonb_set(${siteImports.created}, ${`{${kind}}`}::text[], to_jsonb(coalesce((${siteImports.created}->>${kind})::int, 0) + ${by}))`,
      })
      .where(eq(siteImports.id, id));

  return {
    async create(values: {
      platform: SourceSite['platform'];
      fileName: string;
      source: SourceSite;
      plan: ImportPlan;
      createdBy: string;
    }): Promise<SiteImportRow> {
      const [row] = await db
        .insert(siteImports)
        .values({ ...values, sourceKey: values.source.key })
        .returning();
      if (!row) throw new Error('the import was not stored');
      return row;
    },

    find: async (id: string) => (await db.select().from(siteImports).where(eq(siteImports.id, id)))[0],

    /** The latest imports, without the files they read. */
    latest: (limit: number) =>
      db.select({ id: siteImports.id }).from(siteImports).orderBy(desc(siteImports.createdAt)).limit(limit),

    /** Starts an import that was only read, or one that stopped (it goes on where it stopped); false otherwise. */
    async start(id: string, values: { publisher: string; fallbackSection: string; total: number }) {
      const rows = await db
        .update(siteImports)
        .set({ ...values, state: 'running', error: null, finishedAt: null })
        .where(and(eq(siteImports.id, id), inArray(siteImports.state, ['ready', 'failed'])))
        .returning({ id: siteImports.id });
      return rows.length > 0;
    },

    progress: (id: string, done: number) =>
      db.update(siteImports).set({ done }).where(eq(siteImports.id, id)),

    finish: (id: string, state: 'done' | 'failed', error: string | null = null) =>
      db.update(siteImports).set({ state, error, finishedAt: new Date() }).where(eq(siteImports.id, id)),

    async addNotes(id: string, notes: { item: string; reason: string }[]) {
      if (notes.length === 0) return;
      await db
        .update(siteImports)
        .set({
          notes: sql`(select coalesce(jsonb_agg(note), '[]'::jsonb) from (select note from jsonb_array_elements(${siteImports.notes} || ${JSON.stringify(notes)}::jsonb) as note limit ${NOTES_MAX}) as kept)`,
        })
        .where(eq(siteImports.id, id));
    },

    countImages: (id: string, by: number) => countCreated(db, id, 'images', by),

    /** Which of a site's items of a kind were brought over already, with what they became. */
    async imported(sourceKey: string, kind: ItemKind, sourceIds?: string[]): Promise<Map<string, string>> {
      if (sourceIds?.length === 0) return new Map();
      const rows = await db
        .select({ sourceId: siteImportItems.sourceId, targetId: siteImportItems.targetId })
        .from(siteImportItems)
        .where(
          and(
            eq(siteImportItems.sourceKey, sourceKey),
            eq(siteImportItems.kind, kind),
            ...(sourceIds ? [inArray(siteImportItems.sourceId, sourceIds)] : []),
          ),
        );
      return new Map(rows.map((row) => [row.sourceId, row.targetId]));
    },

    /** The accounts among these addresses, by lower-cased address. */
    async usersByEmail(emails: string[]): Promise<Map<string, string>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(inArray(sql`lower(${user.email})`, emails));
      return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
    },

    async subscribedEmails(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(inArray(sql`lower(${newsletterSubscribers.email})`, emails));
      return new Set(rows.map((row) => row.email.toLowerCase()));
    },

    publisherExists: async (name: string) =>
      (await db.select({ id: publishers.id }).from(publishers).where(eq(publishers.publisherName, name)))
        .length > 0,

    /** An author: the account at their address if there is one, else a new one nobody can sign in to yet. */
    addAuthor: (
      row: SiteImportRow,
      sourceId: string,
      author: { name: string; email: string; bio: string | null },
    ) =>
      db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: user.id })
          .from(user)
          .where(eq(sql`lower(${user.email})`, author.email));
        // No `account` row: there is no password to sign in with until the author sets one by the reset link.
        const id = found?.id ?? randomUUID();
        if (!found) await tx.insert(user).values({ id, ...author, emailVerified: false, role: 'user' });
        await record(tx, row, { kind: 'author', sourceId, targetId: id }, found ? null : 'authors');
      }),

    /** A newsletter subscriber, confirmed: they agreed at the source. An address already subscribed is kept. */
    addSubscriber: (row: SiteImportRow, sourceId: string, email: string) =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(newsletterSubscribers)
          .values({ email, unsubscribeToken: randomBytes(24).toString('base64url'), confirmedAt: new Date() })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        const id =
          inserted?.id ??
          (
            await tx
              .select({ id: newsletterSubscribers.id })
              .from(newsletterSubscribers)
              .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
          )[0]?.id;
        if (!id) throw new Error('the subscriber was neither stored nor found');
        await record(tx, row, { kind: 'member', sourceId, targetId: id }, inserted ? 'subscribers' : null);
      }),

    addArticle: (
      row: SiteImportRow,
      sourceId: string,
      article: ArticleWrite & {
        authorId: string;
        status: 'approve' | 'pending';
        isPremium: boolean;
        publishedAt: Date | null;
        createdAt: Date;
      },
    ) =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(articles)
          .values({ ...article, viewCount: 0, updatedAt: article.createdAt })
          .returning({ id: articles.id });
        if (!inserted) throw new Error('the article was not stored');
        await record(tx, row, { kind: 'post', sourceId, targetId: inserted.id }, 'articles');
      }),
  };
}

export type SiteImportRepository = ReturnType<typeof createSiteImportRepository>;
