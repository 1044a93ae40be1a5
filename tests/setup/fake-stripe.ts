import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

/**
 * A local stand-in for the part of the Stripe HTTP API Broadsheet uses (create and retrieve
 * PaymentIntents), so the real SDK can be tested without the network.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const requests: { method: string; path: string; body: URLSearchParams; auth: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = new URLSearchParams(raw);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        body,
        auth: request.headers.authorization,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of body) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          receipt_email: body.get('receipt_email'),
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        if (!intent) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${retrieve[1]}'`,
            },
          });
        }
        return send(200, intent);
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** What Stripe does when the card is confirmed in the browser. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
