import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import {
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  notAcceptedPicture,
  signIn,
  tokenOf,
  uniqueWord,
} from './helpers';

/** A demo reader of the seed (DEMO_USERS in src/server/demo/seed.ts) that the other suites do not sign in. */
const READER = { email: 'daniel.okafor@broadsheet.test', password: 'Newsroom#2026' };

const DASHBOARD_ROUTES = [
  'adminHome',
  'users',
  'allArticlesAdmin',
  'allArticlesAdmin/modal?id=00000000-0000-4000-8000-000000000000',
  'payment-history',
  'allPublisher',
  'audit-log',
  'messages',
  'subscribers',
  'readership',
];

interface WireArticle {
  _id: string;
  title: string;
  status: string;
  decline: { reason?: string };
}

/** Signs this page's browser context in as the seeded admin (the session is made once per worker). */
async function asAdmin(page: Page, browser: Browser, baseURL: string | undefined) {
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  return admin;
}

/** A fresh author with pending articles (newest last), written through the API. */
async function authorWithArticles(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  titles: string[],
) {
  const request = await playwright.request.newContext({ baseURL });
  const account = await createAccount(request, baseURL, 'Desk Writer');
  const token = await tokenOf(request);
  const ids: string[] = [];
  for (const title of titles) {
    ids.push(
      await createArticleViaApi(request, token, {
        title,
        publisher: 'The Guardian',
        tags: 'culture',
        description: `${title}.\n\nA report filed for the editors to review.`,
      }),
    );
  }
  return { request, account, token, ids };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The site's dialog (a modal dialog, also for the notices that close themselves); its title names it. */
const alertDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

test.describe('the admin dashboard', () => {
  test('an editor approves, makes premium and deletes articles; each row updates and the audit log records it', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const [approveTitle, premiumTitle, deleteTitle] = ['Approve', 'Premium', 'Delete'].map(
      (what) => `${what} desk ${word} ${Date.now()}`,
    ) as [string, string, string];
    const author = await authorWithArticles(playwright, baseURL, [approveTitle, premiumTitle, deleteTitle]);
    const admin = await asAdmin(page, browser, baseURL);

    await page.goto('/dashboard/allArticlesAdmin');
    await expect(page.getByRole('heading', { level: 1, name: /^All Articles \(\d+\)$/ })).toBeVisible();
    for (const column of [
      'Title',
      'Author',
      'Status',
      'Publisher',
      'Make Premium',
      'Approve',
      'Decline',
      'Delete',
    ])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

    // Approve: the button becomes the text 'Approve' and the status reads Approved (never the wire's raw
    // 'approve'), after a self-closing alert.
    const approveRow = rowOf(page, approveTitle);
    await expect(approveRow.getByText('Pending', { exact: true })).toBeVisible();
    await approveRow.getByRole('button', { name: /^Approve/ }).click();
    await expect(alertDialog(page, 'Article approved')).toBeVisible();
    await expect(alertDialog(page, 'Article approved').getByRole('button', { name: 'OK' })).toHaveCount(0);
    await expect(approveRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(approveRow.getByText('Approve', { exact: true })).toBeVisible();
    await expect(approveRow.getByText('Approved', { exact: true })).toBeVisible();
    await expect(approveRow.getByText('approve', { exact: true })).toHaveCount(0);
    await expect(alertDialog(page, 'Article approved')).toBeHidden();

    // Make Premium asks first; the button becomes the text 'Premium'.
    const premiumRow = rowOf(page, premiumTitle);
    await premiumRow.getByRole('button', { name: /^Make Premium/ }).click();
    await alertDialog(page, `Make “${premiumTitle}” premium?`)
      .getByRole('button', { name: 'Yes, make premium' })
      .click();
    await expect(alertDialog(page, 'Article is Premium')).toBeVisible();
    await expect(premiumRow.getByRole('button', { name: /^Make Premium/ })).toHaveCount(0);
    await expect(premiumRow.getByText('Premium', { exact: true })).toBeVisible();
    await expect(alertDialog(page, 'Article is Premium')).toBeHidden();

    // Delete asks first, with the spec's words.
    const deleteRow = rowOf(page, deleteTitle);
    await deleteRow.getByRole('button', { name: /^Delete/ }).click();
    const confirm = alertDialog(page, 'Are you sure?');
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(alertDialog(page, 'Deleted!')).toBeVisible();
    await expect(deleteRow).toHaveCount(0);
    await alertDialog(page, 'Deleted!').getByRole('button', { name: 'OK' }).click();

    const [approved, premium, deleted] = await Promise.all(
      author.ids.map((id) => page.request.get(`/api/articles/${id}`, { headers: bearer(admin.token) })),
    );
    expect(await approved?.json()).toMatchObject({ status: 'approve' });
    expect(await premium?.json()).toMatchObject({ isPremium: 'Premium' });
    expect(deleted?.status()).toBe(404);

    // The audit log shows what was just done, to what.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Audit log \(\d+\)$/ })).toBeVisible();
    for (const [title, action] of [
      [approveTitle, 'Approved an article'],
      [premiumTitle, 'Made an article premium'],
      [deleteTitle, 'Deleted an article'],
    ] as const) {
      const row = rowOf(page, title);
      await expect(row.getByText(action, { exact: true })).toBeVisible();
      await expect(row.getByText('admin@broadsheet.test')).toBeVisible();
    }
    await author.request.dispose();
  });

  test('declining opens a dialog over the list; the reason reaches the author', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(60_000);
    const title = `Decline desk ${uniqueWord()} ${Date.now()}`;
    const reason = `Please name your sources ${Date.now()}.`;
    const author = await authorWithArticles(playwright, baseURL, [title]);
    const id = author.ids[0] ?? '';
    await asAdmin(page, browser, baseURL);

    await page.goto('/dashboard/allArticlesAdmin?status=pending');
    await expect(page.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    const row = rowOf(page, title);
    const declineButton = row.getByRole('button', { name: /^Decline/ });
    await declineButton.click();

    await expect(page).toHaveURL(`/dashboard/allArticlesAdmin/modal?id=${id}&status=pending`);
    const dialog = page.getByRole('dialog', { name: 'Decline article' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText(title);
    const reasonBox = dialog.getByLabel('Reason for declining');
    await expect(reasonBox).toBeFocused();
    // Focus stays in the dialog: Tab from its last control comes back to the first.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Decline', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reasonBox).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Decline', exact: true })).toBeFocused();

    // Escape closes it, back on the same filtered list, with focus on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/dashboard/allArticlesAdmin?status=pending');
    await expect(declineButton).toBeFocused();

    await declineButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(dialog.getByText('Reason for declining is required')).toBeVisible();
    await reasonBox.fill(reason);
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByText('decline Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/dashboard/allArticlesAdmin?status=pending');
    await expect(row).toHaveCount(0);

    await page.getByRole('link', { name: 'Declined' }).click();
    await expect(page).toHaveURL('/dashboard/allArticlesAdmin?status=declined');
    // The status reads Declined, as the Decline button's note does, never the wire's raw 'declined'.
    await expect(row.getByText('Declined', { exact: true })).toHaveCount(2);
    await expect(row.getByText('declined', { exact: true })).toHaveCount(0);
    await expect(row.getByText(reason)).toBeVisible();

    // The author sees the reason with their own article.
    const mine = await author.request.get(`/api/myArticles/${encodeURIComponent(author.account.email)}`, {
      headers: bearer(author.token),
    });
    expect(mine.status()).toBe(200);
    const article = ((await mine.json()) as WireArticle[]).find((item) => item._id === id);
    expect(article).toMatchObject({ status: 'declined', decline: { reason } });
    await author.request.dispose();
  });

  test('an editor finds a user by name or e-mail and promotes them after confirming', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const name = `Promoted Reader ${Date.now()}`;
    const account = await createAccount(request, baseURL, name);
    await request.dispose();
    await asAdmin(page, browser, baseURL);

    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { level: 1, name: /^All Users \(\d+\)$/ })).toBeVisible();
    for (const column of ['Sl', 'Name', 'E-mail', 'Profile picture', 'Role'])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

    // The search box updates the URL once typing pauses; the list follows it. Admins show the text 'Admin'.
    await page.getByLabel('Search users').fill('admin@broadsheet.test');
    await expect(page).toHaveURL(`/dashboard/users?search=${encodeURIComponent('admin@broadsheet.test')}`);
    await expect(rowOf(page, 'admin@broadsheet.test').getByText('Admin', { exact: true })).toBeVisible();
    await page.getByLabel('Search users').fill(account.email);
    await expect(page).toHaveURL(`/dashboard/users?search=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Users (1)' })).toBeVisible();
    const row = rowOf(page, account.email);
    await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();
    // The Role column states the role of every member, a reader's too, before the buttons that change it.
    await expect(row.getByText('Reader', { exact: true })).toBeVisible();

    // Cancelling the confirmation changes nothing.
    await row.getByRole('button', { name: /^Make Admin/ }).click();
    await alertDialog(page, `Make ${name} an admin?`).getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByRole('button', { name: /^Make Admin/ })).toBeVisible();

    await row.getByRole('button', { name: /^Make Admin/ }).click();
    await alertDialog(page, `Make ${name} an admin?`)
      .getByRole('button', { name: 'Yes, make admin' })
      .click();
    await expect(page.getByText(`${name} is an admin Now !`)).toBeVisible();
    await expect(row.getByRole('button', { name: /^Make Admin/ })).toHaveCount(0);
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByText('Reader', { exact: true })).toHaveCount(0);

    // The search survives a reload (it lives in the URL), and the role is saved.
    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(account.email);
    await expect(rowOf(page, account.email).getByText('Admin', { exact: true })).toBeVisible();
  });

  test('an editor adds a publisher with a logo; a duplicate name and a broken logo are refused', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // The refused requests below are expected; the browser logs their status.
    consoleErrors.allow(/status of (400|409)/);
    // Playwright's trace recorder fetches the `blob:` logo preview, which the page's CSP (rightly) refuses.
    consoleErrors.allow(
      /Connecting to 'blob:.*violates the following Content Security Policy directive: "connect-src/,
    );
    await asAdmin(page, browser, baseURL);
    const publisherName = `Evening Gazette ${Date.now()}`;
    const logo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 180, g: 20, b: 40 } },
    })
      .png()
      .toBuffer();

    await page.goto('/dashboard/allPublisher');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Publisher' })).toBeVisible();
    const publishers = page.getByRole('list', { name: 'Publishers' });
    await expect(publishers.getByText('The Guardian', { exact: true })).toBeVisible();

    // The name is required.
    await page.getByRole('button', { name: 'Add Publisher' }).click();
    await expect(page.getByText('Publisher name is required')).toBeVisible();

    await page.getByLabel('Publisher name').fill(publisherName);
    await page.getByLabel('Logo').setInputFiles({ name: 'gazette.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Publisher' }).click();
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(publishers.getByText(publisherName, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Publisher name')).toHaveValue('');
    await expect(page.getByLabel('Logo')).toHaveValue('');

    // The same name again: the server's 409 message shows.
    await page.getByLabel('Publisher name').fill(publisherName);
    await page.getByLabel('Logo').setInputFiles({ name: 'gazette.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Add Publisher' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${publisherName} is already a publisher.` }),
    ).toBeVisible();

    // A logo in a format the site does not take (a BMP named .png): the upload fails, so nothing is posted,
    // and the button works again.
    const other = `Morning Ledger ${Date.now()}`;
    await page.getByLabel('Publisher name').fill(other);
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: notAcceptedPicture(),
    });
    await page.getByRole('button', { name: 'Add Publisher' }).click();
    await expect(page.getByText('Please choose a JPEG, PNG, WebP, GIF or AVIF image.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Publisher' })).toBeEnabled();
    const list = await page.request.get('/api/publisher');
    const names = ((await list.json()) as { publisherName: string }[]).map((p) => p.publisherName);
    expect(names).toContain(publisherName);
    expect(names).not.toContain(other);
  });

  test('the admin home shows the numbers, the publisher chart and the newest articles', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const admin = await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/adminHome');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
    for (const label of ['Pending articles', 'Users', 'Premium subscribers', 'Revenue'])
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^\$[\d,]+\.\d\d$/ })).toBeVisible();

    // Four largest publishers + "Other": other suites add articles meanwhile, so compare a fresh pair.
    const chart = page.getByRole('figure', { name: 'Publication Article Distribution' });
    await expect(async () => {
      const response = await page.request.get('/api/admin/overview', { headers: bearer(admin.token) });
      const overview = (await response.json()) as {
        articlesByPublisher: { publisher: string; count: number }[];
      };
      const withArticles = overview.articlesByPublisher.filter((row) => row.count > 0);
      expect(withArticles.length).toBeGreaterThan(4);
      const expected = [...withArticles.slice(0, 4).map((row) => row.publisher), 'Other'];
      await page.reload();
      await expect(chart.getByRole('listitem')).toHaveText(expected, { timeout: 3000 });
    }).toPass({ timeout: 40_000 });
    // One slice of the ring per row, drawn on the server (it needs no script), hidden from screen readers.
    await expect(chart.locator('svg[aria-hidden="true"] path')).toHaveCount(5);
    // The chart's text alternative: a table of the same five slices.
    await expect(chart.getByRole('table').getByRole('rowheader')).toHaveCount(5);

    const recent = page.getByRole('region', { name: 'Recent Articles' });
    for (const column of ['Serial No', 'Title', 'Author', 'Status', 'Publisher'])
      await expect(recent.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const rows = recent.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(6);
    expect(await rows.count()).toBeLessThanOrEqual(11);
  });

  test('payment history, messages and subscribers render; the subscribers download as CSV', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three screens and a download, on a machine other runs share.
    test.setTimeout(60_000);
    const email = `reader-${Date.now()}@example.test`;
    const subscribed = await page.request.post('/api/newsletter', { data: { email } });
    expect(subscribed.status(), await subscribed.text()).toBe(200);
    await asAdmin(page, browser, baseURL);

    await page.goto('/dashboard/payment-history');
    await expect(
      page.getByRole('heading', { level: 1, name: /^All payment history \(\d+\)$/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /payment history/ })
        .or(page.getByRole('region', { name: 'No payments yet' })),
    ).toBeVisible();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Messages \(\d+\)$/ })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Subscribers' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Subscribers \(\d+\)$/ })).toBeVisible();
    await expect(rowOf(page, email)).toBeVisible();
    // The address has not opened its confirmation link: the list says so, apart from confirmed ones.
    await expect(rowOf(page, email).getByText('Not confirmed yet', { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += chunk.toString();
    expect(csv.split('\r\n')[0]).toBe('"email","subscribed_at","confirmed_at"');
    // Its line leaves the confirmation's time empty.
    expect(csv.split('\r\n').find((line) => line.startsWith(`"${email}",`))).toMatch(/^"[^"]+","[^"]+",""$/);
  });

  test('moving to another screen shows the spinner while its data loads', async ({
    page,
    browser,
    baseURL,
  }) => {
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/adminHome');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
    // The menu button is disabled in the server's HTML until React runs the page: then the links are
    // React's (not full page loads).
    await expect(
      page.getByRole('button', { name: /^(Open|Close) dashboard menu$/, includeHidden: true }),
    ).toBeEnabled();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/admin/audit-log',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading');
    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Audit log/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('on a phone the sidebar folds behind the menu button, opens and navigates', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/adminHome');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(sidebar).toBeVisible();
    for (const label of ['Audit log', 'Messages', 'Subscribers', 'Home', 'Admin Profile'])
      await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
    await sidebar.getByRole('link', { name: 'All Articles' }).click();
    await expect(page).toHaveURL('/dashboard/allArticlesAdmin');
    await expect(page.getByRole('heading', { level: 1, name: /^All Articles/ })).toBeVisible();
    await expect(sidebar).toBeHidden();

    // The table's rows are cards as wide as the screen: neither the page nor the table scrolls sideways, and
    // a row's last action is on screen.
    const widths = await page.evaluate(() => {
      const frame = document.querySelector('main table')?.parentElement;
      const action = [...document.querySelectorAll('main tbody tr:first-child button')].at(-1);
      return {
        page: document.documentElement.scrollWidth,
        frame: frame?.scrollWidth ?? Number.POSITIVE_INFINITY,
        frameVisible: frame?.clientWidth ?? 0,
        actionRight: action?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.frame).toBeLessThanOrEqual(widths.frameVisible);
    expect(widths.actionRight).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });
});

test.describe('the dashboard is for admins only', () => {
  test('a signed-out visitor is sent to /login from every dashboard screen', async ({ page }) => {
    for (const route of DASHBOARD_ROUTES) {
      await page.goto(`/dashboard/${route}`);
      await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/dashboard/${route}`)}`);
    }
  });

  test('a signed-in reader is sent to /login from every dashboard screen, and told it is for editors', async ({
    page,
  }) => {
    await signIn(page, READER.email, READER.password);
    for (const route of DASHBOARD_ROUTES) {
      await page.goto(`/dashboard/${route}`);
      await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/dashboard/${route}`)}`);
      // Not a sign-in form for someone who is signed in: why, and the way home.
      await expect(page.getByRole('heading', { level: 1, name: 'This area is for editors' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);
    }
  });

  test('a signed-in reader is refused by every admin API', async ({ page }) => {
    await signIn(page, READER.email, READER.password);
    const token = await page.evaluate(() => window.localStorage.getItem('access-token'));
    expect(token).toBeTruthy();

    const someId = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', '/api/admin/newsletter-subscribers.csv'],
      ['GET', '/api/users'],
      ['GET', '/api/articles'],
      ['GET', '/api/payment-history'],
      ['PATCH', `/api/users/admin/${someId}`, { role: 'admin' }],
      ['PATCH', `/api/admin-articles/${someId}`],
      ['PATCH', `/api/isPremium-articles/${someId}`],
      ['PATCH', `/api/decline-articles/${someId}`, { reason: 'no' }],
      [
        'POST',
        '/api/publisher',
        { publisherName: 'Reader Times', image: '/media/0123456789abcdef-320.webp' },
      ],
    ];
    for (const [method, url, data] of calls) {
      const response = await page.request.fetch(url, {
        method,
        headers: bearer(token ?? ''),
        ...(data === undefined ? {} : { data }),
      });
      expect(response.status(), `${method} ${url}`).toBe(403);
    }
  });
});
