import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config';
import { createTestApp } from '../setup/test-app';

// TRUST_PROXY=true believed any X-Forwarded-For a client sent, so every per-address limit could be dodged
// by writing a new address in each request. TRUST_PROXY now takes a hop count or the proxies' addresses,
// `true` is refused, and only the address the trusted proxy saw counts.

const base = { DATA_DIR: '/tmp/broadsheet-config-test', AUTH_SECRET: 'x'.repeat(40) };
const PROXY = '10.0.0.2';
const CLIENT = '198.51.100.7';

function contact(n: number) {
  return { name: 'Ann', email: `ann${n}@example.test`, topic: 'tip', message: 'A tip long enough to send.' };
}

describe('forged X-Forwarded-For', () => {
  it('refuses TRUST_PROXY=true and explains the choices', () => {
    let problems: string[] = [];
    try {
      loadConfig({ ...base, TRUST_PROXY: 'true' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY must not be true/);
    expect(problems[0]).toMatch(/number of proxies/);
    expect(problems[0]).toMatch(/CIDR|addresses/);
  });

  it('reads hop counts and address lists, and refuses what is neither', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/8/9', '11']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  for (const trustProxy of ['1', `${PROXY},127.0.0.1`, '10.0.0.0/8']) {
    it(`counts the address the proxy saw, whatever the client wrote before it (TRUST_PROXY=${trustProxy})`, async () => {
      const t = await createTestApp({ TRUST_PROXY: trustProxy });
      try {
        // The contact form allows 5 messages a minute per address; each request forges a new first address.
        const statuses: number[] = [];
        for (let n = 0; n < 7; n++) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            remoteAddress: PROXY,
            headers: { 'x-forwarded-for': `203.0.113.${n}, ${CLIENT}` },
            payload: contact(n),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.slice(0, 5).every((status) => status === 201 || status === 200)).toBe(true);
        expect(statuses.slice(5)).toEqual([429, 429]);
        // Another client behind the same proxy is not affected.
        const other = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': '198.51.100.99' },
          payload: contact(99),
        });
        expect(other.statusCode).toBeLessThan(300);
      } finally {
        await t.close();
      }
    });
  }

  it('believes no X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: CLIENT,
          headers: { 'x-forwarded-for': `203.0.113.${n}` },
          payload: contact(n),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[5]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('limits sign-in attempts per address through a proxy, however the header is forged', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', SIGNIN_LIMIT_PER_ADDRESS: '3' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `203.0.113.${n}, ${CLIENT}`, origin: t.config.publicUrl },
          payload: { email: `nobody${n}@example.test`, password: 'Wrong#pass1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });
});
