import { z } from 'zod';

/**
 * Where a session was used from: the network of its address, never the address itself — an IPv4 address by
 * its /24, an IPv6 address by its /48 (`public`, with `range`), this computer, a private network, or unknown.
 */
export const sessionPlaceSchema = z.object({
  network: z.enum(['public', 'this-computer', 'private', 'unknown']),
  /** The address range, as `203.0.113.0/24` or `2001:db8:1::/48`; only for a public network. */
  range: z.string().nullable(),
});
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

/** One of the signed-in reader's sessions, as the profile lists them: never its token or its address. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  /** The session this request is made with. */
  current: z.boolean(),
  /** The browser and the system, read from the user agent it signed in with ("Firefox on Windows"). */
  device: z.string(),
  /** Where it signed in from, by address range (src/server/lib/address-range.ts). */
  place: sessionPlaceSchema,
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
});

export const sessionListSchema = z.array(sessionSummarySchema);

export const sessionsEndedSchema = z.object({ deletedCount: z.number().int() });
