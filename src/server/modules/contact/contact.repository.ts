import type { ContactMessageInput } from '@shared/schemas/contact';
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
  };
}
