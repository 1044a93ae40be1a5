import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { approximateBytes, ownBytes } from './caches';
import { encodingWeight } from './page-entry';

/** A JSON answer serialized, tagged and compressed once, for the many readers who get the same bytes. */
export interface PreparedAnswer {
  /** The answer itself, for the page renderer, which reads it in process (never to be changed). */
  value: unknown;
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The weak ETag of an answer's bytes; the public cache and prepared answers tag alike. */
export function weakEtag(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** Made to be kept: each buffer is its own allocation, so a cache charged its length holds no more. */
export function prepareAnswer(value: unknown): PreparedAnswer {
  const json = ownBytes(Buffer.from(JSON.stringify(value)));
  return { value, json, gzip: ownBytes(gzipSync(json, { level: 6 })), etag: weakEtag(json) };
}

/** What a prepared answer holds in memory, for a cache's byte budget. */
export function preparedAnswerBytes(answer: PreparedAnswer): number {
  return 200 + approximateBytes(answer.value) + answer.json.length + answer.gzip.length + answer.etag.length;
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
