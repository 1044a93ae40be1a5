import type { ContactMessageInput } from '@shared/schemas/contact';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, type PageRange } from '../../db/paged';
import { contactMessages } from '../../db/schema';

export function createContactRepository(db: Db) {
  return {
    async create(input: ContactMessageInput & { userId?: string | null }): Promise<string> {
      const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message was not stored');
      return row.id;
    },

    /** A page of readers' messages, newest first. */
    page: (range: PageRange) => newestFirst(db, contactMessages, range),

    /**
     * Marks a message handled (now, unless it already was: the first time is kept) or waiting again; how
     * many messages there were with that id (0 or 1).
     */
    async setHandled(id: string, handled: boolean): Promise<number> {
      const [row] = await db
        .select({ handledAt: contactMessages.handledAt })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!row) return 0;
      if (handled && row.handledAt) return 1;
      const result = await db
        .update(contactMessages)
        .set({ handledAt: handled ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return result.length;
    },

    async remove(id: string): Promise<number> {
      const result = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return result.length;
    },
  };
}
