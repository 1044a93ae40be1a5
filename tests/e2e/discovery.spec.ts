import { expect, test } from './fixtures';

/**
 * Reading on from an article (docs/product.md#articles): its reading time, sharing, more of its section,
 * its writer's and publisher's pages, and "Most read this week" on the home page once it is read.
 */
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`reading on, on a ${device}`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test('an article leads to its section, its author, its publisher and the week’s most read', async ({
      page,
    }) => {
      // A long walk through six pages.
      test.setTimeout(60_000);
      await page.goto('/');
      const card = page
        .getByRole('region', { name: 'Recent Articles' })
        .getByRole('article')
        .nth(device === 'phone' ? 1 : 2);
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
      await card.getByRole('heading').getByRole('link').click();

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const address = page.url();
      await expect(page.getByText(/\d+ min read/).first()).toBeVisible();

      const share = page.getByRole('region', { name: 'Share this article' });
      await expect(share.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
        'href',
        `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(address)}`,
      );
      await expect(share.getByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute(
        'href',
        new RegExp(
          `^https://x\\.com/intent/post\\?url=${encodeURIComponent(address).replace(/[.?]/g, '\\$&')}`,
        ),
      );
      await share.getByRole('button', { name: 'Copy link' }).click();
      await expect(share.getByRole('status')).toHaveText('Link copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

      const more = page.getByRole('region', { name: /^More in / });
      await expect(more.getByRole('article').first()).toBeVisible();
      await more.getByRole('link', { name: /^See all in / }).click();
      await expect(page).toHaveURL(/\/section\/[a-z-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const header = page.getByRole('article').first().locator('header');
      const author = header.locator('a[href^="/author/"]').first();
      const authorName = (await author.textContent()) ?? '';
      await author.click();
      await expect(page.getByRole('heading', { level: 1, name: authorName })).toBeVisible();

      await page.goBack();
      const publisher = page.getByRole('article').first().locator('header a[href^="/publisher/"]');
      const publisherName = (await publisher.textContent()) ?? '';
      await publisher.click();
      await expect(page.getByRole('heading', { level: 1, name: publisherName })).toBeVisible();

      // Opening the article counted a view today, so the week's most read is not empty (the home page is
      // cached for visitors a few seconds, so look again until it shows).
      await expect(async () => {
        await page.goto('/');
        const mostRead = page.getByRole('region', { name: 'Most read this week' });
        await expect(mostRead.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
          'href',
          /^\/articlesDetails\/[0-9a-f-]{36}$/,
          { timeout: 1000 },
        );
      }).toPass({ timeout: 30_000 });
    });
  });
}
