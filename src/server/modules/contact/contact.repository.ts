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

    async find(id: string) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row;
    },

    /** Marks a message handled (now) or waiting again. */
    async setHandled(id: string, handled: boolean): Promise<number> {
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
