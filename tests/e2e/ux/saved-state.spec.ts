import { expect, test } from '../fixtures';
import { createAccount } from '../helpers';

// An article saved before says so in words when the reader comes back to it, beside the pressed Save
// toggle, on a phone; and a saved card's bookmark says it is saved.

test.use({ viewport: { width: 390, height: 844 } });

test('an article saved earlier says it is already among the saved articles', async ({ page, baseURL }) => {
  await createAccount(page.request, baseURL, 'Returning Saver');
  await page.goto('/allArticles');
  const readMore = page.getByRole('link', { name: /^Read More/ }).first();
  await readMore.click();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Already in your')).toHaveCount(0);
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Saved, and kept on this device' })).toBeVisible();

  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Already in your saved articles.')).toBeVisible();
  const link = page.getByRole('link', { name: 'saved articles', exact: true });
  await expect(link).toHaveAttribute('href', '/saved');

  // Removed: the line goes, and the status says what happened.
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Already in your')).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Removed from your saved articles.' }),
  ).toBeVisible();
});
