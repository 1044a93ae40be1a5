import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('an author opens their live article’s history from My Articles, compares versions and restores nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await getAdminSession(browser, baseURL);
  await createAccount(page.request, baseURL, 'History Author');
  const token = await tokenOf(page.request);
  const title = `Lighthouse keepers ${uniqueWord()}`;
  const id = await createArticleViaApi(page.request, token, {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The last lighthouse keepers retired this spring.',
  });
  await approveArticle(page.request, admin.token, id);
  // An edit of the live article waits for review as a second revision.
  const edit = await page.request.patch(`/api/updateArticles/${id}`, {
    headers: bearer(token),
    data: {
      title: `${title} return`,
      publisher: 'The Guardian',
      tags: 'culture',
      description: 'The last lighthouse keepers came back for one night.',
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  await page.goto('/myArticles');
  await page.getByRole('link', { name: `History of “${title}”` }).click();
  await expect(page).toHaveURL(`/myArticles/history/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `History of “${title}”` })).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByText('Revision 2 · In review')).toBeVisible();
  await expect(revisions.getByText(/Revision 1 · Approved/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to My Articles' })).toHaveAttribute(
    'href',
    '/myArticles',
  );
});
