import { z } from 'zod';
import { errorResponseSchema, paginationQuerySchema } from '../schemas/common';

type ErrorAnswers<S extends number> = { [K in S]: typeof errorResponseSchema };

/** The one error contract (ErrorResponse) under each status named. */
export function errorAnswers<const S extends number>(...statuses: S[]): ErrorAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as ErrorAnswers<S>;
}

/** What most endpoints answer besides success: bad input, no token, not allowed, nothing there. */
export const errors = errorAnswers(400, 401, 403, 404);

/**
 * A page of a longer list: page and limit in the query, an array of `item` as the answer (the total in
 * X-Total-Count). An endpoint that filters the list extends the query (`paginationQuerySchema.extend`).
 */
export function pagedList<T extends z.ZodType, E extends object>(item: T, errorSet: E) {
  return {
    paged: true,
    query: paginationQuerySchema,
    response: { 200: z.array(item), ...errorSet },
  } as const;
}
