import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

// `?from=` on the sign-in pages is where the reader goes once signed in. `/login?from=/%5Cevil.example/`
// (also /register, and `/%09/evil.example/`) answered 302 to `/\evil.example/`, which Chromium reads as
// `//evil.example/`: a link to our own sign-in page ended on another site. A return path now has to be a
// path on this site.

/** A seeded demo reader (DEMO_USERS in src/server/demo/seed.ts) that no other browser suite signs in. */
const READER = { email: 'priya.raman@broadsheet.test', password: 'Newsroom#2026' };

const HOSTILE = [
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/.//evil.example/',
  '//evil.example',
  '///evil.example',
  'https://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
];

/** Where a `Location` (or the page's address) really leads, as a browser resolves it. */
const hostOf = (location: string, baseURL: string) => new URL(location, baseURL).host;

async function signedInRequest(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  const response = await request.post('/api/auth/sign-in/email', {
    data: READER,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return request;
}

/** Nothing may leave for evil.example; should the page try, the test sees it land there. */
async function trapEvil(page: Page) {
  await page
    .context()
    .route(/^https?:\/\/evil\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' }),
    );
}

test.describe('return paths after signing in', () => {
  test('a signed-in reader sent to /login or /register is redirected only within the site', async ({
    playwright,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const request = await signedInRequest(playwright, base);
    const own = hostOf('/', base);
    for (const page of ['/login', '/register']) {
      for (const from of HOSTILE) {
        const response = await request.get(`${page}?from=${from}`, { maxRedirects: 0 });
        const what = `${page}?from=${from}`;
        expect(response.status(), what).toBeGreaterThanOrEqual(300);
        expect(response.status(), what).toBeLessThan(400);
        const location = response.headers().location ?? '';
        expect(location, what).toMatch(/^\/(?![/\\])/);
        expect(location, what).not.toMatch(/[\\\s]/);
        expect(hostOf(location, base), what).toBe(own);
        expect(location, what).toBe('/');
      }
      // A path on the site is still where the reader goes back to.
      const kept = await request.get(`${page}?from=${encodeURIComponent('/allArticles?page=2')}`, {
        maxRedirects: 0,
      });
      expect(kept.headers().location).toBe('/allArticles?page=2');
    }
    await request.dispose();
  });

  for (const from of ['/%5Cevil.example/', '/%09/evil.example/', '//evil.example', 'https://evil.example']) {
    test(`signing in through the form with from=${from} stays on the site`, async ({ page, baseURL }) => {
      await trapEvil(page);
      await page.goto(`/login?from=${from}`);
      await page.getByLabel('Email', { exact: true }).fill(READER.email);
      await page.getByLabel('Password', { exact: true }).fill(READER.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      expect(hostOf(page.url(), baseURL ?? '')).toBe(hostOf('/', baseURL ?? ''));
      // Signed in, the same link is answered by the server's redirect; Chromium follows it.
      await page.goto(`/login?from=${from}`);
      expect(hostOf(page.url(), baseURL ?? '')).toBe(hostOf('/', baseURL ?? ''));
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }

  test('moving between the sign-in pages does not carry a hostile return path along', async ({ page }) => {
    await trapEvil(page);
    await page.goto('/login?from=/%5Cevil.example/');
    await expect(
      page.locator('p', { hasText: 'New to the site?' }).getByRole('link', { name: 'Register' }),
    ).toHaveAttribute('href', '/register');
    await page.goto('/register?from=/%5Cevil.example/');
    await expect(
      page.locator('p', { hasText: 'Already have an account?' }).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', '/login');
  });
});
