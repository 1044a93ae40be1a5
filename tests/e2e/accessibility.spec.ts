import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { bearer, createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

interface WireArticle {
  _id: string;
  title: string;
  isPremium: string;
}

/**
 * The page is ready to check once its heading is shown and React has hydrated it: the menu button of the
 * site or the dashboard is disabled in the server's HTML until then (useHydrated).
 */
async function waitUntilReady(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^(Open|Close) (dashboard )?menu$/, includeHidden: true }),
  ).toBeEnabled();
}

/** Visits each page in turn, waits for it, and checks it. */
async function checkPages(page: Page, pages: readonly (readonly [string, string | RegExp])[]) {
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitUntilReady(page, heading);
      await expectNoSeriousViolations(page, path);
    });
  }
}

/** Signs this page's browser context in as the seeded admin (the session is made once per worker). */
async function asAdmin(page: Page, browser: Browser, baseURL: string | undefined) {
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  return admin;
}

/** A fresh reader, signed in through the page's own cookie jar, with one pending article of their own. */
async function readerWithArticle(page: Page, baseURL: string | undefined) {
  await createAccount(page.request, baseURL, 'Ada Access');
  const token = await tokenOf(page.request);
  const title = `Ramps at the station ${uniqueWord()}`;
  const id = await createArticleViaApi(page.request, token, {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The station opened step-free ramps on every platform.\n\nRiders welcomed them.',
  });
  return { token, id, title };
}

/** The newest approved free and premium articles of the seed, read through the API. */
async function seededArticles(page: Page, token: string) {
  const recent = await page.request.get('/api/recent-articles?limit=20');
  const free = ((await recent.json()) as WireArticle[]).find((article) => article.isPremium !== 'Premium');
  const premiumList = await page.request.get('/api/articlesIsPremuan?limit=1', { headers: bearer(token) });
  const [premium] = (await premiumList.json()) as WireArticle[];
  if (!free || !premium) throw new Error('the seed has no free or no premium article');
  return { free, premium };
}

// Content below the fold fades in as it scrolls into view (Reveal), and until then it is transparent, so
// axe would skip it; with reduced motion everything is shown at once and every part of the page is checked.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('accessibility of every page (axe: WCAG 2.1 A and AA, no serious or critical violation)', () => {
  test('reading pages for a visitor', async ({ page }) => {
    test.setTimeout(90_000);
    const list = await page.request.get('/api/recent-articles?limit=20');
    const free = ((await list.json()) as WireArticle[]).find((article) => article.isPremium !== 'Premium');
    if (!free) throw new Error('no free article on the first page');
    await checkPages(page, [
      ['/', 'Broadsheet'],
      ['/allArticles', 'All Articles'],
      ['/allArticles?tag=sports&page=1', 'All Articles'],
      ['/search', 'Search'],
      [`/search?q=${encodeURIComponent(free.title.split(' ')[0] ?? 'the')}`, 'Search'],
      [`/search?q=${uniqueWord()}`, 'Search'],
      [`/articlesDetails/${free._id}`, free.title],
      ['/paymentPage', 'Plans, prices and payment'],
    ]);
  });

  test('section, publisher and author pages for a visitor', async ({ page }) => {
    test.setTimeout(90_000);
    const list = await page.request.get('/api/recent-articles?limit=1');
    const [article] = (await list.json()) as (WireArticle & { authorId: string; displayName: string })[];
    if (!article) throw new Error('the seed has no approved article');
    await checkPages(page, [
      ['/section/science-technology', 'Science & Technology'],
      ['/section/sports?page=2', 'Sports'],
      ['/publisher/el-pais', 'El País'],
      [`/author/${article.authorId}`, article.displayName],
    ]);
  });

  test('account and information pages for a visitor, and the not-found page', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    await checkPages(page, [
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/forgot-password', 'Forgot password'],
      ['/reset-password?token=not-a-real-token', 'Choose a new password'],
      ['/reset-password?error=INVALID_TOKEN', 'Choose a new password'],
      ['/about', 'The news, checked and delivered around the clock'],
      ['/contact', 'Contact'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/unsubscribe', 'Unsubscribe from the newsletter'],
      ['/unsubscribe?token=not-a-real-token', 'Unsubscribe from the newsletter'],
      ['/auth/google?error=access_denied', 'Google sign-in did not finish'],
      ['/no/such/page', 'Uh-oh!'],
    ]);
  });

  test('pages for a signed-in reader, before and after subscribing', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const reader = await readerWithArticle(page, baseURL);
    const { free, premium } = await seededArticles(page, reader.token);
    await checkPages(page, [
      ['/addArticles', 'Add Articles'],
      ['/myArticles', 'My Articles (1)'],
      [`/updateArticles/${reader.id}`, 'Update Article'],
      ['/premiumArticles', 'Premium Articles'],
      [`/articlesDetails/${free._id}`, free.title],
      [`/articlesDetails/${premium._id}`, premium.title],
      ['/subscription/29.99', 'Premium'],
      ['/subscription/0', 'Free'],
      ['/subscription/12.34', "We don't have that plan"],
      ['/payment/7.00?plan=premium&days=7', 'Payment'],
      ['/my-payment-history', 'My Payment History (0)'],
      ['/updateUserProfile', 'Edit Profile'],
    ]);

    const activated = await page.request.post('/api/subscriptions/free', { headers: bearer(reader.token) });
    expect(activated.ok(), await activated.text()).toBe(true);
    const { insertedId } = (await activated.json()) as { insertedId: string };
    await checkPages(page, [
      ['/my-payment-history', 'My Payment History (1)'],
      [`/articlesDetails/${premium._id}`, premium.title],
      ['/subscription/29.99', 'Premium'],
      ['/subscription/0', 'Free'],
      [`/payment/confirmation/${insertedId}`, 'Payment confirmed'],
    ]);
  });

  test('every admin dashboard screen', async ({ page, browser, baseURL, playwright }) => {
    test.setTimeout(90_000);
    // Every list gets a row of its own, so each table is checked with content and not only its empty state.
    const reader = await playwright.request.newContext({ baseURL });
    await createAccount(reader, baseURL, 'Dashboard Reader');
    const readerToken = await tokenOf(reader);
    const paid = await reader.post('/api/subscriptions/free', { headers: bearer(readerToken) });
    expect(paid.ok(), await paid.text()).toBe(true);
    const email = `access-${Date.now()}@example.test`;
    const message = await reader.post('/api/contact', {
      data: { name: 'Ada Access', email, topic: 'feedback', message: 'The new article pages read well.' },
    });
    expect(message.ok(), await message.text()).toBe(true);
    const subscribed = await reader.post('/api/newsletter', { data: { email } });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);
    await reader.dispose();

    const admin = await asAdmin(page, browser, baseURL);
    const id = await createArticleViaApi(page.request, admin.token, {
      title: `Tactile paving audit ${uniqueWord()}`,
      publisher: 'Le Monde',
      tags: 'business',
      description: 'The council audited tactile paving across the city.',
    });
    await test.step('/dashboard/adminHome', async () => {
      await page.goto('/dashboard/adminHome');
      await waitUntilReady(page, 'Admin Home');
      await expect(
        page.getByRole('figure', { name: 'Publication Article Distribution' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, '/dashboard/adminHome');
    });
    await checkPages(page, [
      ['/dashboard/users', /^All Users/],
      ['/dashboard/allArticlesAdmin', /^All Articles/],
      ['/dashboard/allArticlesAdmin?status=declined', /^All Articles/],
      ['/dashboard/payment-history', /^All payment history/],
      ['/dashboard/allPublisher', 'Add Publisher'],
      ['/dashboard/audit-log', /^Audit log/],
      ['/dashboard/messages', /^Messages/],
      ['/dashboard/subscribers', /^Subscribers/],
      ['/dashboard/readership', /^Readership/],
    ]);

    await test.step('the decline dialog, open and after an empty submit', async () => {
      await page.goto(`/dashboard/allArticlesAdmin/modal?id=${id}`);
      const dialog = page.getByRole('dialog', { name: 'Decline article' });
      await expect(dialog.getByLabel('Reason for declining')).toBeFocused();
      await expectNoSeriousViolations(page, 'the open decline dialog');
      await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
      await expect(dialog.getByText('Reason for declining is required')).toBeVisible();
      await expectNoSeriousViolations(page, 'the decline dialog with its error');
    });
  });
});

test.describe('accessibility of interactive states', () => {
  test('the site menu and the account menu on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitUntilReady(page, 'Broadsheet');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'All Articles' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the open site menu for a visitor on a phone');

    await createAccount(page.request, baseURL, 'Phone Reader');
    await page.goto('/allArticles');
    await waitUntilReady(page, 'All Articles');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'My Articles' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the open site menu for a reader on a phone');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('link', { name: 'My Payment History' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the open account menu on a phone');
  });

  test('the dashboard sidebar on a phone', async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/users');
    await waitUntilReady(page, /^All Users/);
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the open dashboard sidebar on a phone');
  });

  test('forms showing their validation errors', async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(90_000);
    // A refused sign-in (401) and a declined card (402) are logged by the browser as failed requests.
    consoleErrors.allow(/status of 40[12] \((Unauthorized|Payment Required)\)/);
    await page.goto('/register');
    await waitUntilReady(page, 'Register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'the register form with its errors');

    await page.goto('/login');
    await waitUntilReady(page, 'Login');
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.test');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    // The toast comes a moment later (its code loads with the first toast); check it once it is in place,
    // not while it fades in.
    await expect(
      page.getByRole('status').filter({ hasText: 'please valid email or password' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'the login form after a refused sign-in');

    await page.goto('/contact');
    await waitUntilReady(page, 'Contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'the contact form with its errors');

    await readerWithArticle(page, baseURL);
    await page.goto('/addArticles');
    await waitUntilReady(page, 'Add Articles');
    await page.getByRole('button', { name: 'Add Article' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'the article form with its errors');

    await page.goto('/payment/7.00?plan=premium&days=7');
    await waitUntilReady(page, 'Payment');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await expect(page.getByText('Your card’s expiry date is in the past.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the card form with an expiry in the past');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $7.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expectNoSeriousViolations(page, 'the card form after a declined card');

    await page.goto('/myArticles');
    await waitUntilReady(page, 'My Articles (1)');
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the delete confirmation dialog');
  });
});
