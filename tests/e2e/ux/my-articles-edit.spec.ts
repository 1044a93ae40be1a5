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

// My Articles on a phone says when an edit of a live article waits for the editors.

test.use({ viewport: { width: 390, height: 844 } });

test('an author sees that the edit of a published article is in review', async ({
  page,
  browser,
  baseURL,
}) => {
  await createAccount(page.request, baseURL, 'Edith Writer');
  const token = await tokenOf(page.request);
  const title = `Harbour lights ${uniqueWord()}`;
  const draft = {
    title,
    publisher: 'Le Monde',
    tags: 'business',
    description: 'The harbour lights came on.',
  };
  const id = await createArticleViaApi(page.request, token, draft);
  const admin = await getAdminSession(browser, baseURL);
  await approveArticle(page.request, admin.token, id);

  await page.goto('/myArticles');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Edit in review')).toHaveCount(0);

  const current = (await (
    await page.request.get(`/api/articles/${id}`, { headers: bearer(token) })
  ).json()) as {
    image: string;
  };
  const edited = await page.request.patch(`/api/updateArticles/${id}`, {
    headers: bearer(token),
    data: { ...draft, description: 'The harbour lights came on at dusk.', image: current.image },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await page.reload();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Edit in review')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
