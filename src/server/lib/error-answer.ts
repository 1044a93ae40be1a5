import { STATUS_CODES } from 'node:http';
import { ERROR_CODES } from '@shared/error-codes';
import type { ErrorResponse } from '@shared/schemas/common';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';

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

/** Every error answer is small, whatever the request held: at most this many fields, and this long a message. */
export const MAX_ERROR_FIELDS = 20;
export const MAX_ERROR_MESSAGE_LENGTH = 1000;
const MAX_ERROR_TEXT_LENGTH = 200;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The first MAX_ERROR_FIELDS of a list of field problems, each cut to a readable length. */
export function firstFields(fields: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [field, problem] of Object.entries(fields).slice(0, MAX_ERROR_FIELDS))
    kept[cut(field, MAX_ERROR_TEXT_LENGTH)] = cut(problem, MAX_ERROR_TEXT_LENGTH);
  return kept;
}

export function errorBody(
  statusCode: number,
  message: string,
  code?: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: cut(message, MAX_ERROR_MESSAGE_LENGTH),
    code: code ?? codeByStatus[statusCode] ?? (statusCode >= 500 ? ERROR_CODES.INTERNAL : 'ERROR'),
    ...(fields ? { fields: firstFields(fields) } : {}),
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

/**
 * What the API answers for an error a route or service threw: its status and the error contract, with
 * nothing of a 5xx's cause but a line in the log. Routes answer through it, and so do endpoints the page
 * renderer calls in process.
 */
export function errorAnswer(
  error: Partial<FastifyError> & Error,
  log: FastifyBaseLogger,
): { statusCode: number; body: ErrorResponse; retryAfter?: string } {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: errorBody(error.statusCode, error.message, error.code, error.fields),
    };
  }
  if (isResponseSerializationError(error)) {
    log.error({ err: error }, 'response did not match its schema');
    return { statusCode: 500, body: errorBody(500, 'Something went wrong on our side. Please try again.') };
  }
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, 'database unavailable');
    return {
      statusCode: 503,
      retryAfter: '5',
      body: errorBody(503, 'The service is briefly unavailable. Please try again in a moment.'),
    };
  }
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) {
    log.error({ err: error }, 'request failed');
    return {
      statusCode,
      body: errorBody(statusCode, 'Something went wrong on our side. Please try again.'),
    };
  }
  // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, rate limit …).
  const message = statusCode === 413 ? 'The request is too large.' : error.message;
  return { statusCode, body: errorBody(statusCode, message) };
}
