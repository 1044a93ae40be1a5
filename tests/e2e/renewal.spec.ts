import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, tokenOf } from './helpers';

// Automatic renewal in test mode (docs/product.md#subscriptions-and-payments): chosen at checkout, charged
// once per period on the reader's test clock, cancelled in one click with access to the period's end.

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

async function freshReader(page: Page, baseURL: string | undefined) {
  const account = await createAccount(page.request, baseURL, 'Renewing Reader');
  return { ...account, token: await tokenOf(page.request) };
}

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Moves the reader's test clock ahead: what it charged. */
async function moveClock(request: APIRequestContext, token: string, days: number) {
  const moved = await request.post('/api/test-payments/clock', { headers: bearer(token), data: { days } });
  expect(moved.status(), await moved.text()).toBe(200);
  return (await moved.json()) as { renewed: number; lapsed: number };
}

test('a reader subscribes with renewal, the test clock passes the period, and the renewal is recorded once', async ({
  page,
  baseURL,
}) => {
  const reader = await freshReader(page, baseURL);
  await page.goto('/payment/7.00?plan=premium&days=7');
  await expect(page.getByText('Premium for 7 days: $7.00, charged once.')).toBeVisible();
  const renew = page.getByRole('checkbox', {
    name: 'Renew automatically: charge $7.00 every 7 days until I cancel',
  });
  await expect(renew).not.toBeChecked();
  await renew.check();
  await expect(
    page.getByText('Premium for 7 days: $7.00, charged now and every 7 days until you cancel.'),
  ).toBeVisible();
  await expect(page.getByText('Renews every 7 days until you cancel.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Card number').fill(CARD.number);
  await page.getByLabel('Expiry (MM/YY)').fill('1234');
  await page.getByLabel('CVC').fill(CARD.cvc);
  await page.getByRole('button', { name: 'Pay $7.00' }).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\/[0-9a-f-]{36}$/);

  await page.goto('/my-payment-history');
  await expect(page.getByRole('heading', { name: 'My Payment History (1)' })).toBeVisible();
  const renewal = page.getByRole('region', { name: 'Automatic renewal: Premium' });
  await expect(renewal).toContainText('Renews automatically: $7.00 every 7 days.');
  const firstCharge = await renewal.getByText(/^Next charge on/).textContent();

  expect(await moveClock(page.request, reader.token, 8)).toEqual(expect.objectContaining({ renewed: 1 }));
  // Moved again within the new period: nothing more is charged.
  expect(await moveClock(page.request, reader.token, 1)).toEqual(expect.objectContaining({ renewed: 0 }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Payment History (2)' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Premium · 7 days');
  await expect(rows.nth(2)).toContainText('Premium · 7 days');
  await expect(renewal.getByText(/^Next charge on/)).not.toHaveText(firstCharge ?? '');
  const history = await page.request.get(`/api/payment-history/${encodeURIComponent(reader.email)}`, {
    headers: bearer(reader.token),
  });
  const payments = (await history.json()) as { transactionId: string }[];
  expect(payments).toHaveLength(2);
  const renewalId = payments[0]?.transactionId ?? '';
  expect(renewalId).toMatch(/^in_test_/);

  // The renewal's printable receipt: the site, the amount and the period.
  await page.getByRole('link', { name: renewalId }).click();
  await expect(page.getByRole('heading', { name: 'Payment confirmed', level: 1 })).toBeVisible();
  const receipt = page.getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: 'Sold by' })).toBeVisible();
  await expect(receipt.filter({ hasText: /^Broadsheet/ })).toContainText(new URL(baseURL ?? '').host);
  await expect(receipt.filter({ hasText: '$7.00' })).toBeVisible();
  await expect(receipt.filter({ hasText: renewalId })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a reader cancels the renewal in one click and keeps premium to the end of the period', async ({
    page,
    baseURL,
  }) => {
    const reader = await freshReader(page, baseURL);
    const headers = bearer(reader.token);
    const started = await page.request.post('/api/create-payment-intent', {
      headers,
      data: { plan: 'premium', days: 30, renew: true },
    });
    const { intentId, clientSecret } = (await started.json()) as { intentId: string; clientSecret: string };
    await page.request.post('/api/test-payments/confirm', { headers, data: { clientSecret, card: CARD } });
    const recorded = await page.request.post('/api/payment', {
      headers,
      data: { transactionId: intentId, plan: 'premium', days: 30, totalPrice: 29.99 },
    });
    expect(recorded.status()).toBe(201);

    await page.goto('/my-payment-history');
    const renewal = page.getByRole('region', { name: 'Automatic renewal: Premium' });
    await expect(renewal).toContainText('Renews automatically: $29.99 every 30 days.');
    const premiumUntil = await page.getByText(/^Premium until /).textContent();
    await renewal.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect(
      page.getByText('Renewal cancelled. Your premium runs to the end of the period.'),
    ).toBeVisible();
    await expect(renewal).toContainText('Renewal cancelled. Premium stays until');
    const resume = renewal.getByRole('button', { name: 'Resume renewal' });
    await expect(resume).toBeVisible();
    // The same button, still focused: a keyboard reader can undo at once.
    await expect(resume).toBeFocused();
    // Access runs to the end of the paid period, and nothing more is charged after it.
    await expect(page.getByText(/^Premium until /)).toHaveText(premiumUntil ?? '');
    expect(await moveClock(page.request, reader.token, 31)).toEqual(expect.objectContaining({ renewed: 0 }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Payment History (1)' })).toBeVisible();
    await expect(page.getByText(/^Premium until /)).toHaveText(premiumUntil ?? '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
