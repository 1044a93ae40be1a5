// `npm run bench -- --mix | --cold | --soak`: the server under the traffic of mix.ts rather than one hot URL.
// Each connection draws a fresh request from the mix every time; visitors' articles follow Zipf's law over
// every approved article. Prints req/s, p50/p99, errors, the server's peak RSS and the ratio to the
// hello-world ceiling, per kind too, and how soon the server answers at full speed once the load stops.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_DIR,
  benchDatabases,
  type DatabaseKind,
  ensureBuild,
  isRunning,
  machine,
  measureCeiling,
  prepareDatabase,
  readSettings,
  type Server,
  type Session,
  type Settings,
  sampleServer,
  signInBody,
  signInReaders,
  startServer,
  wait,
} from './harness';
import { drawRequest, MIX, type MixContext } from './mix';
import { seededRandom, shuffled, zipf } from './zipf';

export const VARIANTS = ['mix', 'cold', 'soak'] as const;
export type Variant = (typeof VARIANTS)[number];

const VARIANT_SETUP: Record<Variant, { durationSeconds: number; connections: number; cacheMs?: string }> = {
  /** The server as configured by default, its short-lived caches included. */
  mix: { durationSeconds: 60, connections: 50 },
  /** Every request a cache miss. */
  cold: { durationSeconds: 60, connections: 50, cacheMs: '0' },
  /** Cache misses at four times the connections, for five minutes. */
  soak: { durationSeconds: 300, connections: 200, cacheMs: '0' },
};

/** Targets on PostgreSQL: speed for the mix; for every variant no errors and bounded memory; for the soak, life. */
const GOALS = { ratio: 0.03, p99Ms: 100, rssMb: 300, recoverySeconds: 5 };
const WARM_UP_SECONDS = 3;
/** The same articles are the hot ones in every run. */
const ARTICLE_ORDER_SEED = 2026;
/** A cheap page for the recovery probe: no data to load. */
const PROBE_PATH = '/about';
const PROBE_GIVE_UP_SECONDS = 60;

interface Tally {
  latencies: number[];
  statuses: Map<number, number>;
  /** 503 answers that said when to come back (Retry-After): load shedding rather than failure. */
  shed: number;
}

const served = (status: number) => status >= 200 && status < 400;

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

/** Requests, req/s, p50/p99 of the answers served (2xx/3xx), errors and 503s of a set of tallies. */
function summarize(tallies: Tally[], seconds: number, sheddingExpected: boolean) {
  const sorted = Float64Array.from(tallies.flatMap((t) => t.latencies)).sort();
  let requests = 0;
  let failed = 0;
  let status503 = 0;
  let shed = 0;
  for (const tally of tallies) {
    for (const [status, count] of tally.statuses) {
      requests += count;
      if (!served(status)) failed += count;
      if (status === 503) status503 += count;
    }
    shed += tally.shed;
  }
  return {
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: failed - (sheddingExpected ? shed : 0),
    status503,
    shedWithRetryAfter: shed,
  };
}

/** Drives the mix for `duration` seconds; each connection is one reader's browser. */
async function driveMix(
  server: Server,
  shared: Omit<MixContext, 'own'>,
  readers: Session[],
  connections: number,
  duration: number,
) {
  const tallies = new Map(MIX.map((entry) => [entry.kind, { latencies: [], statuses: new Map(), shed: 0 }]));
  const tallyOf = (kind: string) => tallies.get(kind) as Tally;
  let connection = 0;
  const started = performance.now();
  const options: autocannon.Options = {
    url: server.base,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    setupClient: (client) => {
      const context: MixContext = { ...shared, own: readers[connection % readers.length] as Session };
      connection += 1;
      // One request in flight per connection: the kind drawn last is the kind being answered.
      let current = tallyOf(MIX[0]?.kind ?? '');
      client.setRequests([
        {
          setupRequest: (request) => {
            const { kind, request: drawn } = drawRequest(context);
            current = tallyOf(kind);
            return { ...request, ...drawn, headers: { ...request.headers, ...drawn.headers } };
          },
          onResponse: (status, _body, _context, headers) => {
            const names = Object.keys(headers ?? {}).map((name) => name.toLowerCase());
            if (status === 503 && names.includes('retry-after')) current.shed += 1;
          },
        },
      ]);
      client.on('response', (status: number, _bytes: number, ms: number) => {
        current.statuses.set(status, (current.statuses.get(status) ?? 0) + 1);
        if (served(status)) current.latencies.push(ms);
      });
    },
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => {
      server.child.off('exit', stop);
      if (error) reject(error);
      else resolve(done);
    });
    // A server that dies ends the run instead of leaving autocannon to reconnect until the time is up.
    const stop = () => instance.stop();
    server.child.once('exit', stop);
    if (!isRunning(server.child)) stop();
  });
  return {
    tallies,
    seconds: (performance.now() - started) / 1000,
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

/** Sends one request of each kind first, so a mix the server no longer accepts fails at once, by name. */
async function preflight(server: Server, context: MixContext) {
  for (const entry of MIX) {
    const { method, path: target, headers, body } = entry.build(context);
    const response = await fetch(`${server.base}${target}`, { method, headers, body });
    const text = await response.text();
    if (!served(response.status))
      throw new Error(`${entry.kind}: ${method} ${target} answered ${response.status} ${text.slice(0, 300)}`);
  }
}

async function probe(url: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The probe page's median latency on the idle server. */
async function baselineMs(base: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    samples.push(await probe(`${base}${PROBE_PATH}`));
    await wait(50);
  }
  return samples.sort((a, b) => a - b)[10] as number;
}

/**
 * Seconds from the end of the load until the probe page answers within twice its idle latency (and at
 * least 1 ms more, below which timers only measure noise), polling every 100 ms; null if it never does.
 */
async function recoverySeconds(server: Server, baseline: number): Promise<number | null> {
  const ended = performance.now();
  const threshold = Math.max(2 * baseline, baseline + 1);
  while (performance.now() - ended < PROBE_GIVE_UP_SECONDS * 1000 && isRunning(server.child)) {
    const next = wait(100);
    if ((await probe(`${server.base}${PROBE_PATH}`)) < threshold)
      return Math.round((performance.now() - ended) / 100) / 10;
    await next;
  }
  return null;
}

async function runOnDatabase(
  kind: DatabaseKind,
  url: string | undefined,
  variant: Variant,
  settings: Settings,
  ceiling: number,
) {
  const { approvedIds, authorIds } = await prepareDatabase(kind, url, settings);
  if (approvedIds.length === 0) throw new Error(`no approved articles on ${kind}`);
  const { cacheMs } = VARIANT_SETUP[variant];
  const server = await startServer(kind, url, settings, cacheMs === undefined ? {} : { CACHE_MS: cacheMs });
  try {
    // A session per connection (a hundred at least, so the writes come from many readers), and half the
    // generated readers left over for the sign-ins of the mix.
    const readerCount = Math.max(
      1,
      Math.min(Math.max(settings.connections, 100), Math.floor(settings.users / 2)),
    );
    process.stderr.write(`  ${kind}: signing in ${readerCount} readers…\n`);
    const readers = await signInReaders(server.base, readerCount);
    const baseline = await baselineMs(server.base);

    const order = shuffled(approvedIds, seededRandom(ARTICLE_ORDER_SEED));
    const rank = zipf(order.length);
    const run = Date.now().toString(36);
    let writer = 0;
    let signIns = 0;
    let addresses = 0;
    const shared: Omit<MixContext, 'own'> = {
      origin: server.base,
      random: Math.random,
      article: () => order[rank()] as string,
      author: () => authorIds[Math.floor(Math.random() * authorIds.length)] as string,
      articleCount: order.length,
      nextReader: () => readers[writer++ % readers.length] as Session,
      nextSignIn: () => signInBody(readerCount + 1 + (signIns++ % Math.max(1, settings.users - readerCount))),
      nextAddress: () => `news-${run}-${addresses++}@bench.test`,
    };

    await preflight(server, { ...shared, own: readers[0] as Session });
    await driveMix(server, shared, readers, settings.connections, WARM_UP_SECONDS);
    process.stderr.write(`  ${kind}: ${variant} for ${settings.durationSeconds} s…\n`);
    const sampler = sampleServer(server.child);
    const driven = await driveMix(server, shared, readers, settings.connections, settings.durationSeconds);
    const recovery = await recoverySeconds(server, baseline);
    const memory = sampler.stop();
    const exit = server.child.exitCode ?? server.child.signalCode;

    const sheddingExpected = variant === 'soak';
    const all = summarize([...driven.tallies.values()], driven.seconds, sheddingExpected);
    const kinds = MIX.map((entry) => {
      const tally = driven.tallies.get(entry.kind) as Tally;
      return {
        kind: entry.kind,
        weight: entry.weight,
        ...summarize([tally], driven.seconds, sheddingExpected),
        statuses: Object.fromEntries(tally.statuses),
      };
    });
    return {
      database: kind,
      ...all,
      errors: all.errors + driven.connectionErrors + driven.timeouts,
      connectionErrors: driven.connectionErrors,
      timeouts: driven.timeouts,
      ratioToCeiling: Number((all.requestsPerSecond / ceiling).toFixed(4)),
      rssPeakMb: memory.rssPeakMb,
      survived: exit === null,
      exit,
      processesLost: memory.processesLost,
      probeBaselineMs: Math.round(baseline * 100) / 100,
      recoverySeconds: recovery,
      readers: readerCount,
      kinds,
    };
  } finally {
    await server.stop();
  }
}

type Run = Awaited<ReturnType<typeof runOnDatabase>>;

function goalsOf(variant: Variant, run: Run) {
  const sound = { noErrors: run.errors === 0, rssWithin300Mb: run.rssPeakMb <= GOALS.rssMb };
  if (variant === 'soak')
    return {
      survived: run.survived && run.processesLost === 0,
      recoveredWithin5s: run.recoverySeconds !== null && run.recoverySeconds <= GOALS.recoverySeconds,
      every503SaidRetryAfter: run.status503 === run.shedWithRetryAfter,
      ...sound,
    };
  if (variant === 'cold') return sound;
  return {
    ratioAtLeast003: run.ratioToCeiling >= GOALS.ratio,
    p99Under100Ms: run.p99 < GOALS.p99Ms,
    ...sound,
  };
}

function table(header: string[], rows: (string | number)[][]) {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function print(variant: Variant, report: { ceiling: { requestsPerSecond: number }; runs: Run[] }) {
  const lines = [
    `${variant}: ${report.runs[0]?.readers ?? 0} signed-in readers; ceiling ${report.ceiling.requestsPerSecond} req/s`,
    table(
      [
        'database',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        '503s',
        'RSS peak MB',
        'ratio',
        'survived',
        'recovery s',
      ],
      report.runs.map((r) => [
        r.database,
        r.requestsPerSecond,
        r.p50,
        r.p99,
        r.errors,
        r.status503,
        r.rssPeakMb,
        r.ratioToCeiling.toFixed(4),
        r.survived ? (r.processesLost ? `yes (${r.processesLost} processes lost)` : 'yes') : `NO (${r.exit})`,
        r.recoverySeconds ?? `> ${PROBE_GIVE_UP_SECONDS}`,
      ]),
    ),
  ];
  for (const run of report.runs) {
    lines.push(
      '',
      `${run.database}, per kind:`,
      table(
        ['kind', '% of mix', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'statuses'],
        run.kinds.map((k) => [
          k.kind,
          k.weight,
          k.requests,
          k.requestsPerSecond,
          k.p50,
          k.p99,
          k.errors,
          Object.entries(k.statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' '),
        ]),
      ),
      `goals: ${JSON.stringify(goalsOf(variant, run))}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function runRealistic(variant: Variant) {
  const settings = readSettings(VARIANT_SETUP[variant]);
  ensureBuild();
  const ceiling = await measureCeiling(settings.connections, Math.min(settings.durationSeconds, 10));
  const runs: Run[] = [];
  for (const { kind, url } of await benchDatabases(settings))
    runs.push(await runOnDatabase(kind, url, variant, settings, ceiling.requestsPerSecond));
  const report = {
    date: new Date().toISOString(),
    variant,
    machine: machine(),
    settings: {
      ...settings,
      cacheMs: VARIANT_SETUP[variant].cacheMs ?? process.env.CACHE_MS ?? 'server default',
    },
    mix: MIX.map(({ kind, weight }) => ({ kind, weight })),
    ceiling: { name: 'Fastify hello-world', ...ceiling },
    runs: runs.map((run) => ({ ...run, goals: goalsOf(variant, run) })),
  };
  const file = path.join(BENCH_DIR, `last-${variant}-report.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  print(variant, report);
  process.stdout.write(`report: ${path.relative(process.cwd(), file)}\n`);
}
