import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

export const ADMIN = { email: 'admin@broadsheet.test', password: 'Admin#2026pass' };
/** The seeded demo reader who writes nothing (DEMO_USERS in src/server/demo/seed.ts). */
export const DEMO_READER = { email: 'lucas.moreau@broadsheet.test', password: 'Newsroom#2026' };
export const PASSWORD = 'Newsroom#2026';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The seven sections' names as the menus list them, in order (docs/product.md#pages-and-navigation). */
export const SECTION_NAMES = [
  'Sports',
  'Entertainment',
  'Education',
  'Science & Technology',
  'Business',
  'Culture',
  'Lifestyle',
];

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A word no seeded article contains (letters only, so full-text search keeps it whole). */
export function uniqueWord(prefix = 'zq'): string {
  const raw = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return prefix + raw.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
}

/** Signs in through the login page and waits for the avatar menu. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * DATA_DIR/outbox of the e2e server that answers at `baseURL` (scripts/e2e-server.mjs names the directory
 * after the project, and after the port when it is not one of the default pair).
 */
export function outboxDir(baseURL: string | undefined): string {
  const port = Number(baseURL ? new URL(baseURL).port : 0);
  const basePort = Number(process.env.E2E_PORT ?? 4173);
  const project = port === basePort + 1 ? 'postgres' : 'pglite';
  const dir = !port || port === 4173 || port === 4174 ? `e2e-${project}` : `e2e-${project}-${port}`;
  return path.resolve('.data-test', dir, 'outbox');
}

/** Quoted-printable text (a body, or a `Q` encoded word with `_` for spaces) as bytes. */
const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A message as text: its headers' encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) and its body's
 * quoted-printable encoding undone. The rest of a header is left as it is: a value such as `?token=4F…` is
 * not encoded, and decoding it would turn `=4F` into a letter.
 */
function decodeMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const [headers, body] = end < 0 ? [raw, ''] : [raw.slice(0, end), raw.slice(end)];
  // Folded lines joined, and nothing between two encoded words (they are one text).
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ').replace(/(\?=)\s+(=\?)/g, '$1$2');
  const words = unfolded.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(unquote(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
  );
  return words + Buffer.from(unquote(body), 'latin1').toString('utf8');
}

/** The newest outbox message to `to` whose subject matches, written after `since` (ms), decoded. */
export async function newestMailTo(
  baseURL: string | undefined,
  to: string,
  subject: RegExp,
  since = 0,
): Promise<string | undefined> {
  const outbox = outboxDir(baseURL);
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  for (const file of files.sort().reverse()) {
    if (Number(file.split('-')[0]) < since) break;
    const text = decodeMail(await readFile(path.join(outbox, file), 'latin1'));
    const subjectLine = text.match(/^Subject: (.*)$/m)?.[1] ?? '';
    if (text.includes(`To: ${to.toLowerCase()}`) && subject.test(subjectLine)) return text;
  }
  return undefined;
}

/** The confirmation link mailed to `to` (waiting for the mail to be written). */
export async function confirmationLink(baseURL: string | undefined, to: string, since = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await newestMailTo(baseURL, to, /Confirm your e-mail address/, since);
      link = mail?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** A picture the site itself serves (a publisher's logo): the pages' CSP allows no image from elsewhere. */
export async function sitePhoto(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/publisher');
  expect(response.status()).toBe(200);
  const image = ((await response.json()) as { image: string }[])[0]?.image;
  expect(image).toMatch(/^\/media\//);
  return image as string;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * Registers a fresh account through Better Auth and, unless `confirm` is false, opens the confirmation link
 * from the e-mail, which signs in: with a browser context's `request` that context is then signed in too
 * (it shares the cookie jar). Sign-up is not counted by the sign-in rate limit.
 */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  nameOrOptions: string | { name?: string; email?: string; password?: string; confirm?: boolean } = {},
): Promise<NewAccount> {
  const options = typeof nameOrOptions === 'string' ? { name: nameOrOptions } : nameOrOptions;
  const account = {
    name: options.name ?? 'Test Author',
    email: options.email ?? `author-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    password: options.password ?? PASSWORD,
  };
  const since = Date.now() - 1000;
  const response = await request.post('/api/auth/sign-up/email', {
    data: account,
    headers: baseURL ? { origin: baseURL } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
  // The first confirmation mail is written before this returns, so a later one can be told apart from it.
  const link = await confirmationLink(baseURL, account.email, since);
  if (options.confirm === false) return account;
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  return account;
}

/** The API token of the session in this request context's cookie jar. */
export async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/jwt');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

let adminSession: Promise<{ token: string; storageState: StorageState }> | undefined;

/**
 * The admin's token and browser state, signed in once per worker through the login page in a context of its
 * own; the token is the one the page stores in localStorage['access-token'].
 */
export function getAdminSession(browser: Browser, baseURL: string | undefined) {
  adminSession ??= (async () => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('access-token'))).toBeTruthy();
      const token = await page.evaluate(() => window.localStorage.getItem('access-token'));
      if (!token) throw new Error('the admin has no access-token after signing in');
      return { token, storageState: await context.storageState() };
    } finally {
      await context.close();
    }
  })().catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

/** A small PNG cover, made here (nothing is fetched from the internet). */
export function makePng(seed = Math.floor(Math.random() * 255)): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 180, channels: 3, background: { r: seed, g: 40, b: 255 - seed } },
  })
    .png()
    .toBuffer();
}

/**
 * A 1×1 BMP sent as a PNG: a picture the browser draws (so the form takes it), in a format the site does not
 * accept (so only the server refuses it).
 */
export function notAcceptedPicture(): Buffer {
  const bmp = Buffer.alloc(58);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(58, 2); // file size
  bmp.writeUInt32LE(54, 10); // where the pixels start
  bmp.writeUInt32LE(40, 14); // header size
  bmp.writeInt32LE(1, 18); // width
  bmp.writeInt32LE(1, 22); // height
  bmp.writeUInt16LE(1, 26); // planes
  bmp.writeUInt16LE(24, 28); // bits per pixel
  bmp.writeUInt32LE(4, 34); // pixel bytes (one pixel, padded to four)
  bmp.writeUInt32LE(2835, 38);
  bmp.writeUInt32LE(2835, 42);
  bmp.writeUIntLE(0x2040c0, 54, 3); // a red pixel (blue, green, red)
  return bmp;
}

export interface ArticleDraft {
  title: string;
  publisher: string;
  tags: string;
  description: string;
}

/** Writes an article through the API (with an uploaded cover) and returns its id. */
export async function createArticleViaApi(
  request: APIRequestContext,
  token: string,
  draft: ArticleDraft,
): Promise<string> {
  const upload = await request.post('/api/uploads', {
    headers: bearer(token),
    multipart: { image: { name: 'cover.png', mimeType: 'image/png', buffer: await makePng() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const image = ((await upload.json()) as { data: { display_url: string } }).data.display_url;
  const response = await request.post('/api/articles', {
    headers: bearer(token),
    data: { ...draft, image },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/**
 * Approves an article as the admin (the dashboard UI is tested on its own), on the version its review shows,
 * as an editor's decision is (docs/security.md#decisions-bound-to-what-was-reviewed).
 */
export async function approveArticle(request: APIRequestContext, adminToken: string, id: string) {
  const review = await request.get(`/api/articles/${id}/review`, { headers: bearer(adminToken) });
  expect(review.status(), await review.text()).toBe(200);
  const { version } = (await review.json()) as { version: string };
  const response = await request.patch(`/api/admin-articles/${id}`, {
    headers: bearer(adminToken),
    data: { version },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ modifiedCount: 1 });
}
