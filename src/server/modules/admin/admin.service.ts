import { CONTACT_MESSAGE_TEXTS as TEXTS } from '@shared/messages/contact-messages';
import type { AdminOverview, AuditEntry, ContactMessage, Subscriber } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { mapPage, type Paged, type PageRange } from '../../db/paged';
import { csvField } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createArticlesRepository } from '../articles/articles.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { createContactRepository } from '../contact/contact.repository';
import { createNewsletterRepository } from '../newsletter/newsletter.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createUsersRepository } from '../users/users.repository';

/** Who wrote a message, as the audit log names it. */
const senderOf = (row: { name: string; email: string }) => ({ name: row.name, email: row.email });

/** A stored row as the dashboard lists it: its id, the named fields, and when it was stored. */
function listed<R extends { id: string | number; createdAt: Date }, K extends keyof R>(row: R, keys: K[]) {
  const fields = Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<R, K>;
  return { _id: String(row.id), ...fields, date: row.createdAt.toISOString() };
}

/**
 * The editors' extras (docs/product.md#dashboard): numbers at a glance, the audit log, readers' messages and
 * newsletter subscribers, each read through the repository that owns its table.
 */
export function createAdminService(db: Db) {
  const articles = createArticlesRepository(db);
  const users = createUsersRepository(db);
  const payments = createPaymentsRepository(db);
  const audit = createAuditRepository(db);
  const contact = createContactRepository(db);
  const newsletter = createNewsletterRepository(db);

  return {
    /** The numbers an editor wants at a glance. */
    async overview(): Promise<AdminOverview> {
      const [[statusCounts, articlesByPublisher], members, premiumSubscribers, revenueCents] =
        await Promise.all([
          articles.countByStatusAndPublisher(),
          users.count(),
          users.countPremium(),
          payments.revenueCents(),
        ]);
      const byStatus = Object.fromEntries(statusCounts.map((row) => [row.status, row.total]));
      return {
        pendingArticles: byStatus.pending ?? 0,
        approvedArticles: byStatus.approve ?? 0,
        totalArticles: statusCounts.reduce((total, row) => total + row.total, 0),
        users: members,
        premiumSubscribers,
        revenueCents,
        articlesByPublisher,
      };
    },

    auditLog: (range: PageRange): Promise<Paged<AuditEntry>> =>
      mapPage(audit.page(range), (row) =>
        listed(row, ['actorEmail', 'action', 'targetType', 'targetId', 'details']),
      ),

    contactMessages: (range: PageRange): Promise<Paged<ContactMessage>> =>
      mapPage(contact.page(range), (row) => ({
        ...listed(row, ['name', 'email', 'topic', 'message']),
        handledAt: row.handledAt?.toISOString() ?? null,
      })),

    /**
     * Marks a reader's message handled or waiting again, recorded in the audit log; a message already in
     * that state is left as it is (`modifiedCount` 0, and the first time it was handled is kept); a message
     * that is not there is a 404.
     */
    async setMessageHandled(actor: Viewer, id: string, handled: boolean): Promise<{ modifiedCount: number }> {
      const row = await contact.find(id);
      if (!row) throw notFound(TEXTS.message);
      if ((row.handledAt !== null) === handled) return { modifiedCount: 0 };
      const modifiedCount = await contact.setHandled(id, handled);
      const action = handled ? 'message.handle' : 'message.reopen';
      await audit.record(actor, { action, targetType: 'message', targetId: id, details: senderOf(row) });
      return { modifiedCount };
    },

    /** Deletes a reader's message, recorded in the audit log; one that is not there (any more) is a 404. */
    async deleteMessage(actor: Viewer, id: string): Promise<{ deletedCount: number }> {
      const row = await contact.find(id);
      if (!row || (await contact.remove(id)) === 0) throw notFound(TEXTS.message);
      await audit.record(actor, {
        action: 'message.delete',
        targetType: 'message',
        targetId: id,
        details: senderOf(row),
      });
      return { deletedCount: 1 };
    },

    subscribers: (range: PageRange): Promise<Paged<Subscriber>> =>
      mapPage(newsletter.page(range), (row) => ({
        ...listed(row, ['email']),
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
      })),

    /**
     * Every subscriber as CSV (e-mail address, when they subscribed and when they confirmed, empty while
     * they have not), oldest first.
     */
    async subscribersCsv(): Promise<string> {
      const lines = ['"email","subscribed_at","confirmed_at"'];
      for await (const row of newsletter.all()) {
        lines.push(`${csvField(row.email)},${csvField(row.createdAt)},${csvField(row.confirmedAt)}`);
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
