import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmationLink, createAccount, newestMailTo } from './helpers';

const ADMIN = { email: 'admin@broadsheet.test', password: 'Admin#2026pass' };
const READER = { email: 'amelia.hart@broadsheet.test', password: 'Newsroom#2026', name: 'Amelia Hart' };
const PASSWORD = 'Newsroom#2026';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('access-token'));

test.describe('registration', () => {
  test('checks the password rules in order, then creates the account; the mailed link signs in', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The server's refusal of a common password.
    consoleErrors.allow(/status of 400 .* @ .*\/api\/auth\/sign-up\/email$/);
    const email = uniqueEmail('register');
    await page.goto('/register?from=%2Fabout');
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Nora Newcomer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Register', exact: true });

    const rules = [
      ['abc', 'password must be 6 characters'],
      ['abcdef', 'Must have an Uppercase letter in the password'],
      ['Abcdef', 'password with at least one special character'],
      ['Abcdef!', 'at least one numeric character'],
    ] as const;
    const messages = rules.map(([, message]) => message);
    for (const [value, message] of rules) {
      await password.fill(value);
      await submit.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      // Only the first broken rule is shown.
      for (const other of messages.filter((text) => text !== message)) {
        await expect(page.getByText(other, { exact: true })).toHaveCount(0);
      }
    }

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    // Keeping the rules is not enough when the password is one every guesser tries first.
    await password.fill('Password1!');
    await submit.click();
    await expect(
      page
        .getByRole('form', { name: 'Register' })
        .getByText('This password is one of the most common, and easy to guess. Please choose another.'),
    ).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);

    const since = Date.now() - 1000;
    await password.fill('Abcdef!1');
    await submit.click();
    await expect(page.getByText('user Create successfully')).toBeVisible();
    const created = page.getByText('User created successfully');
    await expect(created).toBeVisible();
    await expect(created).toHaveClass(/text-green/);
    await expect(page.getByText(`We have sent an e-mail to ${email}.`)).toBeVisible();
    // Not signed in until the address is confirmed.
    await expect(page).toHaveURL(/\/register\?from=%2Fabout$/);
    await expect(accountMenu(page)).toHaveCount(0);

    await page.goto(await confirmationLink(baseURL, email, since));
    await expect(page).toHaveURL(/\/about$/);
    await expect(accountMenu(page)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Register' })).toHaveCount(0);
    await accountMenu(page).click();
    await expect(page.getByText('Nora Newcomer')).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeTruthy();
  });

  test('answers an address that already has an account as any other, and mails its owner', async ({
    page,
    request,
    baseURL,
  }) => {
    const existing = await createAccount(request, baseURL);
    const since = Date.now() - 1000;
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Someone Else');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(page.getByText(`We have sent an e-mail to ${existing.email}.`)).toBeVisible();
    await expect(page.getByText(/already exists/i)).toHaveCount(0);
    await expect
      .poll(() => newestMailTo(baseURL, existing.email, /Someone tried to register/, since))
      .toMatch(/You already have an account/);
  });
});

test.describe('confirming the address', () => {
  test('an unconfirmed account is sent a new link when it signs in; the link signs it in', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 403/);
    const account = await createAccount(request, baseURL, { name: 'Una Unconfirmed', confirm: false });
    // After the sign-up's own mail: the link to follow is the one the sign-in sends.
    const since = Date.now();
    await page.goto('/login?from=%2Fabout');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Please confirm your e-mail address first' });
    await expect(notice).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(page.getByText('please valid email or password')).toHaveCount(0);

    await page.goto(await confirmationLink(baseURL, account.email, since));
    await expect(page).toHaveURL(/\/about$/);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('a used or broken link says so on the sign-in page', async ({ page }) => {
    await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Ffrom%3D%252Fabout');
    await expect(page).toHaveURL(/\/login\?from=%2Fabout&error=INVALID_TOKEN$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'That confirmation link does not work' }),
    ).toBeVisible();
  });

  test('a refused action for an unconfirmed address keeps the reader signed in and offers a new link', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 403/);
    await createAccount(page.request, baseURL, 'Vera Verify');
    // The server's answer to an account whose address is unconfirmed (such an account cannot sign in
    // with a password, so the answer is played here; the API tests hold the server to it).
    await page.route('**/api/subscriptions/free', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 403,
          error: 'Forbidden',
          code: 'EMAIL_NOT_VERIFIED',
          message:
            'Please confirm your e-mail address first: open the link we sent you, or ask for a new one.',
        }),
      }),
    );
    let resent: unknown;
    await page.route('**/api/auth/send-verification-email', async (route) => {
      resent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":true}' });
    });
    await page.goto('/subscription/0');
    await page.getByRole('button', { name: 'Activate my free month' }).click();
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByText(/We have sent a new link to/)).toBeVisible();
    expect(resent).toMatchObject({ callbackURL: '/login?from=%2Fsubscription%2F0' });
    await expect(page).toHaveURL(/\/subscription\/0$/);
    await expect(accountMenu(page)).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });
});

test.describe('sign-in', () => {
  test('signs a reader in and shows the signed-in navigation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await signIn(page, READER.email, READER.password);
    await expect(page).toHaveURL(/\/$/);
    const nav = mainNav(page);
    for (const name of ['Add Articles', 'Premium Articles', 'My Articles']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['Login', 'Register', 'Dashboard']) {
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(accountMenu(page)).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a wrong password shows the toast and the reason in red', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    const account = await createAccount(request, baseURL);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('please valid email or password')).toBeVisible();
    const reason = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await expect(reason).toBeVisible();
    await expect(reason).toHaveClass(/text-red/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test('returns the reader to the protected page they were sent away from', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto('/updateUserProfile');
    await expect(page).toHaveURL(/\/login\?from=%2FupdateUserProfile$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?from=%2FupdateUserProfile',
    );
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/updateUserProfile$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });
});

test.describe('the avatar menu', () => {
  test('shows who is signed in and closes on a click outside and on Escape', async ({ page, baseURL }) => {
    const account = await createAccount(page.request, baseURL, { name: 'Menu Tester' });
    await page.goto('/about');
    await accountMenu(page).click();
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Menu Tester')).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText('Free reader')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/updateUserProfile',
    );
    await expect(page.getByRole('link', { name: 'My Payment History' })).toHaveAttribute(
      'href',
      '/my-payment-history',
    );

    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'false');

    await accountMenu(page).click();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(accountMenu(page)).toBeFocused();
  });

  test('logs out with the popup, forgets the token and guards pages again', async ({ page, baseURL }) => {
    await createAccount(page.request, baseURL);
    await page.goto('/');
    await expect.poll(() => storedToken(page)).toBeTruthy();
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const popup = page.getByRole('dialog', { name: 'logOut successful' });
    await expect(popup).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    await expect(popup).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/updateUserProfile');
    await expect(page).toHaveURL(/\/login\?from=%2FupdateUserProfile$/);
  });
});

test.describe('profile', () => {
  test('updates the name, says so for two seconds and goes home', async ({ page, baseURL }) => {
    const account = await createAccount(page.request, baseURL, { name: 'Old Name' });
    await page.goto('/updateUserProfile');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Old Name');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByText('Free reader')).toBeVisible();
    // The password is changed on this page, in the form below.
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/updateUserProfile#change-password',
    );

    await page.getByLabel('Name', { exact: true }).fill('New Name');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'profile update successful' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await accountMenu(page).click();
    await expect(page.getByText('New Name')).toBeVisible();
  });

  test('an invalid access token signs the reader out and sends them to Login', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await createAccount(page.request, baseURL);
    await page.goto('/updateUserProfile');
    await expect.poll(() => storedToken(page)).toBeTruthy();
    // The page's own first requests are answered: the refused one is the Update Profile below.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.localStorage.setItem('access-token', 'garbage-token'));
    await page.getByLabel('Name', { exact: true }).fill('Never Saved');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2FupdateUserProfile$/);
    await expect(accountMenu(page)).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('dashboard access', () => {
  test('a reader who is not an admin is sent to Login', async ({ page, baseURL }) => {
    await createAccount(page.request, baseURL);
    await page.goto('/dashboard/adminHome');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2FadminHome$/);
  });

  test('an admin gets the Dashboard link and the sidebar', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    const dashboardLink = mainNav(page).getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).toBeVisible();
    await dashboardLink.click();
    await expect(page).toHaveURL(/\/dashboard\/adminHome$/);
    await expect(page.getByRole('heading', { name: 'Admin Home' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    // The spec's sidebar links, in its order (the dashboard may add screens of its own between them).
    const specLinks = [
      'Admin Home',
      'All Users',
      'All Articles',
      'All payment history',
      'Add Publisher',
      'Home',
      'Admin Profile',
    ];
    await expect(sidebar.getByRole('link', { name: 'Admin Profile' })).toBeVisible();
    const shown = await sidebar.getByRole('link').allInnerTexts();
    expect(shown.map((text) => text.trim()).filter((text) => specLinks.includes(text))).toEqual(specLinks);
    await expect(sidebar.getByRole('link', { name: 'Admin Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Broadsheet | Admin Home');

    // On a phone the sidebar folds away behind a menu button.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(sidebar.getByRole('link', { name: 'All Users' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open dashboard menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(sidebar.getByRole('link', { name: 'All Users' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close dashboard menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('password reset', () => {
  test('mails a link that sets a new password to sign in with', async ({ page, request, baseURL }) => {
    const account = await createAccount(request, baseURL);
    const since = Date.now() - 1000;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for that address, we have sent a link to reset the password.'),
    ).toBeVisible();

    let mail: string | undefined;
    await expect
      .poll(async () => {
        mail = await newestMailTo(baseURL, account.email, /Reset/, since);
        return mail;
      })
      .toBeTruthy();
    const link = mail?.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link, mail).toBeTruthy();

    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const newPassword = 'Fresh#2026pass';
    await page.getByLabel('New password', { exact: true }).fill('fresh');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('password must be 6 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account.email, newPassword);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('an expired or used link says so and offers a new one', async ({ page }) => {
    await page.goto('/reset-password?error=INVALID_TOKEN');
    await expect(page.getByText(/has expired or has already been used/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
