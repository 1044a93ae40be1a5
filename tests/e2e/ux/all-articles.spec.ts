import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from '../helpers';

test.use({ viewport: { width: 1366, height: 900 } });

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');
const query = (page: Page) => () => Object.fromEntries(new URL(page.url()).searchParams);
/** Once the page's script runs the filters apply on change, and their button is gone. */
const hydrated = (page: Page) => expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);

/** How many approved articles there are, as the API counts them now. */
async function approvedTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/recent-articles?limit=1');
  return Number(response.headers()['x-total-count']);
}

test('a search keeps the publisher and tag, and the filters narrow the search', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  await createAccount(page.request, baseURL, 'Filter Writer');
  const token = await tokenOf(page.request);
  const admin = await getAdminSession(browser, baseURL);
  const drafts = [
    { title: `Guardian sports ${word}`, publisher: 'The Guardian', tags: 'sports' },
    { title: `Guardian business ${word}`, publisher: 'The Guardian', tags: 'business' },
    { title: `Monde sports ${word}`, publisher: 'Le Monde', tags: 'sports' },
  ];
  for (const draft of drafts) {
    const description = `A story about ${word} for the combined filters. `.repeat(3);
    const id = await createArticleViaApi(page.request, token, { ...draft, description });
    await approveArticle(page.request, admin.token, id);
  }

  await page.goto('/allArticles?publisher=The+Guardian&tag=sports');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Search articles').fill(word);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(query(page)).toEqual({ search: word, publisher: 'The Guardian', tag: 'sports' });
  await expect(page.getByText(`1 article for “${word}”`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText([`Guardian sports ${word}`]);
  await expect(page.getByLabel('Publisher', { exact: true })).toHaveValue('The Guardian');
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('sports');

  // Changing a filter keeps the search.
  await page.getByLabel('Tag', { exact: true }).selectOption('');
  await expect.poll(query(page)).toEqual({ search: word, publisher: 'The Guardian' });
  await expect(page.getByText(`2 articles for “${word}”`)).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Search articles')).toHaveValue(word);

  await page.getByLabel('Publisher', { exact: true }).selectOption('');
  await page.getByLabel('Tag', { exact: true }).selectOption('sports');
  await expect.poll(query(page)).toEqual({ search: word, tag: 'sports' });
  await expect(page.getByText(`2 articles for “${word}”`)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(2);
  for (const title of await cardTitles(page).allTextContents()) expect(title).toContain(' sports ');

  // Clearing the search keeps the filter.
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect.poll(query(page)).toEqual({ tag: 'sports' });
  await expect(page.getByRole('main').getByLabel('Search articles')).toHaveValue('');
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('sports');
});

test('while a new filter loads, the old list is dimmed and marked busy, never shown as the new one', async ({
  page,
}) => {
  await page.goto('/allArticles');
  await hydrated(page);
  const before = await page.getByText(/^\d+ articles$/).textContent();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/recent-articles\?.*tag=culture/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByLabel('Tag', { exact: true }).selectOption('culture');
  const stale = page.getByRole('main').locator('[aria-busy="true"]');
  await expect(stale).toBeVisible();
  await expect(stale.getByRole('article').first()).toBeVisible();
  await expect(stale).toHaveCSS('opacity', '0.5');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();

  release();
  await expect.poll(query(page)).toEqual({ tag: 'culture' });
  const culture = await page.request.get('/api/recent-articles?limit=1&tag=culture');
  const total = Number(culture.headers()['x-total-count']);
  await expect(page.getByText(/^\d+ articles?$/)).toHaveText(
    `${total} ${total === 1 ? 'article' : 'articles'}`,
  );
  expect(before).not.toBe(`${total} articles`);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCSS('opacity', '1');
});

test('a page past the last one says how many pages there are and links to the last', async ({ page }) => {
  const message = page.getByRole('heading', { name: /^There is no page 99; there are \d+ pages\.$/ });
  let pages = 0;
  // Other tests publish articles meanwhile: the page and the API are compared on one reading.
  await expect(async () => {
    await page.goto('/allArticles?page=99');
    await expect(message).toBeVisible({ timeout: 5000 });
    pages = Number((await message.textContent())?.match(/are (\d+) pages/)?.[1]);
    expect(pages).toBe(Math.ceil((await approvedTotal(page)) / 12));
  }).toPass();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toBeVisible();
  // No page link claims to be page 99; Previous goes to the last page.
  await expect(pagination.locator('[aria-current="page"]')).toHaveCount(0);
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    `/allArticles?page=${pages}`,
  );

  await page.getByRole('link', { name: `Go to the last page (${pages})` }).click();
  await expect(page).toHaveURL(`/allArticles?page=${pages}`);
  await expect(cardTitles(page).first()).toBeVisible();
  await expect(pagination.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pagination.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL('/allArticles');
  await expect(cardTitles(page)).toHaveCount(12);
});

/** The page at `url` shows as many articles as the API has with `apiQuery` (read again if others publish). */
async function showsTotalOf(page: Page, url: string, apiQuery: string) {
  await expect(async () => {
    await page.goto(url);
    const response = await page.request.get(`/api/recent-articles?limit=1${apiQuery}`);
    const total = Number(response.headers()['x-total-count']);
    expect(total).toBeGreaterThan(0);
    await expect(page.getByText(/^\d+ articles?$/)).toHaveText(
      `${total} ${total === 1 ? 'article' : 'articles'}`,
      {
        timeout: 5000,
      },
    );
  }).toPass();
}

test('an unknown tag or publisher is no filter: the selects and the results agree, and the page says so', async ({
  page,
}) => {
  await showsTotalOf(page, '/allArticles?tag=gossip', '');
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('');
  await expect(page.getByText('There is no tag “gossip”, so articles with any tag are shown.')).toBeVisible();

  await showsTotalOf(page, '/allArticles?publisher=Nowhere+Gazette', '');
  await expect(page.getByLabel('Publisher', { exact: true })).toHaveValue('');
  await expect(cardTitles(page)).toHaveCount(12);
  await expect(
    page.getByText('There is no publisher “Nowhere Gazette”, so articles from every publisher are shown.'),
  ).toBeVisible();

  // A known filter beside the unknown one still applies.
  await showsTotalOf(page, '/allArticles?publisher=Nowhere+Gazette&tag=sports', '&tag=sports');
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('sports');
  await expect(page.getByLabel('Publisher', { exact: true })).toHaveValue('');
});
