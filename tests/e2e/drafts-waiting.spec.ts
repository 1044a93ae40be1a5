import { expect, test } from './fixtures';
import { bearer, createAccount, tokenOf, uniqueWord } from './helpers';

test.use({ viewport: { width: 1366, height: 900 } });

test('a second Add Articles shows the draft already waiting, to continue instead of starting a copy', async ({
  page,
  baseURL,
}) => {
  await createAccount(page.request, baseURL, 'Second Start');
  const title = `Tide tables ${uniqueWord()}`;
  const state = page.getByRole('status').filter({ hasText: /Sav|Not saved|Changes/ });

  await page.goto('/addArticles');
  // A first visit with no drafts has nothing to point at.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Articles' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(state).toHaveText('Saved');
  // While writing it, the form says nothing of drafts waiting: this one is its own.
  await expect(page.getByRole('region', { name: /draft already/ })).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Add Articles' }).first().click();
  const waiting = page.getByRole('region', { name: 'You have a draft already' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(title, { exact: true })).toBeVisible();
  await waiting.getByRole('link', { name: `Continue writing “${title}”` }).click();
  await expect(page).toHaveURL(/\/addArticles\?draft=/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('region', { name: 'You have a draft already' })).toHaveCount(0);

  // Nothing was made twice.
  const drafts = await page.request.get('/api/drafts', { headers: bearer(await tokenOf(page.request)) });
  expect(((await drafts.json()) as { title: string }[]).map((draft) => draft.title)).toEqual([title]);
});
