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

// Comment counts on cards (docs/product.md#comments): a card says how many comments its article shows and
// leads to them, on a phone and on a desktop.

const word = uniqueWord('cc');
const title = `Lighthouse keepers ${word}`;
let articleId = '';

test.beforeAll(async ({ browser, baseURL }) => {
  // An account, an article written and approved, and two comments: slow on a busy machine.
  test.setTimeout(120_000);
  const { token } = await getAdminSession(browser, baseURL);
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup.request, baseURL, 'Count Desk Author');
  articleId = await createArticleViaApi(setup.request, await tokenOf(setup.request), {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The last keepers of the northern light tell their story. '.repeat(10),
  });
  await approveArticle(setup.request, token, articleId);
  const readerToken = await tokenOf(setup.request);
  for (const body of ['A fine piece.', 'My grandfather kept that light.']) {
    const posted = await setup.request.post(`/api/comments/articles/${articleId}`, {
      headers: bearer(readerToken),
      data: { body },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }
  await setup.close();
});

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a card shows its article’s comment count and leads to the comments, on ${device}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(`/search?q=${word}`);
    const card = page.getByRole('article').filter({ hasText: title });
    const count = card.getByRole('link', { name: '2 comments' });
    await expect(count).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await count.click();
    await expect(page).toHaveURL(new RegExp(`/articlesDetails/${articleId}/comments$`));
    await expect(page.getByText('My grandfather kept that light.')).toBeVisible();
  });
}
