import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createArticleViaApi, getAdminSession, makePng, uniqueWord } from './helpers';

test.use({ viewport: { width: 1366, height: 900 } });

/** A new publisher, added through the API with a logo uploaded first; answers its name. */
async function addPublisher(request: APIRequestContext, token: string, name: string) {
  const upload = await request.post('/api/uploads', {
    headers: bearer(token),
    multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: await makePng() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const image = ((await upload.json()) as { data: { display_url: string } }).data.display_url;
  const added = await request.post('/api/publisher', {
    headers: bearer(token),
    data: { publisherName: name, image },
  });
  expect(added.status(), await added.text()).toBe(201);
  return name;
}

test('an editor renames a publisher, is told why one with articles cannot be removed, and removes an unused one', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // The refused removal is a 409 the browser reports as a failed resource.
  consoleErrors.allow(/status of 409/);
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  const word = uniqueWord('Pp');
  const used = await addPublisher(page.request, admin.token, `Harbour ${word}`);
  const unused = await addPublisher(page.request, admin.token, `Quiet ${word}`);
  await createArticleViaApi(page.request, admin.token, {
    title: `A story from the harbour ${word}`,
    publisher: used,
    tags: 'business',
    description: 'A story written to keep a publisher in use.',
  });

  await page.goto('/dashboard/allPublisher');
  // Hydrated: the menu button is disabled in the server's HTML until then.
  await expect(
    page.getByRole('button', { name: /^(Open|Close) (dashboard )?menu$/, includeHidden: true }),
  ).toBeEnabled();
  const list = page.getByRole('list', { name: 'Publishers' });

  await test.step('rename: the row edits in place, and focus comes back to its Edit button', async () => {
    await list.getByRole('button', { name: `Edit ${used}` }).click();
    const form = page.getByRole('form', { name: `Edit ${used}` });
    const name = form.getByLabel('Publisher name');
    await expect(name).toBeFocused();
    await name.fill(`Harbour Times ${word}`);
    await form.getByLabel('Country (optional)').fill('Norway');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(list.getByRole('button', { name: `Edit Harbour Times ${word}` })).toBeFocused();
    await expect(list.getByText('Norway')).toBeVisible();
    const page2 = await page.request.get(`/api/publishers/harbour-times-${word.toLowerCase()}`);
    expect(page2.status()).toBe(200);
  });

  await test.step('removing one its article still names is refused, saying how many and what to do', async () => {
    await list.getByRole('button', { name: `Remove Harbour Times ${word}` }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(list.getByRole('alert')).toHaveText(
      `Harbour Times ${word} cannot be removed while 1 article or draft names it. Rename it instead, or give those articles another publisher first.`,
    );
    await expect(list.getByRole('button', { name: `Edit Harbour Times ${word}` })).toBeVisible();
  });

  await test.step('one nothing names is removed after a confirmation', async () => {
    await list.getByRole('button', { name: `Remove ${unused}` }).click();
    await expect(page.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByText(`${unused} is removed.`)).toBeVisible();
    await expect(list.getByRole('button', { name: `Edit ${unused}` })).toHaveCount(0);
  });
});
