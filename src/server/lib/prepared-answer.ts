import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { approximateBytes, ownBytes } from './caches';
import { encodingWeight } from './page-entry';

/**
 * A JSON answer serialized, tagged and compressed once, for the many readers who get the same bytes. The
 * bytes are made when first sent: a page rendered on the server reads `value` in process and never needs them.
 */
export interface PreparedAnswer {
  /** The answer itself, for the page renderer, which reads it in process (never to be changed). */
  readonly value: unknown;
  readonly json: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

/** The weak ETag of an answer's bytes; the public cache and prepared answers tag alike. */
export function weakEtag(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** Made to be kept: each buffer is its own allocation, so a cache charged its length holds no more. */
export function prepareAnswer(value: unknown): PreparedAnswer {
  let json: Buffer | undefined;
  let gzip: Buffer | undefined;
  let etag: string | undefined;
  const bytes = () => {
    json ??= ownBytes(Buffer.from(JSON.stringify(value)));
    return json;
  };
  return {
    value,
    get json() {
      return bytes();
    },
    get gzip() {
      gzip ??= ownBytes(gzipSync(bytes(), { level: 6 }));
      return gzip;
    },
    get etag() {
      etag ??= weakEtag(bytes());
      return etag;
    },
  };
}

/**
 * What a prepared answer holds in memory once its bytes are made, for a cache's byte budget, charged before
 * they are: the value, and as much again for its JSON and its gzip together (the JSON of an answer is no
 * larger than the estimate of its value, and its gzip a fraction of that), so the estimate errs high.
 */
export function preparedAnswerBytes(answer: PreparedAnswer): number {
  return 200 + 3 * approximateBytes(answer.value);
}

/**
 * Sends prepared bytes as they are: Fastify does not serialize a Buffer, the compression hook leaves an
 * answer that already has its encoding, and the ETag hook answers a matching revalidation with 304.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (encodingWeight(request.headers['accept-encoding'], 'gzip') > 0) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.json);
}
