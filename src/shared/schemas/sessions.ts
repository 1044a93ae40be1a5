import { z } from 'zod';

/** One of the signed-in reader's sessions, as the profile lists them: never its token. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  /** The session this request is made with. */
  current: z.boolean(),
  /** The browser and the system, read from the user agent it signed in with ("Firefox on Windows"). */
  device: z.string(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
});

export const sessionListSchema = z.array(sessionSummarySchema);

export const sessionsEndedSchema = z.object({ deletedCount: z.number().int() });
