import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { bearer, createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

/** Corrections and updates of live articles (docs/product.md#corrections), at desktop and phone widths. */
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`on a ${device}, an editor adds a correction in the history and a reader sees it on the article`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL, 'Note Writer');
    const word = uniqueWord();
    const title = `Bridge reopens ${word}`;
    const id = await createArticleViaApi(page.request, await tokenOf(page.request), {
      title,
      publisher: 'The Guardian',
      tags: 'culture',
      description: 'The bridge reopened on Monday.',
    });
    const admin = await getAdminSession(browser, baseURL);
    const approved = await page.request.patch(`/api/admin-articles/${id}`, { headers: bearer(admin.token) });
    expect(approved.status()).toBe(200);

    const editorContext = await browser.newContext({ baseURL, viewport, storageState: admin.storageState });
    const readerContext = await browser.newContext({ baseURL, viewport });
    try {
      const editor = await editorContext.newPage();
      await editor.goto(`/dashboard/history/${id}`);
      const notes = editor.getByRole('region', { name: 'Corrections and updates' });
      await expect(notes.getByText('No corrections or updates yet.')).toBeVisible();
      const text = `The bridge reopened on Tuesday, not Monday. ${word}`;
      await notes.getByLabel('Kind').selectOption('correction');
      await notes.getByLabel('What readers should know').fill(text);
      await notes.getByRole('button', { name: 'Publish note' }).click();
      await expect(editor.getByText('The note is on the article now.')).toBeVisible();
      await expect(notes.getByText(text)).toBeVisible();
      const { violations } = await new AxeBuilder({ page: editor }).include('#notes-heading').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      const reader = await readerContext.newPage();
      await reader.goto(`/articlesDetails/${id}`);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const box = reader.getByRole('region', { name: 'Corrections and updates' });
      await expect(box.getByText('Correction', { exact: true })).toBeVisible();
      await expect(box.getByText(text)).toBeVisible();
      await expect(box.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      const width = await reader.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);

      // Removed after a confirmation, it leaves the page but stays in the history, marked.
      await notes.getByRole('button', { name: 'Remove Correction' }).click();
      await editor
        .getByRole('dialog', { name: 'Remove this note?' })
        .getByRole('button', { name: 'Yes, remove' })
        .click();
      await expect(notes.getByText(/^Removed by /)).toBeVisible();
      await reader.reload();
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(reader.getByText(text)).toHaveCount(0);
    } finally {
      await editorContext.close();
      await readerContext.close();
    }
  });
}
