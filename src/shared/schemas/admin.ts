import { z } from 'zod';
import { ROLES } from '../roles';

export const adminOverviewSchema = z.object({
  pendingArticles: z.number().int(),
  approvedArticles: z.number().int(),
  totalArticles: z.number().int(),
  users: z.number().int(),
  premiumSubscribers: z.number().int(),
  revenueCents: z.number().int(),
  /** Article counts per publisher, largest first (the dashboard's pie chart). */
  articlesByPublisher: z.array(z.object({ publisher: z.string(), count: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A stored item as the dashboard lists it: its id, its own fields, and when it was stored. */
const listedItem = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ _id: z.string(), ...fields, date: z.string() });

export const auditEntrySchema = listedItem({
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const contactMessageSchema = listedItem({
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  /** When an editor marked it handled; null while it waits. */
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** An editor marks a reader's message handled, or waiting again. Nothing else is accepted. */
export const contactMessageStateSchema = z.strictObject({
  handled: z.boolean({ message: 'must be true or false' }),
});
export type ContactMessageState = z.infer<typeof contactMessageStateSchema>;

/**
 * A newsletter subscriber: the address, when it signed up, and when it was confirmed (null while the
 * confirmation link waits; until then the address receives no issue).
 */
export const subscriberSchema = listedItem({ email: z.string(), confirmedAt: z.string().nullable() });
export type Subscriber = z.infer<typeof subscriberSchema>;

/**
 * The body of a role change (PATCH /api/users/admin/:id): the new role, always spelled out. Nothing else is
 * accepted, and no body at all is refused, so a request that merely reaches the route changes nothing.
 */
export const roleChangeInputSchema = z.strictObject({
  role: z.enum(ROLES, { message: 'must be "admin", "editor" or "user"' }),
});
export type RoleChangeInput = z.infer<typeof roleChangeInputSchema>;

/** Every subscriber as one CSV file: a header line, then one address and its date a line. */
export const subscribersCsvSchema = z.string();
