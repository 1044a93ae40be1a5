import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createAccount, notAcceptedPicture, SECTION_NAMES } from '../helpers';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const announcer = (page: Page) => page.locator('[data-page-announcer]');
const mainHeading = (page: Page) => page.locator('main h1');
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

/** The page once React runs (the menu button is disabled in the server's HTML until then). */
async function hydrated(page: Page) {
  await expect(page.locator('nav button[aria-controls]').first()).toBeEnabled();
}

test.describe('focus after a page change', () => {
  test.use({ viewport: DESKTOP });

  test('a followed link announces the new page and puts focus on its heading, not on the first load', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // The server's page keeps the browser's focus and announces nothing.
    await expect(mainHeading(page)).not.toBeFocused();
    await expect(announcer(page)).toHaveText('');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'All Articles' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/allArticles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Broadsheet | All Articles');
    // Tab goes on from the top of the page, past the heading.
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).not.toHaveAttribute('data-page-focus');
    await expect(page.locator('main :focus')).toHaveCount(1);

    // Back: the previous page's heading.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText('Broadsheet | Home');
  });

  test('a filter keeps focus on its field; a page of the list moves focus to the list heading', async ({
    page,
  }) => {
    await page.goto('/allArticles');
    await hydrated(page);
    const filter = page.getByLabel('Tag', { exact: true });
    await filter.focus();
    await filter.selectOption('culture');
    await expect(page).toHaveURL(/tag=culture/);
    await expect(filter).toBeFocused();
    await expect(announcer(page)).toHaveText('');

    await page.goto('/allArticles');
    await hydrated(page);
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await pages.getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeFocused();
  });

  test('after signing in, focus is on the new page’s heading, not on the sign-in form that is gone', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText('Broadsheet | Home');
  });
});

test.describe('menus', () => {
  test('the avatar menu closes when Tab leaves it, and Escape inside it returns to the avatar', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP);
    await createAccount(page.request, baseURL);
    await page.goto('/');
    await expect(accountMenu(page)).toBeEnabled();
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saved Articles' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(logout).toHaveCount(0);
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'false');

    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(logout).toHaveCount(0);
    await expect(accountMenu(page)).toBeFocused();
  });

  test('the Sections menu opens from the keyboard, and closes on Escape, on Tab past it and on a click outside', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    const button = page.getByRole('banner').getByRole('button', { name: 'Sections' });
    await expect(button).toBeEnabled();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    // Its links are in the server's HTML, shown once the menu opens.
    await expect(panel.getByRole('link')).toHaveCount(0);
    await expect(panel.locator('a')).toHaveCount(SECTION_NAMES.length);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of SECTION_NAMES) {
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link', { name: 'Sports' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();

    await button.click();
    await panel.getByRole('link', { name: 'Lifestyle' }).focus();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();

    await button.click();
    await panel.getByRole('link', { name: 'Culture' }).click();
    await expect(page).toHaveURL(/\/section\/culture$/);
    await expect(panel).toBeHidden();
  });

  test('the phone menu closes when Tab leaves it, and on Escape with focus back on its button', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeEnabled();
    const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(links.getByRole('link', { name: 'Login' })).toBeVisible();
    await close.focus();
    // The site's links, then the Sections group.
    for (const name of ['Home', 'All Articles', 'Register', 'Login', ...SECTION_NAMES]) {
      await page.keyboard.press('Tab');
      await expect(links.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(links).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(links).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('Logout says so in the site’s own dialog, which closes by itself and leaves focus on the page heading', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The profile's passkey list, asked for again while the sign-out is on its way, can meet the ended
    // session (a known race: requests sent once the reader has signed out are answered in the browser).
    consoleErrors.allow(/status of 401 .*\/api\/auth\/passkey\/list-user-passkeys$/);
    await page.setViewportSize(DESKTOP);
    await createAccount(page.request, baseURL);
    await page.goto('/updateUserProfile');
    await expect(accountMenu(page)).toBeEnabled();
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const notice = page.getByRole('dialog', { name: 'logOut successful' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(page.locator('.swal2-container')).toHaveCount(0);
    // The page that needs a signed-in reader is left behind it; focus then starts on the page shown.
    await expect(notice).toBeHidden();
    await expect(page).not.toHaveURL(/\/updateUserProfile$/);
    await expect(mainHeading(page)).toBeFocused();
  });
});

test.describe('image fields', () => {
  test.use({ viewport: DESKTOP });

  test('a file that is no picture is refused at once, with the formats and the limit, and no preview', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    await page.goto('/addArticles');
    await hydrated(page);
    const field = page.getByLabel('Image', { exact: true });
    const reason = page.getByRole('alert').filter({ hasText: 'JPEG, PNG, WebP, GIF or AVIF' });

    await field.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(reason).toContainText('up to 5 MB');
    await expect(page.getByRole('img', { name: 'Preview of the chosen cover' })).toHaveCount(0);

    // Named and typed as a PNG, but the bytes are text: the browser cannot draw it.
    await field.setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await expect(reason).toContainText('cannot be read as an image');
    await expect(reason).toContainText('up to 5 MB');
    await expect(page.getByRole('img', { name: 'Preview of the chosen cover' })).toHaveCount(0);
    await expect(field).toHaveValue('');

    // A picture the browser draws but the site does not take is still left to the server.
    await field.setInputFiles({ name: 'old.png', mimeType: 'image/png', buffer: notAcceptedPicture() });
    await expect(page.getByRole('img', { name: 'Preview of the chosen cover' })).toBeVisible();
    await expect(reason).toHaveCount(0);
  });
});
