import type { Page } from '@playwright/test';
import { totpCode } from '../setup/totp';
import { expect, test } from './fixtures';
import { createAccount } from './helpers';

/**
 * The second step with an authenticator app whose codes the walk computes itself (RFC 6238, tests/setup/
 * totp.ts): turned on from the profile, then a sign-in with a code on a desktop, and one with a backup code
 * on a phone.
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(accountMenu(page)).toHaveCount(0);
}

/** Turns the second step on from the profile: the key, a code to confirm it, the backup codes. */
async function turnOn(page: Page, password: string) {
  await page.goto('/updateUserProfile');
  const section = page.getByRole('region', { name: 'Second step at sign-in' });
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    section.getByRole('heading', { name: 'Add Broadsheet to your authenticator app' }),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Open in an authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  const key = ((await section.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]+$/);
  await section.getByLabel('Code from your app').fill(totpCode(key));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('Your authenticator app is set up')).toBeVisible();
  const codes = section.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await expect(section.getByRole('link', { name: 'Download the codes' })).toHaveAttribute(
    'download',
    'broadsheet-backup-codes.txt',
  );
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText(/^On: signing in with your password/)).toBeVisible();
  return { key, backupCodes };
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login?from=%2FupdateUserProfile');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // No session yet: the step after the password has the focus.
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeFocused();
  await expect(accountMenu(page)).toHaveCount(0);
}

test.describe('two-factor sign-in', () => {
  // Each walk signs up, sets the app up and signs in again, in more than one browser.
  test.describe.configure({ timeout: 90_000 });
  test('on a desktop: turned on from the profile, a sign-in then asks for the app’s code', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    const page = await context.newPage();
    const account = await createAccount(page.request, baseURL, { name: 'Tess Factor' });
    const { key } = await turnOn(page, account.password);
    await logOut(page);

    await passwordStep(page, account.email, account.password);
    await page.getByLabel('Code from your app').fill('000000' === totpCode(key) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    await page.getByLabel('Code from your app').fill(totpCode(key));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/updateUserProfile$/);
    await context.close();
  });

  test('on a phone: a lost app is no lock-out, a backup code signs in once', async ({ browser, baseURL }) => {
    const setUp = await browser.newContext({ baseURL, viewport: DESKTOP });
    const first = await setUp.newPage();
    const account = await createAccount(first.request, baseURL, { name: 'Pia Phone' });
    const { backupCodes } = await turnOn(first, account.password);
    await setUp.close();

    const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await passwordStep(page, account.email, account.password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/updateUserProfile$/);
    await context.close();

    // The same code a second time, on another phone, is refused.
    const other = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
    const again = await other.newPage();
    await passwordStep(again, account.email, account.password);
    await again.getByRole('button', { name: 'Use a backup code instead' }).click();
    await again.getByLabel('Backup code').fill(backupCodes[0] ?? '');
    await again.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(again.getByRole('alert')).toContainText(
      'That backup code is not right, or it was used already.',
    );
    await expect(accountMenu(again)).toHaveCount(0);
    await other.close();
  });

  test('through Google too: the popup asks for the app’s code before the reader is signed in', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    const page = await context.newPage();
    const account = await createAccount(page.request, baseURL, { name: 'Gale Factor' });
    const { key } = await turnOn(page, account.password);
    await logOut(page);

    // The e2e server's stand-in for Google answers for the address the sign-in names as its login hint.
    await context.route('**/api/auth/sign-in/social', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, loginHint: account.email }) });
    });
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/auth\/google\?second-step=1$/);
    await expect(popup.getByRole('heading', { name: 'One more step' })).toBeFocused();
    // Google said who it is, but nobody is signed in until the code.
    expect((await page.request.post('/api/jwt')).status()).toBe(401);
    const code = totpCode(key, Date.now(), 1);
    await popup.getByLabel('Code from your app').fill(code === '000000' ? '111111' : '000000');
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(popup.getByRole('alert')).toContainText('That code is not right');
    await popup.getByLabel('Code from your app').fill(code);
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await popup.waitForEvent('close');
    await expect(page.getByText('google LOgin Successfully')).toBeVisible();
    await accountMenu(page).click();
    await expect(page.getByText(account.email)).toBeVisible();
    await context.close();
  });
});
