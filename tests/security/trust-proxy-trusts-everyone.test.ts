import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config';

// TRUST_PROXY=0.0.0.0/1,128.0.0.0/1 (every IPv4 address, in two halves) was accepted, so any client could
// write its own address in X-Forwarded-For and step past every per-address limit; 0.0.0.0/0 passed the
// check and then crashed start-up with a stack trace. A list that trusts all or most of the address space
// is now refused at start-up with one line naming the variable.

const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-that-is-long-enough-1234567890' };

function problemsOf(value: string): string[] {
  try {
    loadConfig({ ...base, TRUST_PROXY: value });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('TRUST_PROXY that trusts everyone, or most of everyone', () => {
  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1,128.0.0.0/1',
    '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2',
    '10.0.0.0/7',
    '::/0',
    '::/1,8000::/1',
    '2000::/3',
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/97',
    '::/64',
    '127.0.0.1, 0.0.0.0/0',
  ])('refuses %s with one line naming the variable', (value) => {
    const problems = problemsOf(value);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY trusts .*most of the address space/);
    expect(problems[0]).not.toMatch(/\n|\bat .*\.ts:\d+/);
  });

  it('refuses many narrow ranges that together cover most addresses', () => {
    const everyEighth = Array.from({ length: 32 }, (_, index) => `${index * 8}.0.0.0/8`).join(',');
    const [problem] = problemsOf(everyEighth);
    expect(problem).toMatch(/^TRUST_PROXY trusts too much of the address space together/);
    const manyIpv6 = Array.from({ length: 40 }, (_, index) => `2a0${index % 10}:${index}::/28`).join(',');
    expect(problemsOf(manyIpv6)[0]).toMatch(/^TRUST_PROXY trusts too much/);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    ['fc00::/7,fe80::/10', ['fc00::/7', 'fe80::/10']],
    ['10.0.0.0/8,172.16.0.0/12,192.168.0.0/16', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']],
    // A content network's published ranges.
    [
      '173.245.48.0/20,103.21.244.0/22,104.16.0.0/13,2400:cb00::/32,2a06:98c0::/29',
      ['173.245.48.0/20', '103.21.244.0/22', '104.16.0.0/13', '2400:cb00::/32', '2a06:98c0::/29'],
    ],
  ])('accepts the proxies of a real deployment: %s', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
