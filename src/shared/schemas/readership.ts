import { z } from 'zod';

/** Where a reader came from to an article (docs/decisions/0030-readership.md). */
export const REFERRER_CLASSES = ['search', 'social', 'newsletter', 'direct', 'internal', 'other'] as const;
export type ReferrerClass = (typeof REFERRER_CLASSES)[number];

/** What a reader read on, from the browser's own description of itself. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The longest range the readership screen reads at once. */
export const READERSHIP_MAX_DAYS = 366;

/** What the article page's view beacon tells besides the article: where the reader came from. */
export const viewBeaconSchema = z.object({
  /** Sent by the article page itself; a list's "read more" click counts the view for the counter only. */
  page: z.boolean().optional(),
  referrer: z.string().max(2048).optional(),
  /** The `ref` parameter of our own links (a newsletter's links carry `ref=newsletter`). */
  ref: z.string().max(64).optional(),
});

const daySchema = z.iso.date({ message: 'must be a date written YYYY-MM-DD' });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A range of days, both included (UTC); by default the last 30 days. */
export const readershipRangeQuerySchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before the start of the range',
    path: ['to'],
  })
  .refine(
    (query) => !query.from || !query.to || dayNumber(query.to) - dayNumber(query.from) < READERSHIP_MAX_DAYS,
    { message: `must be at most ${READERSHIP_MAX_DAYS} days after the start of the range`, path: ['to'] },
  );
export type ReadershipRangeQuery = z.infer<typeof readershipRangeQuerySchema>;

const countsSchema = z.object({ views: z.number().int(), visitors: z.number().int() });

/** The same number of days just before a range, and their totals: what the range is compared with. */
export const previousPeriodSchema = countsSchema.extend({ from: z.string(), to: z.string() });

export const readershipSchema = z.object({
  from: z.string(),
  to: z.string(),
  previous: previousPeriodSchema,
  /** Every day of the range, oldest first, days without a view included. */
  days: z.array(countsSchema.extend({ day: z.string() })),
  /** Views per referrer class, most first; visitors are counted per day and added up. */
  referrers: z.array(countsSchema.extend({ key: z.enum(REFERRER_CLASSES) })),
  devices: z.array(countsSchema.extend({ key: z.enum(DEVICE_CLASSES) })),
});
export type Readership = z.infer<typeof readershipSchema>;

export const READERSHIP_PERIODS = ['today', '7d', '30d'] as const;
export type ReadershipPeriod = (typeof READERSHIP_PERIODS)[number];

export const readershipTopQuerySchema = z.object({
  period: z.enum(READERSHIP_PERIODS, { message: 'must be today, 7d or 30d' }).default('today'),
});

export const readershipTopSchema = z.object({
  period: z.enum(READERSHIP_PERIODS),
  articles: z.array(countsSchema.extend({ id: z.string(), title: z.string() })),
});
export type ReadershipTop = z.infer<typeof readershipTopSchema>;
/** An author's articles' numbers for a range (My Articles): the totals, the previous period's, and each article read. */
export const authorReadershipSchema = countsSchema.extend({
  from: z.string(),
  to: z.string(),
  previous: previousPeriodSchema,
  /** The author's articles read in the range, most views first (at most AUTHOR_ARTICLES_SHOWN). */
  articles: z.array(countsSchema.extend({ id: z.string(), title: z.string() })),
});
export type AuthorReadership = z.infer<typeof authorReadershipSchema>;

/** How many of an author's most read articles the numbers on My Articles list. */
export const AUTHOR_ARTICLES_SHOWN = 50;
export type ViewBeacon = z.infer<typeof viewBeaconSchema>;
