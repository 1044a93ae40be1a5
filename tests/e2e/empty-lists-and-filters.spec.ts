import { expect, test } from './fixtures';
import { createAccount, uniqueWord } from './helpers';

const emptyState = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'No Articles Available!' });

test.describe('an empty filtered list or search, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor is offered Clear filters and tips, and signing in to write instead of Add Articles', async ({
    page,
  }) => {
    const nonsense = uniqueWord('xq');
    await page.goto(`/allArticles?search=${nonsense}&tag=sports`);
    const empty = emptyState(page);
    await expect(empty.getByRole('heading', { name: 'No Articles Available!' })).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Add Articles' })).toHaveCount(0);
    await expect(empty.getByRole('link', { name: 'Log in to write articles' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(empty.getByText('Check the spelling, or try fewer or more general words.')).toBeVisible();
    await expect(
      empty.getByText('Clear the filters to look in every section, publisher and date.'),
    ).toBeVisible();
    await empty.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`/allArticles?search=${nonsense}`);
    await expect(emptyState(page).getByRole('link', { name: 'Clear filters' })).toHaveCount(0);

    await page.goto(`/search?q=${nonsense}&tag=culture`);
    await expect(emptyState(page).getByRole('link', { name: 'Add Articles' })).toHaveCount(0);
    await emptyState(page).getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`/search?q=${nonsense}`);
  });

  test('a signed-in reader keeps Add Articles beside Clear filters', async ({ page, baseURL }) => {
    await createAccount(page.request, baseURL);
    const nonsense = uniqueWord('xq');
    await page.goto(`/search?q=${nonsense}&tag=culture`);
    const empty = emptyState(page);
    await expect(empty.getByRole('link', { name: 'Add Articles' })).toHaveAttribute('href', '/addArticles');
    await expect(empty.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  });
});

test.describe('filters on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('All Articles and Search apply a filter as soon as it changes, and focus stays on it', async ({
    page,
  }) => {
    for (const [address, label, param] of [
      ['/allArticles', 'Tag', 'tag'],
      ['/search?q=the', 'Section', 'tag'],
    ] as const) {
      await page.goto(address);
      const select = page.getByRole('main').getByLabel(label, { exact: true });
      await expect(select).toBeEnabled();
      // Wait for the page's script: until then the filters are a form with a button.
      await expect(page.getByRole('button', { name: /^Apply/ })).toBeHidden();
      await select.focus();
      await select.selectOption('business');
      await expect(page).toHaveURL(new RegExp(`[?&]${param}=business`));
      await expect(select).toBeFocused();
      await expect(select).toHaveValue('business');
      await expect(page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first()).toBeVisible();
    }
  });

  test('a date chosen on Search applies at once and keeps focus in the field', async ({ page }) => {
    await page.goto('/search?q=the');
    const from = page.getByRole('main').getByLabel('From');
    await expect(page.getByRole('button', { name: /^Apply/ })).toBeHidden();
    await from.fill('2020-01-01');
    await expect(page).toHaveURL(/[?&]from=2020-01-01/);
    await expect(from).toBeFocused();
  });
});
