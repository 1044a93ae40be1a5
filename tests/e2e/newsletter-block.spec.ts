import { expect, test } from './fixtures';
import { bearer, createAccount, tokenOf } from './helpers';

test.describe('the newsletter block above the footer, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a reader already subscribed is told so, with where to change it, instead of a sign-up form', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL, 'Loyal Reader');
    const subscribed = await page.request.put('/api/newsletter/subscription', {
      headers: bearer(await tokenOf(page.request)),
      data: { subscribed: true },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(200);
    await page.goto('/about');
    const block = page.getByRole('region', { name: 'You get our newsletter' });
    await expect(block).toBeVisible();
    await expect(block.getByRole('link', { name: 'Manage it on your profile' })).toHaveAttribute(
      'href',
      '/updateUserProfile',
    );
    await expect(page.getByPlaceholder('Enter your email address')).toHaveCount(0);
  });

  test('offline, the sign-up form is turned off and says why', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.goto('/about');
    const email = page.getByPlaceholder('Enter your email address');
    await expect(email).toBeEnabled();
    await context.setOffline(true);
    await expect(email).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expect(page.getByText('You are offline. Subscribe once you are back online.')).toBeVisible();
    await context.setOffline(false);
    await expect(email).toBeEnabled();
  });
});
