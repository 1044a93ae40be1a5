import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema';
import { REDACTED, redactUrl } from '../../src/server/lib/request-log';
import { registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Password-reset, newsletter confirmation and unsubscribe tokens were written to the request log with the URL that carried them.
// The log's request serializer now redacts token-bearing path segments and secret query values.

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  reader = await registerUser(t);
});
afterAll(() => t.close());

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  if (!match) throw new Error(`no link to ${path} in ${text}`);
  return new URL(match[0]);
}

describe('tokens in the request log', () => {
  it('never writes a reset, verification, unsubscribe or sign-in token that came in a URL', async () => {
    const secrets: string[] = [];

    // A real reset link, followed as the e-mail's reader would.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: t.config.publicUrl },
      payload: { email: reader.email, redirectTo: '/reset-password' },
    });
    await t.mailsSettled();
    const resetMail = t.mails.find((mail) => mail.to === reader.email && /reset/i.test(mail.subject));
    expect(resetMail).toBeDefined();
    const resetLink = linkIn(resetMail?.text ?? '', '/reset-password/');
    const resetToken = resetLink.pathname.split('/').pop() ?? '';
    expect(resetToken.length).toBeGreaterThan(10);
    secrets.push(resetToken);
    await t.app.inject({ method: 'GET', url: `${resetLink.pathname}${resetLink.search}` });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });

    // A real confirmation link, then the unsubscribe link every issue carries (GET and the one-click POST).
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'letters@example.test' },
    });
    await t.mailsSettled();
    const confirmMail = t.mails.find((mail) => mail.to === 'letters@example.test');
    const confirmLink = linkIn(confirmMail?.text ?? '', '/newsletter/confirm');
    const confirmToken = confirmLink.searchParams.get('token') ?? '';
    expect(confirmToken.length).toBeGreaterThan(10);
    secrets.push(confirmToken);
    await t.app.inject({ method: 'GET', url: `${confirmLink.pathname}${confirmLink.search}` });
    await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
    });
    const [subscriber] = await t.database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'letters@example.test'));
    const unsubscribeToken = subscriber?.token ?? '';
    expect(unsubscribeToken.length).toBeGreaterThan(10);
    secrets.push(unsubscribeToken);
    await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}` });
    await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    // Links of the same shape the identity library sends or receives.
    const made = [
      'verifyTokenValue12345',
      'oauthCodeValue12345',
      'oauthStateValue12345',
      'sessionValue12345',
    ];
    secrets.push(...made);
    for (const url of [
      `/api/auth/verify-email?token=${made[0]}&callbackURL=%2F`,
      `/api/auth/oauth2/callback/google?code=${made[1]}&state=${made[2]}`,
      `/api/auth/callback/google?state=${made[2]}&code=${made[1]}`,
      `/api/auth/reset-password/${made[0]}?callbackURL=%2Freset-password`,
      `/api/me?session_token=${made[3]}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain(REDACTED);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // What is not secret stays readable.
    expect(log).toContain('/api/auth/verify-email?token=[redacted]&callbackURL=%2F');
    expect(log).toContain('/api/auth/oauth2/callback/google?code=[redacted]&state=[redacted]');
  });

  it('redacts by shape, keeping ids and ordinary parameters', () => {
    expect(redactUrl('/api/auth/reset-password/abcDEF123?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/unsubscribe?token=abc&page=2')).toBe('/unsubscribe?token=[redacted]&page=2');
    expect(redactUrl('/x?Reset_Token=1&API%5FKEY=2&q=news')).toBe(
      '/x?Reset_Token=[redacted]&API%5FKEY=[redacted]&q=news',
    );
    expect(redactUrl('/articlesDetails/0f6b8f4e-1111-4aaa-8bbb-123456789abc')).toBe(
      '/articlesDetails/0f6b8f4e-1111-4aaa-8bbb-123456789abc',
    );
    expect(redactUrl(`/anything/${'a1'.repeat(20)}`)).toBe('/anything/[redacted]');
    expect(redactUrl('/media/0123456789abcdef-800.webp')).toBe('/media/0123456789abcdef-800.webp');
  });
});
