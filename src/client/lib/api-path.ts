import { CLIENT_ERROR_CODES, type ClientErrorCode, type ErrorCode } from '@shared/error-codes';

/** An API failure carrying the server's error contract; the UI switches on `code`, not on message text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

declare const apiPathBrand: unique symbol;
/**
 * A path under `/api` whose every parameter was encoded. Only `apiPath` makes one, and the client's methods
 * take nothing else, so a path glued together from a string and a value does not typecheck.
 */
export type ApiPath = string & { readonly [apiPathBrand]: true };

const INVALID_LINK = 'This link is not valid.';

export function invalidLink(): ApiError {
  return new ApiError(400, CLIENT_ERROR_CODES.INVALID_PATH, INVALID_LINK);
}

/**
 * Builds an API path: `apiPath`/articles/${id}/related``. Every value becomes exactly one percent-encoded
 * path segment, so an id can never add a segment, climb out of its own (`..`, `\\`) or start a query. An
 * empty value or a dot segment is refused: neither names anything.
 */
export function apiPath(strings: TemplateStringsArray, ...params: (string | number)[]): ApiPath {
  let path = strings[0] ?? '';
  params.forEach((param, index) => {
    const value = String(param);
    if (value === '' || value === '.' || value === '..') throw invalidLink();
    path += encodeURIComponent(value) + (strings[index + 1] ?? '');
  });
  return checkedApiPath(path) as ApiPath;
}

/** Control characters (tab, CR and LF are dropped by URL parsers, so `.<TAB>.` would become `..`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The last line behind `apiPath`, for every request the client sends: a path with a backslash (browsers
 * read it as `/`), a control character or a dot segment (`.`, `..`, `%2e%2e`) is never sent.
 */
export function checkedApiPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (
    !pathname.startsWith('/') ||
    pathname.includes('\\') ||
    CONTROL.test(path) ||
    pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))
  )
    throw invalidLink();
  return path;
}
