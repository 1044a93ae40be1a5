import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { bearer, createAccount, getAdminSession, tokenOf } from './helpers';

// The admins' money side (docs/product.md#subscriptions-and-payments): a refund asked first and recorded
// on the payment, and premium given free of charge; both in the audit log.

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

test('an admin gives a reader premium free of charge and refunds their payment', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  // A reader who paid 30 days of Premium, in a session of their own.
  const readerRequest = await playwright.request.newContext({ baseURL });
  const reader = await createAccount(readerRequest, baseURL, 'Refunded Reader');
  const headers = bearer(await tokenOf(readerRequest));
  const started = await readerRequest.post('/api/create-payment-intent', {
    headers,
    data: { plan: 'premium', days: 30 },
  });
  const { intentId, clientSecret } = (await started.json()) as { intentId: string; clientSecret: string };
  await readerRequest.post('/api/test-payments/confirm', { headers, data: { clientSecret, card: CARD } });
  const recorded = await readerRequest.post('/api/payment', {
    headers,
    data: { transactionId: intentId, plan: 'premium', days: 30, totalPrice: 29.99 },
  });
  expect(recorded.status()).toBe(201);

  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  await page.goto('/dashboard/payment-history');
  await expect(page.getByRole('heading', { level: 1, name: /^All payment history \(\d+\)$/ })).toBeVisible();

  // Premium free of charge: recorded as a payment of $0, which has nothing to refund.
  const form = page.getByRole('form', { name: 'Give premium free of charge' });
  // The form is sent by the page's script: its button waits for it.
  await expect(form.getByRole('button', { name: 'Give premium' })).toBeEnabled();
  await form.getByLabel('Reader’s email').fill(reader.email);
  await form.getByLabel('Days of premium').fill('10');
  await form.getByRole('button', { name: 'Give premium' }).click();
  await expect(page.getByText(`10 days of premium given to ${reader.email}.`)).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: reader.email });
  await expect(rows).toHaveCount(2);
  const given = rows.filter({ hasText: '$0.00' });
  await expect(given).toHaveCount(1);
  await expect(given.getByRole('button')).toHaveCount(0);

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The refund asks first; kept, nothing changes; confirmed, the row says it was refunded.
  const refund = page.getByRole('button', { name: `Refund $29.99 to ${reader.email}` });
  await refund.click();
  const dialog = page.getByRole('dialog', { name: `Refund $29.99 to ${reader.email}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(refund).toBeFocused();
  await refund.press('Enter');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Payment refunded.')).toBeVisible();
  await expect(rows.filter({ hasText: '$29.99' })).toContainText('Refunded');
  await expect(refund).toHaveCount(0);
  // Both are in the audit log.
  await page.goto('/dashboard/audit-log');
  await expect(page.getByRole('row').filter({ hasText: 'Refunded a payment' }).first()).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Gave a reader premium free of charge' }).first(),
  ).toBeVisible();
  await readerRequest.dispose();
});

test('refunding a renewing reader’s payment stops the renewal, as the reader sees on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  // The reader pays a renewing week of Premium on a phone.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const readerPage = await phone.newPage();
  const reader = await createAccount(readerPage.request, baseURL, 'Renewing Refunded Reader');
  const headers = bearer(await tokenOf(readerPage.request));
  const started = await readerPage.request.post('/api/create-payment-intent', {
    headers,
    data: { plan: 'premium', days: 7, renew: true },
  });
  const { intentId, clientSecret } = (await started.json()) as { intentId: string; clientSecret: string };
  await readerPage.request.post('/api/test-payments/confirm', {
    headers,
    data: { clientSecret, card: CARD },
  });
  const recorded = await readerPage.request.post('/api/payment', {
    headers,
    data: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
  });
  expect(recorded.status()).toBe(201);
  await readerPage.goto('/my-payment-history');
  const renewal = readerPage.getByRole('region', { name: 'Automatic renewal: Premium' });
  await expect(renewal).toContainText('Renews automatically: $7.00 every 7 days.');

  // The admin refunds it on a desktop; the question says the renewal stops too.
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);
  await page.goto('/dashboard/payment-history');
  await page.getByRole('button', { name: `Refund $7.00 to ${reader.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund $7.00 to ${reader.email}?` });
  await expect(dialog).toContainText('If it paid for an automatic renewal, the renewal stops');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Payment refunded.')).toBeVisible();

  // The reader's page: refunded, the renewal stopped with nothing to cancel or resume, and no premium.
  await readerPage.reload();
  await expect(renewal).toContainText(
    'Your renewal stopped when one of its payments was refunded, so nothing more will be charged.',
  );
  await expect(renewal.getByRole('button')).toHaveCount(0);
  await expect(readerPage.getByText('Refunded').first()).toBeVisible();
  await expect(readerPage.getByText('No active subscription')).toBeVisible();
  expect(await readerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
