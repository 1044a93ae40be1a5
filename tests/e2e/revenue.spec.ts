import { expect, test } from './fixtures';
import { bearer, createAccount, getAdminSession, tokenOf } from './helpers';

test('an editor reads the revenue screen, test-mode payments apart, on a computer and on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await getAdminSession(browser, baseURL);
  await createAccount(page.request, baseURL, 'Rex Revenue');
  const me = await page.request.get('/api/me', { headers: bearer(await tokenOf(page.request)) });
  const { _id: editorId } = (await me.json()) as { _id: string };
  const promoted = await page.request.patch(`/api/users/admin/${editorId}`, {
    headers: bearer(admin.token),
    data: { role: 'editor' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);

  await page.goto('/dashboard/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.getByText('Readers paying now')).toBeVisible();
  const months = page.getByRole('region', { name: 'Subscriptions per month' });
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('region', { name: 'Retention by monthly cohort' })).toBeVisible();

  await page.getByLabel('Payments').selectOption('test');
  await page.getByLabel('Months').selectOption('3');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/mode=test&months=3/);
  await expect(months.getByRole('row')).toHaveCount(4);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(months.getByRole('row')).toHaveCount(4);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
