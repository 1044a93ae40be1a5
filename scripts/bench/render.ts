// `npm run bench -- --render`: what one cold article page costs the server. Distinct articles, one at a time,
// every cache off (CACHE_MS=0), one worker: the CPU the server's processes spent (user + system, from /proc)
// divided by the pages, and the wall time each page took. Numbers, not pass/fail.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BENCH_DIR,
  benchDatabases,
  ensureBuild,
  machine,
  prepareDatabase,
  processTree,
  readSettings,
  startServer,
} from './harness';

const WARM_UP = 100;
const PAGES = Number(process.env.BENCH_RENDER_PAGES ?? 400);
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const treeCpu = (pid: number) => processTree(pid).reduce((sum, each) => sum + cpuSeconds(each), 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function renderCosts() {
  ensureBuild();
  const settings = readSettings({ durationSeconds: 0, connections: 1 });
  const results = [];
  for (const { kind, url } of await benchDatabases(settings)) {
    const { approvedIds } = await prepareDatabase(kind, url, settings);
    const server = await startServer(kind, url, settings, {
      CACHE_MS: '0',
      WEB_CONCURRENCY: '1',
      // A busy machine lags the event loop; one page at a time is never overload.
      SHED_EVENT_LOOP_DELAY_MS: '0',
    });
    try {
      const pid = server.child.pid as number;
      // Articles spread over the whole data set, none read twice.
      const step = Math.max(1, Math.floor(approvedIds.length / (WARM_UP + PAGES)));
      const ids = approvedIds.filter((_, index) => index % step === 0).slice(0, WARM_UP + PAGES);
      const fetchPage = async (id: string) => {
        const started = performance.now();
        const response = await fetch(`${server.base}/articlesDetails/${id}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`article ${id} answered ${response.status}`);
        return performance.now() - started;
      };
      for (const id of ids.slice(0, WARM_UP)) await fetchPage(id);
      const before = treeCpu(pid);
      const walls: number[] = [];
      for (const id of ids.slice(WARM_UP)) walls.push(await fetchPage(id));
      const cpuMs = ((treeCpu(pid) - before) * 1000) / walls.length;
      walls.sort((a, b) => a - b);
      results.push({
        database: kind,
        pages: walls.length,
        cpuMsPerPage: Number(cpuMs.toFixed(2)),
        wallP50Ms: Number(percentile(walls, 50).toFixed(2)),
        wallP99Ms: Number(percentile(walls, 99).toFixed(2)),
      });
    } finally {
      await server.stop();
    }
  }
  const report = { machine: machine(), settings: { ...settings, warmUp: WARM_UP }, render: results };
  process.stdout.write(
    [
      JSON.stringify(report, null, 2),
      '',
      '| database | cold article pages | server CPU per page | wall p50 | wall p99 |',
      '| --- | --- | --- | --- | --- |',
      ...results.map(
        (r) =>
          `| ${r.database} | ${r.pages} | ${r.cpuMsPerPage} ms | ${r.wallP50Ms} ms | ${r.wallP99Ms} ms |`,
      ),
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(BENCH_DIR, 'last-render.json'), JSON.stringify(report, null, 2));
}

export function runRender() {
  return renderCosts();
}
