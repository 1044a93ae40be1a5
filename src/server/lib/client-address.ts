import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as per-address limits and view counting see it: `request.ip` (resolved through
 * TRUST_PROXY), an IPv4-mapped IPv6 address as IPv4, and an IPv6 address as its /64 network, since one
 * subscriber line holds a whole /64 and could otherwise rotate through it.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}
