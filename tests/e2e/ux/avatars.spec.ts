import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  bearer,
  confirmationLink,
  createAccount,
  DEMO_READER,
  getAdminSession,
  makePng,
  signIn,
  tokenOf,
} from '../helpers';

/**
 * Readers' photos: uploaded on Register and Edit Profile, optional, and shown only from this site. A photo
 * given as an address elsewhere is never loaded by the browser: the reader has the default avatar until
 * the server has kept a copy of it, and keeps it when the address has no picture.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const PASSWORD = 'Newsroom#2026';
/** An `https:` address on a host that cannot exist (the `.invalid` top-level domain). */
const ELSEWHERE = 'https://photos.broadsheet.invalid/me.png';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const photoField = (page: Page) => page.getByLabel('Photo (optional)', { exact: true });

/** Every picture on the page that the browser tried and failed to draw (a broken-image icon). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.getAttribute('src')),
  );

/** Records every request the page makes to a host other than this site. */
function thirdPartyRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) seen.push(url);
  });
  return seen;
}

/** The header's avatar has loaded a picture of ours. */
async function expectPhotoInHeader(page: Page) {
  const picture = accountMenu(page).locator('img');
  await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f]{16}-256\.webp$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}

async function expectDefaultInHeader(page: Page) {
  await expect(accountMenu(page).locator('svg[data-default-avatar]')).toBeVisible();
  await expect(accountMenu(page).locator('img')).toHaveCount(0);
}

async function fillRegisterForm(page: Page, name: string, email: string) {
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

test('registering with an uploaded photo shows it in the header', async ({ page, baseURL }) => {
  const email = uniqueEmail('photo');
  await fillRegisterForm(page, 'Fiona Photo', email);
  await photoField(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(90) });
  await expect(page.getByRole('img', { name: 'The chosen photo' })).toBeVisible();
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  await page.goto(await confirmationLink(baseURL, email, since));
  await expectPhotoInHeader(page);
  await accountMenu(page).click();
  await expect(page.getByText('Fiona Photo')).toBeVisible();
  expect(await brokenImages(page)).toEqual([]);
});

test('registering without a photo shows the default avatar', async ({ page, baseURL }) => {
  const email = uniqueEmail('nophoto');
  await fillRegisterForm(page, 'Nadia Nophoto', email);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  await page.goto(await confirmationLink(baseURL, email, since));
  await expectDefaultInHeader(page);
  expect(await brokenImages(page)).toEqual([]);
});

test('a file that is not a picture is refused before anything is sent', async ({ page }) => {
  await fillRegisterForm(page, 'Tess Text', uniqueEmail('text'));
  await photoField(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText(/Choose a JPEG, PNG, WebP, GIF or AVIF image/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'The chosen photo' })).toHaveCount(0);
});

test('Edit Profile shows the photo as a picture, never its address', async ({ page }) => {
  await signIn(page, DEMO_READER.email, DEMO_READER.password);
  await page.goto('/updateUserProfile');
  const current = page.getByRole('img', { name: 'Your photo' });
  await expect(current).toBeVisible();
  await expect
    .poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('/media/');
  const values = await page
    .getByRole('main')
    .locator('input:not([type=file])')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values.filter((value) => value.includes('/media/'))).toEqual([]);
});

test('Edit Profile changes the photo and removes it', async ({ page, baseURL }) => {
  await createAccount(page.request, baseURL, { name: 'Paula Profile' });
  await page.goto('/updateUserProfile');
  await expectDefaultInHeader(page);
  await photoField(page).setInputFiles({
    name: 'new.png',
    mimeType: 'image/png',
    buffer: await makePng(200),
  });
  await expect(page.getByRole('img', { name: 'The chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('profile update successful')).toBeVisible();
  await expectPhotoInHeader(page);

  await page.goto('/updateUserProfile');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('profile update successful')).toBeVisible();
  await expectDefaultInHeader(page);
});

test('a photo chosen before the page’s script has run is still taken', async ({ page, baseURL }) => {
  await createAccount(page.request, baseURL, { name: 'Sam Slowline' });
  // The page's scripts are held back, as on a slow connection, while the reader picks a photo.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/updateUserProfile', { waitUntil: 'commit' });
  await photoField(page).setInputFiles({
    name: 'early.png',
    mimeType: 'image/png',
    buffer: await makePng(200),
  });
  release();
  await expect(page.getByRole('img', { name: 'The chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('profile update successful')).toBeVisible();
  await expectPhotoInHeader(page);
});

test('a photo address elsewhere is never loaded: the default avatar shows everywhere', async ({
  page,
  browser,
  baseURL,
}) => {
  const requests = thirdPartyRequests(page, baseURL);
  const email = uniqueEmail('elsewhere');
  const since = Date.now() - 1000;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Eli Elsewhere', email, password: PASSWORD, image: ELSEWHERE },
    headers: baseURL ? { origin: baseURL } : {},
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  expect((await signUp.json()).user.image).toBeNull();
  await page.goto(await confirmationLink(baseURL, email, since));
  await expectDefaultInHeader(page);

  // The profile too, through the API, as an API client would.
  const token = await tokenOf(page.request);
  const patched = await page.request.patch('/api/me', {
    headers: bearer(token),
    data: { name: 'Eli Elsewhere', photo: ELSEWHERE },
  });
  expect(patched.status()).toBe(200);
  expect((await patched.json()).photo).toBe('');

  for (const path of ['/', '/updateUserProfile']) {
    await page.goto(path);
    await expectDefaultInHeader(page);
    await accountMenu(page).click();
    // The menu's panel shows the reader's picture too: the default one.
    await expect(page.locator('svg[data-default-avatar]').nth(1)).toBeVisible();
    expect(await brokenImages(page)).toEqual([]);
  }
  const me = await page.request.get('/api/me', { headers: bearer(token) });
  expect((await me.json()).photo).toBe('');

  // The admins' user table shows the default avatar for this reader.
  const admin = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState: admin.storageState });
  try {
    const adminPage = await context.newPage();
    const adminRequests = thirdPartyRequests(adminPage, baseURL);
    await adminPage.goto(`/dashboard/users?search=${encodeURIComponent(email)}`);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.locator('svg[data-default-avatar]')).toBeVisible();
    await expect(row.locator('img')).toHaveCount(0);
    expect(await brokenImages(adminPage)).toEqual([]);
    expect(adminRequests).toEqual([]);
  } finally {
    await context.close();
  }
  expect(requests).toEqual([]);
});
