import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SECTION_NAMES } from './helpers';

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
      // A tag chip of a story on the home page links to its section.
      const chip = page.locator('main a[href^="/section/"]:visible').first();
      await expect(chip).toHaveAttribute('href', /^\/section\/[a-z-]+$/);
      // The header's Sections menu lists all seven: a menu of its own on a desktop, a group of the menu on a phone.
      const banner = page.getByRole('banner');
      const opener = banner.getByRole('button', { name: device === 'phone' ? 'Open menu' : 'Sections' });
      await expect(opener).toBeEnabled();
      await opener.click();
      const sections =
        device === 'phone'
          ? banner.getByRole('list', { name: 'Sections' })
          : page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
      await expect(sections.getByRole('link')).toHaveText(SECTION_NAMES);
      await sections.getByRole('link', { name: 'Science & Technology' }).click();
      await expect(page).toHaveURL(/\/section\/science-technology$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Science & Technology' })).toBeVisible();
      await expect(sections).toBeHidden();

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

test.describe('the header search’s suggestions when typing outruns the answers', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the answer to an earlier text is cancelled and never shown after a later one', async ({ page }) => {
    const endpoint = (url: string | URL) => new URL(url).pathname === '/api/search-suggestions';
    const textOf = (url: string) => new URL(url).searchParams.get('q');
    // The answer for "sci" is held back until the answer for "sci tech" is on screen; had it arrived, it
    // would list an article that matches neither.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let staleAnswer: Promise<unknown> = Promise.resolve();
    await page.route(endpoint, async (route) => {
      if (textOf(route.request().url()) !== 'sci') return route.fallback();
      await held;
      staleAnswer = route
        .fulfill({
          json: {
            articles: [{ _id: '00000000-0000-4000-8000-000000000001', title: 'A stale suggestion' }],
            sections: [],
            authors: [],
          },
        })
        .catch(() => {});
    });
    const cancelled: string[] = [];
    page.on('requestfailed', (request) => {
      if (endpoint(request.url())) cancelled.push(textOf(request.url()) ?? '');
    });

    await page.goto('/about');
    const field = await headerSearch(page, 'desktop');
    const asked = page.waitForRequest(
      (request) => endpoint(request.url()) && textOf(request.url()) === 'sci',
    );
    await field.pressSequentially('sci');
    await asked;
    await field.pressSequentially(' tech');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: 'Science & Technology' })).toBeVisible();
    expect(cancelled).toContain('sci');

    release();
    await staleAnswer;
    // Time for a late answer to reach the screen, were it taken.
    await page.waitForTimeout(500);
    await expect(list.getByRole('option', { name: 'A stale suggestion' })).toHaveCount(0);
    await expect(list.getByRole('option', { name: 'Science & Technology' })).toBeVisible();
    await expect(field).toHaveValue('sci tech');
  });
});
