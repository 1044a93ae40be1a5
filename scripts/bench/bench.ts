// `npm run bench`: the server against a large generated data set, driven from this (second) process with
// autocannon, beside a bare Fastify hello-world as the ceiling. Prints one JSON document and a table.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Not a test: numbers, not pass/fail.
// Each target here is one hot URL; `-- --mix`, `-- --cold` and `-- --soak` run the realistic mix (mix.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import { COMMON_WORD, RARE_WORD } from './generate';
import {
  BENCH_DIR,
  benchDatabases,
  type DatabaseKind,
  ensureBuild,
  type LoadResult,
  load,
  machine,
  measureCeiling,
  prepareDatabase,
  readSettings,
  type Settings,
  sampleServer,
  signInReaders,
  startServer,
} from './harness';
import { runRealistic, VARIANTS } from './realistic';
import { runRender } from './render';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'PATCH';
  as?: 'reader' | 'subscriber';
  /** Every request from another signed-in reader about another article, so each one is a real write. */
  newPairs?: boolean;
  /** The least ratio to the ceiling, where there is one. */
  goal?: number;
}

/** The other budgets: p99 on every read, page 500 against page 1, server memory. */
const P99_BUDGET_MS = 25;
const RSS_BUDGET_MB = 150;

interface Result extends LoadResult {
  database: string;
  goal: number | null;
  meetsGoal: boolean | null;
  name: string;
  path: string;
  ratioToCeiling: number;
}

async function benchDatabase(
  kind: DatabaseKind,
  url: string | undefined,
  settings: Settings,
  ceiling: number,
): Promise<{ database: string; results: Result[]; rssMaxMb: number }> {
  const { approvedIds } = await prepareDatabase(kind, url, settings);
  const server = await startServer(kind, url, settings);
  const { base } = server;
  try {
    // Reader 1 reads without premium, reader 4 is a subscriber (every fourth generated reader is).
    const readers = await signInReaders(base, Math.max(4, Math.min(settings.connections, settings.users)));
    const tokens = { reader: readers[0]?.token, subscriber: readers[3]?.token };
    const recent = (await (await fetch(`${base}/api/recent-articles?limit=50`)).json()) as {
      _id: string;
      isPremium: string;
    }[];
    const free = recent.find((a) => a.isPremium !== 'Premium')?._id;
    const premium = recent.find((a) => a.isPremium === 'Premium')?._id;
    const targets: Target[] = [
      { name: 'home page HTML (visitor)', path: '/', goal: 0.25 },
      { name: 'article page HTML (visitor)', path: `/articlesDetails/${free}`, goal: 0.2 },
      { name: 'recent articles API', path: '/api/recent-articles', goal: 0.3 },
      { name: 'all articles page 1', path: '/api/recent-articles?page=1&limit=20', goal: 0.3 },
      { name: 'all articles page 500', path: '/api/recent-articles?page=500&limit=20', goal: 0.3 },
      {
        name: 'filtered list (tag + publisher)',
        path: `/api/recent-articles?tag=sports&publisher=${encodeURIComponent('The Guardian')}`,
        goal: 0.3,
      },
      {
        name: `search, common word (${COMMON_WORD})`,
        path: `/api/searchArticles?search=${COMMON_WORD}`,
        goal: 0.3,
      },
      {
        name: `search, rare word (${RARE_WORD})`,
        path: `/api/searchArticles?search=${RARE_WORD}`,
        goal: 0.3,
      },
      { name: 'article details (signed in)', path: `/api/articles/${free}`, as: 'reader', goal: 0.2 },
      { name: 'premium article (subscriber)', path: `/api/articles/${premium}`, as: 'subscriber', goal: 0.2 },
      { name: 'view-count write', path: '/api/viewCount/{id}', method: 'PATCH', newPairs: true },
    ];
    // Pair n: reader n mod R about article ⌊n / R⌋, so no pair repeats within R × (approved articles).
    let pair = 0;
    const newPair = {
      setupRequest: (request: autocannon.Request) => {
        const reader = readers[pair % readers.length];
        const article = approvedIds[Math.floor(pair / readers.length) % approvedIds.length];
        pair += 1;
        return {
          ...request,
          path: `/api/viewCount/${article}`,
          headers: { ...request.headers, authorization: `Bearer ${reader?.token}` },
        };
      },
    };
    const results: Result[] = [];
    const sampler = sampleServer(server.child);
    for (const target of targets) {
      // Asked the way a browser asks: compressed answers accepted.
      const options = {
        method: target.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(target.as ? { authorization: `Bearer ${tokens[target.as]}` } : {}),
        },
        connections: settings.connections,
        ...(target.newPairs ? { requests: [newPair] } : {}),
      } as const;
      await load(`${base}${target.path}`, { ...options, duration: 2 }); // warm-up
      const measured = await load(`${base}${target.path}`, {
        ...options,
        duration: settings.durationSeconds,
      });
      const ratioToCeiling = Number((measured.requestsPerSecond / ceiling).toFixed(4));
      results.push({
        database: kind,
        name: target.name,
        path: target.path,
        ...measured,
        ratioToCeiling,
        goal: target.goal ?? null,
        meetsGoal:
          target.goal === undefined
            ? null
            : ratioToCeiling >= target.goal &&
              measured.p99 < P99_BUDGET_MS &&
              measured.errors + measured.non2xx === 0,
      });
      process.stderr.write(
        `  ${kind} ${target.name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99} ms\n`,
      );
    }
    return { database: kind, results, rssMaxMb: sampler.stop().rssPeakMb };
  } finally {
    await server.stop();
  }
}

async function benchHotUrls() {
  const settings = readSettings({ durationSeconds: 10, connections: 50 });
  ensureBuild();
  const ceiling = await measureCeiling(settings.connections, settings.durationSeconds);
  const runs: Awaited<ReturnType<typeof benchDatabase>>[] = [];
  for (const { kind, url } of await benchDatabases(settings))
    runs.push(await benchDatabase(kind, url, settings, ceiling.requestsPerSecond));

  const budgets = runs.map((run) => {
    const page = (name: string) => run.results.find((r) => r.name === name)?.requestsPerSecond ?? 0;
    const first = page('all articles page 1');
    return {
      database: run.database,
      page500WithinTenPercentOfPage1: first > 0 && page('all articles page 500') >= first * 0.9,
      rssWithinBudget: run.rssMaxMb <= RSS_BUDGET_MB,
    };
  });
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    settings,
    ceiling: { name: 'Fastify hello-world', ...ceiling },
    serverRssMaxMb: Object.fromEntries(runs.map((run) => [run.database, run.rssMaxMb])),
    results: runs.flatMap((run) => run.results),
    budgets,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n\n`);
  const verdict = (ok: boolean | null) => (ok === null ? '    ' : ok ? 'yes ' : 'NO  ');
  const rows = report.results.map(
    (r) =>
      `| ${r.database.padEnd(8)} | ${r.name.padEnd(34)} | ${String(r.requestsPerSecond).padStart(7)} | ${String(r.p50).padStart(5)} | ${String(r.p99).padStart(5)} | ${String(r.errors + r.non2xx).padStart(6)} | ${r.ratioToCeiling.toFixed(4)} | ${(r.goal === null ? '' : `≥${r.goal}`).padEnd(5)} | ${verdict(r.meetsGoal)} |`,
  );
  process.stdout.write(
    [
      `ceiling: ${ceiling.requestsPerSecond} req/s, p99 ${ceiling.p99} ms (Fastify hello-world, ${settings.connections} connections, ${settings.durationSeconds} s)`,
      `| database | target                             |   req/s |   p50 |   p99 | errors | ratio  | goal  | met (ratio, p99 < ${P99_BUDGET_MS} ms) |`,
      '|----------|------------------------------------|---------|-------|-------|--------|--------|-------|------|',
      ...rows,
      `server RSS max: ${JSON.stringify(report.serverRssMaxMb)} MB (budget ${RSS_BUDGET_MB} MB)`,
      ...budgets.map(
        (b) =>
          `${b.database}: page 500 within 10 % of page 1: ${b.page500WithinTenPercentOfPage1 ? 'yes' : 'NO'}; RSS within budget: ${b.rssWithinBudget ? 'yes' : 'NO'}`,
      ),
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(BENCH_DIR, 'last-report.json'), JSON.stringify(report, null, 2));
}

/**
 * `-- --mix`, `-- --cold` or `-- --soak` runs that variant of the realistic mix; `-- --render` the cost of a
 * cold article page (render.ts); nothing, the hot URLs.
 */
const variant = VARIANTS.find((name) => process.argv.includes(`--${name}`));
const run = process.argv.includes('--render')
  ? runRender()
  : variant
    ? runRealistic(variant)
    : benchHotUrls();
run.catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
