import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { confirmationLink, createAccount, PASSWORD } from './helpers';

/**
 * Passkeys in Chromium with its virtual authenticator (a platform authenticator that holds resident keys
 * and verifies the user at once). Browsers refuse passkeys on an IP address, so these walks open the site
 * under `localhost`, where a site configured on the loopback address keeps its passkeys
 * (src/server/modules/auth/identity-settings.ts).
 */
const test = base.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL?.replace('127.0.0.1', 'localhost')),
});

/** Registers and confirms a fresh reader whose session is this page's (under `localhost`). */
async function signedInReader(page: Page, baseURL: string | undefined, name: string) {
  const account = await createAccount(page.request, baseURL, { name, confirm: false });
  const link = new URL(await confirmationLink(baseURL, account.email));
  const local = `${baseURL}${link.pathname}${link.search}`;
  const confirmed = await page.request.get(local, { maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  return account;
}

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function addPasskey(page: Page, name: string) {
  await page.goto('/updateUserProfile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByLabel('Name for a new passkey').fill(name);
  // Adding a passkey asks for the password again (docs/security.md#re-authentication).
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Enter your password to add a passkey.')).toBeVisible();
  await section.getByLabel('Your password, to show it is you').fill(PASSWORD);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Your passkey has been added.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Your passkeys' }).getByText(name)).toBeVisible();
  return section;
}

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(accountMenu(page)).toHaveCount(0);
}

/**
 * Signs in with the passkey from the sign-in page: by its button, or (`autofill`) by the browser's
 * suggestions for the e-mail field, which the virtual authenticator accepts at once.
 */
async function signInWithPasskey(page: Page, { autofill }: { autofill: boolean }) {
  await page.goto('/login?from=%2FupdateUserProfile');
  if (!autofill) await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/updateUserProfile$/);
  await expect(page.getByText('Signed in with your passkey')).toBeVisible();
}

/** A browser without passkey suggestions in its autofill (conditional UI): only the button is offered. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });

test.describe('passkeys', () => {
  test('a reader adds a passkey on the profile, signs in with it, renames and removes it', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await signedInReader(page, baseURL, 'Pat Passkey');
    await addVirtualAuthenticator(page);
    let section = await addPasskey(page, 'Test laptop');

    // The e-mail field offers the passkey, and picking it signs in.
    await logOut(page);
    await signInWithPasskey(page, { autofill: true });

    section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: 'Rename Test laptop' }).click();
    const rename = section.getByLabel('New name for Test laptop');
    await expect(rename).toBeFocused();
    await rename.fill('<b>');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Name must not contain < or > or control characters')).toBeVisible();
    await rename.fill('Desk computer');
    await section.getByRole('button', { name: 'Save' }).click();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('Desk computer')).toBeVisible();

    // Removing it asks for the password again too.
    await section.getByRole('button', { name: 'Remove Desk computer' }).click();
    await expect(section.getByText('Enter your password to remove a passkey.')).toBeVisible();
    await expect(section.getByLabel('Your password, to show it is you')).toBeFocused();
    await section.getByLabel('Your password, to show it is you').fill(PASSWORD);
    await section.getByRole('button', { name: 'Remove Desk computer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

    // Removed from the account, the passkey the device still holds signs nobody in.
    await logOut(page);
    consoleErrors.allow(/status of 401/);
    await page.goto('/login');
    await expect(page.getByRole('alert').filter({ hasText: 'not registered' })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test('on a phone without passkey autofill, a passkey is added and signs in with the button', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutAutofill(page);
    await signedInReader(page, baseURL, 'Phoebe Phone');
    await addVirtualAuthenticator(page);
    await addPasskey(page, 'My phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInWithPasskey(page, { autofill: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
