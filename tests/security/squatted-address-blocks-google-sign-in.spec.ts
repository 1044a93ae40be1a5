import { expect, test } from '../e2e/fixtures';

// Someone signed up with another person's address and a password of their choosing, and never confirmed
// it. The address's owner then could not sign in with Google ("account not linked"), and had they got in,
// the squatter's password would have kept working. Now Google, which vouches for the address, gets its
// owner in, and the password set before the address was confirmed, with its sessions, is gone.

const OWNER = 'grace.google@example.test'; // the fake provider's account (scripts/e2e-server.mjs)
const SQUATTER_PASSWORD = 'Squatter#2026';

test.describe('an unconfirmed sign-up with the owner’s address', () => {
  test('does not keep the owner out of Google sign-in, and its password stops working', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const squatter = await playwright.request.newContext({ baseURL });
    const signUp = await squatter.post('/api/auth/sign-up/email', {
      data: { name: 'Squatter', email: OWNER, password: SQUATTER_PASSWORD },
      headers: { origin: baseURL ?? '' },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);

    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.waitForEvent('close');
    await expect(page.getByText('google LOgin Successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText(OWNER)).toBeVisible();

    const signIn = await squatter.post('/api/auth/sign-in/email', {
      data: { email: OWNER, password: SQUATTER_PASSWORD },
      headers: { origin: baseURL ?? '' },
    });
    expect(signIn.status()).toBe(401);
    await squatter.dispose();
  });
});
