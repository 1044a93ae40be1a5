import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from '../e2e/helpers';

// An editor read an article on its review page; before they clicked a decision its author swapped the title
// and body, and the click published (or declined) the swapped text. The page sends the version it showed: the
// server refuses (409), and the page says so, shows what changed between the version the editor read and
// the new one, word by word, and lets them decide on the new version.

const PHONE = { width: 390, height: 844 };
const fields = { publisher: 'The Guardian', tags: 'culture' };
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an article swapped while its review page is open is not approved; what changed is shown, then the new version is approved', async ({
  page,
  browser,
  baseURL,
  playwright,
  consoleErrors,
}) => {
  consoleErrors.allow(/409/);
  const authorRequest = await playwright.request.newContext({ baseURL });
  await createAccount(authorRequest, baseURL, 'Swapping Writer');
  const token = await tokenOf(authorRequest);
  const word = uniqueWord();
  const reviewed = `Harbour reopens ${word}`;
  const swapped = `Win a prize ${word}`;
  const id = await createArticleViaApi(authorRequest, token, {
    ...fields,
    title: reviewed,
    description: 'The harbour reopened today after the storm.',
  });

  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  await page.goto(`/dashboard/review/${id}`);
  const article = page.getByRole('region', { name: 'The article as readers will see it' });
  await expect(article.getByRole('heading', { level: 1, name: reviewed })).toBeVisible();
  const changes = page.getByRole('region', { name: 'What changed since you opened it' });
  await expect(changes).toHaveCount(0);

  const edited = await authorRequest.patch(`/api/updateArticles/${id}`, {
    headers: bearer(token),
    data: { ...fields, title: swapped, description: 'Claim it at https://example.net/claim now.' },
  });
  expect(edited.status()).toBe(200);

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('This article changed after you opened it.', { exact: false })).toBeVisible();
  await expect(changes).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'What changed since you opened it' })).toBeFocused();
  // The words that went and came, in title and text: the editor's version against the new one.
  await expect(changes.locator('del').filter({ hasText: 'Harbour reopens' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'Win a prize' })).toBeVisible();
  await expect(changes.locator('del').filter({ hasText: 'harbour reopened today' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'Claim it at https://example' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 1, name: swapped })).toBeVisible();
  await expect(
    page.getByText('Waiting for review. Readers cannot see it until you approve it.'),
  ).toBeVisible();
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(`/api/articles/${id}`)).status()).toBe(404);

  // Having read the changes, the editor decides on the new version: this approval names it and is taken.
  await page.getByRole('button', { name: 'I have read the changes' }).click();
  await expect(changes).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Published. Readers see this version.')).toBeVisible();
  const live = await visitor.get(`/api/articles/${id}`);
  expect(live.status()).toBe(200);
  expect(((await live.json()) as { title: string }).title).toBe(swapped);
  await visitor.dispose();
  await authorRequest.dispose();
});

test('on a phone, an edit of a live article replaced before the decline is not declined; its changes fit the screen', async ({
  page,
  browser,
  baseURL,
  playwright,
  consoleErrors,
}) => {
  consoleErrors.allow(/409/);
  await page.setViewportSize(PHONE);
  const authorRequest = await playwright.request.newContext({ baseURL });
  await createAccount(authorRequest, baseURL, 'Replacing Writer');
  const token = await tokenOf(authorRequest);
  const word = uniqueWord();
  const id = await createArticleViaApi(authorRequest, token, {
    ...fields,
    title: `Council budget ${word}`,
    description: 'The council set its budget for the year.',
  });
  const admin = await getAdminSession(browser, baseURL);
  await approveArticle(authorRequest, admin.token, id);
  const edit = (title: string, description: string) =>
    authorRequest.patch(`/api/updateArticles/${id}`, {
      headers: bearer(token),
      data: { ...fields, title, description },
    });
  expect(
    (await edit(`Council budget agreed ${word}`, 'The council agreed its budget for the year.')).status(),
  ).toBe(200);

  await page.context().addCookies(admin.storageState.cookies);
  await page.goto(`/dashboard/review/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Council budget agreed ${word}` })).toBeVisible();
  const long = `Supercalifragilisticexpialidociousnewsworthinessannouncement${'x'.repeat(60)}`;
  expect(
    (await edit(`Council budget scrapped ${word}`, `The council scrapped its budget. ${long}`)).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  // The reason is asked for in the page, under the decisions.
  const form = page.getByRole('region', { name: 'Decline article' });
  await form.getByLabel('Reason for declining').fill('The figures need a source.');
  await form.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(
    page.getByText('This article changed after you opened it.', { exact: false }).first(),
  ).toBeVisible();
  const changes = page.getByRole('region', { name: 'What changed since you opened it' });
  await expect(changes.locator('del').filter({ hasText: 'agreed' }).first()).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'scrapped' }).first()).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  const review = await authorRequest.get(`/api/articles/${id}/review`, { headers: bearer(admin.token) });
  expect(((await review.json()) as { edit?: { state: string } }).edit?.state).toBe('pending');
  await authorRequest.dispose();
});

test('a bulk approval leaves a swapped article alone; its review page shows what changed since the list', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const authorRequest = await playwright.request.newContext({ baseURL });
  const author = await createAccount(authorRequest, baseURL, 'Bulk Swapper');
  const token = await tokenOf(authorRequest);
  const word = uniqueWord();
  const kept = `Library hours ${word}`;
  const listed = `Tram line ${word}`;
  const swapped = `Free tickets ${word}`;
  await createArticleViaApi(authorRequest, token, { ...fields, title: kept, description: 'Longer hours.' });
  const id = await createArticleViaApi(authorRequest, token, {
    ...fields,
    title: listed,
    description: 'The tram line opens in May.',
  });

  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  await page.goto(`/dashboard/allArticlesAdmin?status=pending&author=${encodeURIComponent(author.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles (2)' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Selected articles' });
  await bar.getByRole('checkbox', { name: 'Select every article on this page' }).check();
  await expect(bar.getByText('2 articles selected')).toBeVisible();

  const edited = await authorRequest.patch(`/api/updateArticles/${id}`, {
    headers: bearer(token),
    data: { ...fields, title: swapped, description: 'Claim them at https://example.net/tickets now.' },
  });
  expect(edited.status()).toBe(200);

  await bar.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText('1 article approved.', { exact: false })).toBeVisible();
  await bar.getByRole('link', { name: listed }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/review/${id}$`));
  const changes = page.getByRole('region', { name: 'What changed since you opened it' });
  await expect(changes.locator('del').filter({ hasText: 'Tram line' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'Free tickets' })).toBeVisible();
  await expect(changes.getByText('The list showed only the title')).toBeVisible();
  await expect(
    page.getByText('Waiting for review. Readers cannot see it until you approve it.'),
  ).toBeVisible();
  await authorRequest.dispose();
});
