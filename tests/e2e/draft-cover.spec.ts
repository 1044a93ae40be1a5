import { expect, test } from './fixtures';
import { bearer, createAccount, makePng, tokenOf, uniqueWord } from './helpers';

/** A draft keeps its cover picture, and an article submitted without one is a choice, not an accident. */

test.use({ viewport: { width: 1366, height: 900 } });

test('a draft saved with a cover reopens with it; submitting without a cover asks first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await createAccount(page.request, baseURL, 'Cover Keeper');
  const title = `Harbour lights ${uniqueWord()}`;
  const state = page.getByRole('status').filter({ hasText: /Sav|Not saved|Changes/ });

  await page.goto('/addArticles');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('The harbour lit up for the festival.');
  await expect(state).toHaveText('Saved');
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: await makePng(120),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen cover' })).toBeVisible();
  // "Saved" means the cover too: the server's copy of the draft names an uploaded picture.
  const token = await tokenOf(page.request);
  await expect
    .poll(async () => {
      const drafts = (await (await page.request.get('/api/drafts', { headers: bearer(token) })).json()) as {
        title: string;
        image: string;
      }[];
      return drafts.find((draft) => draft.title === title)?.image ?? '';
    })
    .toMatch(/^\/media\//);
  await expect(state).toHaveText('Saved');

  // Reopened from My Articles (another visit, nothing kept on this device): the cover is there.
  await page.goto('/myArticles');
  await page
    .getByRole('region', { name: /^Drafts/ })
    .getByRole('link', { name: `Continue writing “${title}”` })
    .click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('img', { name: 'The current cover' })).toBeVisible();

  // Another draft, with no cover: submitting it asks first, and "Choose a cover" stays on the form.
  const bare = `Bare quay ${uniqueWord()}`;
  await page.goto('/addArticles');
  await page.getByLabel('Title', { exact: true }).fill(bare);
  await page.getByLabel('Publisher', { exact: true }).selectOption({ label: 'The Guardian' });
  await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'culture' }).check();
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Nobody photographed the quay.');
  await page.getByRole('button', { name: 'Add Article' }).click();
  const ask = page.getByRole('dialog', { name: 'Submit without a cover picture?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Choose a cover' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByLabel('Image', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/addArticles/);

  // Asked again, the author submits it as it is.
  await page.getByRole('button', { name: 'Add Article' }).click();
  await ask.getByRole('button', { name: 'Submit without a cover' }).click();
  await expect(page.getByText(`${bare} data Added successfully`)).toBeVisible();
});
