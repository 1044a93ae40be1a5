/** A small client for a server in another process, over real HTTP (the fault tests). */

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function request(
  base: string,
  method: string,
  path: string,
  { token, json, form, headers = {}, signal }: RequestOptions = {},
): Promise<HttpResponse> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : form,
    signal,
  });
  const body = Buffer.from(await response.arrayBuffer());
  let parsed: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body, json: parsed };
}

export interface Account {
  email: string;
  password: string;
  name: string;
  token: string;
}

/** Signs in with e-mail and password and exchanges the session cookie for the API token. */
export async function signInOverHttp(base: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return tokenFor(base, signIn);
}

async function tokenFor(base: string, response: Response): Promise<string> {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const jwt = await request(base, 'POST', '/api/jwt', { headers: { cookie } });
  if (jwt.status !== 200) throw new Error(`token exchange failed: ${jwt.status} ${jwt.body}`);
  return (jwt.json as { token: string }).token;
}

/** A message's text with its quoted-printable encoding undone. */
function decodeMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The confirmation link a server without SMTP wrote to DATA_DIR/outbox for `email` (the newest one),
 * waiting up to a few seconds for it.
 */
export async function confirmationLinkFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const text = decodeMail(await readFile(path.join(outbox, file), 'latin1'));
      if (!text.includes(`To: ${email.toLowerCase()}`)) continue;
      const link = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${email} in ${outbox}`);
}

/**
 * Registers an account through Better Auth, confirms the address with the link the server (started with
 * `dataDir` as DATA_DIR and no SMTP) wrote to its outbox, and returns it with its API token.
 */
export async function signUpOverHttp(
  base: string,
  {
    email,
    name = 'Fault Tester',
    password = 'Tern#Harbour7',
    dataDir,
  }: { email: string; name?: string; password?: string; dataDir: string },
): Promise<Account> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, name, password }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  // The link names the site's PUBLIC_URL; the request goes to this server.
  const link = new URL(await confirmationLinkFromOutbox(dataDir, email));
  // Opened as by the browser that signed up, with the sign-up's cookie: the password stays usable
  // (src/server/modules/auth/sign-up-proof.ts).
  const proof = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const confirmed = await fetch(`${base}${link.pathname}${link.search}`, {
    redirect: 'manual',
    headers: proof ? { cookie: proof } : {},
  });
  if (confirmed.status !== 302)
    throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return { email, password, name, token: await tokenFor(base, confirmed) };
}

/** Uploads an image as the given reader; resolves with the whole answer. */
export function uploadOverHttp(base: string, token: string, image: Buffer, signal?: AbortSignal) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return request(base, 'POST', '/api/uploads', { token, form, signal });
}
