import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The search in every page's header (docs/product.md#pages-and-navigation): a plain form to /search, and
 * with scripts suggestions as the reader types, a combobox driven from the keyboard.
 */

/** The header's search field, opened first on screens too small to show it. */
async function headerSearch(page: Page, device: 'desktop' | 'phone') {
  const banner = page.getByRole('banner');
  if (device === 'phone') {
    await banner.getByRole('button', { name: 'Open search' }).click();
    await expect(banner.getByRole('button', { name: 'Close search' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const field = banner.getByRole('combobox', { name: 'Search articles' });
  await expect(field).toBeVisible();
  return field;
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the header search, on a ${device}`, () => {
    test.use({ viewport });

    test('home → section → article → author → publisher, then an article found by its suggestion', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      // A tag chip of a story on the home page leads to its section.
      const section = page.locator('main a[href^="/section/"]:visible').first();
      await section.click();
      await expect(page).toHaveURL(/\/section\/[a-z-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const card = page.getByRole('article').first();
      const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await card.getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      const header = page.getByRole('article').first().locator('header');
      const author = header.locator('a[href^="/author/"]').first();
      const authorName = (await author.textContent())?.trim() ?? '';
      await author.click();
      await expect(page.getByRole('heading', { level: 1, name: authorName })).toBeVisible();

      const publisher = page.getByRole('article').first().locator('a[href^="/publisher/"]').first();
      const publisherName = (await publisher.textContent())?.trim() ?? '';
      await publisher.click();
      await expect(page.getByRole('heading', { level: 1, name: publisherName })).toBeVisible();

      // Each word of the title cut short still finds it: every word matches as the start of a word.
      const typed = title
        .split(/\s+/)
        .filter((word) => /\p{L}{4}/u.test(word))
        .slice(0, 3)
        .map((word) =>
          word
            .replace(/[^\p{L}\p{N}]/gu, '')
            .slice(0, 4)
            .toLowerCase(),
        )
        .join(' ');
      const field = await headerSearch(page, device);
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/search-suggestions'))
          asked.push(new URL(request.url()).searchParams.get('q') ?? '');
      });
      await field.pressSequentially(typed);
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      const option = list.getByRole('option', { name: title }).first();
      await expect(option).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
      // Asked once typing paused, not at every key: last for the whole text.
      expect(asked.length).toBeLessThan(typed.length / 2);
      expect(asked.at(-1)).toBe(typed);

      if (device === 'desktop') {
        // The header with its open list (the pages themselves are checked in accessibility.spec.ts).
        const { violations } = await new AxeBuilder({ page })
          .include('header')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
      }

      // Escape closes the list and keeps the words; the arrows open it again, wrapping round.
      await field.press('Escape');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await expect(field).toHaveValue(typed);
      await field.press('ArrowUp');
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      const options = list.getByRole('option');
      const last = options.last();
      await expect(field).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id')) ?? '');
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await field.press('ArrowDown');
      const first = options.first();
      await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');

      // Down to the article's option, then Enter opens it.
      const target = (await option.getAttribute('id')) ?? '';
      for (let step = 0; step < 10; step += 1) {
        if ((await field.getAttribute('aria-activedescendant')) === target) break;
        await field.press('ArrowDown');
      }
      await expect(field).toHaveAttribute('aria-activedescendant', target);
      await field.press('Enter');
      await expect(page).toHaveURL(/\/articlesDetails\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test('suggests a section by its name, and Enter with no suggestion chosen searches', async ({ page }) => {
      await page.goto('/about');
      const field = await headerSearch(page, device);
      await field.pressSequentially('sci tech');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option', { name: 'Science & Technology' }).click();
      await expect(page).toHaveURL(/\/section\/science-technology$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Science & Technology' })).toBeVisible();

      const again = await headerSearch(page, device);
      await again.pressSequentially('zzqxw');
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(
        'No suggestions. Press Enter to search every article.',
      );
      await again.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=zzqxw$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    });
  });
}

test.describe('the header search without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('is a plain form to the search page', async ({ page }) => {
    await page.goto('/about');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' });
    await field.fill('stadium');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stadium$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the search icon is a link to the search page', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('banner').getByRole('link', { name: 'Open search' }).click();
      await expect(page).toHaveURL(/\/search$/);
    });
  });
});
