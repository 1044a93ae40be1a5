import { expect, test } from './fixtures';

test.describe('Google sign-in', () => {
  test('signs in through the OpenID Connect popup and creates the account', async ({ page, baseURL }) => {
    // The Google profile's photo is on another host: the browser never asks for it.
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (/^https?:/.test(request.url()) && new URL(request.url()).origin !== new URL(baseURL ?? '').origin)
        elsewhere.push(request.url());
    });
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    expect(popup.viewportSize()).toMatchObject({ width: 500, height: 600 });
    await popup.waitForEvent('close');
    await expect(page.getByText('google LOgin Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('grace.google@example.test')).toBeVisible();
    await expect(page.getByText('Grace Google')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();
    await expect(
      page.getByRole('button', { name: 'Account menu' }).locator('svg[data-default-avatar]'),
    ).toBeVisible();
    expect(elsewhere.filter((url) => url.includes('photos.broadsheet.invalid'))).toEqual([]);
  });
});
