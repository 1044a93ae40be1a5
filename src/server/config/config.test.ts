import { describe, expect, it } from 'vitest';
import { workerHeapFlags, workerYoungGenerationFlags } from './capacity';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/broadsheet-config-test', AUTH_SECRET: 'x'.repeat(40) };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives working defaults for a bare development environment', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.siteName).toBe('Broadsheet');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.google).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it('names PORT in one clear line when it is not a port number', () => {
    for (const port of ['abc', '0', '70000', '3.5']) {
      const problems = problemsOf({ PORT: port });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PORT must be a whole number between 1 and 65535 \(got ".*"\)$/);
    }
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    for (const url of ['mysql://localhost/db', 'not a url', 'postgres://']) {
      const problems = problemsOf({ DATABASE_URL: url });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    }
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', REDIS_URL: 'http://nope', NODE_ENV: 'staging' });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'NODE_ENV',
      'PORT',
      'REDIS_URL',
    ]);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET is required/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', GOOGLE_CLIENT_ID: '' }).databaseUrl).toBeUndefined();
    // As .env.example leaves it: the default (optional outside production) rather than a refusal.
    expect(loadConfig({ ...base, STAFF_SECOND_STEP: '' }).staffSecondStep).toBe(false);
  });

  it('asks staff for a second step where STAFF_SECOND_STEP says, or in production without the demo', () => {
    expect(loadConfig({ ...base, STAFF_SECOND_STEP: 'required' }).staffSecondStep).toBe(true);
    expect(loadConfig({ ...base, STAFF_SECOND_STEP: 'optional' }).staffSecondStep).toBe(false);
    expect(problemsOf({ STAFF_SECOND_STEP: 'yes' })).toEqual([
      'STAFF_SECOND_STEP must be required or optional (got "yes")',
    ]);
  });

  it('reads TRUST_PROXY as false, a hop count or a list of proxies, and refuses true', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.1.0.0/16' }).trustProxy).toEqual([
      'loopback',
      '10.1.0.0/16',
    ]);
    const [problem] = problemsOf({ TRUST_PROXY: 'true' });
    expect(problem).toMatch(
      /^TRUST_PROXY must not be true: .*e\.g\. 1.*e\.g\. 10\.0\.0\.0\/8.* \(got "true"\)$/,
    );
    expect(problemsOf({ TRUST_PROXY: 'proxy.example' })[0]).toMatch(
      /^TRUST_PROXY has "proxy.example", which is not/,
    );
  });

  it('keeps metrics off the site unless METRICS_TOKEN or METRICS_PORT is set', () => {
    const config = loadConfig(base);
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    const both = loadConfig({ ...base, METRICS_TOKEN: 'm'.repeat(20), METRICS_PORT: '9464' });
    expect(both.metricsToken).toBe('m'.repeat(20));
    expect(both.metricsPort).toBe(9464);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT: metrics get a listener of their own',
    ]);
    expect(problemsOf({ METRICS_TOKEN: 'has a space in it!' })[0]).toMatch(
      /^METRICS_TOKEN must be printable/,
    );
  });

  it('needs Google and Stripe keys in pairs', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    ]);
  });

  it("bounds each worker's heap by its cache budget, unless the operator bounded it", () => {
    expect(workerHeapFlags(64 * 1024 * 1024, [])).toEqual(['--max-old-space-size=256']);
    expect(workerHeapFlags(16 * 1024 * 1024, ['--enable-source-maps'])).toEqual(['--max-old-space-size=160']);
    expect(workerHeapFlags(64 * 1024 * 1024, ['--max-old-space-size=512'])).toEqual([]);
  });

  it('gives the workers a young generation of 8 MB halves, unless the operator gave one', () => {
    expect(workerYoungGenerationFlags([])).toEqual(['--max-semi-space-size=8']);
    expect(workerYoungGenerationFlags(['--enable-source-maps'])).toEqual(['--max-semi-space-size=8']);
    expect(workerYoungGenerationFlags(['--max-semi-space-size=32'])).toEqual([]);
  });

  it('bounds the caches in bytes, runs workers by database, and sheds load near the limits', () => {
    const defaults = loadConfig(base);
    expect(defaults.cacheMs).toBe(5000);
    expect(defaults.cacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(defaults.webConcurrency).toBe(1);
    expect(defaults.shedding.maxEventLoopDelayMs).toBe(200);
    expect(defaults.shedding.maxHeapBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(defaults.shedding.maxRssBytes).toBe(0);
    expect(loadConfig({ ...base, CACHE_MAX_BYTES: '16mb' }).cacheMaxBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ ...base, CACHE_MAX_BYTES: '1GB' }).cacheMaxBytes).toBe(1024 ** 3);
    expect(loadConfig({ ...base, CACHE_MAX_BYTES: '2000000' }).cacheMaxBytes).toBe(2_000_000);
    const postgres = { ...base, DATABASE_URL: 'postgres://u@127.0.0.1/b' };
    expect(loadConfig(postgres).webConcurrency).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    const tuned = loadConfig({
      ...base,
      SHED_HEAP_MB: '200',
      SHED_RSS_MB: '300',
      SHED_EVENT_LOOP_DELAY_MS: '0',
    });
    expect(tuned.shedding).toEqual({
      maxEventLoopDelayMs: 0,
      maxHeapBytes: 200 * 1024 * 1024,
      maxRssBytes: 300 * 1024 * 1024,
    });
    for (const size of ['lots', '12tb', '100k', '-5mb'])
      expect(problemsOf({ CACHE_MAX_BYTES: size })[0]).toMatch(/^CACHE_MAX_BYTES must be a size in bytes/);
    for (const workers of ['0', 'two', '65'])
      expect(problemsOf({ ...postgres, WEB_CONCURRENCY: workers })[0]).toMatch(/^WEB_CONCURRENCY must be/);
    expect(problemsOf({ WEB_CONCURRENCY: '2' })).toEqual([
      'WEB_CONCURRENCY must be 1 with the embedded database (PGlite): one process owns its files; set DATABASE_URL to run more workers',
    ]);
    expect(problemsOf({ SHED_RSS_MB: 'much' })[0]).toMatch(/^SHED_RSS_MB must be a whole number/);
  });
});
