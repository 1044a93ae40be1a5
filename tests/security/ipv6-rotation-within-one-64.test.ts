import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// One subscriber line holds a whole IPv6 /64. The per-address limit on all sign-in attempts keyed the
// full address, so a client stepping through its /64 met a fresh allowance with every address. One
// function now says who the client is (an IPv6 address by its /64) and every limiter key uses it: the
// sign-in limits, the identity library's own, and every route's.

/** The n-th address of one /64, spelled in the different ways a client could write it. */
const inOne64 = (n: number) =>
  [`2001:db8:7:9::${n.toString(16)}`, `2001:db8:7:9:ffff:0:${n.toString(16)}:1`, `2001:DB8:7:9:1:2:3:${n}`][
    n % 3
  ] as string;
const ELSEWHERE = '2001:db8:7:a::1';

const signIn = (email: string, password: string, remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  remoteAddress,
  payload: { email, password },
});

describe('addresses of one IPv6 /64 share the limit on all sign-in attempts', () => {
  const PER_ADDRESS = 4;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_LIMIT_PER_ADDRESS: String(PER_ADDRESS) });
  });
  afterAll(() => t.close());

  it('refuses the attempt past the limit from another address of the same /64', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= PER_ADDRESS + 2; n++) {
      const response = await t.app.inject(signIn(`nobody-${n}@example.test`, 'Wrong#123', inOne64(n)));
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429]);
    // The next /64 is another client.
    const other = await t.app.inject(signIn('someone@example.test', 'Wrong#123', ELSEWHERE));
    expect(other.statusCode).toBe(401);
  });
});

describe('addresses of one IPv6 /64 share the limit of one account from one address', () => {
  const PER_PAIR = 3;
  let t: TestApp;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_LIMIT_PER_ADDRESS: '1000', SIGNIN_LIMIT_PER_PAIR: String(PER_PAIR) });
    reader = await registerUser(t);
  });
  afterAll(() => t.close());

  it('refuses even the right password once the /64 has spent its wrong guesses', async () => {
    for (let n = 1; n <= PER_PAIR; n++)
      expect((await t.app.inject(signIn(reader.email, 'Wrong#123', inOne64(n)))).statusCode).toBe(401);
    const refused = await t.app.inject(signIn(reader.email, reader.password, inOne64(PER_PAIR + 1)));
    expect(refused.statusCode).toBe(429);
    // The owner, elsewhere, still gets in.
    const owner = await t.app.inject(signIn(reader.email, reader.password, ELSEWHERE));
    expect(owner.statusCode).toBe(200);
  });
});

describe('addresses of one IPv6 /64 share the identity library’s limits', () => {
  const SIGN_UPS = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_LIMIT_PER_ADDRESS: String(SIGN_UPS) });
  });
  afterAll(() => t.close());

  it('refuses the sign-up past the limit from another address of the same /64', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= SIGN_UPS + 1; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: inOne64(n),
        payload: { name: 'Rotor', email: `rotor-${n}@example.test`, password: 'Tern#Harbour7' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, SIGN_UPS).every((status) => status === 200)).toBe(true);
    expect(statuses[SIGN_UPS]).toBe(429);
  });
});

describe('addresses of one IPv6 /64 share every route’s limit', () => {
  const CONTACT_PER_MINUTE = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const contact = (remoteAddress: string, reader: TestUser | null = null): InjectOptions =>
    as(reader, {
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      payload: {
        name: 'Ann',
        email: 'ann@example.test',
        topic: 'tip',
        message: 'A tip long enough to send.',
      },
    });

  it('counts visitors of one /64 as one', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= CONTACT_PER_MINUTE + 1; n++)
      statuses.push((await t.app.inject(contact(inOne64(n)))).statusCode);
    expect(statuses.slice(0, CONTACT_PER_MINUTE).every((status) => status < 300)).toBe(true);
    expect(statuses[CONTACT_PER_MINUTE]).toBe(429);
    expect((await t.app.inject(contact(ELSEWHERE))).statusCode).toBeLessThan(300);
  });
});
