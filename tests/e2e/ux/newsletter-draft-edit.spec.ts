import { expect, test } from '../fixtures';
import { getAdminSession, uniqueWord } from '../helpers';

// A newsletter draft, once saved, can be opened again and changed before it is sent.

test.use({ viewport: { width: 1366, height: 900 } });

test('an editor saves a draft, edits its subject and articles, and sees the change', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // The draft saved without a subject is refused (400), which the browser logs.
  consoleErrors.allow(/status of 400/);
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  await page.goto('/dashboard/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  // Saved without a subject: the field says so in a sentence, and no raw "Invalid body" summary shows.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Subject is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Invalid body/)).toHaveCount(0);

  const subject = `Evening edition ${uniqueWord()}`;
  await page.getByLabel('Subject').fill(subject);
  const articles = page.getByRole('group', { name: 'Articles' }).getByRole('checkbox');
  await articles.first().check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: `Draft: ${subject}` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit draft' }).click();
  await expect(page.getByRole('heading', { name: `Edit the draft: ${subject}` })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(articles.first()).toBeChecked();
  const renamed = `${subject} (updated)`;
  await page.getByLabel('Subject').fill(renamed);
  await page.getByLabel('Introduction (optional)').fill('Two stories tonight.');
  await articles.nth(1).check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: `Draft: ${renamed}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();

  const issues = (await (
    await page.request.get('/api/newsletter/issues', { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as { subject: string; intro: string; articles: unknown[]; state: string }[];
  expect(issues.find((issue) => issue.subject === renamed)).toMatchObject({
    intro: 'Two stories tonight.',
    state: 'draft',
    articles: [expect.anything(), expect.anything()],
  });

  // Cancelling an edit keeps the draft as it was.
  await page.getByRole('button', { name: 'Edit draft' }).click();
  await page.getByLabel('Subject').fill('Never saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: `Draft: ${renamed}` })).toBeVisible();
});
