import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READERS_PER_ADDRESS } from '../../src/server/app';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A limited route counted a signed-in caller by account only, so one address that signed in with many
// accounts got a fresh allowance with each. Signed-in callers now meet a per-address ceiling on every
// limited route too (READERS_PER_ADDRESS readers' worth), besides their own per-reader limit.

const ADDRESS = '198.51.100.20';
const CONTACT_PER_MINUTE = 5;

let t: TestApp;
let readers: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  readers = [];
  for (let n = 0; n < READERS_PER_ADDRESS + 2; n++) readers.push(await registerUser(t));
});
afterAll(() => t.close());

function contact(reader: TestUser, remoteAddress = ADDRESS): InjectOptions {
  return as(reader, {
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Ann', email: reader.email, topic: 'tip', message: 'A tip long enough to send.' },
  });
}

describe('per-address limits for signed-in callers', () => {
  it('still limits each reader on their own', async () => {
    const [reader] = readers;
    if (!reader) throw new Error('no reader');
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_PER_MINUTE; n++)
      statuses.push((await t.app.inject(contact(reader, '192.0.2.50'))).statusCode);
    expect(statuses.slice(0, CONTACT_PER_MINUTE).every((status) => status < 300)).toBe(true);
    expect(statuses[CONTACT_PER_MINUTE]).toBe(429);
  });

  it('stops one address that rotates through many accounts', async () => {
    // READERS_PER_ADDRESS readers use their whole allowance from one address: all of it is granted.
    const filling = readers.slice(1, READERS_PER_ADDRESS + 1);
    for (const reader of filling) {
      for (let n = 0; n < CONTACT_PER_MINUTE; n++) {
        const response = await t.app.inject(contact(reader));
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
    }
    // One more account, fresh and within its own limit, meets the address's ceiling.
    const another = readers[READERS_PER_ADDRESS + 1] as TestUser;
    const refused = await t.app.inject(contact(another));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
    });
  });

  it('leaves other addresses their own allowance', async () => {
    const another = readers[READERS_PER_ADDRESS + 1] as TestUser;
    expect((await t.app.inject(contact(another, '203.0.113.77'))).statusCode).toBeLessThan(300);
  });
});
