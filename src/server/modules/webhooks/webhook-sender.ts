import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isPublicAddress, refusedLiteralHost } from '../../lib/public-address';

/** How long a receiver has to answer. */
const TIMEOUT_MS = 10_000;
/** The most of an answer read (and thrown away): a receiver cannot make us hold more. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * A delivery's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's
 * secret>`. A receiver recomputes it and refuses a timestamp more than a few minutes old (a replay).
 */
export function signature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export interface SendOptions {
  /** Which resolved addresses may be connected to; tests widen it to loopback, nothing else does. */
  isAllowedAddress?: (address: string) => boolean;
}

export interface Sent {
  delivered: boolean;
  responseStatus: number | null;
  error: string | null;
}

/**
 * POSTs one delivery. Never to loopback, private or link-local addresses (the photo fetch's rule, checked on
 * the addresses the name resolves to, so a name pointing inward is refused too), never following a
 * redirect; a 2xx answer is delivered, anything else failed with its reason.
 */
export function send(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions = {},
): Promise<Sent> {
  const target = new URL(url);
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const host = refusedLiteralHost(target, isAllowed);
  if (host)
    return Promise.resolve({
      delivered: false,
      responseStatus: null,
      error: `${host} is not a public address`,
    });
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(isAllowed),
        timeout: TIMEOUT_MS,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          resolve({
            delivered: status >= 200 && status < 300,
            responseStatus: status,
            error: status >= 200 && status < 300 ? null : `the receiver answered ${status}`,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} seconds`)));
    req.on('error', (error) => resolve({ delivered: false, responseStatus: null, error: error.message }));
    req.end(body);
  });
}
