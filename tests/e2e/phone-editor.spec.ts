import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  getAdminSession,
  makePng,
  tokenOf,
  uniqueWord,
} from './helpers';

/**
 * Writing on a phone (docs/product.md#the-article-form): the cover comes before the body with its text
 * alternative and caption, the standfirst under the title, and the formatting toolbar stays in reach while a
 * long body is typed.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone the toolbar stays in reach while typing, and the standfirst, alt and caption reach the page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(page.request, baseURL, 'Phone Writer');
  const title = `Quay reopens ${uniqueWord()}`;
  const standfirst = 'The harbour’s new quay opened on Friday, and the ferries are back from Monday.';
  const alt = 'Two ferries moored at the new quay at dawn';
  const caption = 'The new quay on Friday. Photo: Ann Lee';

  await page.goto('/addArticles');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Standfirst (optional)').fill(standfirst);
  await expect(page.getByText(`${standfirst.length} of 300 characters`)).toBeVisible();
  await page.getByLabel('Publisher', { exact: true }).selectOption({ label: 'The Guardian' });
  await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'culture' }).check();

  // The cover comes before the body.
  const cover = page.getByLabel('Image', { exact: true });
  const body = page.getByRole('textbox', { name: 'Description' });
  const coverBox = await cover.boundingBox();
  const bodyBox = await body.boundingBox();
  expect(coverBox && bodyBox && coverBox.y < bodyBox.y).toBe(true);
  await cover.setInputFiles({ name: 'quay.png', mimeType: 'image/png', buffer: await makePng(90) });
  await page.getByLabel('Caption and credit (optional)').fill(caption);

  // A long body: the toolbar is one row and stays on screen under the header.
  await body.click();
  for (let line = 0; line < 24; line += 1) {
    await page.keyboard.type(`Line ${line} of the story about the quay.`);
    await page.keyboard.press('Enter');
  }
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const bar = await toolbar.boundingBox();
  expect(bar).not.toBeNull();
  expect(bar?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((bar?.y ?? 900) + (bar?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(bar?.height ?? 999).toBeLessThan(60);
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Describe the cover').fill(alt);
  await page.getByRole('button', { name: 'Add Article' }).click();
  await expect(page.getByText(`${title} data Added successfully`)).toBeVisible();

  const token = await tokenOf(page.request);
  const mine = (await (
    await page.request.get(`/api/myArticles/${account.email}`, { headers: bearer(token) })
  ).json()) as { _id: string; title: string }[];
  const id = mine.find((article) => article.title === title)?._id ?? '';
  const admin = await getAdminSession(browser, baseURL);
  await approveArticle(page.request, admin.token, id);

  await page.goto(`/articlesDetails/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(standfirst)).toBeVisible();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.locator('figcaption').filter({ hasText: caption })).toBeVisible();
});
