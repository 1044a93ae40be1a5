import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

// Deleting one's account from the profile (docs/product.md#deleting-your-account), on a phone and a desktop.

for (const [screen, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 900 }],
] as const) {
  test(`on ${screen}, a reader deletes their account keeping their article, is signed out, and cannot sign in again`, async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // An account, an approved article and the admin's session: longer than a walk's default on a busy machine.
    test.slow();
    // The wrong password is refused with a 400, and the ended session's sign-out with a 401: the browser logs both.
    consoleErrors.allow(/status of 400 .*\/api\/account\/delete|status of 401/);
    await page.setViewportSize(viewport);
    const account = await createAccount(page.request, baseURL, 'Leah Leaving');
    const token = await tokenOf(page.request);
    const title = `Salt marsh diary ${uniqueWord()}`;
    const id = await createArticleViaApi(page.request, token, {
      title,
      publisher: 'The Guardian',
      tags: 'culture',
      description: `${title}.\n\nWritten for the account deletion walk.`,
    });
    const admin = await getAdminSession(browser, baseURL);
    await approveArticle(page.request, admin.token, id);

    await page.goto('/updateUserProfile');
    const section = page.getByRole('region', { name: 'Delete your account' });
    await expect(section.getByText(/Deleting your account cannot be undone/)).toBeVisible();
    const submit = section.getByRole('button', { name: 'Delete my account' });
    await expect(submit).toBeEnabled();

    // Nothing chosen: the choice is asked for, and the focus goes to it.
    await submit.click();
    await expect(section.getByText('Choose what becomes of your published articles.')).toBeVisible();
    const keep = section.getByRole('radio', { name: /Keep them/ });
    await expect(keep).toBeFocused();
    await page.keyboard.press('Space');
    await expect(keep).toBeChecked();

    // A wrong password is said beside the field, which takes the focus.
    const password = section.getByLabel('Your password, to show it is you');
    await password.fill('Wrong#Pass99');
    await section.getByLabel(`Type your e-mail address, ${account.email}, to confirm`).fill(account.email);
    await submit.click();
    await expect(section.getByText('That is not your password.')).toBeVisible();
    await expect(password).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await password.fill(account.password);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted. Thank you for reading.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('access-token'))).toBeNull();

    // The old token answers nothing; the article stays, by "Former contributor".
    expect((await page.request.get('/api/me', { headers: bearer(token) })).status()).toBe(401);
    await page.goto(`/articlesDetails/${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Former contributor').first()).toBeVisible();
    await expect(page.getByText('Leah Leaving')).toHaveCount(0);

    // Signing in again is refused.
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
  });
}
