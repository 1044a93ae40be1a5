import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { SessionPlace } from '@shared/schemas/sessions';

/**
 * Where a session was used from, as the profile's list of sessions shows it: never the address itself, only
 * its network (an IPv4 address by its /24, an IPv6 one by its /48: about a street, not a house), and plain
 * words for this computer and private networks, whose ranges mean nothing to a reader. Nothing is looked up
 * and no database of places is shipped: the range is worked out from the address alone.
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
// Addresses are stored as the site's limits see them (client-address.ts: IPv6 by its /64), so this
// computer's ::1 is stored as `::`, the first address of its /64; no real client has the address `::`.
LOOPBACK.addAddress('::', 'ipv6');

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** An IPv6 address in its shortest form (`::ffff:1.2.3.4` reads `::ffff:102:304`), by the URL parser. */
function compressed(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** The eight groups of an IPv6 address in its shortest form, as numbers. */
function groupsOf(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string | undefined) =>
    text ? text.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const front = part(head);
  const back = part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

function ipv4Place(address: string): SessionPlace {
  if (LOOPBACK.check(address, 'ipv4')) return { network: 'this-computer', range: null };
  if (PRIVATE.check(address, 'ipv4')) return { network: 'private', range: null };
  const [a, b, c] = address.split('.');
  return { network: 'public', range: `${a}.${b}.${c}.0/24` };
}

/** The place an address (as stored with a session: possibly empty) was used from. */
export function addressPlace(address: string | null | undefined): SessionPlace {
  const text = (address ?? '').trim();
  if (isIPv4(text)) return ipv4Place(text);
  // A zone (`fe80::1%eth0`) names this host's interface, not a place: it is dropped.
  const short = isIPv6(text) ? compressed(text.replace(/%.*$/, '')) : null;
  if (!short) return { network: 'unknown', range: null };
  const groups = groupsOf(short);
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is the IPv4 address it carries.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return ipv4Place(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  if (LOOPBACK.check(short, 'ipv6')) return { network: 'this-computer', range: null };
  if (PRIVATE.check(short, 'ipv6')) return { network: 'private', range: null };
  const network = compressed(
    `${groups
      .slice(0, 3)
      .map((group) => group.toString(16))
      .join(':')}::`,
  );
  return { network: 'public', range: `${network}/48` };
}
