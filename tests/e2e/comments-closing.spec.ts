import { expect, test } from './fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

// One article's comments closed and opened again by an editor from the article's page, on a desktop
// (docs/product.md#comments): a reader then finds the form gone, and back.

const DESKTOP = { width: 1280, height: 800 };
const word = uniqueWord('cc');

test('an editor closes an article’s comments and opens them again, on a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  // An article written, approved and read by two readers: more than one step's default time on a busy machine.
  test.slow();
  const { storageState, token } = await getAdminSession(browser, baseURL);
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup.request, baseURL, 'Closing Desk Author');
  const articleId = await createArticleViaApi(setup.request, await tokenOf(setup.request), {
    title: `Night trains ${word}`,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The sleeper leaves at ten and wakes you by the sea. '.repeat(8),
  });
  await approveArticle(setup.request, token, articleId);
  await setup.close();

  const editorContext = await browser.newContext({ baseURL, storageState, viewport: DESKTOP });
  const editor = await editorContext.newPage();
  await editor.goto(`/articlesDetails/${articleId}`);
  const setting = editor.getByRole('checkbox', { name: 'Readers may comment on this article' });
  await expect(setting).toBeChecked();
  await setting.focus();
  await editor.keyboard.press('Space');
  await expect(
    editor.getByText('Comments on this article are closed; those already posted stay.'),
  ).toBeVisible();
  await expect(setting).not.toBeChecked();
  await expect(setting).toBeFocused();

  await page.setViewportSize(DESKTOP);
  await createAccount(page.context().request, baseURL, 'Closed Out Reader');
  await page.goto(`/articlesDetails/${articleId}`);
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText('Comments are closed on this article.')).toBeVisible();
  await expect(comments.getByLabel('Your comment')).toHaveCount(0);
  // A reader is offered no editors' setting.
  await expect(comments.getByRole('checkbox')).toHaveCount(0);

  await setting.click();
  await expect(editor.getByText('Comments on this article are open.')).toBeVisible();
  await expect(setting).toBeChecked();
  await editorContext.close();

  await page.reload();
  await expect(comments.getByLabel('Your comment')).toBeVisible();
  await expect(comments.getByText('Comments are closed on this article.')).toHaveCount(0);
});
