import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  createAccount,
  createArticleViaApi,
  getAdminSession,
  makePng,
  tokenOf,
  uniqueWord,
} from '../helpers';

/** Layout defects found on a hands-on walk of the site, each at the viewport where it was found. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function asAdmin(page: Page, browser: Browser, baseURL: string | undefined) {
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
}

/** Opens the newest approved article from All Articles. */
async function openFirstArticle(page: Page) {
  await page.goto('/allArticles');
  const title = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const href = await title.getAttribute('href');
  if (!href) throw new Error('the first card has no link');
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('on a desktop, the dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('the sidebar runs the whole height of a long screen and its links stay in view', async ({
    page,
    browser,
    baseURL,
  }) => {
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/allArticlesAdmin');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const sidebar = page.locator('aside').filter({ has: nav });
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    // The screen is longer than the window: the column must not stop where the window did.
    expect(pageHeight).toBeGreaterThan(DESKTOP.height + 200);
    const column = await sidebar.evaluate((aside) => {
      const box = aside.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    });
    expect(column.top).toBeLessThanOrEqual(1);
    expect(column.bottom).toBeGreaterThanOrEqual(pageHeight - 1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(nav.getByRole('link', { name: 'Admin Home' })).toBeInViewport();
  });

  test('the articles table fits without scrolling sideways at 1366 px', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The newest article, at the top of the table: an author's name and a headline of very long words.
    const request = page.context().request;
    await createAccount(request, baseURL, `Maximiliana${'x'.repeat(60)}`);
    const word = `Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen${uniqueWord()}`;
    await createArticleViaApi(request, await tokenOf(request), {
      title: `${word} returns to the river`,
      publisher: 'Le Monde',
      tags: 'culture',
      description: `${word} again.`,
    });
    await page.context().clearCookies();
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/allArticlesAdmin');
    const table = page.getByRole('main').getByRole('table');
    await expect(
      table.getByRole('link', { name: `${word} returns to the river`, exact: true }),
    ).toBeVisible();
    await expect(table).toBeVisible();
    const fit = await table.evaluate((element) => ({
      needed: element.scrollWidth,
      frame: (element.parentElement as HTMLElement).clientWidth,
    }));
    expect(fit.needed).toBeLessThanOrEqual(fit.frame);
    // The last column's buttons are whole on screen.
    const deleteButton = table.getByRole('button', { name: /^Delete/ }).first();
    const box = await deleteButton.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(DESKTOP.width);
  });
});

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('the home page reaches its first story soon and lists stories as compact headlines', async ({
    page,
  }) => {
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Articles' });
    const cards = recent.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((articles) =>
      articles.slice(0, 3).map((article) => {
        const box = article.getBoundingClientRect();
        const headline = article.querySelector('h2, h3')?.getBoundingClientRect().height ?? 0;
        return { top: box.top + window.scrollY, height: box.height, headline };
      }),
    );
    expect(boxes.length).toBe(3);
    // It began about 1,500 px down, every card near a screen tall.
    expect(boxes[0]?.top).toBeLessThan(1150);
    // Beside its headline (as long as the headline is), a card holds a few lines, not a screen's worth.
    for (const box of boxes) expect(box.height - box.headline).toBeLessThan(290);
    // The picture is a thumbnail beside the headline, not a banner above it.
    const first = cards.first();
    const picture = await first.locator('img').first().boundingBox();
    const headline = await first.getByRole('heading').boundingBox();
    expect(picture && headline).toBeTruthy();
    if (picture && headline) {
      expect(picture.width).toBeLessThan(120);
      expect(picture.x).toBeGreaterThan(headline.x + headline.width - 1);
    }
  });

  test('at 200 % text the header stays inside the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    // What a reader's larger text setting does: every rem-sized thing doubles.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const header = page.getByRole('banner');
    const widths = await header.evaluate((element) => ({
      needed: element.scrollWidth,
      shown: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.needed).toBeLessThanOrEqual(widths.shown);
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    // Every control of the header can be reached on screen.
    const controls = header.getByRole('button');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("an article's date and views sit under its byline, lined up with it", async ({ page }) => {
    await openFirstArticle(page);
    const header = page.getByRole('article').first().locator('header');
    const heading = await header.getByRole('heading', { level: 1 }).boundingBox();
    const date = await header.locator('time').first().boundingBox();
    const views = await header.getByText(/\bviews?$/).boundingBox();
    expect(heading && date && views).toBeTruthy();
    if (heading && date && views) {
      // Right-aligned, they floated apart from everything else on the page's left edge.
      expect(Math.abs(date.x - heading.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(views.x - heading.x)).toBeLessThanOrEqual(2);
    }
  });

  test("a file field shows the chosen file's whole name", async ({ page, browser, baseURL }) => {
    await asAdmin(page, browser, baseURL);
    await page.goto('/addArticles');
    const name = 'a-rather-long-name-for-the-cover-picture-of-this-story-2026-11-30.png';
    await page
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name, mimeType: 'image/png', buffer: await makePng() });
    await expect(page.getByRole('img', { name: /preview|chosen/i }).first()).toBeVisible();
    const shown = page.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  });
});
