import { CONTACT_MESSAGE_TEXTS as TEXTS } from '@shared/messages/contact-messages';
import type { AdminOverview, AuditEntry, ContactMessage, Subscriber } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { mapPage, type Paged, type PageRange } from '../../db/paged';
import { notFound } from '../../lib/errors';
import { createArticlesRepository } from '../articles/articles.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { createContactRepository } from '../contact/contact.repository';
import { createNewsletterRepository } from '../newsletter/newsletter.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createUsersRepository } from '../users/users.repository';

/** A CSV field, quoted, with formula-looking values defused for spreadsheet apps. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

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

    /** Marks a reader's message handled or waiting again; a message that is not there is a 404. */
    async setMessageHandled(id: string, handled: boolean): Promise<{ modifiedCount: number }> {
      if ((await contact.setHandled(id, handled)) === 0) throw notFound(TEXTS.message);
      return { modifiedCount: 1 };
    },

    /** Deletes a reader's message; one that is not there (any more) is a 404. */
    async deleteMessage(id: string): Promise<{ deletedCount: number }> {
      if ((await contact.remove(id)) === 0) throw notFound(TEXTS.message);
      return { deletedCount: 1 };
    },

    subscribers: (range: PageRange): Promise<Paged<Subscriber>> =>
      mapPage(newsletter.page(range), (row) => listed(row, ['email'])),

    /** Every subscriber as CSV (e-mail address and when they subscribed), oldest first. */
    async subscribersCsv(): Promise<string> {
      const lines = ['"email","subscribed_at"'];
      for await (const row of newsletter.all()) {
        lines.push(`${csvField(row.email)},${csvField(row.createdAt.toISOString())}`);
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
