import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, someAddress, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A photo given as an `https:` address is downloaded and decoded by the server. Nothing limited how often
// a reader or an address could ask for one, nor how many ran at once: one account looping over
// PATCH /api/me raised the server's memory by half a gigabyte. Each request naming a photo elsewhere now
// counts against the reader's and the address's hourly limits (429), fetches run a few at a time behind a
// bounded queue, and a request arriving while the queue is full is refused (503) before anything is written.

const photoElsewhere = (n: number) => `https://127.0.0.1/photo-${n}.png`;

const patchMe = (reader: TestUser, photo: string, remoteAddress = someAddress()): InjectOptions => ({
  method: 'PATCH',
  url: '/api/me',
  remoteAddress,
  headers: { authorization: `Bearer ${reader.token}` },
  payload: { name: 'Photo Reader', photo },
});

describe('one reader giving photo addresses again and again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused past five an hour, from any address, whichever endpoint they use', async () => {
    const reader = await registerUser(t);
    for (let n = 0; n < 4; n++) {
      const response = await t.app.inject(patchMe(reader, photoElsewhere(n)));
      expect(response.statusCode, response.body).toBe(200);
    }
    // The identity library's profile update is the same door.
    const viaLibrary = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      remoteAddress: someAddress(),
      headers: { cookie: reader.cookie },
      payload: { image: photoElsewhere(4) },
    });
    expect(viaLibrary.statusCode, viaLibrary.body).toBe(200);
    for (const request of [
      patchMe(reader, photoElsewhere(5)),
      {
        method: 'POST' as const,
        url: '/api/auth/update-user',
        remoteAddress: someAddress(),
        headers: { cookie: reader.cookie },
        payload: { image: photoElsewhere(6) },
      },
    ]) {
      const refused = await t.app.inject(request);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Too many photos from other sites\. Please wait \d+ minutes/);
    }
    // A photo of our own is no fetch, and not limited.
    const own = await t.app.inject(patchMe(reader, '/media/0123456789abcdef-256.webp'));
    expect(own.statusCode).toBe(200);
    await t.app.userPhotos.settled();
  });
});

describe('one address giving photo addresses through many accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { remotePhoto: { fetchLimits: { perAddress: 6, perReader: 100 } } });
  });
  afterAll(() => t.close());

  it('is refused past its hourly limit, sign-ups with a photo included', async () => {
    const ADDRESS = '198.51.100.61';
    for (let n = 0; n < 3; n++) {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: ADDRESS,
        payload: {
          name: 'Flood',
          email: `flood-${n}@example.test`,
          password: 'Tern#Harbour7',
          image: photoElsewhere(n),
        },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
    }
    const readers = [await registerUser(t), await registerUser(t)];
    for (const [index, reader] of readers.entries()) {
      for (let n = 0; n < 2 - index; n++) {
        const response = await t.app.inject(patchMe(reader, photoElsewhere(10 + n), ADDRESS));
        expect(response.statusCode, response.body).toBe(200);
      }
    }
    const refusedSignUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: ADDRESS,
      payload: {
        name: 'Flood',
        email: 'flood-x@example.test',
        password: 'Tern#Harbour7',
        image: photoElsewhere(99),
      },
    });
    expect(refusedSignUp.statusCode).toBe(429);
    const refused = await t.app.inject(patchMe(readers[1] as TestUser, photoElsewhere(98), ADDRESS));
    expect(refused.statusCode).toBe(429);
    // Another address is another client.
    const elsewhere = await t.app.inject(patchMe(readers[1] as TestUser, photoElsewhere(97)));
    expect(elsewhere.statusCode).toBe(200);
    await t.app.userPhotos.settled();
  });
});

describe('more photo fetches at once than the server takes on', () => {
  let t: TestApp;
  let host: Server;
  const sockets = new Set<Socket>();
  let port = 0;
  let holding = true;
  beforeAll(async () => {
    // A photo host that accepts connections and never answers while holding: every fetch stays under way.
    host = createServer((socket) => {
      if (!holding) return socket.destroy();
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => host.listen(0, resolve));
    port = (host.address() as AddressInfo).port;
    t = await createTestApp(
      {},
      {
        remotePhoto: {
          isAllowedAddress: () => true,
          limits: { timeoutMs: 60_000 },
          fetchLimits: { concurrent: 1, queued: 1 },
        },
      },
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    host.close();
    await t.close();
  });

  it('refuses with 503 and a clear message once the queue is full, and writes nothing', async () => {
    const readers = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const photo = `https://localhost:${port}/slow.png`;
    const first = await t.app.inject(patchMe(readers[0] as TestUser, photo));
    const second = await t.app.inject(patchMe(readers[1] as TestUser, photo));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await t.app.inject({
      ...patchMe(readers[2] as TestUser, photo),
      payload: { photo, name: 'Renamed While Busy' },
    });
    expect(third.statusCode).toBe(503);
    expect(third.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Photos from other sites are being fetched for many readers just now. Please try again in a minute, or upload the photo instead.',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${(readers[2] as TestUser).token}` },
    });
    expect(me.json().name).not.toBe('Renamed While Busy');
    // Once the fetches under way end, a place is free again.
    holding = false;
    for (const socket of sockets) socket.destroy();
    await t.app.userPhotos.settled();
    const later = await t.app.inject(patchMe(readers[2] as TestUser, photo));
    expect(later.statusCode).toBe(200);
    for (const socket of sockets) socket.destroy();
  });
});
