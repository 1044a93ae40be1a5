import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

/** The front page's judgement (docs/product.md#front-page): the editor's lead story and the Live label. */

// The lead is one for the whole site: these walks take turns and leave none picked.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function approvedArticle(request: APIRequestContext, baseURL: string | undefined, title: string) {
  await createAccount(request, baseURL, 'Front Page Writer');
  const token = await tokenOf(request);
  const id = await createArticleViaApi(request, token, {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description:
      'Counting went on through the night in the harbour towns.\n\nThe result is expected by noon.',
  });
  return id;
}

test('an editor makes an article the lead story and the front page shows it first (desktop)', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Harbour towns count the vote ${uniqueWord()}`;
  const id = await approvedArticle(page.request, baseURL, title);
  const admin = await getAdminSession(browser, baseURL);
  await approveArticle(page.request, admin.token, id);
  const context = await browser.newContext({
    baseURL,
    storageState: admin.storageState,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const editor = await context.newPage();
    await editor.goto(`/dashboard/review/${id}`);
    const controls = editor.getByRole('region', { name: 'Front page' });
    await controls.getByRole('button', { name: 'Make lead story' }).click();
    await expect(controls.getByText('This article leads the front page.')).toBeVisible();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const lead = page.getByRole('region', { name: title });
    await expect(lead).toBeVisible();
    await expect(lead.getByText('Counting went on through the night')).toBeVisible();
    // First: above the top stories, and larger than any card's headline.
    const leadBox = await lead.boundingBox();
    const heroBox = await page.getByRole('region', { name: 'Top stories' }).boundingBox();
    expect(leadBox && heroBox && leadBox.y < heroBox.y).toBe(true);
    const size = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await size('#lead-story-title')).toBeGreaterThan(
      await size('#recent-articles-title ~ * article h3'),
    );

    await controls.getByRole('button', { name: 'Remove from lead' }).click();
    await expect(controls.getByRole('button', { name: 'Make lead story' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
  } finally {
    await page.request.delete('/api/front-page/lead', { headers: bearer(admin.token) });
    await context.close();
  }
});

test('an editor picks the lead story from the dashboard’s list of articles (desktop)', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  const title = `Lighthouse keepers return ${word}`;
  const id = await approvedArticle(page.request, baseURL, title);
  const admin = await getAdminSession(browser, baseURL);
  await approveArticle(page.request, admin.token, id);
  const context = await browser.newContext({
    baseURL,
    storageState: admin.storageState,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const editor = await context.newPage();
    await editor.goto(`/dashboard/allArticlesAdmin?search=${word}`);
    const row = editor.getByRole('row').filter({ hasText: title });
    const make = row.getByRole('button', { name: `Make lead story “${title}”` });
    await expect(make).toBeEnabled();
    await make.click();
    await expect(editor.getByText('The article now leads the front page.')).toBeVisible();
    await expect(row.getByText('Lead story', { exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: title })).toBeVisible();

    await row.getByRole('button', { name: `Remove from lead “${title}”` }).click();
    await expect(row.getByRole('button', { name: `Make lead story “${title}”` })).toBeVisible();
    await expect(row.getByText('Lead story', { exact: true })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
  } finally {
    await page.request.delete('/api/front-page/lead', { headers: bearer(admin.token) });
    await context.close();
  }
});

test('an editor marks a running story Live and its card and page show the red label', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Storm over the estuary ${uniqueWord()}`;
  const id = await approvedArticle(page.request, baseURL, title);
  const admin = await getAdminSession(browser, baseURL);
  await approveArticle(page.request, admin.token, id);
  const context = await browser.newContext({ baseURL, storageState: admin.storageState });
  try {
    const editor = await context.newPage();
    await editor.goto(`/dashboard/review/${id}`);
    await editor
      .getByRole('region', { name: 'Front page' })
      .getByRole('button', { name: 'Mark as Live' })
      .click();
    await expect(editor.getByRole('button', { name: 'Remove Live label' })).toBeVisible();

    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Recent Articles' })
      .getByRole('article')
      .filter({ hasText: title });
    const label = card.getByText('Live', { exact: true });
    await expect(label).toBeVisible();
    // Red: the site's red (Tailwind's red-700), white text.
    expect(await label.getAttribute('class')).toContain('bg-red-700');
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
  } finally {
    await page.request.delete(`/api/articles/${id}/live`, { headers: bearer(admin.token) });
    await context.close();
  }
});

test('on a phone the front page lists stories as compact headlines with their time (390×844)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Recent Articles' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const rows = await cards.evaluateAll((articles) =>
    articles.slice(0, 4).map((article) => ({
      height: article.getBoundingClientRect().height,
      time: article.querySelector('time') !== null,
      readMore: [...article.querySelectorAll('a')].some(
        (link) => link.textContent?.startsWith('Read More') && link.getBoundingClientRect().height > 0,
      ),
    })),
  );
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    // A headline and its time, beside a thumbnail: four fit one screen.
    expect(row.height).toBeLessThan(844 / 4);
    expect(row.time).toBe(true);
    expect(row.readMore).toBe(false);
  }
});
