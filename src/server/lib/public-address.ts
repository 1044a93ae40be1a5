import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may connect on a reader's or an admin's word (a photo's address, a webhook's): the
 * public internet only, never this host, a private network or a link-local address (docs/security.md#photos).
 * A name is checked on the addresses it resolves to, at the moment of connecting (`guardedLookup`); an
 * address written as such is never looked up, so it is checked before (`refusedLiteralHost`).
 */

/** Addresses that are not the public internet: this host, private networks, link-local, and the like. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the old IPv4-compatible addresses (::a.b.c.d).
  ['::', 96],
  // IPv4 through NAT64 (the well-known prefix and the local-use one): the IPv4 host could be anything.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet (anything else is refused before a connection is made). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  // An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`): no public host needs one.
  if (/^::ffff:/i.test(new URL(`http://[${address}]/`).hostname.slice(1, -1))) return false;
  return !NOT_PUBLIC.check(address, 'ipv6');
}

/**
 * A lookup that refuses, at the moment of connecting, any address that is not allowed: the address checked
 * is the address used, so a name that resolves differently the second time changes nothing.
 */
export function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = (addresses as unknown as LookupAddress[]).filter((entry) => isAllowed(entry.address));
      const first = list[0];
      if (!first) {
        return callback(new Error(`${hostname} is not a public address`), '', 4);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (error: null, list: LookupAddress[]) => void)(null, list);
      }
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The host of an address written as an IP (`https://10.0.0.1/`, `https://[::1]/`) that may not be connected
 * to, or null: a name, or an allowed address.
 */
export function refusedLiteralHost(url: URL, isAllowed: (address: string) => boolean = isPublicAddress) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && !isAllowed(host) ? host : null;
}
