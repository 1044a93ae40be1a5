import { createHmac } from 'node:crypto';

/**
 * An authenticator app, as RFC 6238 describes it and written apart from the identity library: the key from
 * an `otpauth:` address (RFC 4648 base32), an HMAC-SHA1 of the 30-second step, six digits.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function fromBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The key an `otpauth://totp/…?secret=…` address carries. */
export function keyOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return secret;
}

/** The code an app shows for `key` (base32) at `at`, `steps` steps later (negative: earlier). */
export function totpCode(key: string, at = Date.now(), steps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + steps));
  const digest = createHmac('sha1', fromBase32(key)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}
