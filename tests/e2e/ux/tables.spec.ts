import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from '../helpers';

/** The narrowest phone we design for, and the common one. */
const WIDTHS = [320, 390] as const;

async function asAdmin(page: Page, browser: Browser, baseURL: string | undefined) {
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  return admin;
}

/** The page's visible data table (the chart's table for screen readers is left out). */
const dataTable = (page: Page) => page.locator('main table:not(.sr-only table)').first();

/** Each cell of the table's first row with the label shown above it, and the heading of its column. */
function firstRowLabels(table: Locator) {
  return table.evaluate((element) => {
    const headings = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const cells = [...element.querySelectorAll('tbody tr:first-child > td')];
    return cells.map((cell, index) => ({
      heading: headings[index],
      label: getComputedStyle(cell, '::before').content,
    }));
  });
}

/**
 * The page at a phone's width: it does not scroll sideways, its table's rows are cards whose cells carry their
 * column's label, and `action` (in the first row) lies inside the screen without any sideways scrolling.
 */
async function expectPhoneTable(page: Page, path: string, width: number, action?: (row: Locator) => Locator) {
  await test.step(`${path} at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    const table = dataTable(page);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(
      innerWidth,
    );
    const labels = await firstRowLabels(table);
    expect(labels.length).toBeGreaterThan(1);
    for (const { heading, label } of labels)
      expect(label, `the label of the ${heading} cell`).toBe(`"${heading}"`);
    // The column headings are there for screen readers only: each card shows its labels instead.
    await expect(table.locator('thead')).not.toBeInViewport();
    if (!action) return;
    const target = action(table.locator('tbody tr').first());
    await expect(target).toBeVisible();
    // Brought into view by scrolling the page down only: a sideways scroll would hide a missing card layout.
    const box = await target.evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100);
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    expect(box.left, `the action's left edge on ${path}`).toBeGreaterThanOrEqual(0);
    expect(box.right, `the action's right edge on ${path}`).toBeLessThanOrEqual(width);
  });
}

test.describe('tables on a phone', () => {
  test('My Articles and My Payment History show each row as a card with its actions on screen', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // The account is made through this page's own cookie jar, so the page is signed in as its author.
    await createAccount(page.context().request, baseURL, 'Card Writer');
    const token = await tokenOf(page.context().request);
    const word = uniqueWord();
    for (const what of ['Harbour', 'Ferry'])
      await createArticleViaApi(page.context().request, token, {
        title: `${what} timetables ${word} and the longest words of the season`,
        publisher: 'The Guardian',
        tags: 'culture',
        description: `${what} services change their timetables.\n\nA report for the editors.`,
      });
    const paid = await page.context().request.post('/api/subscriptions/free', { headers: bearer(token) });
    expect(paid.ok(), await paid.text()).toBe(true);
    for (const width of WIDTHS) {
      await expectPhoneTable(page, '/myArticles', width, (row) =>
        row.getByRole('button', { name: /^Delete/ }),
      );
      for (const name of [/^Details/, /^Update/])
        await expect(dataTable(page).getByRole('link', { name }).first()).toBeInViewport({ ratio: 1 });
      await expectPhoneTable(page, '/my-payment-history', width);
    }
  });

  test('the dashboard tables show each row as a card with its actions on screen', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    // Every list has a row: a payment and a contact message of a fresh reader.
    const reader = await playwright.request.newContext({ baseURL });
    await createAccount(reader, baseURL, 'Card Reader');
    const paid = await reader.post('/api/subscriptions/free', { headers: bearer(await tokenOf(reader)) });
    expect(paid.ok(), await paid.text()).toBe(true);
    const message = await reader.post('/api/contact', {
      data: {
        name: 'Cara Cards',
        email: `cards-${Date.now()}@example.test`,
        topic: 'feedback',
        message: 'The tables read well on a phone.',
      },
    });
    expect(message.ok(), await message.text()).toBe(true);
    await reader.dispose();
    const admin = await asAdmin(page, browser, baseURL);
    // One article stays pending; approving the other writes a line in the audit log.
    for (const what of ['Narrow screens', 'Wide tables']) {
      const id = await createArticleViaApi(page.request, admin.token, {
        title: `${what} ${uniqueWord()}`,
        publisher: 'Le Monde',
        tags: 'business',
        description: 'Phones are narrow.\n\nTables should still fit.',
      });
      if (what === 'Wide tables') await approveArticle(page.request, admin.token, id);
    }

    const pages: [string, ((row: Locator) => Locator)?][] = [
      ['/dashboard/allArticlesAdmin', (row) => row.getByRole('button', { name: /^Delete/ })],
      ['/dashboard/allArticlesAdmin?status=pending', (row) => row.getByRole('button', { name: /^Approve/ })],
      ['/dashboard/users?search=Card%20Reader', (row) => row.getByRole('button', { name: /^Make Admin/ })],
      ['/dashboard/payment-history'],
      ['/dashboard/messages', (row) => row.getByRole('link')],
      ['/dashboard/adminHome'],
      ['/dashboard/audit-log'],
    ];
    for (const width of WIDTHS)
      for (const [path, action] of pages) await expectPhoneTable(page, path, width, action);

    // The publishers screen has no table, and does not scroll sideways either.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard/allPublisher');
      await expect(page.getByRole('heading', { name: 'Add Publisher', level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Publishers' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // A wide screen keeps the table with its column headings, and no labels in the cells.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard/allArticlesAdmin');
    const table = dataTable(page);
    await expect(table.getByRole('columnheader', { name: 'Delete', exact: true })).toBeInViewport();
    for (const { label } of await firstRowLabels(table)) expect(label).toBe('none');
  });
});

test.describe('the admin payment history', () => {
  test('names the plan of each payment', async ({ page, browser, baseURL, playwright }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const reader = await playwright.request.newContext({ baseURL });
    const name = `Plan Reader ${uniqueWord()}`;
    await createAccount(reader, baseURL, name);
    const paid = await reader.post('/api/subscriptions/free', { headers: bearer(await tokenOf(reader)) });
    expect(paid.ok(), await paid.text()).toBe(true);
    await reader.dispose();

    await asAdmin(page, browser, baseURL);
    await page.goto('/dashboard/payment-history');
    await expect(page.getByRole('columnheader', { name: 'Plan', exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Free · 30 days', exact: true })).toBeVisible();
  });
});

test.describe('payments at 200 % text on a phone', () => {
  /** The page as a reader with a larger text setting sees it: it does not scroll sideways. */
  async function expectInsideAt200(page: Page, path: string, ready: Locator) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const wide = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      past: [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => !element.closest('thead'))
        .map((element) => `${element.tagName} “${element.textContent?.slice(0, 40)}”`),
    }));
    expect(wide.past, `what runs past the screen's edge on ${path}`).toEqual([]);
    expect(wide.page, `${path} is ${wide.page} px wide`).toBeLessThanOrEqual(390);
  }

  test('the payment histories and the receipt stay inside the screen', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await createAccount(page.context().request, baseURL, 'Large Text Reader');
    const token = await tokenOf(page.context().request);
    const paid = await page.context().request.post('/api/subscriptions/free', { headers: bearer(token) });
    expect(paid.ok(), await paid.text()).toBe(true);
    const table = dataTable(page);
    await expectInsideAt200(page, '/my-payment-history', table.locator('tbody tr').first());
    const receipt = await table.locator('tbody tr').first().getByRole('link').getAttribute('href');
    expect(receipt).toBeTruthy();
    await expectInsideAt200(page, receipt ?? '', page.getByRole('button', { name: /print/i }));

    // The admin in a browser of their own: this one keeps the reader's token.
    const admin = await getAdminSession(browser, baseURL);
    const context = await browser.newContext({
      baseURL,
      storageState: admin.storageState,
      viewport: { width: 390, height: 844 },
    });
    try {
      const editor = await context.newPage();
      await expectInsideAt200(
        editor,
        '/dashboard/payment-history',
        dataTable(editor).locator('tbody tr').first(),
      );
    } finally {
      await context.close();
    }
  });
});
