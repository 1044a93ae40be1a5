import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile } from './media.repository';
import { AVATAR_WIDTHS, fetchRemotePhoto, RemotePhotoError, rehostPhoto } from './remote-photo';

describe('fetchRemotePhoto refuses before connecting', () => {
  it.each([
    ['http://example.com/me.png', 'only https'],
    ['https://user:secret@example.com/me.png', 'credentials'],
    ['https://127.0.0.1/me.png', 'not a public address'],
    ['https://[::1]/me.png', 'not a public address'],
    ['https://169.254.169.254/latest/meta-data', 'not a public address'],
    ['javascript:alert(1)', 'only https'],
    ['nonsense', 'not an address'],
  ])('%s', async (address, reason) => {
    await expect(fetchRemotePhoto(address)).rejects.toThrow(reason);
  });

  it('a name that resolves to this machine', async () => {
    await expect(fetchRemotePhoto('https://localhost:9/me.png')).rejects.toThrow('not a public address');
  });
});

/** A local https server (certificate for `localhost`, made with openssl) standing in for a photo host. */
describe('fetchRemotePhoto against a photo host', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'broadsheet-photo-'));
  let server: Server;
  let base = '';
  let ca: Buffer;
  let png: Buffer;
  // Tests widen the address check to this machine; production never does.
  const loopback = { isAllowedAddress: (address: string) => address === '127.0.0.1' || address === '::1' };

  beforeAll(async () => {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    ca = readFileSync(path.join(dir, 'cert.pem'));
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    server = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: ca }, (request, response) => {
      const { pathname } = new URL(request.url ?? '/', 'https://localhost');
      if (pathname === '/me.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (pathname === '/huge') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.alloc(2 * 1024 * 1024));
      }
      if (pathname === '/slow') return; // never answers
      if (pathname === '/to-http')
        return response.writeHead(302, { location: 'http://localhost/me.png' }).end();
      if (pathname === '/to-metadata') {
        return response.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data' }).end();
      }
      if (pathname === '/to-photo') return response.writeHead(301, { location: '/me.png' }).end();
      if (pathname === '/loop') return response.writeHead(302, { location: '/loop' }).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://localhost:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the picture, following a redirect on the same host', async () => {
    expect((await fetchRemotePhoto(`${base}/me.png`, { ...loopback, ca })).equals(png)).toBe(true);
    expect((await fetchRemotePhoto(`${base}/to-photo`, { ...loopback, ca })).equals(png)).toBe(true);
  });

  it('refuses this machine unless told otherwise', async () => {
    await expect(fetchRemotePhoto(`${base}/me.png`, { ca })).rejects.toThrow('not a public address');
  });

  it('stops reading past the size limit', async () => {
    await expect(
      fetchRemotePhoto(`${base}/huge`, { ...loopback, ca, limits: { maxBytes: 1024 * 1024 } }),
    ).rejects.toThrow('too large');
  });

  it('gives up on a host that does not answer in time', async () => {
    await expect(
      fetchRemotePhoto(`${base}/slow`, { ...loopback, ca, limits: { timeoutMs: 300 } }),
    ).rejects.toThrow('took too long');
  });

  it('refuses redirects to http:, to private addresses, and endless ones', async () => {
    await expect(fetchRemotePhoto(`${base}/to-http`, { ...loopback, ca })).rejects.toThrow('only https');
    await expect(fetchRemotePhoto(`${base}/to-metadata`, { ...loopback, ca })).rejects.toThrow(
      'not a public address',
    );
    await expect(fetchRemotePhoto(`${base}/loop`, { ...loopback, ca })).rejects.toThrow('too many redirects');
  });

  it('answers a missing picture with an error, not a picture', async () => {
    await expect(fetchRemotePhoto(`${base}/gone.png`, { ...loopback, ca })).rejects.toBeInstanceOf(
      RemotePhotoError,
    );
  });

  it('keeps the photo as our own square avatar at every avatar size', async () => {
    const saved: MediaFile[] = [];
    const store = {
      existing: async () => new Set<string>(),
      saveAll: async (files: readonly MediaFile[]) => {
        saved.push(...files);
      },
    };
    const url = await rehostPhoto(store, `${base}/me.png`, { ...loopback, ca });
    expect(url).toMatch(/^\/media\/[0-9a-f]{16}-256\.webp$/);
    expect(saved.map((file) => file.name.split('-')[1])).toEqual(AVATAR_WIDTHS.map((w) => `${w}.webp`));
    for (const file of saved) {
      const { width, height, format } = await sharp(file.bytes).metadata();
      expect(format).toBe('webp');
      expect(width).toBe(height);
    }
  });
});
