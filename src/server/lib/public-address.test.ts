import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedLiteralHost } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('refusedLiteralHost', () => {
  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1'],
    ['https://[::1]:8443/hook', '::1'],
    ['https://[::ffff:10.0.0.1]/', '::ffff:a00:1'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
  ])('names the host of %s', (url, host) => {
    expect(refusedLiteralHost(new URL(url))).toBe(host);
  });

  it.each(['https://example.com/', 'https://8.8.8.8/', 'https://[2606:4700:4700::1111]/'])(
    'leaves %s to the lookup or lets it through',
    (url) => {
      expect(refusedLiteralHost(new URL(url))).toBeNull();
    },
  );

  it('asks the check it is given', () => {
    expect(refusedLiteralHost(new URL('https://127.0.0.1/'), () => true)).toBeNull();
  });
});
