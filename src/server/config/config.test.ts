import { describe, expect, it } from 'vitest';
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
});
