import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, tokenOf } from './helpers';

// A renewal whose card fails (docs/product.md#subscriptions-and-payments): retried on a schedule while
// premium continues for a grace period, renewed when a retry succeeds, ended cleanly when none does.

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** A fresh reader who paid 7 days of Premium, renewing: their bearer token. */
async function renewingReader(page: Page, baseURL: string | undefined) {
  await createAccount(page.request, baseURL, 'Failing Card Reader');
  const headers = bearer(await tokenOf(page.request));
  const started = await page.request.post('/api/create-payment-intent', {
    headers,
    data: { plan: 'premium', days: 7, renew: true },
  });
  const { intentId, clientSecret } = (await started.json()) as { intentId: string; clientSecret: string };
  await page.request.post('/api/test-payments/confirm', { headers, data: { clientSecret, card: CARD } });
  const recorded = await page.request.post('/api/payment', {
    headers,
    data: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
  });
  expect(recorded.status()).toBe(201);
  return headers;
}

/** Moves the reader's test clock `days` ahead, every charge failing or not: what it did. */
async function moveClock(
  request: APIRequestContext,
  headers: Record<string, string>,
  days: number,
  fail: boolean,
) {
  const moved = await request.post('/api/test-payments/clock', {
    headers,
    data: { days, renewalsFail: fail },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return (await moved.json()) as { renewed: number; failed: number; lapsed: number };
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a failed renewal is past due with premium kept, retried, and renewed when the retry is paid', async ({
  page,
  baseURL,
}) => {
  const headers = await renewingReader(page, baseURL);
  await page.goto('/my-payment-history');
  const renewal = page.getByRole('region', { name: 'Automatic renewal: Premium' });
  await expect(renewal).toContainText('Renews automatically: $7.00 every 7 days.');
  const paidUntil = (await page.getByText(/^Premium until /).textContent()) ?? '';

  // A day past the period: the charge fails, and so does the first retry a day after it.
  expect(await moveClock(page.request, headers, 8, true)).toMatchObject({ failed: 2, lapsed: 0 });
  await page.reload();
  await expect(renewal).toContainText('Your renewal payment of $7.00 failed.');
  await expect(renewal).toContainText('We will try your card again on');
  // Premium runs on through the grace period, as the panel says.
  const graceUntil = (await page.getByText(/^Premium until /).textContent()) ?? '';
  expect(graceUntil).not.toBe(paidUntil);
  await expect(renewal).toContainText(`Premium continues until ${graceUntil.replace('Premium until ', '')}.`);
  await expectAccessible(page);

  // The retry is paid: one renewal, and the renewal is back to normal.
  expect(await moveClock(page.request, headers, 3, false)).toMatchObject({ renewed: 1 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Payment History (2)' })).toBeVisible();
  await expect(renewal).toContainText('Renews automatically: $7.00 every 7 days.');
  await expect(renewal.getByRole('button', { name: 'Cancel renewal' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a renewal no retry can charge ends with its grace period, and premium with it', async ({
    page,
    baseURL,
  }) => {
    const headers = await renewingReader(page, baseURL);
    expect(await moveClock(page.request, headers, 8, true)).toMatchObject({ failed: 2 });
    await page.goto('/my-payment-history');
    const renewal = page.getByRole('region', { name: 'Automatic renewal: Premium' });
    await expect(renewal).toContainText('Your renewal payment of $7.00 failed.');
    // Every retry fails and the grace period ends: the renewal has stopped and premium is over.
    expect(await moveClock(page.request, headers, 7, true)).toMatchObject({ renewed: 0, lapsed: 1 });
    await page.reload();
    await expect(renewal).toContainText('Your last renewal could not be charged, so it has stopped.');
    await expect(renewal.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('No active subscription')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Payment History (1)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
