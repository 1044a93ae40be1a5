import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createAccount, signIn } from '../helpers';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIGN_IN_PATH = '/api/auth/sign-in/email';

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });
const toasts = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Submits the login form once and waits for the server's answer. */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(SIGN_IN_PATH)),
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  ]);
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** A browser context whose requests say they come from `address` (the e2e server trusts its loopback proxy). */
function contextFrom(
  browser: Browser,
  baseURL: string | undefined,
  address: string,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
}

test.describe('sign-in pages', () => {
  test.use({ viewport: DESKTOP });

  test('a signed-in reader sent from the dashboard is told why, and a visitor still gets the form', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard/);
    await expect(page.getByRole('heading', { name: 'This area is for editors', level: 1 })).toBeVisible();
    await expect(loginForm(page)).toHaveCount(0);
    // It stays there: no redirect back and forth.
    const settled = page.url();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(settled);
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toBeVisible();

    const visitor = await browser.newContext({ baseURL, viewport: DESKTOP });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/dashboard');
      await expect(visitorPage).toHaveURL(/\/login\?from=%2Fdashboard/);
      await expect(loginForm(visitorPage)).toBeVisible();
      await expect(visitorPage.getByRole('heading', { name: 'This area is for editors' })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('logging out on a page for signed-in readers goes home, not to the login form', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The profile's passkey list, asked for again while the sign-out is on its way, can meet the ended
    // session (a known race: requests sent once the reader has signed out are answered in the browser).
    consoleErrors.allow(/status of 401 .*\/api\/auth\/passkey\/list-user-passkeys$/);
    await createAccount(page.request, baseURL);
    await page.goto('/updateUserProfile');
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(loginForm(page)).toHaveCount(0);
    // Another page for signed-in readers still asks a visitor to sign in.
    await page.goto('/updateUserProfile');
    await expect(page).toHaveURL(/\/login\?from=%2FupdateUserProfile$/);
  });

  test('logging out stays on a public page, and from My Articles goes home, never to the login form', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    // A public page: the reader stays on it, signed out.
    await page.goto('/allArticles?page=1');
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(accountMenu(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/allArticles\?page=1$/);
    await expect(loginForm(page)).toHaveCount(0);

    // My Articles (its articles and drafts are the reader's own): home, and nothing asked afterwards sends
    // the reader on to the sign-in form.
    await createAccount(page.request, baseURL);
    await page.goto('/myArticles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/$/);
    await expect(loginForm(page)).toHaveCount(0);
  });

  test('an empty Register submit focuses the first field in error, Name', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    // With the name given, the next field in error is the e-mail.
    await form.getByLabel('Name', { exact: true }).fill('Ada Reader');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
  });

  test('a request still on its way when the reader logs out is answered before the session ends', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    // The profile's own request is slow: it is still on its way when Logout is pressed.
    let asked!: () => void;
    const profileAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/api/me', async (route) => {
      asked();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.goto('/updateUserProfile');
    await accountMenu(page).click();
    await profileAsked;
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toHaveCount(0);
    // Nothing sends the reader on to the sign-in form afterwards, and no request met the ended session.
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/$/);
    await expect(loginForm(page)).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});

test.describe('login toasts on a phone', () => {
  test.use({ viewport: PHONE });

  test('one toast per cause, clear of the fields, gone once the sign-in works', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    const account = await createAccount(request, baseURL);
    await page.goto('/login');
    for (let attempt = 0; attempt < 4; attempt++) await submitLogin(page, account.email, 'Wrong#pass1');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    const failed = toasts(page, 'please valid email or password');
    await expect(failed).toHaveCount(1);
    await expect(failed).toBeVisible();
    // What the form says in red is not said again in a toast.
    await expect(toasts(page, 'Invalid email or password')).toHaveCount(0);
    for (const label of ['Email', 'Password']) {
      expect(await overlaps(failed, page.getByLabel(label, { exact: true })), `toast over ${label}`).toBe(
        false,
      );
    }

    await submitLogin(page, account.email, account.password);
    await expect(toasts(page, 'Login successfully')).toBeVisible();
    await expect(failed).toHaveCount(0, { timeout: 1500 });
    await expect(accountMenu(page)).toBeVisible();
  });
});

test.describe('choosing a password', () => {
  test.use({ viewport: DESKTOP });

  test('register shows the rules from the start and ticks them while typing', async ({ page }) => {
    await page.goto('/register');
    const rules = page.getByRole('list', { name: 'Your password needs' });
    await expect(rules).toBeVisible();
    const items = rules.getByRole('listitem');
    await expect(items).toHaveText([
      'At least 6 characters: not yet',
      'An uppercase letter: not yet',
      'One of !@#$%^&*()_+: not yet',
      'A digit: not yet',
    ]);
    const password = page.getByLabel('Password', { exact: true });
    // The fields take input once the page is hydrated.
    await expect(password).toBeEditable();
    await password.pressSequentially('Abcdef');
    await expect(items).toHaveText([
      'At least 6 characters: done',
      'An uppercase letter: done',
      'One of !@#$%^&*()_+: not yet',
      'A digit: not yet',
    ]);

    // On submit the first broken rule is still said in the site's words.
    await page.getByLabel('Name', { exact: true }).fill('Rita Rules');
    await page.getByLabel('Email', { exact: true }).fill(`rules-${Date.now()}@example.test`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      page.getByText('password with at least one special character', { exact: true }),
    ).toBeVisible();
    await password.pressSequentially('!');
    await expect(items.nth(2)).toHaveText('One of !@#$%^&*()_+: done');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('at least one numeric character', { exact: true })).toBeVisible();
  });

  test('the profile changes the password in place and signs the other sessions out', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    consoleErrors.allow(/status of 400/);
    const account = await createAccount(page.request, baseURL);
    const other = await browser.newContext({ baseURL, viewport: DESKTOP });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, account.email, account.password);

      await page.goto('/updateUserProfile');
      const section = page.getByRole('region', { name: 'Change password' });
      await expect(section.getByRole('list', { name: 'Your password needs' })).toBeVisible();
      const newPassword = 'Fresh#2026pw';
      await section.getByLabel('Current password', { exact: true }).fill('Not#theRight1');
      await section.getByLabel('New password', { exact: true }).fill(newPassword);
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(section.getByText('That is not your current password.')).toBeVisible();
      await expect(section.getByLabel('Current password', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      await section.getByLabel('Current password', { exact: true }).fill(account.password);
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(section.getByRole('status')).toHaveText(/Your password has been changed/);
      // This browser stays signed in.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
      await expect(accountMenu(page)).toBeVisible();

      // The other session has ended.
      await otherPage.goto('/updateUserProfile');
      await expect(otherPage).toHaveURL(/\/login\?from=%2FupdateUserProfile$/);
      await submitLogin(otherPage, account.email, account.password);
      await expect(
        otherPage.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
      ).toBeVisible();
      await submitLogin(otherPage, account.email, newPassword);
      await expect(accountMenu(otherPage)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe('wrong passwords from elsewhere', () => {
  test.use({ viewport: DESKTOP });

  test('ten wrong passwords from one address stop that address, not the owner', async ({
    browser,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    const attacker = await contextFrom(browser, baseURL, '203.0.113.77');
    const owner = await contextFrom(browser, baseURL, '198.51.100.23');
    try {
      const guess = () =>
        attacker.request.post(SIGN_IN_PATH, {
          data: { email: account.email, password: 'Wrong#guess1' },
          headers: { origin: baseURL ?? '' },
        });
      for (let attempt = 0; attempt < 10; attempt++) expect((await guess()).status()).toBe(401);
      const stopped = await guess();
      expect(stopped.status()).toBe(429);
      expect(Number(stopped.headers()['retry-after'])).toBeGreaterThan(0);

      const ownerPage = await owner.newPage();
      await signIn(ownerPage, account.email, account.password);
      await expect(accountMenu(ownerPage)).toBeVisible();
    } finally {
      await attacker.close();
      await owner.close();
    }
  });
});
