import type { Browser, Page } from '@playwright/test';
import { totpCode } from '../setup/totp';
import { expect, test } from './fixtures';
import { bearer, createAccount, createArticleViaApi, getAdminSession, uniqueWord } from './helpers';

/**
 * The staff's decisions that change what others may do or read: roles given and taken back, an article made
 * premium and free again. Each asks first, can be undone, and the audit log names what was done.
 */

test.use({ viewport: { width: 1366, height: 900 } });

async function asAdmin(page: Page, browser: Browser, baseURL: string | undefined) {
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  return admin;
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.describe('roles', () => {
  test('an admin makes a reader an editor and an admin, then takes the roles back; the audit log names each', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(60_000);
    const request = await playwright.request.newContext({ baseURL });
    const name = `Role Walker ${Date.now()}`;
    const account = await createAccount(request, baseURL, name);
    await request.dispose();
    await asAdmin(page, browser, baseURL);

    await page.goto(`/dashboard/users?search=${encodeURIComponent(account.email)}`);
    const row = rowOf(page, account.email);
    const makeAdmin = row.getByRole('button', { name: /^Make Admin/ });
    const makeEditor = row.getByRole('button', { name: /^Make Editor/ });
    await expect(makeAdmin).toBeVisible();

    // Making an admin, the widest role, is not the row's loudest button: no button on the row is filled.
    const filled = (button: typeof makeAdmin) =>
      button.evaluate((element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)');
    expect(await filled(makeAdmin)).toBe(false);
    expect(await filled(makeEditor)).toBe(false);

    await makeEditor.click();
    await dialogNamed(page, `Make ${name} an editor?`)
      .getByRole('button', { name: 'Yes, make editor' })
      .click();
    await expect(page.getByText(`${name} is an editor now.`)).toBeVisible();
    await expect(row.getByText('Editor', { exact: true })).toBeVisible();

    await makeAdmin.click();
    await dialogNamed(page, `Make ${name} an admin?`)
      .getByRole('button', { name: 'Yes, make admin' })
      .click();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    // Back down: from admin to editor, after a confirmation that says what they keep.
    await row.getByRole('button', { name: /^Demote to Editor/ }).click();
    const toEditor = dialogNamed(page, `Make ${name} an editor instead of an admin?`);
    await expect(toEditor).toContainText('no longer see users, payments');
    // Cancelling changes nothing.
    await toEditor.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Demote to Editor/ }).click();
    await toEditor.getByRole('button', { name: 'Yes, demote' }).click();
    await expect(page.getByText(`${name} is an editor now, no longer an admin.`)).toBeVisible();
    await expect(row.getByText('Editor', { exact: true })).toBeVisible();

    // And from editor to reader: the row offers the promotions again.
    await row.getByRole('button', { name: /^Demote to Reader/ }).click();
    await dialogNamed(page, `Make ${name} a reader again?`)
      .getByRole('button', { name: 'Yes, demote' })
      .click();
    await expect(page.getByText(`${name} is a reader now.`)).toBeVisible();
    await expect(makeEditor).toBeVisible();
    await expect(row.getByText('Editor', { exact: true })).toHaveCount(0);

    // The audit log: each change as it was, and "Make Editor" never as making an admin.
    await page.goto('/dashboard/audit-log');
    const entries = rowOf(page, account.email);
    await expect(entries).toHaveCount(4);
    const actions = await entries.evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim()),
    );
    expect(actions).toEqual([
      'Made a user a reader again (no editor or admin role)',
      'Made a user an editor',
      'Made a user an admin',
      'Made a user an editor',
    ]);
  });
});

test.describe('premium', () => {
  test('making an article premium asks first, and an editor can make it free again', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await asAdmin(page, browser, baseURL);
    const title = `Premium and back ${uniqueWord()}`;
    const id = await createArticleViaApi(page.request, admin.token, {
      title,
      publisher: 'Le Monde',
      tags: 'culture',
      description: 'A story that goes behind the paywall and out again.\n\nThe second paragraph.',
    });
    const isPremium = async () =>
      (
        (await (await page.request.get(`/api/articles/${id}`, { headers: bearer(admin.token) })).json()) as {
          isPremium: string;
        }
      ).isPremium;

    await page.goto(`/dashboard/allArticlesAdmin?search=${encodeURIComponent(title)}`);
    const row = rowOf(page, title);
    await row.getByRole('button', { name: /^Make Premium/ }).click();
    const ask = dialogNamed(page, `Make “${title}” premium?`);
    await expect(ask).toContainText('You can make it free again');
    // Cancelling leaves it free.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(await isPremium()).toBe('Make Premium');

    await row.getByRole('button', { name: /^Make Premium/ }).click();
    await ask.getByRole('button', { name: 'Yes, make premium' }).click();
    await expect(dialogNamed(page, 'Article is Premium')).toBeVisible();
    await expect(dialogNamed(page, 'Article is Premium')).toBeHidden();
    await expect(row.getByText('Premium', { exact: true })).toBeVisible();
    expect(await isPremium()).toBe('Premium');

    // The way back.
    await row.getByRole('button', { name: /^Make Free/ }).click();
    await dialogNamed(page, `Make “${title}” free?`).getByRole('button', { name: 'Yes, make free' }).click();
    await expect(dialogNamed(page, 'Article is free')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Make Premium/ })).toBeVisible();
    expect(await isPremium()).toBe('Make Premium');

    await page.goto('/dashboard/audit-log');
    await expect(rowOf(page, title).getByText('Made an article free again', { exact: true })).toBeVisible();
  });
});

test.describe('a lost authenticator app', () => {
  test('an admin turns off a member’s app after a confirmation; the member signs in with the password alone', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(60_000);
    const request = await playwright.request.newContext({ baseURL });
    const name = `Lost App ${Date.now()}`;
    const account = await createAccount(request, baseURL, name);
    // The member had turned the app on (the profile's steps are walked in two-factor.spec.ts).
    const enabled = await request.post('/api/auth/two-factor/enable', {
      data: { password: account.password },
    });
    expect(enabled.status()).toBe(200);
    const key = new URL((await enabled.json()).totpURI).searchParams.get('secret') ?? '';
    const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpCode(key) },
    });
    expect(confirmed.status()).toBe(200);
    await request.dispose();
    await asAdmin(page, browser, baseURL);

    await page.goto(`/dashboard/users?search=${encodeURIComponent(account.email)}`);
    const row = rowOf(page, account.email);
    const turnOff = row.getByRole('button', { name: `Turn off app ${name}` });
    await expect(row.getByText('Authenticator app on')).toBeVisible();
    // Cancelling changes nothing.
    await turnOff.click();
    await dialogNamed(page, `Turn off ${name}’s authenticator app?`)
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(turnOff).toBeVisible();
    await turnOff.click();
    const dialog = dialogNamed(page, `Turn off ${name}’s authenticator app?`);
    await expect(dialog).toContainText('Every session of their account ends');
    await dialog.getByRole('button', { name: 'Yes, turn it off' }).click();
    await expect(
      page.getByText(`${name}’s authenticator app is off; they were told by e-mail.`),
    ).toBeVisible();
    await expect(row.getByText('Authenticator app on')).toHaveCount(0);
    await page.goto('/dashboard/audit-log');
    await expect(rowOf(page, account.email).first()).toContainText('Turned off a member’s authenticator app');

    const member = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const memberPage = await member.newPage();
    await memberPage.goto('/login');
    await memberPage.getByLabel('Email', { exact: true }).fill(account.email);
    await memberPage.getByLabel('Password', { exact: true }).fill(account.password);
    await memberPage.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(memberPage.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(memberPage.getByRole('heading', { name: 'One more step' })).toHaveCount(0);
    await member.close();
  });
});
