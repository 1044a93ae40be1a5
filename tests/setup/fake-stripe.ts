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

/** The metadata[…] fields of a form-encoded Stripe request. */
function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the part of the Stripe HTTP API Broadsheet uses (PaymentIntents; prices, customers
 * and subscriptions for renewals), so the real SDK can be tested without the network.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const prices = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const newIntent = (amount: number, metadata: Record<string, string>, email: string | null) => {
    const id = `pi_${randomBytes(8).toString('hex')}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      receipt_email: email,
    };
    intents.set(id, intent);
    return intent;
  };
  const refunds: { paymentIntent: string | null; amount: number }[] = [];
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
        return send(200, newIntent(Number(body.get('amount')), metadataOf(body), body.get('receipt_email')));
      }
      const renewal = handleRenewals(request.method ?? '', url, body);
      if (renewal) return send(renewal[0], renewal[1]);
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

  /** Prices by lookup key, customers, subscriptions whose first invoice is paid through a PaymentIntent. */
  function handleRenewals(method: string, url: URL, body: URLSearchParams): [number, unknown] | undefined {
    if (method === 'GET' && url.pathname === '/v1/prices') {
      const key = url.searchParams.get('lookup_keys[0]') ?? url.searchParams.get('lookup_keys[]');
      const found = [...prices.values()].filter((price) => price.lookup_key === key && price.active);
      return [200, { object: 'list', data: found, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && url.pathname === '/v1/prices') {
      const key = body.get('lookup_key');
      if (body.get('transfer_lookup_key') === 'true')
        for (const price of prices.values()) if (price.lookup_key === key) price.lookup_key = null;
      const price = {
        id: `price_${randomBytes(6).toString('hex')}`,
        object: 'price',
        active: true,
        currency: body.get('currency'),
        unit_amount: Number(body.get('unit_amount')),
        lookup_key: key,
        recurring: {
          interval: body.get('recurring[interval]'),
          interval_count: Number(body.get('recurring[interval_count]')),
        },
        product_name: body.get('product_data[name]'),
        metadata: metadataOf(body),
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: `cus_${randomBytes(6).toString('hex')}`,
        object: 'customer',
        email: body.get('email'),
      };
      return [200, customer];
    }
    if (method === 'POST' && url.pathname === '/v1/subscriptions') {
      const price = prices.get(body.get('items[0][price]') ?? '');
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
      const intent = newIntent(Number(price.unit_amount), {}, null);
      const subscription = {
        id: `sub_${randomBytes(6).toString('hex')}`,
        object: 'subscription',
        customer: body.get('customer'),
        price: price.id,
        items: {
          object: 'list',
          data: [{ id: `si_${randomBytes(6).toString('hex')}`, price: { id: price.id } }],
        },
        status: 'active',
        cancel_at_period_end: false,
        payment_behavior: body.get('payment_behavior'),
        metadata: metadataOf(body),
        latest_invoice: {
          id: `in_${randomBytes(6).toString('hex')}`,
          object: 'invoice',
          confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
        },
      };
      subscriptions.set(subscription.id, subscription);
      return [200, subscription];
    }
    const updateIntent = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    const intent = updateIntent?.[1] ? intents.get(updateIntent[1]) : undefined;
    if (method === 'POST' && intent) {
      intent.metadata = { ...intent.metadata, ...metadataOf(body) };
      return [200, intent];
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const refund = { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', status: 'succeeded' };
      refunds.push({ paymentIntent: body.get('payment_intent'), amount: Number(body.get('amount')) });
      return [200, refund];
    }
    // A renewal's invoice, paid by a PaymentIntent named after it.
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && invoice?.[1]) {
      const payment = {
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: `pi_of_${invoice[1]}` },
      };
      return [200, { id: invoice[1], object: 'invoice', payments: { object: 'list', data: [payment] } }];
    }
    const updateSubscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    const subscription = updateSubscription?.[1] ? subscriptions.get(updateSubscription[1]) : undefined;
    if (method === 'POST' && subscription) {
      if (body.has('cancel_at_period_end'))
        subscription.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
      // A changed price: the subscription's one item charges it from the next invoice.
      const price = body.get('items[0][price]');
      if (price) {
        subscription.price = price;
        subscription.items = {
          object: 'list',
          data: [{ id: body.get('items[0][id]'), price: { id: price } }],
        };
        subscription.proration_behavior = body.get('proration_behavior');
      }
      return [200, subscription];
    }
    if (method === 'GET' && subscription) return [200, subscription];
    // Cancelling at once, as a refund does; Stripe refuses a second cancel of the same subscription.
    if (method === 'DELETE' && subscription) {
      if (subscription.status === 'canceled')
        return [400, { error: { type: 'invalid_request_error', message: 'already canceled' } }];
      subscription.status = 'canceled';
      return [200, subscription];
    }
    return undefined;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    prices,
    subscriptions,
    requests,
    refunds,
    /** What Stripe does when the card is confirmed in the browser. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
