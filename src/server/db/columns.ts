import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Created and updated times, kept by the database and by every update through Drizzle. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A row's id: a random UUID the database gives it. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, kept by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
