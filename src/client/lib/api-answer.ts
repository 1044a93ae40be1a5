import { CLIENT_ERROR_CODES, isErrorCode } from '@shared/error-codes';
import type { ErrorResponse } from '@shared/schemas/common';
import { ApiError, type Query } from './api-path';

/** How the API client reads what it sends and what comes back: queries, headers, JSON and the error contract. */

const FAILED = 'Something went wrong. Please try again.';

/** Whether the browser knows the device has no network. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function withQuery(path: string, query?: Query): string {
  const search = query ? new URLSearchParams(definedOnly(query) as Record<string, string>).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The query as a URL would carry it: empty values left out, as `withQuery` leaves them out. */
export function definedOnly(query: Query): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') kept[key] = String(value);
  }
  return kept;
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The error contract of every answer: the server's code if it is one of ours, its message, its field errors. */
export function answerError(status: number, parsed: unknown, failed = FAILED): ApiError {
  const error = parsed as Partial<ErrorResponse> | undefined;
  return new ApiError(
    status,
    isErrorCode(error?.code) ? error.code : CLIENT_ERROR_CODES.UNKNOWN,
    error?.message ?? failed,
    error?.fields,
  );
}

/** The name in `Content-Disposition: attachment; filename="…"`, if the answer gives one. */
export function attachmentName(header: string | null): string | undefined {
  return header?.match(/filename="?([^";]+)"?/i)?.[1];
}
