import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamSchema = z.object({ id: z.uuid({ message: 'must be a valid id' }) });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const insertedResponseSchema = z.object({ insertedId: z.string() });
export const modifiedResponseSchema = z.object({ modifiedCount: z.number().int() });
export const deletedResponseSchema = z.object({ deletedCount: z.number().int() });

export const emailSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'is too long')
  .pipe(z.email({ message: 'Invalid email address' }));
