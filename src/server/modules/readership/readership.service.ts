import { READERSHIP_API_TEXTS } from '@shared/messages';
import {
  AUTHOR_ARTICLES_SHOWN,
  type AuthorReadership,
  DEVICE_CLASSES,
  REFERRER_CLASSES,
  type Readership,
  type ReadershipPeriod,
  type ReadershipRangeQuery,
  type ReadershipTop,
} from '@shared/schemas/readership';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isEditor, sameEmail } from '../../lib/access';
import { forbidden } from '../../lib/errors';
import type { JobQueue } from '../../lib/job-queue';
import type { Viewer } from '../../types';
import { createArticleViewsRepository } from '../articles/articles-views.repository';
import { createUsersRepository } from '../users/users.repository';
import { createReadershipRepository, type DailyRow } from './readership.repository';
import { utcDay } from './readership-recorder';

/** The queue whose daily tick rolls finished days up and deletes the salts before today. */
export const ROLLUP_QUEUE = 'readership-rollup';

/** The range the screen opens on: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
const TOP_LIMIT = 10;
const PERIOD_DAYS: Record<ReadershipPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The range a query asks for: by default the 30 days to today, or the 30 days from its start. */
function rangeOf(query: ReadershipRangeQuery, today: string) {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  return { from, to };
}

/** The same number of days just before a range: what the range is compared with. */
function previousOf(from: string, to: string) {
  const days = dayNumber(to) - dayNumber(from) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const sum = (rows: { views: number; visitors: number }[]) =>
  rows.reduce((total, row) => ({ views: total.views + row.views, visitors: total.visitors + row.visitors }), {
    views: 0,
    visitors: 0,
  });

/** Rows per key summed over the days, most views first (then by the order of `keys`). */
function totals<K extends string>(rows: DailyRow[], keys: readonly K[]) {
  const sums = new Map<string, { views: number; visitors: number }>();
  for (const row of rows) {
    const sum = sums.get(row.key) ?? { views: 0, visitors: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    sums.set(row.key, sum);
  }
  return keys
    .filter((key) => sums.has(key))
    .map((key) => ({ key, ...(sums.get(key) as { views: number; visitors: number }) }))
    .sort((a, b) => b.views - a.views);
}

export interface ReadershipServiceOptions {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
  today?: () => string;
}

/** Readership numbers for the newsroom, and the daily job that keeps their rollup. */
export function createReadershipService({ db, queue, log, today = utcDay }: ReadershipServiceOptions) {
  const repository = createReadershipRepository(db);
  const views = createArticleViewsRepository(db);
  const users = createUsersRepository(db);

  /** Rolls every finished day still held as hits up, and forgets the salts before today. */
  const rollUp = async () => {
    const now = today();
    for (const day of await repository.daysToRollUp(now)) {
      await repository.rollUp(day);
      log.info({ day }, 'readership day rolled up');
    }
    await repository.dropSalts(now);
  };

  queue.define({
    name: ROLLUP_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 60,
    // Ten minutes past midnight (UTC): the day before is over and its last batched views are written.
    cron: '10 0 * * *',
    handler: rollUp,
  });

  return {
    repository,
    rollUp,

    async overview(query: ReadershipRangeQuery): Promise<Readership> {
      const { from, to } = rangeOf(query, today());
      const previous = previousOf(from, to);
      const [site, before, referrers, devices] = await Promise.all([
        repository.daily('site', from, to),
        repository.daily('site', previous.from, previous.to),
        repository.daily('referrer', from, to),
        repository.daily('device', from, to),
      ]);
      const byDay = new Map(site.map((row) => [row.day, row]));
      const days: Readership['days'] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const row = byDay.get(day);
        days.push({ day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 });
      }
      return {
        from,
        to,
        previous: { ...previous, ...sum(before) },
        days,
        referrers: totals(referrers, REFERRER_CLASSES),
        devices: totals(devices, DEVICE_CLASSES),
      };
    },

    /**
     * An author's articles' numbers for My Articles: the author's own, or anyone's for an editor or admin
     * (with the second step their account needs); any other reader is refused.
     */
    async forAuthor(viewer: Viewer, email: string, query: ReadershipRangeQuery): Promise<AuthorReadership> {
      const own = sameEmail(email, viewer.email);
      if (!own && !(isEditor(viewer) && !viewer.secondStepMissing))
        throw forbidden(READERSHIP_API_TEXTS.onlyOwnNumbers);
      const { from, to } = rangeOf(query, today());
      const previous = previousOf(from, to);
      const author = own ? { id: viewer.id } : await users.findByEmail(email);
      const rows = author ? await repository.authorArticles(author.id, previous.from, from, to) : [];
      const current = rows.filter((row) => !row.previous);
      return {
        from,
        to,
        ...sum(current),
        previous: { ...previous, ...sum(rows.filter((row) => row.previous)) },
        articles: current
          .slice(0, AUTHOR_ARTICLES_SHOWN)
          .map(({ id, title, views, visitors }) => ({ id, title, views, visitors })),
      };
    },

    /** The articles read most in the period (visitors are each day's, added up), most views first. */
    async top(period: ReadershipPeriod): Promise<ReadershipTop> {
      const to = today();
      const rows = await repository.daily('article', addDays(to, 1 - PERIOD_DAYS[period]), to);
      const ids = [...new Set(rows.map((row) => row.key))];
      const ranked = totals(rows, ids).slice(0, TOP_LIMIT * 2);
      const titles = await views.titles(ranked.map((row) => row.key));
      const articles = ranked
        .filter((row) => titles.has(row.key))
        .slice(0, TOP_LIMIT)
        .map(({ key, ...counts }) => ({ id: key, title: titles.get(key) as string, ...counts }));
      return { period, articles };
    },
  };
}
