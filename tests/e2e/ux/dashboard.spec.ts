import type { Browser, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createArticleViaApi, getAdminSession, uniqueWord } from '../helpers';

async function asAdmin(page: Page, browser: Browser, baseURL: string | undefined) {
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  return admin;
}

/**
 * Holds the browser's requests whose URL matches until `release` is called, so a test can look at the page
 * while they load.
 */
async function holdRequests(page: Page, url: (url: URL) => boolean) {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (target) => url(target),
    async (route) => {
      if (open) await route.continue();
      else held.push(route);
    },
  );
  return {
    held: () => held.length,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * Waits until React has hydrated the dashboard (its menu button is disabled in the server's HTML): a click
 * or a keystroke before that would be a full page load rendered by the server, and the browser would ask the
 * API nothing for a test to hold back.
 */
async function hydrated(page: Page) {
  await expect(
    page.getByRole('button', { name: /^(Open|Close) dashboard menu$/, includeHidden: true }),
  ).toBeEnabled();
}

test.describe('the admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test('each number on the admin home opens its screen', async ({ page, browser, baseURL }) => {
    await asAdmin(page, browser, baseURL);
    const tiles: [string, RegExp, RegExp][] = [
      ['Pending articles', /\/dashboard\/allArticlesAdmin\?status=pending$/, /^All Articles/],
      ['Users', /\/dashboard\/users$/, /^All Users/],
      ['Premium subscribers', /\/dashboard\/payment-history$/, /^All payment history/],
      ['Revenue', /\/dashboard\/payment-history$/, /^All payment history/],
    ];
    for (const [label, url, heading] of tiles) {
      await page.goto('/dashboard/adminHome');
      const tile = page.getByRole('main').getByRole('link', { name: label, exact: true });
      await expect(tile).toBeVisible();
      await tile.click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('moving to another screen, or out of the dashboard, shows a loading state instead of the old screen', async ({
    page,
    browser,
    baseURL,
  }) => {
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/adminHome');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });

    // Another screen of the dashboard.
    const users = await holdRequests(page, (url) => url.pathname === '/api/users');
    await sidebar.getByRole('link', { name: 'All Users' }).click();
    await expect.poll(users.held).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
    await users.release();
    await expect(page.getByRole('heading', { level: 1, name: /^All Users/ })).toBeVisible();

    // The site's front page, from the dashboard's own menu: the list does not linger while it loads.
    const home = await holdRequests(page, (url) => url.pathname === '/api/recent-articles');
    await sidebar.getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(home.held).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: /^All Users/ })).toBeHidden();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('status').first()).toBeVisible();
    await home.release();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a slow new filter or page dims the table and marks it busy until its rows arrive', async ({
    page,
    browser,
    baseURL,
  }) => {
    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/users');
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await hydrated(page);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const searches = await holdRequests(
      page,
      (url) => url.pathname === '/api/users' && url.searchParams.has('search'),
    );
    await page.getByRole('searchbox').fill('admin@broadsheet');
    await expect.poll(searches.held).toBeGreaterThan(0);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    const opacity = await table.evaluate((element) => {
      let node: Element | null = element;
      let value = 1;
      while (node) {
        value *= Number(getComputedStyle(node).opacity);
        node = node.parentElement;
      }
      return value;
    });
    expect(opacity).toBeLessThan(1);
    await searches.release();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('admin@broadsheet.test');
  });

  test('approving and making premium say so in the site’s own dialog, which closes itself', async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = await asAdmin(page, browser, baseURL);
    const title = `Own dialog ${uniqueWord()}`;
    await createArticleViaApi(page.request, admin.token, {
      title,
      publisher: 'Le Monde',
      tags: 'culture',
      description: 'The dashboard speaks in its own voice.\n\nA report for the editors.',
    });
    await page.goto('/dashboard/allArticlesAdmin');
    const row = page.getByRole('row').filter({ hasText: title });
    for (const [button, dialogTitle, text] of [
      [/^Approve/, 'Article approved', title],
      [/^Make Premium/, 'Article is Premium', title],
    ] as const) {
      await row.getByRole('button', { name: button }).click();
      // Making premium asks first (it can be undone with Make Free).
      if (dialogTitle === 'Article is Premium')
        await page
          .getByRole('dialog', { name: `Make “${title}” premium?` })
          .getByRole('button', { name: 'Yes, make premium' })
          .click();
      const dialog = page.getByRole('dialog', { name: dialogTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text);
      // SweetAlert's popup is a dialog too, with classes of its own.
      await expect(dialog).not.toHaveClass(/swal2/);
      // The site's dialog: its heading in the site's serif face, like every other dialog of the site.
      const font = await dialog
        .getByRole('heading', { name: dialogTitle })
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(font).toMatch(/^Georgia/);
      await expect(dialog).toBeHidden();
    }
  });
});
