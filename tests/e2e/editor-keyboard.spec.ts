import { expect, test } from './fixtures';
import { createAccount } from './helpers';

/**
 * The article editor's toolbar and link panel hand the keyboard back to the text at once. On a device slow
 * to draw its next frame (held back here by 400 ms), keys typed right after pressing Bold or applying a
 * link still go into the article, and what follows a new link is not part of it.
 */
test('keys typed right after a toolbar button or a new link go into the text, on a device slow to draw', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const later = (callback: FrameRequestCallback) =>
      window.setTimeout(() => callback(performance.now()), 400) as unknown as number;
    window.requestAnimationFrame = later;
  });
  await createAccount(page.request, baseURL, 'Quick Typist');
  await page.goto('/addArticles');
  const editor = page.getByRole('textbox', { name: 'Description' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Quick');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' see the map');
  for (const _ of 'the map') await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Link address').fill('https://example.org/map');
  await page.getByLabel('Link address').press('Enter');
  await page.keyboard.type(' today.');

  await expect(editor.locator('strong')).toHaveText('Quick');
  await expect(editor.getByRole('link')).toHaveText('the map');
  await expect(editor).toHaveText('Quick see the map today.');
});
