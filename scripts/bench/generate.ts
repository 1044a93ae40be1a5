import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { TAGS } from '../../src/shared/constants';
import { PUBLISHERS } from '../../src/shared/publishers';

/** Words for generated bodies; RARE_WORD appears in only a handful of articles, COMMON_WORD in most. */
export const COMMON_WORD = 'government';
export const RARE_WORD = 'zeitgeist';

const SUBJECTS = [
  'Markets',
  'Election',
  'Storm',
  'Cup final',
  'Vaccine',
  'Startup',
  'Festival',
  'Court ruling',
  'Climate talks',
  'Transit',
];
const PARAGRAPHS = Array.from({ length: 40 }, (_, index) => {
  const words = [
    'the',
    'city',
    'council',
    COMMON_WORD,
    'said',
    'on',
    'monday',
    'that',
    'new',
    'figures',
    'show',
    'growth',
    'in',
    'jobs',
    'and',
    'housing',
    'while',
    'critics',
    'warned',
    'about',
    'costs',
    'for',
    'families',
    'schools',
    'hospitals',
    'players',
    'coach',
    'season',
    'investors',
    'prices',
    'researchers',
    'study',
    'festival',
    'audience',
    'minister',
  ];
  const sentences = Array.from({ length: 6 }, (_, s) => {
    const length = 12 + ((index * 7 + s * 5) % 10);
    const sentence = Array.from(
      { length },
      (_, w) => words[(index * 13 + s * 7 + w * 3) % words.length],
    ).join(' ');
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
  });
  return sentences.join(' ');
});

/**
 * Generated user n's id: a UUID made of n (`00000000-0000-4000-8000-000000000042`), as the ids the site
 * hands out are UUIDs and an author's page (`/author/{id}`) answers no other.
 */
const BENCH_USER_ID_PREFIX = '00000000-0000-4000-8000-';

/** A large, realistic data set for the benchmark: 100,000 articles, 10,000 users, 12 publishers. */
export async function generateBenchData(database: Database, options: { articles: number; users: number }) {
  const { db } = database;
  await db.execute(sql`
    insert into publishers (publisher_name, image)
    select name, '/media/' || substr(md5(name), 1, 16) || '-320.webp'
    from unnest(${sql.param(PUBLISHERS.map((p) => p.name))}::text[]) as name
    on conflict do nothing`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select ${BENCH_USER_ID_PREFIX} || lpad(g::text, 12, '0'), 'Reader ' || g, 'reader' || g || '@bench.test', true, 'user',
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${sql.raw(String(options.users))}) g
    on conflict do nothing`);
  const batch = 10_000;
  for (let start = 1; start <= options.articles; start += batch) {
    const end = Math.min(options.articles, start + batch - 1);
    await db.execute(sql`
      insert into articles (title, publisher, tags, description, image, author_id, status, is_premium, view_count, created_at, updated_at)
      select
        (${sql.param(SUBJECTS)}::text[])[1 + g % ${sql.raw(String(SUBJECTS.length))}] || ': report number ' || g
          || case when g % 20000 = 7 then ' ${sql.raw(RARE_WORD)}' else '' end,
        (${sql.param(PUBLISHERS.map((p) => p.name))}::text[])[1 + g % ${sql.raw(String(PUBLISHERS.length))}],
        array[(${sql.param([...TAGS])}::text[])[1 + g % ${sql.raw(String(TAGS.length))}]],
        (${sql.param(PARAGRAPHS)}::text[])[1 + g % 40] || E'\\n\\n' ||
          (${sql.param(PARAGRAPHS)}::text[])[1 + (g * 7) % 40] || E'\\n\\n' ||
          (${sql.param(PARAGRAPHS)}::text[])[1 + (g * 13) % 40] || E'\\n\\n' ||
          (${sql.param(PARAGRAPHS)}::text[])[1 + (g * 29) % 40],
        '',
        ${BENCH_USER_ID_PREFIX} || lpad((1 + g % ${sql.raw(String(options.users))})::text, 12, '0'),
        case when g % 50 = 0 then 'pending' else 'approve' end,
        g % 10 = 0,
        (g * 7919) % 20000,
        now() - (g || ' minutes')::interval,
        now()
      from generate_series(${sql.raw(String(start))}, ${sql.raw(String(end))}) g`);
  }
  // As autovacuum would leave it: statistics for the planner and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
}

/** The generated readers: `reader<n>@bench.test`, n from 1; every fourth one is a subscriber. */
export const benchReaderEmail = (n: number) => `reader${n}@bench.test`;
const SUBSCRIBER_EVERY = 4;
export const isBenchSubscriber = (n: number) => n % SUBSCRIBER_EVERY === 0;

type Rows<T> = { rows: T[] };

/**
 * Lets the generated readers sign in through the real sign-in endpoint: a password account for each
 * (every one the same password, hashed once by the caller with the identity library's own function),
 * a year of premium for every fourth, and none of the sessions earlier runs left behind.
 */
export async function prepareBenchReaders(database: Database, passwordHash: string) {
  const { db } = database;
  const generated = sql`select id from "user" where id like ${`${BENCH_USER_ID_PREFIX}%`}`;
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select 'bench-account-' || u.id, u.id, 'credential', u.id, ${passwordHash}, now(), now()
    from "user" u where u.id in (${generated})
    on conflict (id) do nothing`);
  await db.execute(sql`
    update "user" set premium_until = now() + interval '365 days'
    where id in (${generated}) and right(id, 12)::bigint % ${sql.raw(String(SUBSCRIBER_EVERY))} = 0`);
  await db.execute(sql`delete from session where user_id in (${generated})`);
}

/** Every approved article's id, in a stable order. */
export async function approvedArticleIds(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select id from articles where status = 'approve' order by id`,
  )) as unknown as Rows<{ id: string }>;
  return result.rows.map((row) => row.id);
}

/**
 * Every author's id, in a stable order: the generated users with an approved article (some have pending
 * articles only, and an author's page answers them 404); none from a data set generated before the ids were
 * UUIDs.
 */
export async function approvedAuthorIds(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select distinct author_id as id from articles
        where status = 'approve' and author_id like ${`${BENCH_USER_ID_PREFIX}%`} order by author_id`,
  )) as unknown as Rows<{ id: string }>;
  return result.rows.map((row) => row.id);
}
