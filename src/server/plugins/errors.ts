import { STATUS_CODES } from 'node:http';
import { ERROR_CODES } from '@shared/error-codes';
import type { ErrorResponse } from '@shared/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

const codeByStatus: Record<number, string> = {
  400: ERROR_CODES.VALIDATION_FAILED,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  429: ERROR_CODES.RATE_LIMITED,
  503: ERROR_CODES.SERVICE_UNAVAILABLE,
};

/**
 * How long a client is told to wait after a 503 that names no time of its own (load shedding's, the render
 * gate's, a page whose data could not be read): a few of load shedding's samples, after which the server
 * knows whether it has recovered.
 */
export const RETRY_AFTER_SECONDS = 2;

export function errorBody(
  statusCode: number,
  message: string,
  code?: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code: code ?? codeByStatus[statusCode] ?? (statusCode >= 500 ? ERROR_CODES.INTERNAL : 'ERROR'),
    ...(fields ? { fields } : {}),
  };
}

/** Database connection failures: the request fails fast with 503 instead of a 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection ended|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'input';
      fields[field] ??= issue.message ?? 'is invalid';
    }
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field} ${message}`)
      .join('; ');
    return reply
      .status(400)
      .send(errorBody(400, `Invalid ${error.validationContext ?? 'input'}: ${summary}`, undefined, fields));
  }
  if (error instanceof AppError) {
    return reply
      .status(error.statusCode)
      .send(errorBody(error.statusCode, error.message, error.code, error.fields));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(errorBody(503, 'The service is briefly unavailable. Please try again in a moment.'));
  }
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(statusCode)
      .send(errorBody(statusCode, 'Something went wrong on our side. Please try again.'));
  }
  // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, rate limit …).
  const message = statusCode === 413 ? 'The request is too large.' : error.message;
  return reply.status(statusCode).send(errorBody(statusCode, message));
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
