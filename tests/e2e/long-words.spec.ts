import { expect, test } from './fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

/** A headline or a name without spaces must wrap on a phone, never widen the page. */
test.describe('long words on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an article whose headline and author hold very long words stays as wide as the screen', async ({
    page,
    browser,
    baseURL,
  }) => {
    const longName = `Maximiliana${'x'.repeat(60)}`;
    await createAccount(page.request, baseURL, longName);
    const token = await tokenOf(page.request);
    const word = `Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen${uniqueWord()}`;
    const id = await createArticleViaApi(page.request, token, {
      title: `${word} returns to the river`,
      publisher: 'Le Monde',
      tags: 'culture',
      description: `https://example.com/${'a-very-long-path-segment'.repeat(6)} and ${word} again.`,
    });
    const { token: adminToken } = await getAdminSession(browser, baseURL);
    await approveArticle(page.request, adminToken, id);

    const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`/articlesDetails/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
    expect(await widthOf()).toBeLessThanOrEqual(390);

    await page.goto(`/allArticles?search=${encodeURIComponent(word)}`);
    await expect(page.getByText(`${word} returns to the river`).first()).toBeVisible();
    expect(await widthOf()).toBeLessThanOrEqual(390);
  });
});
