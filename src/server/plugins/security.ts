import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Extra script/frame/connect sources, e.g. Stripe.js on the payment page in Stripe mode. */
  extraScriptSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
  upgradeInsecureRequests?: boolean;
  /** Origins whose frames may ask for a payment (Stripe.js, in Stripe mode), besides the site. */
  paymentOrigins?: string[];
}

/** A year: the usual lifetime of Strict-Transport-Security. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What the site's pages may use of the browser: no camera, microphone, location, USB or interest
 * tracking; payments only from the site and the card form's own frames.
 */
export function permissionsPolicy(paymentOrigins: string[] = []): string {
  const payment = ['self', ...paymentOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=(${payment})`,
  ].join(', ');
}

/** Security headers with a Content-Security-Policy that allows no inline script. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraScriptSrc ?? [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'blob:', ...(options.extraConnectSrc ?? [])],
        frameSrc: ["'self'", ...(options.extraFrameSrc ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        ...(options.upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same rule as the policy's frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    // Sent below, when the site is served over https.
    strictTransportSecurity: false,
  });
  const permissions = permissionsPolicy(options.paymentOrigins);
  // On the request, like the headers above: a page the public cache keeps carries them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissions);
    // Over https: the site's own address says so, or the request came so (through a trusted proxy's
    // X-Forwarded-Proto, under TRUST_PROXY).
    if (options.upgradeInsecureRequests || request.protocol === 'https')
      reply.header('strict-transport-security', HSTS);
  });
});
