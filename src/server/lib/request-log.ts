import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: reset and verification tokens, OAuth codes and states … */
const SECRET_PARAMETER =
  /token|code|state|secret|password|key|signature|otp|session|jwt|nonce|ticket|credential/i;
/** Path segments that are followed by a token (password reset links and their kin). */
const TOKEN_BEFORE = new Set(['reset-password', 'verify-email', 'unsubscribe', 'magic-link', 'delete-user']);
/** A long opaque segment that is not a UUID: treated as a token wherever it appears. */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1];
      if (previous !== undefined && TOKEN_BEFORE.has(previous.toLowerCase()) && segment !== '')
        return REDACTED;
      if (OPAQUE_SEGMENT.test(segment) && !UUID.test(segment)) return REDACTED;
      return segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals === -1) return part;
      let name = part.slice(0, equals);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // An undecodable name is judged as written.
      }
      return SECRET_PARAMETER.test(name) ? `${part.slice(0, equals)}=${REDACTED}` : part;
    })
    .join('&');
}

/** A request target fit for the log: tokens in the path and secret query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return redactPath(url);
  return `${redactPath(url.slice(0, queryAt))}?${redactQuery(url.slice(queryAt + 1))}`;
}

/** The `req` the request log writes (Fastify's own fields, the URL redacted). */
export function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
