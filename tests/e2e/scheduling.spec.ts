import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

/** Approving an article for a later time (docs/product.md#scheduling). */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function editorPage(browser: Browser, baseURL: string | undefined, viewport: typeof DESKTOP) {
  const admin = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState: admin.storageState, viewport });
  return context.newPage();
}

/** A pending article of a new writer's: its id and title. */
async function pendingArticle(page: Page, baseURL: string | undefined, words: string) {
  await createAccount(page.request, baseURL, 'Schedule Writer');
  const word = uniqueWord();
  const title = `${words} ${word}`;
  const id = await createArticleViaApi(page.request, await tokenOf(page.request), {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The lamp is lit at dusk.\n\nBoats come home by its light.',
  });
  return { id, title, word };
}

/** The datetime-local value for `ms` from now in the page's time zone (the start of that minute). */
const localValueIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    at.setSeconds(0, 0);
    return {
      value: new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16),
      iso: at.toISOString(),
    };
  }, ms);

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`an editor schedules an article, sees when it goes out everywhere, then cancels (${size})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const { id, title, word } = await pendingArticle(page, baseURL, 'Harbour lamp relit');
    const editor = await editorPage(browser, baseURL, viewport);
    try {
      await editor.goto(`/dashboard/review/${id}`);
      const form = editor.getByRole('form', { name: 'Approve for a later time' });
      const when = form.getByLabel('Publish at');
      await expect(form.getByRole('button', { name: 'Approve for later' })).toBeEnabled();
      // A time past is refused in the page, named to screen readers.
      await when.fill((await localValueIn(editor, -3_600_000)).value);
      await form.getByRole('button', { name: 'Approve for later' }).click();
      await expect(form.getByRole('alert')).toHaveText('Choose a date and time in the future.');
      await expect(when).toHaveAttribute('aria-invalid', 'true');

      const { value, iso } = await localValueIn(editor, 2 * 3_600_000);
      await when.fill(value);
      await form.getByRole('button', { name: 'Approve for later' }).click();
      await expect(
        editor.getByText('Approved for a later time. Readers cannot see it until then.'),
      ).toBeVisible();
      const note = editor.locator('p', { hasText: 'Scheduled for' }).first();
      await expect(note.locator('time')).toHaveAttribute('datetime', iso);
      await expect(form.getByRole('button', { name: 'Reschedule' })).toBeVisible();
      expect(await noSideScroll(editor)).toBe(true);

      // The moderation table says so too, and links back to the form.
      await editor.goto(`/dashboard/allArticlesAdmin?status=pending&search=${word}`);
      const row = editor.getByRole('row', { name: new RegExp(word) });
      await expect(row.locator('time')).toHaveAttribute('datetime', iso);
      await expect(row.getByRole('link', { name: `Reschedule “${title}”` })).toBeVisible();

      // So does the author's My Articles.
      await page.goto('/myArticles');
      const mine = page.getByRole('row', { name: new RegExp(word) });
      await expect(mine.getByText('Scheduled for')).toBeVisible();
      await expect(mine.locator('time')).toHaveAttribute('datetime', iso);

      await editor.goto(`/dashboard/review/${id}`);
      await editor.getByRole('button', { name: 'Cancel schedule' }).click();
      await expect(
        editor.getByText('Waiting for review. Readers cannot see it until you approve it.'),
      ).toBeVisible();
      await expect(editor.getByText('Scheduled for')).toHaveCount(0);
    } finally {
      await editor.context().close();
    }
  });
}

test('a story approved for a minute ahead stays out of sight until then, and appears on its own', async ({
  page,
  browser,
  baseURL,
}) => {
  // The job runs at the time chosen, to the minute: up to two minutes of real waiting.
  test.setTimeout(240_000);
  const { id, title } = await pendingArticle(page, baseURL, 'Night ferry returns');
  const editor = await editorPage(browser, baseURL, DESKTOP);
  const visitor = await browser.newContext({ baseURL });
  const reader = await visitor.newPage();
  try {
    await editor.goto(`/dashboard/review/${id}`);
    const form = editor.getByRole('form', { name: 'Approve for a later time' });
    // Once the page is live (the button waits for hydration), the next whole minute 40 s ahead or more.
    await expect(form.getByRole('button', { name: 'Approve for later' })).toBeEnabled();
    const { value, iso } = await localValueIn(editor, 100_000);
    await form.getByLabel('Publish at').fill(value);
    await form.getByRole('button', { name: 'Approve for later' }).click();
    await expect(editor.locator('p', { hasText: 'Scheduled for' }).first().locator('time')).toHaveAttribute(
      'datetime',
      iso,
    );

    // Before its time a visitor finds it nowhere.
    for (const url of ['/', '/allArticles']) {
      await reader.goto(url);
      await expect(reader.getByRole('main')).toBeVisible();
      await expect(reader.getByText(title)).toHaveCount(0);
    }
    await reader.goto(`/articlesDetails/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    expect(Date.now()).toBeLessThan(new Date(iso).getTime());

    // Then it is published by itself: at its address, on the home page and in All Articles.
    await expect(async () => {
      await reader.goto(`/articlesDetails/${id}`);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 180_000, intervals: [2_000] });
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(iso).getTime());
    for (const url of ['/', '/allArticles']) {
      await expect(async () => {
        await reader.goto(url);
        await expect(reader.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000, intervals: [1_000] });
    }
    await editor.reload();
    await expect(editor.getByText('Published. Readers see this version.')).toBeVisible();
  } finally {
    await visitor.close();
    await editor.context().close();
  }
});
