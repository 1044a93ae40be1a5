import { expect, test } from '../fixtures';
import { createAccount } from '../helpers';

// The profile form on a phone: the name is called what the register form calls it, and a bio longer than
// its room is never cut mid-word: a count says how much of it is used, and how much is over.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the profile names the name field as Register does and counts the bio without cutting it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/register');
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await createAccount(page.request, baseURL, { name: 'Ines Author' });
  await page.goto('/updateUserProfile');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ines Author');
  await expect(page.getByLabel('Username')).toHaveCount(0);

  const bio = page.getByLabel('Bio', { exact: true });
  await expect(page.getByText('0 of 300 characters')).toBeVisible();
  // A pasted bio of 320 characters, ending in a whole word: kept whole, and the count says what is over.
  const long = `${'Reporter on ports and ferries. '.repeat(10)}Harbours.`.padEnd(320, '!');
  await bio.fill(long);
  await expect(bio).toHaveValue(long);
  await expect(page.getByText('20 characters too many (300 at most)')).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(bio).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/updateUserProfile$/);

  const fits = long.slice(0, 300);
  await bio.fill(fits);
  await expect(page.getByText('300 of 300 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'profile update successful' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
