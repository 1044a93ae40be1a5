import { cookieHeader, someAddress, tokenFor } from './auth';
import type { TestApp } from './test-app';
import { keyOf, totpCode } from './totp';

/**
 * Turns a reader's authenticator app on through the identity endpoints, as the profile does: their password,
 * then a code from the app. Confirming replaces the session, so the session cookie and API token after it
 * are returned with the app's key.
 */
export async function turnOnApp(t: TestApp, reader: { cookie: string; password: string }) {
  const request = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: { cookie: reader.cookie },
      remoteAddress: someAddress(),
      payload,
    });
  const enabled = await request('/two-factor/enable', { password: reader.password });
  if (enabled.statusCode !== 200) throw new Error(`app not turned on: ${enabled.statusCode} ${enabled.body}`);
  const key = keyOf(enabled.json().totpURI);
  const confirmed = await request('/two-factor/verify-totp', { code: totpCode(key) });
  if (confirmed.statusCode !== 200)
    throw new Error(`app not confirmed: ${confirmed.statusCode} ${confirmed.body}`);
  const cookie = cookieHeader(confirmed.headers['set-cookie']) || reader.cookie;
  return { key, cookie, token: await tokenFor(t.app, cookie) };
}
