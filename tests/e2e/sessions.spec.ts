import { expect, test } from './fixtures';
import { createAccount, signIn } from './helpers';

test.describe('sessions the reader controls', () => {
  test('the profile lists where the reader is signed in, and signing out another device ends it there', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount(page.request, baseURL, 'Sam Sessions');
    const elsewhere = await browser.newContext({ baseURL });
    const other = await elsewhere.newPage();
    await signIn(other, account.email, account.password);

    await page.goto('/updateUserProfile');
    const section = page.getByRole('region', { name: 'Where you are signed in' });
    const list = section.getByRole('list', { name: 'Your sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('This device')).toBeVisible();
    // Both browsers reach this server from this computer: the place is said in words, never the address.
    await expect(list.getByText('Signed in from this computer')).toHaveCount(2);
    await expect(section.getByText('127.0.0.1')).toHaveCount(0);
    await section.getByRole('button', { name: /^Sign out Chrome on / }).click();
    await expect(page.getByText('That session has been signed out.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByText('You are signed in on this device only.')).toBeVisible();

    // The other device is signed out: its next page that needs a reader sends it to the sign-in form.
    await other.goto('/updateUserProfile');
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await elsewhere.close();
  });
});
