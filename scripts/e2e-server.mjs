// Starts the built server for the end-to-end suite on a fresh data directory with known admin credentials,
// and a local OpenID Connect provider standing in for Google (oauth2-mock-server).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';

const name = process.argv[2] ?? 'pglite';
const port = Number(process.env.PORT ?? 4173);
const root = path.resolve(import.meta.dirname, '..');
// Parallel runs on other ports (E2E_PORT) get a data directory of their own.
const dataDir = path.join(
  root,
  '.data-test',
  port === 4173 || port === 4174 ? `e2e-${name}` : `e2e-${name}-${port}`,
);
rmSync(dataDir, { recursive: true, force: true });

/** The Google account every end-to-end Google sign-in uses. */
export const GOOGLE_IDENTITY = {
  sub: 'google-e2e-1',
  email: 'grace.google@example.test',
  name: 'Grace Google',
  // A photo on a host that cannot exist: the server's one fetch of it fails and Grace keeps the default avatar.
  picture: 'https://photos.broadsheet.invalid/grace.png',
};

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
// A walk that needs another Google account names its address as the sign-in's login hint: the code the
// provider hands back is tied to it, and the ID token then carries that address.
const hintedCodes = new Map();
oidc.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const hint = new URL(req.url ?? '', 'http://provider.invalid').searchParams.get('login_hint');
  const code = redirect.url.searchParams.get('code');
  if (hint && code) hintedCodes.set(code, hint);
});
oidc.service.on('beforeTokenSigning', (token, req) => {
  const hint = hintedCodes.get(req.body?.code);
  const identity = hint
    ? { sub: `google-${hint}`, email: hint, name: GOOGLE_IDENTITY.name, picture: GOOGLE_IDENTITY.picture }
    : GOOGLE_IDENTITY;
  Object.assign(token.payload, { ...identity, email_verified: true });
});
oidc.service.on('beforeUserinfo', (response) => {
  response.body = { ...GOOGLE_IDENTITY, email_verified: true };
});
await oidc.start(port + 100, '127.0.0.1');

const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@broadsheet.test',
    ADMIN_PASSWORD: 'Admin#2026pass',
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    GOOGLE_CLIENT_ID: 'broadsheet-e2e',
    GOOGLE_CLIENT_SECRET: 'broadsheet-e2e-secret',
    GOOGLE_ISSUER: oidc.issuer.url,
    // The whole suite signs in from 127.0.0.1; the limits themselves are proven by the API tests. A test
    // that needs readers at other addresses says so in X-Forwarded-For, which only loopback may set.
    TRUST_PROXY: 'loopback',
    SIGNIN_LIMIT_PER_ADDRESS: '5000',
    SIGNIN_LIMIT_PER_ACCOUNT: '1000',
    SIGNUP_LIMIT_PER_ADDRESS: '5000',
  },
});
const stop = async (signal) => {
  child.kill(signal);
  await oidc.stop();
};
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));
child.on('exit', async (code) => {
  await oidc.stop().catch(() => {});
  process.exit(code ?? 1);
});
