import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, signIn, tokenOf } from './helpers';

// Saved articles (docs/product.md#saved-articles): Save on an article page, the list on /saved, on a desktop
// and on a phone; a saved article kept on the device reads offline, and goes with the reader on sign-out.

// These walks are of the installed app: its service worker is let in (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

/** Opens the first article of All Articles; its title. */
async function openFirstArticle(page: Page): Promise<string> {
  await page.goto('/allArticles');
  const readMore = page.getByRole('link', { name: /^Read More/ }).first();
  const title = ((await readMore.textContent()) ?? '').replace(/^Read More:\s*/, '');
  await readMore.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return title;
}

for (const { name, size } of VIEWPORTS) {
  test(`a reader saves an article, finds it on Saved Articles and removes it (${name})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(size);
    await createAccount(page.context().request, baseURL, `Saver ${name}`);
    const title = await openFirstArticle(page);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved, and kept on this device' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Saved Articles' }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Articles' })).toBeVisible();
    await expect(page.getByText('1 saved article')).toBeVisible();
    const card = page.getByRole('link', { name: title, exact: true });
    await expect(card).toBeVisible();

    // Still pressed when the page is loaded afresh, then removed from the article page.
    await card.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByRole('status').filter({ hasText: 'Removed from your saved articles.' }),
    ).toBeVisible();

    await page.goto('/saved');
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the latest' })).toHaveAttribute('href', '/allArticles');
  });
}

for (const { name, size } of VIEWPORTS) {
  test(`a reader saves an article from its card, and every card asks in one request (${name})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(size);
    await createAccount(page.context().request, baseURL, `Card saver ${name}`);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/saved/')) asked.push(pathname);
    });
    await page.goto('/allArticles');
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const save = first.getByRole('button', { name: `Save: ${title}`, exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: /^Save: / })).toHaveCount(
      await page.getByRole('article').count(),
    );
    expect(asked).toEqual(['/api/saved/states']);

    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved, and kept on this device' }),
    ).toBeVisible();
    await page.goto('/saved');
    await expect(page.getByText('1 saved article')).toBeVisible();
    // On Saved Articles the card's button is pressed; pressing it again takes the article off the list.
    const again = page.getByRole('button', { name: `Save: ${title}`, exact: true });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click();
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  });
}

test('a visitor sees no Save button, and /saved asks them to sign in', async ({ page }) => {
  await openFirstArticle(page);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await page.goto('/allArticles');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save: / })).toHaveCount(0);
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/login\?from=%2Fsaved$/);
});

/** A network failure logged while offline is the point of the offline walk, not a fault of the page. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|view count failed/;

test('a subscriber’s saved premium article reads offline, and no longer once they sign out', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}) => {
  // The longest walk of the file: the worker installs and keeps the app's 140 files, the reader signs in,
  // saves, goes offline, signs out and tries again offline. About 10 s alone, and twice that beside another
  // walk on a two-core machine; CI ran out of the default 30 s once, during its last step.
  test.slow();
  consoleErrors.allow(OFFLINE_ERRORS);
  const account = await createAccount(request, baseURL, 'Offline Subscriber');
  const free = await request.post('/api/subscriptions/free', { headers: bearer(await tokenOf(request)) });
  expect(free.status()).toBe(201);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  await signIn(page, account.email, account.password);

  await page.goto('/premiumArticles');
  const readMore = page.getByRole('link', { name: /^Read More/ }).first();
  await readMore.click();
  await expect(page).toHaveURL(/\/articlesDetails\//);
  const articlePath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  // The whole premium body, no paywall: this is what the device keeps.
  const lastParagraph = page.locator('.article-body p').last();
  const lastWords = ((await lastParagraph.textContent()) ?? '').trim();
  await expect(page.getByText('The rest of this article is for subscribers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toBeVisible();

  // An action that needs the network says so instead of failing silently.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You are offline. Saving needs a connection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(articlePath);
  await expect(page).toHaveURL(/\/offline\?from=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(lastWords, { exact: false }).first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline — showing saved copies from' }),
  ).toBeVisible();
  // The app's Saved shortcut, offline: the copies on this device.
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('saved-copies'))),
    )
    .toEqual([]);

  // Signing in offline says why it cannot.
  await page.goto('/login');
  await context.setOffline(true);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('You are offline. This needs a connection').first()).toBeVisible();

  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  expect(await page.content()).not.toContain(lastWords);
  await page.goto('/saved');
  await expect(
    page.getByRole('heading', { name: 'No saved articles are kept on this device.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('offline on a phone, a saved article opens when tapped on Saved Articles, and the Saved shortcut lists it', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // The worker installs, the reader saves, then four pages load offline.
  test.slow();
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page.context().request, baseURL, 'Offline Tapper');
  await page.goto('/allArticles');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  const title = await openFirstArticle(page);
  const articlePath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toBeVisible();
  // Opened in the browser, the page asks the worker to keep a visitor's copy of it; a visitor is sent to
  // the sign-in form, and that redirected answer is not kept for /saved (offline, the browser would refuse
  // it and the address would fail to load instead of showing the offline page).
  const keptAsked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/saved' && 'x-keep-page' in response.request().headers(),
  );
  await page.goto('/saved');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await keptAsked;
  expect(
    await page.evaluate(async () => Boolean(await (await caches.open('broadsheet-pages')).match('/saved'))),
  ).toBe(false);

  // The connection drops while Saved Articles is on screen: the tap opens the copy on the device.
  await context.setOffline(true);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(`/offline?from=${encodeURIComponent(articlePath)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline — showing saved copies from' }),
  ).toBeVisible();

  // The app's Saved shortcut, opened offline: the list of copies, whose cards open too.
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Articles' })).toBeVisible();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(`/offline?from=${encodeURIComponent(articlePath)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a shared browser: a saved premium article is not readable offline once the session lapsed without a sign-out', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(request, baseURL, 'Lapsed Subscriber');
  const free = await request.post('/api/subscriptions/free', { headers: bearer(await tokenOf(request)) });
  expect(free.status()).toBe(201);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  await signIn(page, account.email, account.password);
  await page.goto('/premiumArticles');
  await page
    .getByRole('link', { name: /^Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/articlesDetails\//);
  const articlePath = new URL(page.url()).pathname;
  // The address changes before the article is drawn: its title is read once the page is the article's.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const lastWords = ((await page.locator('.article-body p').last().textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toBeVisible();
  // A page load: the server says when this session ends.
  await page.goto('/saved');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // While the session stands, the premium copy reads offline.
  await context.setOffline(true);
  await page.goto(articlePath);
  await expect(page.getByText(lastWords, { exact: false }).first()).toBeVisible();

  // The reader walked away without signing out; a day later the session has lapsed, and someone else opens
  // the app on this browser with no network: the premium text is not there for them.
  await page.clock.install({ time: Date.now() + 25 * 60 * 60 * 1000 });
  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  expect(await page.content()).not.toContain(lastWords);
  // Nor does the header present them as the reader.
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  const kept = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('broadsheet-saved-copies:'));
    const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return keys.flat().length;
  });
  expect(kept).toBe(0);
});

test('a shared browser: once the server says the session is gone, the reader’s copies leave the device', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  consoleErrors.allow(OFFLINE_ERRORS);
  await page.setViewportSize({ width: 390, height: 844 });
  await createAccount(page.context().request, baseURL, 'Ended Session');
  await page.goto('/allArticles');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  await openFirstArticle(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toBeVisible();
  const copies = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('broadsheet-saved-copies:')),
    );
  expect(await copies()).toHaveLength(1);

  // The session ends (its cookie lapses) without a sign-out on this browser: the next page the server
  // sends is for nobody, and the copies go.
  await context.clearCookies();
  await page.goto('/allArticles');
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect.poll(copies).toEqual([]);
  await context.setOffline(true);
  await page.goto('/saved');
  await expect(
    page.getByRole('heading', { name: 'No saved articles are kept on this device.' }),
  ).toBeVisible();
});
