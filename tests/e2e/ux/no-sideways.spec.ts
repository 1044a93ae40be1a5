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

/**
 * The masthead's navigation at one width: every link on one line (no word broken, "Hom/e"), nothing wider
 * than the screen. Links that do not fit are behind the menu button, so a hidden link is fine.
 */
async function expectMastheadOnOneLine(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The links in the navigation's lists (the brand, a picture and a name, is not one of them).
  const links = await nav.locator('li a').evaluateAll((anchors) =>
    anchors
      .filter((anchor) => anchor.getClientRects().length > 0)
      .map((anchor) => {
        const text = anchor.textContent?.trim() ?? '';
        // The height of the link's text, not its box: more than one line means a word broke.
        const range = document.createRange();
        range.selectNodeContents(anchor);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return { text, lines };
      }),
  );
  for (const link of links)
    expect.soft(link.lines, `"${link.text}" takes ${link.lines} lines at ${width} px`).toBeLessThanOrEqual(1);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `the page is ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(width);
}

test.describe('the masthead', () => {
  const widths = Array.from({ length: 17 }, (_, i) => 320 + i * 100).concat([1280, 1366, 1920]);

  test('no navigation link breaks inside a word at any width, for an admin and for a visitor', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    for (const who of ['visitor', 'admin'] as const) {
      if (who === 'admin') {
        const admin = await getAdminSession(browser, baseURL);
        await page.context().addCookies(admin.storageState.cookies);
      }
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (who === 'admin') await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      for (const width of widths)
        await test.step(`${who} at ${width} px`, () => expectMastheadOnOneLine(page, width));
    }
  });

  test('the typing brand does not move the page: the header keeps its size and nothing shifts for 10 s', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const admin = await getAdminSession(browser, baseURL);
    await page.context().addCookies(admin.storageState.cookies);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // Every layout shift and every header size, sampled on each frame for ten seconds of the brand typing.
    const { shift, heights, widths } = await page.evaluate(
      () =>
        new Promise<{ shift: number; heights: number[]; widths: number[] }>((resolve) => {
          let shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: false });
          const header = document.querySelector('header') as HTMLElement;
          const brand = header.querySelector('a') as HTMLElement;
          const heights = new Set<number>();
          const widths = new Set<number>();
          const started = performance.now();
          const sample = () => {
            heights.add(Math.round(header.getBoundingClientRect().height));
            widths.add(Math.round(brand.getBoundingClientRect().width));
            if (performance.now() - started < 10_000) requestAnimationFrame(sample);
            else resolve({ shift, heights: [...heights], widths: [...widths] });
          };
          sample();
        }),
    );
    expect(heights, 'the header’s heights').toHaveLength(1);
    expect(widths, 'the brand’s widths').toHaveLength(1);
    expect(shift, 'cumulative layout shift').toBe(0);
  });
});
