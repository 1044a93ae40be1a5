import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

test('an author sees their article’s readers on My Articles, on a computer and on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await getAdminSession(browser, baseURL);
  await createAccount(page.request, baseURL, 'Numbers Author');
  const token = await tokenOf(page.request);
  const title = `Tram line opens ${uniqueWord()}`;
  const id = await createArticleViaApi(page.request, token, {
    title,
    publisher: 'The Guardian',
    tags: 'business',
    description: 'The new tram line opened on Saturday.\n\nRiders queued from dawn.',
  });
  await approveArticle(page.request, admin.token, id);

  await test.step('a visitor reads the article', async () => {
    const visitor = await browser.newContext({ baseURL });
    const reading = await visitor.newPage();
    const counted = reading.waitForResponse(
      (response) => response.url().includes(`/api/viewCount/${id}`) && response.status() === 200,
    );
    await reading.goto(`/articlesDetails/${id}`);
    await expect(reading.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await counted;
    await visitor.close();
  });

  await test.step('the author finds the view among their numbers', async () => {
    await page.goto('/myArticles');
    const numbers = page.getByRole('region', { name: 'Your readers' });
    await expect(numbers.getByRole('heading', { level: 2, name: 'Your readers' })).toBeVisible();
    // Views are written in batches every few seconds: ask again until this one is in.
    await expect(async () => {
      await page.reload();
      await expect(numbers.getByRole('row', { name: new RegExp(title) })).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(numbers.getByText('1 view of your articles; 1 visitor, counted day by day.')).toBeVisible();
    await expect(
      numbers.getByText(/Compared with the previous 30 days .*: views 1, none before/),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'My Articles with its numbers');
  });

  await test.step('a range that ends before it starts is explained, not asked for', async () => {
    await page.goto('/myArticles?from=2026-03-10&to=2026-03-01');
    await expect(page.getByRole('alert')).toHaveText(/the end on or after the start/);
  });

  await test.step('on a phone the numbers fit without sideways scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/myArticles');
    await expect(page.getByRole('region', { name: 'Views per article' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
