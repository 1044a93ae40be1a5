import { ERROR_CODES } from '@shared/error-codes';
import { isSafeText, SAFE_TEXT_MESSAGE } from '@shared/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-answer';
import { AppError } from '../lib/errors';

/** How deeply a JSON body may nest its objects and arrays. */
export const MAX_JSON_DEPTH = 32;
/** The most fields one object of a JSON body may have: no form or document of the site comes near it. */
export const MAX_JSON_KEYS_PER_OBJECT = 200;

const nonCanonical = () =>
  new AppError(
    400,
    ERROR_CODES.NON_CANONICAL_PATH,
    'This address is not in its plain form: it may not hold "." or ".." segments, doubled slashes, backslashes, or encoded dots and slashes.',
  );
const badEncoding = () =>
  new AppError(400, ERROR_CODES.INVALID_URL_ENCODING, 'This address is not correctly percent-encoded.');
const badUrlCharacters = () =>
  new AppError(400, ERROR_CODES.INVALID_CHARACTERS, 'This address contains characters that are not allowed.');

/** A `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
/** Encoded dots, slashes and backslashes: a path that needs them is a path trying to mean something else. */
const ENCODED_SEPARATOR = /%(?:2e|2f|5c)/i;

function decode(text: string): string | undefined {
  if (BROKEN_ESCAPE.test(text)) return undefined;
  try {
    // Invalid UTF-8 (encoded lone surrogates among it) throws here.
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Whether a path (without its query) is written the one way the router and every library read it. */
export function isCanonicalPath(rawPath: string, decodedPath: string): boolean {
  if (!rawPath.startsWith('/')) return false;
  for (const path of [rawPath, decodedPath]) {
    if (path.includes('\\') || path.includes('//') || ENCODED_SEPARATOR.test(path)) return false;
    if (path.split('/').some((segment) => segment === '.' || segment === '..')) return false;
  }
  return true;
}

/**
 * The problem with a request target, if any: broken percent-encoding or characters no input may carry, in
 * the path or the query; and for every path, a form that decoding and normalising would change.
 */
export function requestTargetProblem(url: string): AppError | undefined {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const path = decode(rawPath);
  if (path === undefined) return badEncoding();
  if (!isSafeText(path)) return badUrlCharacters();
  if (rawQuery) {
    // `+` is a space in a query; each name and value is decoded on its own, as the query parser does.
    for (const part of rawQuery.split('&')) {
      const decoded = decode(part.replaceAll('+', ' '));
      if (decoded === undefined) return badEncoding();
      if (!isSafeText(decoded)) return badUrlCharacters();
    }
  }
  if (!isCanonicalPath(rawPath, path)) return nonCanonical();
  return undefined;
}

function joinPath(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}

/**
 * Walks a parsed JSON body without recursion: refuses nesting deeper than MAX_JSON_DEPTH, an object with
 * more than MAX_JSON_KEYS_PER_OBJECT fields, and strings or keys that break the safe-text rule (naming the
 * field).
 */
export function jsonBodyProblem(body: unknown): AppError | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: body, depth: 0, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth, path } = item;
    if (typeof value === 'string') {
      if (!isSafeText(value)) {
        const field = path || 'body';
        return new AppError(
          400,
          ERROR_CODES.INVALID_CHARACTERS,
          `Invalid body: ${field} ${SAFE_TEXT_MESSAGE}`,
          {
            [field]: SAFE_TEXT_MESSAGE,
          },
        );
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      return new AppError(
        400,
        ERROR_CODES.BODY_TOO_DEEP,
        `The request body nests too deeply (at most ${MAX_JSON_DEPTH} levels).`,
      );
    }
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const element: unknown = value[index];
        if (typeof element === 'object' || typeof element === 'string')
          stack.push({ value: element, depth: depth + 1, path: joinPath(path, index) });
      }
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_JSON_KEYS_PER_OBJECT) {
      return new AppError(
        400,
        ERROR_CODES.BODY_TOO_WIDE,
        `The request body has too many fields in one object (${keys.length}; at most ${MAX_JSON_KEYS_PER_OBJECT}).`,
      );
    }
    for (const [key, element] of Object.entries(value)) {
      if (!isSafeText(key)) {
        return new AppError(
          400,
          ERROR_CODES.INVALID_CHARACTERS,
          `Invalid body: a field name ${SAFE_TEXT_MESSAGE}`,
        );
      }
      if (typeof element === 'object' || typeof element === 'string')
        stack.push({ value: element, depth: depth + 1, path: joinPath(path, key) });
    }
  }
  return undefined;
}

/** What Fastify's router answers for a target it cannot even decode: a 400 in the error contract. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  reply
    .status(400)
    .send(
      errorBody(
        400,
        badUrl ? 'This address is not correctly percent-encoded.' : 'The request was not understood.',
        badUrl ? ERROR_CODES.INVALID_URL_ENCODING : undefined,
      ),
    );
}

/**
 * The first thing every request meets (before caches, sessions and routes): a target that is not in its
 * plain form, or carries NUL, lone surrogates or broken percent-encoding, is refused with 400. JSON bodies
 * are parsed here too, with the same rule for every string and a cap on nesting, so no route (the identity
 * library's included) ever sees such input.
 */
export const requestGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const problem = requestTargetProblem(request.url);
    if (problem) throw problem;
  });

  // The default parser (secure-json-parse: `__proto__` and `constructor.prototype` keys refused) wrapped.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = jsonBodyProblem(value);
      if (problem) return done(problem, undefined);
      done(null, value);
    });
  });
});
