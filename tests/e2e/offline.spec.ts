import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, DEMO_READER, signIn } from './helpers';

// The installed app (docs/product.md#the-app): the manifest and the Workbox worker install, pages a visitor
// opened read offline, an unvisited page gets the offline page, and a signed-in reader's page is never
// handed to a visitor from the worker's cache.

// These walks are of the installed app: its service worker is let in (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it registers after the page has loaded). */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
}

/**
 * The first story in the home page's list: its headline's link, address and title. The headline, not "Read More":
 * a phone's compact rows show only the headline.
 */
async function firstStory(page: Page) {
  const link = page
    .getByRole('region', { name: 'Recent Articles' })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const path = await link.getAttribute('href');
  expect(path).toMatch(/^\/articlesDetails\//);
  return { link, path: path as string, title: ((await link.textContent()) ?? '').trim() };
}

/** A network failure logged while offline is the point of these tests, not a fault of the page. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|view count failed/;

test('the site installs as an app: manifest, icons, shortcuts and the worker', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Broadsheet' });
  const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = icons.find((each) => each.sizes === size && each.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      expect((await request.get(icon?.src ?? '')).headers()['content-type']).toBe('image/png');
    }
  }
  expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual([
    'Latest',
    'Saved',
    'Search',
  ]);

  await workerInControl(page);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toMatch(/\/sw\.js$/);
  // Chrome's own verdict on installability, once the worker controls the page.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are off the record, where Chrome never installs; nothing else may be wrong.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
});

for (const { name, size } of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`offline, a visitor reads the home page and an opened article from the worker, and gets the offline page for the rest (${name})`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The worker installs, then eight pages load, online and offline: more than one test's usual time.
    test.slow();
    consoleErrors.allow(OFFLINE_ERRORS);
    await page.setViewportSize(size);
    await page.goto('/');
    await workerInControl(page);
    const { link: headline, path: articlePath, title } = await firstStory(page);
    // Opened in place (no page load): the page still asks the worker to keep a copy.
    await headline.click();
    await expect(page).toHaveURL(articlePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect
      .poll(() => page.evaluate((path) => caches.match(path).then(Boolean), articlePath))
      .toBe(true);
    await expect.poll(() => page.evaluate(() => caches.match('/').then(Boolean))).toBe(true);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Broadsheet' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline — showing saved copies from' }),
    ).toBeVisible();
    // What needs the network says so rather than failing silently: the newsletter form is turned off,
    // with a word on why.
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline. Subscribe once you are back online.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeDisabled();
    await page.goto(articlePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // A page nobody opened: the offline page, which says what to do.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/offline\?from=%2Fabout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/about');

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: /checked and delivered/ })).toBeVisible();
  });
}

test("a signed-in reader's page is never kept for a visitor, and signing out empties the worker's cache", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.goto('/allArticles');
  await workerInControl(page);
  await signIn(page, DEMO_READER.email, DEMO_READER.password);
  await page.goto('/allArticles');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The worker keeps this address as a visitor sees it, never as this reader's page.
  const keptPage = () => page.evaluate(async () => (await caches.match('/allArticles'))?.text() ?? null);
  await expect.poll(keptPage).toContain('"viewer":null');
  expect(await keptPage()).not.toContain(DEMO_READER.email);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The mark of a signed-in reader goes with the rest of the worker's caches.
  await expect.poll(() => page.evaluate(() => caches.has('broadsheet-signed-in'))).toBe(false);
  await context.setOffline(true);
  await page.goto('/allArticles');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.content()).not.toContain(DEMO_READER.email);
});

/** The articles kept on the device for its reader (src/client/lib/saved-copies.ts), by address. */
const keptForReader = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('broadsheet-saved-copies:'));
    const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return keys.flat().map((request) => new URL(request.url).pathname);
  });

test('offline on a phone, a signed-in reader reads the articles they opened, until they sign out', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page.context().request, baseURL, 'Offline Reader');
  await page.goto('/');
  await workerInControl(page);
  const { link: headline, path: articlePath, title } = await firstStory(page);
  await headline.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const id = articlePath.split('/').pop() as string;
  await expect.poll(() => keptForReader(page)).toContain(`/saved-copies/${id}`);

  await context.setOffline(true);
  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline — showing saved copies from' }),
  ).toBeVisible();
  // Read, not saved: Saved Articles does not list it.
  await page.goto('/saved');
  await expect(
    page.getByRole('heading', { name: 'No saved articles are kept on this device.' }),
  ).toBeVisible();

  // Signing out takes the reader's copies with them.
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect.poll(() => keptForReader(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
});

test("offline on a phone, the kept home page shows a signed-in reader's own header, not a visitor's", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page.context().request, baseURL, 'Header Reader');
  await page.goto('/');
  await workerInControl(page);
  // The worker keeps the home page as a visitor sees it (this reader's own page is never kept).
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/'))?.text() ?? null))
    .toContain('"viewer":null');
  await page.goto('/allArticles');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline — showing saved copies from' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The worker's copy is still a visitor's: the reader's name came from this device, not from it.
  expect(await page.evaluate(async () => (await caches.match('/'))?.text() ?? null)).toContain(
    '"viewer":null',
  );
});

test('with the site down and the network up, a phone is told Broadsheet is not answering, not that it is offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(/Failed to load resource|ERR_CONNECTION_REFUSED|Failed to fetch|502/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await workerInControl(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Broadsheet' })).toBeVisible();

  // The server refuses the connection: a form sent now says the site is not answering.
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => route.abort('connectionrefused'),
  );
  await page.getByPlaceholder('Enter your email address').fill('down.reader@example.test');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Broadsheet is not answering right now' }),
  ).toBeVisible();
  await expect(page.getByText(/Check your connection|You are offline/)).toHaveCount(0);

  // A gateway in front answers 502 for a page never kept: the offline page, saying what is wrong.
  await context.route(
    (url) => url.pathname === '/about',
    (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/about');
  await expect(page).toHaveURL(/\/offline\?from=%2Fabout$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Broadsheet is not answering right now' }),
  ).toBeVisible();
  await expect(page.getByText('Your connection is working')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/about');
});

test('the offline page on a phone offers no newsletter sign-up, which would need the network', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await workerInControl(page);
  await expect(page.getByPlaceholder('Enter your email address')).toBeVisible();
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByPlaceholder('Enter your email address')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Subscribe to Our Newsletter' })).toHaveCount(0);
});

test.describe('without a service worker (a first visit, a private window, a browser without one)', () => {
  test.use({ serviceWorkers: 'block' });

  test('losing the network leaves the page on screen, without the banner whose code cannot load', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(OFFLINE_ERRORS);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The banner's code is asked for, and its failure reaches the page.
    const bannerFailed = page.waitForEvent('console', (message) =>
      message.text().includes('Failed to fetch dynamically imported module'),
    );
    await context.setOffline(true);
    await bannerFailed;
    await expect(heading).toBeVisible();
    await expect(page.getByText('Something went wrong while loading this page.')).toHaveCount(0);
    // Back online, the page works on: a link still opens its page.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'All Articles' }).first().click();
    await expect(page).toHaveURL(/\/allArticles$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
