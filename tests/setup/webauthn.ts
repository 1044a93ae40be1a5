import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey for API tests: it answers the identity library's WebAuthn options the way a browser's
 * platform authenticator does (attestation "none", an ES256 key), so tests go through the real checks of the
 * passkey plugin. The end-to-end walks use Chromium's own virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
}

/** The few CBOR items a credential needs: small integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  const parts: Buffer[] = [Buffer.from(head(5, value.size))];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');
const UP_UV = 0x01 | 0x04;
const ATTESTED = 0x40;

export interface SoftPasskey {
  id: string;
  /** Answers registration options (`generate-register-options`) with a new credential. */
  register(options: { challenge: string }): Record<string, unknown>;
  /** Answers sign-in options (`generate-authenticate-options`) with a signed assertion. */
  assert(options: { challenge: string }): Record<string, unknown>;
}

export function createSoftPasskey(rpID: string, origin: string): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let counter = 0;
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(String(jwk.x), 'base64url')],
    [-3, Buffer.from(String(jwk.y), 'base64url')],
  ]);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, extra: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, extra]);
  };
  const id = b64url(credentialId);

  return {
    id,
    register({ challenge }) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cbor(coseKey)]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(UP_UV | ATTESTED, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    assert({ challenge }) {
      counter += 1;
      const data = authData(UP_UV);
      const client = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey as KeyObject);
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
      };
    },
  };
}
