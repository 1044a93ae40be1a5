import { describe, expect, it } from 'vitest';
import { addressPlace } from './address-range';

describe('addressPlace', () => {
  it.each([
    ['203.0.113.45', '203.0.113.0/24'],
    ['8.8.8.8', '8.8.8.0/24'],
    ['172.32.0.9', '172.32.0.0/24'],
  ])('gives an IPv4 address as its /24: %s', (address, range) => {
    expect(addressPlace(address)).toEqual({ network: 'public', range });
  });

  it.each([
    ['2001:db8:abcd:12:3456:789a:bcde:f012', '2001:db8:abcd::/48'],
    ['2001:db8:abcd:12::', '2001:db8:abcd::/48'],
    ['2a00:1450:4001:0812:0000:0000:0000:200e', '2a00:1450:4001::/48'],
    ['2606:4700::1111', '2606:4700::/48'],
    ['2001:DB8:1:FFFF::1', '2001:db8:1::/48'],
  ])('gives an IPv6 address as its /48: %s', (address, range) => {
    expect(addressPlace(address)).toEqual({ network: 'public', range });
  });

  it.each([
    ['::ffff:198.51.100.7', '198.51.100.0/24'],
    ['::ffff:c633:6407', '198.51.100.0/24'],
    ['::FFFF:1.2.3.4', '1.2.3.0/24'],
  ])('gives an IPv4-mapped IPv6 address as the IPv4 /24: %s', (address, range) => {
    expect(addressPlace(address)).toEqual({ network: 'public', range });
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::', '::ffff:127.0.0.1'])(
    'names this computer: %s',
    (address) => {
      expect(addressPlace(address)).toEqual({ network: 'this-computer', range: null });
    },
  );

  it.each([
    '10.1.2.3',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:192.168.0.1',
  ])('names a private network: %s', (address) => {
    expect(addressPlace(address)).toEqual({ network: 'private', range: null });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'unknown',
    'localhost',
    '1.2.3',
    '1.2.3.256',
    '2001:db8::g',
    '::ffff:1.2.3',
  ])('knows no place for an empty or unreadable address: %j', (address) => {
    expect(addressPlace(address)).toEqual({ network: 'unknown', range: null });
  });

  it('never gives the address itself', () => {
    for (const address of ['203.0.113.45', '2001:db8:abcd:12:3456:789a:bcde:f012', '::ffff:198.51.100.7']) {
      expect(JSON.stringify(addressPlace(address))).not.toMatch(/\.45|3456|\.7\b/);
    }
  });
});
