import { expect, test } from '../e2e/fixtures';
import { createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from '../e2e/helpers';

// An editor read an article on its review page; before they clicked Approve its author swapped the title
// and body, and the click published the swapped text. The page now sends the version it showed: the
// server refuses (409), and the page says so and shows the new version instead.

test('an article swapped while its review page is open is not approved; the new version is shown', async ({
  page,
  browser,
  baseURL,
  playwright,
  consoleErrors,
}) => {
  consoleErrors.allow(/409/);
  const authorRequest = await playwright.request.newContext({ baseURL });
  await createAccount(authorRequest, baseURL, 'Swapping Writer');
  const token = await tokenOf(authorRequest);
  const word = uniqueWord();
  const reviewed = `Harbour reopens ${word}`;
  const swapped = `Win a prize ${word}`;
  const fields = { publisher: 'The Guardian', tags: 'culture' };
  const id = await createArticleViaApi(authorRequest, token, {
    ...fields,
    title: reviewed,
    description: 'The harbour reopened today.',
  });

  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  await page.goto(`/dashboard/review/${id}`);
  const article = page.getByRole('region', { name: 'The article as readers will see it' });
  await expect(article.getByRole('heading', { level: 1, name: reviewed })).toBeVisible();

  const edited = await authorRequest.patch(`/api/updateArticles/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...fields, title: swapped, description: 'Claim it at https://example.net/claim now.' },
  });
  expect(edited.status()).toBe(200);

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('This article changed after you opened it.', { exact: false })).toBeVisible();
  await expect(article.getByRole('heading', { level: 1, name: swapped })).toBeVisible();
  await expect(
    page.getByText('Waiting for review. Readers cannot see it until you approve it.'),
  ).toBeVisible();
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(`/api/articles/${id}`)).status()).toBe(404);
  await visitor.dispose();
  await authorRequest.dispose();
});
