import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shared/ids';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

const sign = (secret: string, id: string, expires: string) =>
  createHmac('sha256', secret).update(`newsletter-confirm\u0000${id}\u0000${expires}`).digest('base64url');

/**
 * The token of a confirmation link: the subscriber's id, when the link stops working, and an HMAC of both
 * under the site's secret, so nobody makes one for an address they do not read.
 */
export function confirmToken(secret: string, id: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000 + CONFIRM_LINK_DAYS * 86_400).toString(36);
  return `${id}.${expires}.${sign(secret, id, expires)}`;
}

export type ConfirmTokenReading = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** What a confirmation token says, if its signature holds; an expired one is told apart from a forged one. */
export function readConfirmToken(secret: string, token: string, now = Date.now()): ConfirmTokenReading {
  const [id, expires, signature, ...rest] = token.split('.');
  if (!id || !expires || !signature || rest.length > 0 || !isUuid(id) || !/^[0-9a-z]{1,10}$/.test(expires))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, id, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (Number.parseInt(expires, 36) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}
