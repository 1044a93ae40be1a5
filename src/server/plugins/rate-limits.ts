import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { clientAddress } from '../lib/client-address';
import { errorBody } from '../lib/error-answer';
import { AppError } from '../lib/errors';

/**
 * How many readers' worth of a limited route one address may use when its callers are signed in: each
 * reader keeps their own limit, and an address that signs in with many accounts still meets a ceiling.
 */
export const READERS_PER_ADDRESS = 10;

/**
 * Rate limits of the routes that declare one (`config.rateLimit`), shared through Redis when there is one
 * (docs/security.md#canonical-paths-and-rate-limits).
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: { redis: Redis | null }) => {
  const { redis } = options;
  await app.register(rateLimit, {
    global: false,
    // After authentication, so a signed-in reader is limited as themself rather than by a shared address.
    hook: 'preHandler',
    keyGenerator: (request) =>
      request.viewer ? `user:${request.viewer.id}` : `ip:${clientAddress(request)}`,
    ...(redis ? { redis, nameSpace: 'broadsheet-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(
        429,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
      statusCode: 429,
    }),
  });
  // Signed-in callers are limited per reader (above) and, on the same routes, per address as well.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit !== 'object' || typeof limit.max !== 'number') return;
    const routeKey = `${[route.method].flat().join(',')} ${route.url}`;
    const perAddress = app.createRateLimit({
      max: limit.max * READERS_PER_ADDRESS,
      timeWindow: limit.timeWindow ?? '1 minute',
      keyGenerator: (request: FastifyRequest) => `address:${routeKey}:${clientAddress(request)}`,
    });
    const hook = async (request: FastifyRequest) => {
      if (!request.viewer) return; // visitors are already limited by their address
      const result = await perAddress(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.ceil(result.ttl / 1000);
        throw new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          `Too many requests from this address. Please wait ${seconds} seconds and try again.`,
        );
      }
    };
    route.preHandler = [route.preHandler ?? []].flat().concat(hook);
  });
});

/**
 * The limit of requests made with an API key: as many a minute as an admin set for the key, counted per
 * key (through Redis when there is one, like every limit). Made once the rate-limit plugin is registered.
 */
export function apiKeyLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: (request: FastifyRequest) => request.apiKey?.ratePerMinute ?? 1,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `api-key:${request.apiKey?.id}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.ceil(result.ttl / 1000);
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `Too many requests with this API key. Please wait ${seconds} seconds and try again.`,
      );
    }
  };
}
