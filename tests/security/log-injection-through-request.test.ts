import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

// What a client writes reaches the log only as a JSON string (OWASP ASVS 5.0 16.4.1): a line break or a
// forged record in a request cannot start a log line of its own. Each record says when (UTC milliseconds,
// 16.2.2), which request, from where and what (16.2.1), in one JSON object a line (16.2.4); a refused
// request and a failed sign-in are there with their outcome (16.3.1, 16.3.2; docs/security/asvs.md).

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

const FORGED = '\n{"level":60,"msg":"admin signed in","forged":true}\r\n';

describe('a request that writes a log record of its own', () => {
  it('is logged as one JSON record a line, its text escaped, with when, where and what', async () => {
    const before = lines.length;
    const started = Date.now();
    await t.app.inject({
      method: 'GET',
      url: `/api/stats?q=${encodeURIComponent(FORGED)}`,
      headers: { 'user-agent': FORGED.replaceAll(/[\r\n]/g, ' ') },
      remoteAddress: '203.0.113.9',
    });
    await t.app.inject({ method: 'GET', url: `/api/no-such-route/${encodeURIComponent(FORGED)}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `x${FORGED}@example.test`, password: FORGED },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.test', password: 'Wrong#Guess1' },
    });
    await t.app.inject({ method: 'GET', url: '/api/me/sessions', remoteAddress: '198.51.100.4' });
    const written = lines.slice(before).join('').split('\n').filter(Boolean);
    expect(written.length).toBeGreaterThan(0);
    const records = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((record) => record.forged)).toBe(false);
    for (const record of records) {
      expect(typeof record.time).toBe('number');
      expect(record.time as number).toBeGreaterThanOrEqual(started - 1000);
      expect(record.time as number).toBeLessThanOrEqual(Date.now() + 1000);
      expect(record.reqId).toEqual(expect.anything());
    }
    const incoming = records.find(
      (record) => (record.req as { url?: string } | undefined)?.url?.startsWith('/api/stats') ?? false,
    );
    expect(incoming?.req).toMatchObject({ method: 'GET', remoteAddress: '203.0.113.9' });
    expect(
      records.some((record) => typeof record.res === 'object' && record.responseTime !== undefined),
    ).toBe(true);
    // Each request's outcome, by the request id its incoming record names the path under.
    const pathOf = new Map(
      records
        .filter((record) => record.req !== undefined)
        .map((record) => [record.reqId, (record.req as { url: string }).url.split('?')[0]]),
    );
    const outcomes = records
      .filter((record) => record.res !== undefined)
      .map((record) => `${(record.res as { statusCode: number }).statusCode} ${pathOf.get(record.reqId)}`);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        '200 /api/stats',
        '400 /api/auth/sign-in/email',
        '401 /api/auth/sign-in/email',
        '401 /api/me/sessions',
      ]),
    );
    // The forged text is in the log only percent-encoded, inside the URL; the body (the password) not at all.
    expect(written.join('\n')).not.toContain('admin signed in');
  });
});
