import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, signIn, uniqueWord } from './helpers';

/**
 * What an author writes is kept on the device under that author alone and removed at sign-out
 * (docs/product.md#drafts): the next person at the same browser opens an empty form, and the author finds
 * again only what the server has.
 */

const saveState = (page: Page) => page.getByRole('status').filter({ hasText: /Sav|Not saved/ });
const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const draftsOnDevice = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => /^broadsheet:(draft|edit):/.test(key)),
  );

async function write(page: Page, title: string, text: string) {
  await page.goto('/addArticles');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await description(page).click();
  await page.keyboard.type(text);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

async function expectEmptyForm(page: Page) {
  await page.goto('/addArticles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeEditable();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(description(page)).toHaveText('');
  await expect(page.getByText('We restored what you wrote before the page was closed.')).toHaveCount(0);
}

test.describe('drafts on a shared browser', () => {
  test('a draft the server never got leaves with its author at sign-out: the next reader and the author find an empty form', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.slow();
    consoleErrors.allow(/Failed to load resource|Failed to fetch|ERR_FAILED/);
    page.on('dialog', (dialog) => void dialog.accept());
    const author = await createAccount(page.request, baseURL, 'Shared Browser Author');
    const word = uniqueWord();
    const saved = `Harbour ledger ${word}`;
    const unsaved = `Private notebook ${word}`;

    // One draft reaches the server; a second one never does (the drafts API is out of reach).
    await write(page, saved, 'The harbour ledger is on the server.');
    await expect(saveState(page)).toHaveText('Saved');
    await page.route('**/api/drafts**', (route) => route.abort());
    await write(page, unsaved, 'Only this browser has these words.');
    await expect(saveState(page)).toHaveText('Not saved — retry');
    expect(await draftsOnDevice(page)).not.toEqual([]);

    await logout(page);
    expect(await draftsOnDevice(page)).toEqual([]);
    await page.unroute('**/api/drafts**');

    // The next reader at this browser opens Add Article on an empty form.
    await createAccount(page.request, baseURL, 'Next Reader');
    await expectEmptyForm(page);
    await expect(page.getByText('Only this browser has these words.')).toHaveCount(0);
    await logout(page);

    // The author, back: the draft the server has is in My Articles; the other one is gone with the sign-out.
    await signIn(page, author.email, author.password);
    await expectEmptyForm(page);
    await page.goto('/myArticles');
    const drafts = page.getByRole('region', { name: /^Drafts/ });
    await expect(drafts.getByText(saved, { exact: true })).toBeVisible();
    await expect(drafts.getByText(unsaved, { exact: true })).toHaveCount(0);
  });

  test('signing out right after typing sends the draft to the server first', async ({ page, baseURL }) => {
    test.slow();
    page.on('dialog', (dialog) => void dialog.accept());
    const author = await createAccount(page.request, baseURL, 'Quick Leaver');
    const title = `Last ferry ${uniqueWord()}`;
    await write(page, title, 'Written in the last second before signing out.');
    await logout(page);
    expect(await draftsOnDevice(page)).toEqual([]);

    await signIn(page, author.email, author.password);
    await page.goto('/myArticles');
    const drafts = page.getByRole('region', { name: /^Drafts/ });
    await drafts.getByRole('link', { name: `Continue writing “${title}”` }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(description(page)).toContainText('Written in the last second before signing out.');
  });
});
