import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// The dark theme (docs/product.md#dark-theme): a device that asks for dark pages gets them, readable (no
// serious contrast failure anywhere axe looks) on a phone and a desktop; one that asks for light is unchanged.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function approvedArticleId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/recent-articles?limit=20');
  expect(response.status()).toBe(200);
  const [first] = (await response.json()) as { _id: string }[];
  if (!first) throw new Error('no approved article to read');
  return first._id;
}

/** The page's heading is shown and React has hydrated it (the menu button is enabled once it has). */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Open|Close) menu$/, includeHidden: true })).toBeEnabled();
}

/** An element's background as red, green and blue from 0 to 255, whatever space the style names it in. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });

/** Dark: no channel above a fifth of its range. */
const isDark = (rgb: number[]) => rgb.every((channel) => channel < 51);

/** The reading pages a visitor meets: the way to each one's address, and whether it lists article cards. */
const PAGES: [string, (request: APIRequestContext) => Promise<string>, boolean][] = [
  ['home', async () => '/', true],
  ['an article', async (request) => `/articlesDetails/${await approvedArticleId(request)}`, true],
  ['all articles', async () => '/allArticles', true],
  ['search', async () => '/search?q=news', false],
  ['sign-in', async () => '/login', false],
];

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`a device that asks for dark pages, on a ${device}`, () => {
    test.use({ colorScheme: 'dark', viewport });

    for (const [name, address, cards] of PAGES) {
      test(`reads ${name} dark, with every text readable`, async ({ page, request }) => {
        test.slow();
        const path = await address(request);
        await page.goto(path);
        await ready(page);
        expect(isDark(await background(page, 'body'))).toBe(true);
        // The header's bar turns dark too.
        expect(isDark(await background(page, 'header'))).toBe(true);
        // And the cards' white surfaces, on the pages that list them.
        if (cards) expect(isDark(await background(page, 'article.bg-white'))).toBe(true);
        await expectNoSeriousViolations(page, `${path} (dark, ${device})`);
      });
    }
  });
}

test.describe('a device that asks for light pages', () => {
  test.use({ colorScheme: 'light', viewport: DESKTOP });

  test('reads them as before', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    expect(await background(page, 'body')).toEqual([255, 255, 255]);
    expect(await background(page, 'header')).toEqual([255, 255, 255]);
  });
});
