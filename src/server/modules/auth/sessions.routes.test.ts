import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, signIn, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Another sign-in of the same reader, from a browser named by its user agent (and an address): its token. */
async function otherDevice(reader: TestUser, userAgent: string, remoteAddress?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'user-agent': userAgent },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { email: reader.email, password: reader.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const list = (reader: TestUser) => t.app.inject(as(reader, { method: 'GET', url: '/api/me/sessions' }));

describe('the reader’s sessions', () => {
  it('lists the reader’s own sessions, this one marked, by browser and system, without tokens', async () => {
    const reader = await registerUser(t);
    const stranger = await registerUser(t);
    await otherDevice(reader, FIREFOX);
    await otherDevice(reader, IPHONE);
    const response = await list(reader);
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as { device: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.map((row) => row.device)).toEqual(
      expect.arrayContaining(['Firefox on Windows', 'Safari on iPhone']),
    );
    expect(sessions.filter((row) => row.current)).toHaveLength(1);
    expect(response.body).not.toContain(reader.token);
    expect((await list(stranger)).json()).toHaveLength(1);
  });

  it('says where each session signed in from by address range, never by its address', async () => {
    const reader = await registerUser(t);
    await otherDevice(reader, FIREFOX, '203.0.113.45');
    await otherDevice(reader, IPHONE, '2001:db8:abcd:12:3456:789a:bcde:f012');
    await otherDevice(reader, IPHONE, '::ffff:198.51.100.7');
    await otherDevice(reader, FIREFOX, '192.168.1.20');
    await otherDevice(reader, FIREFOX, '127.0.0.1');
    const response = await list(reader);
    expect(response.statusCode).toBe(200);
    const places = (response.json() as { place: unknown }[]).map((row) => row.place);
    // The sixth is this one, signed up from a private address (tests/setup/auth.ts).
    expect(places).toHaveLength(6);
    expect(places).toEqual(
      expect.arrayContaining([
        { network: 'public', range: '203.0.113.0/24' },
        { network: 'public', range: '2001:db8:abcd::/48' },
        { network: 'public', range: '198.51.100.0/24' },
        { network: 'private', range: null },
        { network: 'this-computer', range: null },
      ]),
    );
    for (const address of ['203.0.113.45', '2001:db8:abcd:12', '198.51.100.7', '192.168.1.20', '127.0.0.1'])
      expect(response.body).not.toContain(address);
    expect(response.body).not.toMatch(/ipAddress/i);
  });

  it('signs out one other session at once, and then all the others, never this one', async () => {
    const reader = await registerUser(t);
    const firefox = await otherDevice(reader, FIREFOX);
    const iphone = await otherDevice(reader, IPHONE);
    const sessions = (await list(reader)).json() as { id: string; device: string; current: boolean }[];
    const target = sessions.find((row) => row.device === 'Firefox on Windows');
    if (!target) throw new Error('no Firefox session listed');

    const ended = await t.app.inject(as(reader, { method: 'DELETE', url: `/api/me/sessions/${target.id}` }));
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ deletedCount: 1 });
    expect((await me(firefox)).statusCode).toBe(401);
    expect((await me(iphone)).statusCode).toBe(200);

    const rest = await t.app.inject(as(reader, { method: 'POST', url: '/api/me/sessions/end-others' }));
    expect(rest.json()).toEqual({ deletedCount: 1 });
    expect((await me(iphone)).statusCode).toBe(401);
    expect((await me(reader.token)).statusCode).toBe(200);
    expect((await list(reader)).json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it('refuses to end this session, another reader’s, or one that is not an id', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    await signIn(t.app, other.email, other.password);
    const [own] = (await list(reader)).json() as { id: string }[];
    const theirs = ((await list(other)).json() as { id: string; current: boolean }[]).find(
      (row) => !row.current,
    );

    const self = await t.app.inject(as(reader, { method: 'DELETE', url: `/api/me/sessions/${own?.id}` }));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'This is the session you are using: sign out instead.' });
    const stranger = await t.app.inject(
      as(reader, { method: 'DELETE', url: `/api/me/sessions/${theirs?.id}` }),
    );
    expect(stranger.statusCode).toBe(404);
    expect((await list(other)).json()).toHaveLength(2);
    const bad = await t.app.inject(as(reader, { method: 'DELETE', url: '/api/me/sessions/not-an-id' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('never answers session tokens through the identity library’s own session list', async () => {
    const reader = await registerUser(t);
    await otherDevice(reader, FIREFOX);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(reader.token);
  });

  it('answers the identity library’s session check without the address it was signed in from', async () => {
    const reader = await registerUser(t);
    const token = await otherDevice(reader, FIREFOX, '203.0.113.45');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '203.0.113.45',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: reader.id }, session: { userId: reader.id } });
    expect(response.body).not.toContain('203.0.113.45');
    expect(response.body).not.toMatch(/ipAddress/i);
  });

  it('refuses a visitor', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/sessions'],
      ['DELETE', `/api/me/sessions/${crypto.randomUUID()}`],
      ['POST', '/api/me/sessions/end-others'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
