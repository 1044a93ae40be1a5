import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailMessages, mailSuppressions } from '../../db/schema';

export type MailRow = typeof mailMessages.$inferSelect;
export type MailState = 'queued' | 'sending' | 'sent' | 'bounced' | 'failed' | 'skipped';

/** A message to send: its kind, its address, what its template needs, and its idempotency key. */
export interface NewMail {
  key: string;
  kind: string;
  to: string;
  data: Record<string, unknown>;
  issueId?: string;
}

const ROWS_PER_INSERT = 500;

/** The outgoing mail (one row per recipient and message) and the addresses that bounce. */
export function createMailRepository(db: Db) {
  const setState = (id: string, state: MailState, lastError: string | null = null) =>
    db
      .update(mailMessages)
      .set({
        state,
        lastError,
        leaseUntil: null,
        ...(state === 'sent' ? { sentAt: sql`now()` } : {}),
      })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.state, 'sending')));

  return {
    /** The row for this key, made now unless it exists (then it is left as it is). */
    async ensure(message: NewMail): Promise<MailRow> {
      const [inserted] = await db.insert(mailMessages).values(message).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(mailMessages).where(eq(mailMessages.key, message.key));
      if (!existing) throw new Error(`mail ${message.key} is neither new nor stored`);
      return existing;
    },

    /** Stores many messages at once; keys already there are left alone. Returns the rows made now. */
    async insertMany(messages: NewMail[]): Promise<number> {
      let made = 0;
      for (let start = 0; start < messages.length; start += ROWS_PER_INSERT) {
        const rows = await db
          .insert(mailMessages)
          .values(messages.slice(start, start + ROWS_PER_INSERT))
          .onConflictDoNothing()
          .returning({ id: mailMessages.id });
        made += rows.length;
      }
      return made;
    },

    /**
     * Takes a message for sending: only one process at a time gets it, for `leaseSeconds`. A message left
     * `sending` by a process that died is taken again once its lease ran out.
     */
    async claim(id: string, leaseSeconds: number): Promise<MailRow | undefined> {
      const [row] = await db
        .update(mailMessages)
        .set({
          state: 'sending',
          attempts: sql`${mailMessages.attempts} + 1`,
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          and(
            eq(mailMessages.id, id),
            sql`(${mailMessages.state} = 'queued' or (${mailMessages.state} = 'sending' and ${mailMessages.leaseUntil} < now()))`,
          ),
        )
        .returning();
      return row;
    },

    sent: (id: string) => setState(id, 'sent'),
    bounced: (id: string, reason: string) => setState(id, 'bounced', reason),
    failed: (id: string, reason: string) => setState(id, 'failed', reason),
    skipped: (id: string, reason: string) => setState(id, 'skipped', reason),
    /** Back in the queue after a failure worth another try. */
    retry: (id: string, reason: string) => setState(id, 'queued', reason),

    /** Ids of an issue's messages still waiting, to hand them to the queue (again, after a crash). */
    async waitingIds(issueId: string): Promise<string[]> {
      const rows = await db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(and(eq(mailMessages.issueId, issueId), inArray(mailMessages.state, ['queued', 'sending'])));
      return rows.map((row) => row.id);
    },

    /** How many of each issue's messages are in each state. */
    async countsByIssue(issueIds: string[]): Promise<Map<string, Partial<Record<MailState, number>>>> {
      const counts = new Map<string, Partial<Record<MailState, number>>>();
      if (issueIds.length === 0) return counts;
      const rows = await db
        .select({ issueId: mailMessages.issueId, state: mailMessages.state, n: count() })
        .from(mailMessages)
        .where(inArray(mailMessages.issueId, issueIds))
        .groupBy(mailMessages.issueId, mailMessages.state);
      for (const row of rows) {
        if (!row.issueId) continue;
        const entry = counts.get(row.issueId) ?? {};
        entry[row.state as MailState] = row.n;
        counts.set(row.issueId, entry);
      }
      return counts;
    },

    async isSuppressed(email: string): Promise<boolean> {
      const rows = await db
        .select({ email: mailSuppressions.email })
        .from(mailSuppressions)
        .where(eq(mailSuppressions.email, email.toLowerCase()));
      return rows.length > 0;
    },

    async suppress(email: string, reason: string): Promise<void> {
      await db.insert(mailSuppressions).values({ email: email.toLowerCase(), reason }).onConflictDoNothing();
    },

    /** A message got through: the address takes mail again. */
    async unsuppress(email: string): Promise<void> {
      await db.delete(mailSuppressions).where(eq(mailSuppressions.email, email.toLowerCase()));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
