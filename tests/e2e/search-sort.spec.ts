import { expect, test } from './fixtures';
import { approveArticle, createArticleViaApi, getAdminSession, uniqueWord } from './helpers';

/**
 * The search page's order (docs/product.md#articles): best match first by default, newest first when the
 * reader asks, kept in the address as `sort=` and through a new filter.
 */
test.describe('sorting search results, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a reader orders the results newest first and back to the best match', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const admin = await getAdminSession(browser, baseURL);
    const word = uniqueWord();
    // The older article names the word in its headline, so it matches best; the newer only in its body.
    const older = `Harbour lights ${word} return`;
    const newer = 'Ferry timetables change for the winter';
    for (const [title, description] of [
      [older, 'The harbour lights are back after a long repair.'],
      [newer, `The timetables change on Monday; ${word} is the name of the new route.`],
    ] as const) {
      const id = await createArticleViaApi(page.request, admin.token, {
        title,
        publisher: 'The Guardian',
        tags: 'culture',
        description,
      });
      await approveArticle(page.request, admin.token, id);
    }

    await page.goto(`/search?q=${word}`);
    const headlines = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(headlines).toHaveCount(2);
    await expect(headlines.first()).toHaveText(older);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('relevance');
    // Once the page runs, a change applies at once and the filters' button is hidden.
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();

    await sort.selectOption({ label: 'Newest first' });
    await expect(page).toHaveURL(/[?&]sort=date(&|$)/);
    await expect(headlines.first()).toHaveText(newer);

    // A filter keeps the order chosen.
    await page.getByLabel('Section').selectOption({ label: 'Culture' });
    await expect(page).toHaveURL(/[?&]tag=culture/);
    await expect(page).toHaveURL(/[?&]sort=date(&|$)/);
    await expect(headlines.first()).toHaveText(newer);

    // Opened from its address, the page shows the order it names.
    await page.goto(`/search?q=${word}&sort=date`);
    await expect(page.getByLabel('Sort by')).toHaveValue('date');
    await expect(headlines.first()).toHaveText(newer);
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();

    await page.getByLabel('Sort by').selectOption({ label: 'Best match' });
    await expect(page).not.toHaveURL(/sort=/);
    await expect(headlines.first()).toHaveText(older);
  });
});
