import { STATUS_CODES } from 'node:http';
import { ERROR_CODES } from '@shared/messages';
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
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  const codes = [code, cause].filter((value): value is string => typeof value === 'string');
  return codes.some(
    (value) =>
      value === 'ECONNREFUSED' ||
      value === 'ECONNRESET' ||
      value === '57P01' ||
      value === '57P03' ||
      value === '08006' ||
      value === '08001',
  );
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});
