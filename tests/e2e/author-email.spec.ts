import { expect, test } from './fixtures';
import { createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

/** An author's e-mail address is shown to readers only if the author chose to show it. See docs/security.md. */

test.use({ viewport: { width: 1366, height: 900 } });

test('a new author’s address is on no card, byline or author page until they turn it on in the profile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = await createAccount(page.request, baseURL, 'Private Writer');
  const title = `Quiet harbour ${uniqueWord()}`;
  const id = await createArticleViaApi(page.request, await tokenOf(page.request), {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The harbour was quiet all week.\n\nThe boats stayed in.',
  });
  const admin = await getAdminSession(browser, baseURL);
  const approved = await page.request.patch(`/api/admin-articles/${id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(approved.status()).toBe(200);

  const visitor = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  try {
    const reader = await visitor.newPage();
    // The article page, its HTML and page state included, and the author's page.
    const html = await (await reader.request.get(`/articlesDetails/${id}`)).text();
    expect(html).toContain(title);
    expect(html).not.toContain(account.email);
    await reader.goto(`/articlesDetails/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Private Writer' }).first()).toBeVisible();
    await expect(reader.getByText(account.email)).toHaveCount(0);
    await reader.getByRole('link', { name: 'Private Writer' }).first().click();
    await expect(reader.getByRole('heading', { level: 1, name: /Private Writer/ })).toBeVisible();
    await expect(reader.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await expect(reader.getByText(account.email)).toHaveCount(0);
    expect(await (await reader.request.get('/rss.xml')).text()).not.toContain(account.email);

    // The author sees their own address, and turns it on for everyone in the profile.
    await page.goto(`/articlesDetails/${id}`);
    await expect(page.getByText(account.email).first()).toBeVisible();
    await page.goto('/updateUserProfile');
    const show = page.getByRole('checkbox', { name: 'Show my e-mail address with my articles' });
    await expect(show).not.toBeChecked();
    await show.check();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'profile update successful' })).toBeVisible();

    await reader.goto(`/articlesDetails/${id}`);
    await expect(reader.getByText(account.email).first()).toBeVisible();
  } finally {
    await visitor.close();
  }
});
