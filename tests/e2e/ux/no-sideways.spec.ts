import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from '../helpers';

/** The narrowest phone we design for, and the common one. */
const WIDTHS = [320, 390] as const;

interface WireArticle {
  _id: string;
  isPremium: string;
}

/**
 * Visits each page at each width and checks that nothing is wider than the screen: the document may scroll
 * down, never sideways. Fails softly, so one run names every page that overflows.
 */
async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect
          .soft(scrollWidth, `${path} is ${scrollWidth} px wide on a ${width} px screen`)
          .toBeLessThanOrEqual(width);
      });
    }
  }
}

test.describe('no page scrolls sideways on a phone', () => {
  test('the pages a visitor opens', async ({ page, consoleErrors }) => {
    // Fourteen pages at two widths, each loaded until the network is idle: more than one test's usual time.
    test.slow();
    // The unknown address answers 404 on purpose.
    consoleErrors.allow(/status of 404/);
    const list = await page.request.get('/api/recent-articles?limit=20');
    const articles = (await list.json()) as WireArticle[];
    const free = articles.find((article) => article.isPremium !== 'Premium');
    expect(free).toBeDefined();
    await expectNoSidewaysScroll(page, [
      '/',
      '/allArticles',
      '/allArticles?tag=sports&page=2',
      '/search?q=the',
      `/articlesDetails/${free?._id}`,
      '/paymentPage',
      '/login',
      '/register',
      '/forgot-password',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/no/such/page',
    ]);
  });

  test('the pages a signed-in author opens', async ({ page, baseURL }) => {
    await createAccount(page.request, baseURL, 'Narrow Screen Author');
    const token = await tokenOf(page.request);
    const id = await createArticleViaApi(page.request, token, {
      title: `A headline long enough to fill a narrow phone's row ${uniqueWord()}`,
      publisher: 'Le Monde',
      tags: 'culture',
      description: 'A pending story, so My Articles has a row with every action on it.',
    });
    await expectNoSidewaysScroll(page, [
      '/addArticles',
      '/myArticles',
      `/updateArticles/${id}`,
      '/premiumArticles',
      '/subscription/29.99',
      '/payment/7.00?plan=premium&days=7',
      '/my-payment-history',
      '/updateUserProfile',
    ]);
  });

  test("the editors' dashboard", async ({ page, browser, baseURL }) => {
    // Eight screens at two widths, each loaded until the network is idle.
    test.slow();
    const admin = await getAdminSession(browser, baseURL);
    await page.context().addCookies(admin.storageState.cookies);
    await expectNoSidewaysScroll(page, [
      '/dashboard/adminHome',
      '/dashboard/users',
      '/dashboard/allArticlesAdmin',
      '/dashboard/payment-history',
      '/dashboard/allPublisher',
      '/dashboard/audit-log',
      '/dashboard/messages',
      '/dashboard/subscribers',
    ]);
  });
});
