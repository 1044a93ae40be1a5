import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@shared/paths';
import { z } from 'zod';

/**
 * The links of a change of address, read and made without the identity library (so the server loads none
 * of it to serve the undo link): what a confirmation link carries, and the old address's undo token.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the old address's "this was not me" link puts it back. */
export const UNDO_DAYS = 14;
/** Where the link mailed to the new address lands once it has made the change (or failed to). */
export const EMAIL_CHANGED_PAGE = `${paths.updateProfile}?email=changed`;

/** An address change as the identity library's signed link carries it (checked by the library itself). */
export interface AddressChange {
  userId: string;
  from: string;
  to: string;
}

const linkPayload = z.looseObject({
  email: z.string(),
  updateTo: z.string(),
  userId: z.string(),
  requestType: z.literal('change-email-verification'),
});

/**
 * The change a confirmation link makes, read from its token without checking the signature: only to know
 * what kind of link it is. The identity library checks the token before it changes anything.
 */
export function changeInLink(token: unknown): AddressChange | null {
  if (typeof token !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const parsed = linkPayload.safeParse(payload);
    if (!parsed.success) return null;
    return { userId: parsed.data.userId, from: parsed.data.email, to: parsed.data.updateTo };
  } catch {
    return null;
  }
}

const undoPayload = z.object({ u: z.string(), f: z.string(), t: z.string(), e: z.number() });

/**
 * The token of the old address's undo link: who, from which address to which, until when, signed with the
 * site's secret. It needs no row: it works while the account still has the address it was changed to.
 */
export function createUndoTokens(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`email-change-undo:${payload}`).digest('base64url');
  return {
    make({ userId, from, to }: AddressChange): string {
      const payload = Buffer.from(
        JSON.stringify({ u: userId, f: from, t: to, e: now() + UNDO_DAYS * DAY_MS }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The change the token undoes, or null when it is forged, damaged or out of date. */
    read(token: string): AddressChange | null {
      const [payload, mac, extra] = token.split('.');
      if (!payload || !mac || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const parsed = undoPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        if (!parsed.success || parsed.data.e < now()) return null;
        return { userId: parsed.data.u, from: parsed.data.f, to: parsed.data.t };
      } catch {
        return null;
      }
    },
  };
}
