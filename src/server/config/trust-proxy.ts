import { isIP } from 'node:net';

// TRUST_PROXY: which peers may tell the client's address (docs/security.md#behind-a-proxy).

/** Names proxy-addr knows for the private ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * How much of the address space a TRUST_PROXY list may trust (docs/security.md#behind-a-proxy): a list that
 * trusts most addresses believes what nearly any client writes in X-Forwarded-For. Each IPv4 range is a /8
 * or narrower and together at most four /8s; each IPv6 range a /28 or narrower and together at most a /24's
 * worth, private ranges (fc00::/7, fe80::/10) aside; an IPv4-mapped IPv6 range counts as the IPv4 range it
 * maps.
 */
const WIDEST_IPV4_PREFIX = 8;
const MOST_IPV4_ADDRESSES = 4 * 2 ** 24;
const WIDEST_IPV6_PREFIX = 28;
const MOST_IPV6_ADDRESSES = 2n ** 104n;

function ipv6Bits(address: string): bigint {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

/** The problem with a list of proxy addresses that trusts too much of the address space, if any. */
function trustsTooMuch(entries: string[]): string | null {
  let ipv4 = 0;
  let ipv6 = 0n;
  const tooWide = (entry: string) =>
    `trusts ${JSON.stringify(entry)}, which is most of the address space: any client could then choose its own address; name your proxies' own addresses or ranges (at most a /${WIDEST_IPV4_PREFIX} for IPv4, a /${WIDEST_IPV6_PREFIX} for IPv6)`;
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = '', written] = entry.split('/');
    const version = isIP(address);
    const prefix = written === undefined ? (version === 4 ? 32 : 128) : Number(written);
    let ipv4Prefix: number | null = version === 4 ? prefix : null;
    if (version === 6) {
      const bits = ipv6Bits(address);
      const MAPPED = 0xffffn << 32n;
      const shift = BigInt(128 - Math.min(prefix, 96));
      // A range that reaches into ::ffff:0:0/96 trusts IPv4 clients: as much of it as it covers.
      if (bits >> shift === MAPPED >> shift) ipv4Prefix = Math.max(0, prefix - 96);
      else {
        const isPrivate =
          (prefix >= 7 && bits >> 121n === 0x7en) || (prefix >= 10 && bits >> 118n === 0x3fan);
        if (isPrivate) continue;
        if (prefix < WIDEST_IPV6_PREFIX) return tooWide(entry);
        ipv6 += 2n ** BigInt(128 - prefix);
      }
    }
    if (ipv4Prefix !== null) {
      if (ipv4Prefix < WIDEST_IPV4_PREFIX) return tooWide(entry);
      ipv4 += 2 ** (32 - ipv4Prefix);
    }
  }
  if (ipv4 > MOST_IPV4_ADDRESSES || ipv6 > MOST_IPV6_ADDRESSES)
    return `trusts too much of the address space together (${ipv4 > MOST_IPV4_ADDRESSES ? 'more than four /8s of IPv4' : 'more than a /24 of IPv6'}): any client could then choose its own address; name your proxies' own addresses or ranges`;
  return null;
}

const TRUST_PROXY_CHOICES =
  "set it to false (no proxy), to the number of proxies in front of Broadsheet (e.g. 1), or to the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1)";

/**
 * Which peers may tell the client's address through X-Forwarded-For: nobody (false), the nearest N hops,
 * or the listed addresses and ranges. A problem is returned as a string.
 */
export function parseTrustProxy(value: string): false | number | string[] | string {
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0') return false;
  if (lower === 'true')
    return `must not be true: that believes the X-Forwarded-For any client sends, so every per-address limit could be dodged; ${TRUST_PROXY_CHOICES}`;
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    return hops <= 10 ? hops : `must be at most 10 proxies; ${TRUST_PROXY_CHOICES}`;
  }
  const entries = lower
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0)
    return `has ${bad.map((entry) => JSON.stringify(entry)).join(', ') || 'no addresses'}, which is not an IP address or CIDR range; ${TRUST_PROXY_CHOICES}`;
  return trustsTooMuch(entries) ?? entries;
}
