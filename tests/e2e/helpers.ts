import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

export const ADMIN = { email: 'admin@broadsheet.test', password: 'Admin#2026pass' };
/** The seeded demo reader who writes nothing (DEMO_USERS in src/server/db/seed.ts). */
export const DEMO_READER = { email: 'lucas.moreau@broadsheet.test', password: 'Reader#2026' };
const PASSWORD = 'Reader#2026';
/** A same-origin picture: the page's CSP allows no image from elsewhere. */
const PHOTO = '/favicon.svg';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

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
 * Registers a fresh account through Better Auth. Sign-up is not counted by the sign-in rate limit, and with a
 * browser context's `request` that context is signed in too (it shares the cookie jar).
 */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  name = 'Test Author',
) {
  const account = {
    name,
    email: `author-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    password: PASSWORD,
  };
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...account, image: PHOTO },
    headers: baseURL ? { origin: baseURL } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
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

/** Approves an article as the admin (the dashboard UI is tested on its own). */
export async function approveArticle(request: APIRequestContext, adminToken: string, id: string) {
  const response = await request.patch(`/api/admin-articles/${id}`, { headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ modifiedCount: 1 });
}
