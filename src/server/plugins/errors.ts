import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorAnswer, errorBody, firstFields, MAX_ERROR_FIELDS } from '../lib/error-answer';

/**
 * How long a client is told to wait after a 503 that names no time of its own (load shedding's, the render
 * gate's, a page whose data could not be read): a few of load shedding's samples, after which the server
 * knows whether it has recovered.
 */
export const RETRY_AFTER_SECONDS = 2;

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // However many problems the input has, the answer names the first MAX_ERROR_FIELDS and counts the rest.
    const fields: Record<string, string> = {};
    let named = 0;
    let more = 0;
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'input';
      if (field in fields) continue;
      if (named >= MAX_ERROR_FIELDS) {
        more += 1;
        continue;
      }
      fields[field] = issue.message ?? 'is invalid';
      named += 1;
    }
    const summary =
      Object.entries(firstFields(fields))
        .map(([field, message]) => `${field} ${message}`)
        .join('; ') + (more > 0 ? `; and ${more} more` : '');
    return reply
      .status(400)
      .send(errorBody(400, `Invalid ${error.validationContext ?? 'input'}: ${summary}`, undefined, fields));
  }
  const answer = errorAnswer(error, request.log);
  if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
  return reply.status(answer.statusCode).send(answer.body);
}

/**
 * The error contract, and one rule for every 503 whichever route or plugin sent it: it says when to come
 * back (Retry-After) and no cache keeps it. A time or a Cache-Control set by the sender stays. First of the
 * onSend hooks, so every later one sees the headers (docs/decisions/0015-load-shedding-and-supervised-workers.md).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 503) return payload;
    if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
