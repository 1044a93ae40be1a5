import { expect, test } from './fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

test.describe('article previews', () => {
  test('a card cuts its preview at a word, drops the comma there and adds three dots; its view count has a drawn icon', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    const token = await tokenOf(page.request);
    const title = `Quay lamps ${uniqueWord()}`;
    // The 100th character falls inside "watching", right after a comma.
    const description =
      'The old lamps along the quay are lit again after ten dark winters. Residents gathered at dusk, watching the harbour glow once more.';
    const id = await createArticleViaApi(page.request, token, {
      title,
      publisher: 'Le Monde',
      tags: 'culture',
      description,
    });
    const { token: adminToken } = await getAdminSession(browser, baseURL);
    await approveArticle(page.request, adminToken, id);

    await page.goto(`/allArticles?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^The old lamps/)).toHaveText(
      'The old lamps along the quay are lit again after ten dark winters. Residents gathered at dusk...',
    );
    // The view count's icon is drawn, not an emoji that machines without an emoji font show as a box.
    await expect(card.locator('svg[data-icon="eye"]')).toBeVisible();
    await expect(card).not.toContainText('\u{1F441}');
  });
});
