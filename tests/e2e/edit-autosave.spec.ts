import { expect, test } from './fixtures';
import { bearer, createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

/** An edit of a published article is kept on the device until it is submitted (docs/product.md#revisions). */
test('an edit of a live article survives a reload, is submitted, and readers keep the live version until approval', async ({
  page,
  browser,
  baseURL,
}) => {
  // A writer and a reader in two windows, with a reload and an approval between them.
  test.slow();
  await createAccount(page.request, baseURL, 'Edit Keeper');
  const word = uniqueWord();
  const live = `Lighthouse keeper retires ${word}`;
  const id = await createArticleViaApi(page.request, await tokenOf(page.request), {
    title: live,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The keeper served forty years.',
  });
  const admin = await getAdminSession(browser, baseURL);
  const approve = () => page.request.patch(`/api/admin-articles/${id}`, { headers: bearer(admin.token) });
  expect((await approve()).status()).toBe(200);
  let warned = 0;
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') warned += 1;
    void dialog.accept();
  });
  const state = page.getByRole('status').filter({ hasText: 'Changes kept on this device' });

  await page.goto(`/updateArticles/${id}`);
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue(live);
  await expect(state).toHaveCount(0);
  const edited = `Lighthouse keeper retires after forty years ${word}`;
  await title.fill(edited);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' He will live in the village.');
  await expect(state).toBeVisible();

  // Reloaded mid-way: the page asks first, then brings the changes back and says so.
  await page.reload();
  expect(warned).toBeGreaterThan(0);
  await expect(page.getByText('We restored the changes you had not submitted yet.')).toBeVisible();
  await expect(title).toHaveValue(edited);
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText(
    'He will live in the village.',
  );
  await expect(state).toBeVisible();

  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('articles updated Successfully')).toBeVisible();

  // Readers still get the live version; the device's copy is gone, so the form opens on the edit in review.
  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    await reader.goto(`/articlesDetails/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: live })).toBeVisible();
    await expect(reader.getByText('He will live in the village.')).toHaveCount(0);

    const before = warned;
    await page.goto(`/updateArticles/${id}`);
    await expect(title).toHaveValue(edited);
    await expect(page.getByText('We restored the changes you had not submitted yet.')).toHaveCount(0);
    await expect(state).toHaveCount(0);
    expect(warned).toBe(before);

    expect((await approve()).status()).toBe(200);
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('changes kept on the device can be discarded, and the form shows the article as it is', async ({
  page,
  baseURL,
}) => {
  await createAccount(page.request, baseURL, 'Edit Discarder');
  const live = `Harbour wall repaired ${uniqueWord()}`;
  const id = await createArticleViaApi(page.request, await tokenOf(page.request), {
    title: live,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'Masons repaired the wall.',
  });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/updateArticles/${id}`);
  const title = page.getByLabel('Title', { exact: true });
  await title.fill(`${live} at last`);
  await page.reload();
  await expect(title).toHaveValue(`${live} at last`);
  await page.getByRole('button', { name: 'Discard my changes' }).click();
  await expect(title).toHaveValue(live);
  await page.reload();
  await expect(title).toHaveValue(live);
  await expect(page.getByRole('button', { name: 'Discard my changes' })).toHaveCount(0);
});
