import { createHash } from 'node:crypto';

/**
 * The mailbox an address reaches, for the one-confirmation-mail-a-day guard only (never for delivery,
 * which goes to the address as typed): lower case, without a `+tag` in the local part, and for Gmail
 * without the dots it ignores (googlemail.com is gmail.com). Other providers' rules vary; these are the
 * common ones (docs/security.md#the-newsletters-links).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The mailbox as the guard's key holds it: a digest, so the key repeats no address. */
export const mailboxKey = (email: string) =>
  createHash('sha256').update(mailboxOf(email)).digest('base64url').slice(0, 22);
