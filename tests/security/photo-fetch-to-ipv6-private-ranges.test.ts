import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/server/lib/public-address';

// The photo fetch refuses addresses that are not the public internet. Its list missed IPv6 ranges that
// reach private hosts: the old IPv4-compatible form (::10.0.0.1), the local-use NAT64 prefix
// (64:ff9b:1::/48, which a local translator maps to any IPv4 host), deprecated site-local fec0::/10,
// and the ranges kept for documentation (3fff::/20) and for segment routing (5f00::/16).

describe('photo addresses in IPv6 ranges that are not the public internet', () => {
  it.each([
    '::',
    '::1',
    '::a00:1', // ::10.0.0.1, IPv4-compatible
    '::7f00:1', // ::127.0.0.1
    '::ffff:7f00:1', // IPv4-mapped loopback
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254', // a cloud's metadata service
    '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
    '64:ff9b:1::a00:1', // local-use NAT64
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    'fec0::1', // site-local
    '2001:db8::1',
    '3fff::1', // documentation
    '5f00::1', // segment routing
    'ff02::1',
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4009:81e::200e', '8.8.8.8', '1.1.1.1'])(
    '%s, on the public internet, is allowed',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
