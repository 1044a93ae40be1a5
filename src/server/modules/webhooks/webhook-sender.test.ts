import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signature } from './webhook-sender';

let receiver: Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  receiver = createServer((_request, response) => {
    hits += 1;
    response.statusCode = 302;
    response.setHeader('location', 'http://169.254.169.254/latest/meta-data');
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('webhook deliveries', () => {
  it('never reach this machine or a private network, by address or by a name that resolves there', async () => {
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::1]:${port}/`]) {
      const sent = await send(url, {}, '{}');
      expect(sent, url).toMatchObject({ delivered: false, responseStatus: null });
      expect(sent.error, url).toMatch(/not a public address/);
    }
    expect(hits).toBe(0);
  });

  it('do not follow a redirect: it is a failed delivery', async () => {
    const sent = await send(`http://127.0.0.1:${port}/`, {}, '{}', { isAllowedAddress: () => true });
    expect(sent).toEqual({ delivered: false, responseStatus: 302, error: 'the receiver answered 302' });
    expect(hits).toBe(1);
  });

  it('are signed over the timestamp and the body', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const header = signature('whsec_test', '{"a":1}', at);
    const expected = createHmac('sha256', 'whsec_test').update('1795860000.{"a":1}').digest('hex');
    expect(header).toBe(`t=1795860000,v1=${expected}`);
  });
});
