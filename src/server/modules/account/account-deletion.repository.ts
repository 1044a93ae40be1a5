import { FORMER_CONTRIBUTOR_ID } from '@shared/former-contributor';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '@shared/messages/account-deletion';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  account,
  articles,
  articleViews,
  comments,
  newsletterSubscribers,
  session,
  subscriptions,
  user,
  verification,
} from '../../db/schema';

/**
 * The account that articles kept after their author deleted theirs are shown under: "Former contributor".
 * It has no way to sign in (no password, no provider, an address under `.invalid` that no mail reaches), and
 * it is made the first time it is needed. Every deleted author's kept articles share it, so nothing ties
 * them back to one person (docs/decisions/0035-kept-articles-go-to-a-former-contributor.md).
 */
export const FORMER_CONTRIBUTOR = {
  id: FORMER_CONTRIBUTOR_ID,
  email: 'former-contributor@broadsheet.invalid',
} as const;

/** An article of the account as the change it is part of names it (lib/changes.ts). */
export interface OwnArticle {
  id: string;
  status: string;
  publisher: string;
  tags: string[];
}

export function createAccountDeletionRepository(db: Db) {
  return {
    /** What re-authentication reads: the password hash (if any) and when the asking session was opened. */
    async proofOf(userId: string, sessionId: string) {
      const [credential] = await db
        .select({ hash: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
        .limit(1);
      const [opened] = await db
        .select({ createdAt: session.createdAt })
        .from(session)
        .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
        .limit(1);
      return { hash: credential?.hash ?? null, signedInAt: opened?.createdAt ?? new Date(0) };
    },

    /** Whether the account is an admin and no other admin exists. */
    async isLastAdmin(userId: string): Promise<boolean> {
      const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
      return rows.length === 1 && rows[0]?.id === userId;
    },

    /** The account's renewal at a card provider, if one would still charge. */
    async liveRenewal(userId: string) {
      const [row] = await db
        .select({ provider: subscriptions.provider, id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            ne(subscriptions.status, 'lapsed'),
            eq(subscriptions.cancelAtPeriodEnd, false),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Deletes the account in one transaction: its published articles move to the former contributor
     * (`keep`) or go, its other articles go, then the newsletter subscription of its address, its reading
     * history, its reset links and the account itself, and with it (by the foreign keys) its sessions,
     * passkeys, second step, saved articles, comments, drafts, subscription and gift links. Payments stay,
     * their payer forgotten. `lastAdmin` when, under the lock of the admins' rows, it is the last admin.
     */
    async remove(userId: string, keepPublished: boolean) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${user} where ${user.role} = 'admin' for update`);
        const [found] = await tx
          .select({ email: user.email, name: user.name, role: user.role })
          .from(user)
          .where(eq(user.id, userId));
        if (!found) return { gone: true as const };
        if (found.role === 'admin') {
          const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
          if (admins.length <= 1) return { lastAdmin: true as const };
        }
        const own: OwnArticle[] = await tx
          .select({
            id: articles.id,
            status: articles.status,
            publisher: articles.publisher,
            tags: articles.tags,
          })
          .from(articles)
          .where(eq(articles.authorId, userId));
        const commentedOn = await tx
          .selectDistinct({ articleId: comments.articleId })
          .from(comments)
          .where(eq(comments.authorId, userId));
        const kept = keepPublished ? own.filter((each) => each.status === 'approve') : [];
        if (kept.length > 0) {
          await tx
            .insert(user)
            .values({
              id: FORMER_CONTRIBUTOR.id,
              name: TEXTS.formerContributor,
              email: FORMER_CONTRIBUTOR.email,
              emailVerified: false,
            })
            .onConflictDoNothing();
          await tx
            .update(articles)
            .set({ authorId: FORMER_CONTRIBUTOR.id })
            .where(
              inArray(
                articles.id,
                kept.map((each) => each.id),
              ),
            );
        }
        const removed = own.filter((each) => !kept.includes(each));
        if (removed.length > 0)
          await tx.delete(articles).where(
            inArray(
              articles.id,
              removed.map((each) => each.id),
            ),
          );
        await tx
          .delete(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${found.email.toLowerCase()}`);
        await tx.delete(articleViews).where(eq(articleViews.viewerKey, `user:${userId}`));
        await tx.delete(verification).where(eq(verification.value, userId));
        await tx.delete(user).where(eq(user.id, userId));
        return {
          account: { email: found.email, name: found.name },
          kept,
          removed,
          commentedOn: commentedOn.map((row) => row.articleId),
        };
      });
    },
  };
}
