import { z } from 'zod';
import { emailSchema, paginationQuerySchema } from './common';

/** The admins' user list: a page, narrowed by a search in names and addresses. */
export const userListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** Whose role is asked about: one's own address (or anyone's, for an admin). */
export const userEmailParamSchema = z.object({ email: emailSchema });

/** A member's id as the identity library makes it (not a UUID). */
export const userIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) });
