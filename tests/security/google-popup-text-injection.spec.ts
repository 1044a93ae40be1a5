import { expect, test } from '../e2e/fixtures';

// The Google sign-in popup showed the `error_description` (and the `error` code) of its own address as the
// reason sign-in failed. A link to `/auth/google?error=x&error_description=…` put an attacker's sentence on
// the site's page in the site's voice ("call this number", "your account is suspended"). The page now shows
// only its own sentences, picked by the codes it knows.

const INJECTED = 'Your account is suspended. Call +1 555 0100 to restore it';

test.describe('the Google popup page and text in its address', () => {
  for (const query of [
    `error=access_denied_x&error_description=${encodeURIComponent(INJECTED)}`,
    `error=${encodeURIComponent(INJECTED)}`,
    `error=1&error=${encodeURIComponent(`${INJECTED}_now`)}`,
  ]) {
    test(`shows none of it: ?${query.slice(0, 40)}…`, async ({ page }) => {
      await page.goto(`/auth/google?${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google sign-in did not finish');
      await expect(page.getByRole('alert')).toHaveText('Google sign-in failed. Please try again.');
      await expect(page.getByText(/suspended|555/)).toHaveCount(0);
    });
  }

  test('a known code still reads as the site says it', async ({ page }) => {
    await page.goto('/auth/google?error=access_denied&error_description=anything');
    await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled.');
  });
});
