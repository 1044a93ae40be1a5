import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bearer, createAccount, tokenOf } from '../helpers';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const PAY_SEVEN_DAYS = '/payment/7.00?plan=premium&days=7';
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
/** The browser logs every refused request (a 402 card error) as a resource error. */
const REFUSED_RESOURCE = /Failed to load resource: the server responded with a status of 402/;
const CONFIRMATION_URL = /\/payment\/confirmation\/[0-9a-f-]{36}$/;

/** A fresh reader, signed in through the page's own cookie jar. */
async function freshReader(page: Page, baseURL: string | undefined) {
  const account = await createAccount(page.request, baseURL, 'Paying Reader');
  return { ...account, token: await tokenOf(page.request) };
}

/** The card form, hydrated (its fields are enabled once the page is interactive). */
async function openCardForm(page: Page, path = PAY_SEVEN_DAYS) {
  await page.goto(path);
  await expect(page.getByLabel('Card number')).toBeEnabled();
}

test.describe('card form', () => {
  test.use({ viewport: PHONE });

  test('a wrong or past expiry date is caught in the form, and a card error goes once the card is changed', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(REFUSED_RESOURCE);
    await freshReader(page, baseURL);
    await openCardForm(page);
    const pay = page.getByRole('button', { name: 'Pay $7.00' });
    const expiry = page.getByLabel('Expiry (MM/YY)');
    await page.getByLabel('Card number').fill(CARDS.success);
    await page.getByLabel('CVC').fill('123');

    // A past date is named under the field as soon as it is whole, and Pay stays disabled.
    await expiry.fill('01/20');
    await expect(page.getByText('Your card’s expiry date is in the past.')).toBeVisible();
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription('Your card’s expiry date is in the past.');
    await expect(pay).toBeDisabled();

    await expiry.fill('13/30');
    await expect(page.getByText('The expiry month must be 01 to 12.')).toBeVisible();
    await expect(pay).toBeDisabled();

    await expiry.fill('12/34');
    await expect(expiry).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText(/expiry (date is in the past|month must be)/)).toHaveCount(0);
    await expect(pay).toBeEnabled();

    // The provider's refusal is about that card: changing the card clears it.
    await page.getByLabel('Card number').fill(CARDS.declined);
    await pay.click();
    const cardError = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(cardError).toBeVisible();
    await page.getByLabel('Card number').fill(CARDS.success);
    await expect(cardError).toHaveCount(0);
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page).toHaveURL(CONFIRMATION_URL);

    // Nothing on the phone's page is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('after paying', () => {
  test.use({ viewport: DESKTOP });

  test('the buyer sees a confirmation read from the server, and Back does not reopen a form to pay again', async ({
    page,
    baseURL,
  }) => {
    const reader = await freshReader(page, baseURL);
    await page.goto('/subscription/29.99');
    await page.getByRole('radio', { name: '7 days $7.00' }).check();
    await page
      .getByRole('form', { name: 'Subscribe to Premium' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await expect(page).toHaveURL(/\/payment\/7\.00\?plan=premium&days=7$/);
    await expect(page.getByLabel('Card number')).toBeEnabled();
    await page.getByLabel('Card number').fill(CARDS.success);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $7.00' }).click();

    await expect(page.getByText('$7.00 payment successfully')).toBeVisible();
    await expect(page).toHaveURL(CONFIRMATION_URL);
    await expect(page.getByRole('heading', { name: 'Payment confirmed', level: 1 })).toBeVisible();

    const history = await page.request.get(`/api/payment-history/${encodeURIComponent(reader.email)}`, {
      headers: bearer(reader.token),
    });
    const [payment] = (await history.json()) as {
      _id: string;
      transactionId: string;
      premiumUntil: string;
    }[];
    if (!payment) throw new Error('the payment was not recorded');
    expect(page.url()).toContain(`/payment/confirmation/${payment._id}`);
    const receipt = page.getByRole('definition');
    const detail = (term: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.getByRole('term').filter({ hasText: term }) })
        .getByRole('definition');
    await expect(detail('Plan')).toHaveText('Premium');
    await expect(detail('Period')).toHaveText('7 days');
    await expect(detail('Amount paid')).toHaveText('$7.00');
    await expect(detail('Transaction id')).toHaveText(payment.transactionId);
    await expect(detail('Premium until').locator('time')).toHaveAttribute('datetime', payment.premiumUntil);
    await expect(detail('Sold by')).toContainText('Broadsheet');
    await expect(receipt).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'See my payment history' })).toHaveAttribute(
      'href',
      '/my-payment-history',
    );

    // The page is the server's record: it reads the same after a reload.
    await page.reload();
    await expect(detail('Transaction id')).toHaveText(payment.transactionId);

    // Back goes to the plan the reader chose, not to a live payment form for the same purchase.
    await page.goBack();
    await expect(page).toHaveURL(/\/subscription\/29\.99$/);
    await expect(page.getByRole('heading', { name: 'Premium', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });

  test('another reader cannot open someone’s confirmation', async ({
    page,
    baseURL,
    browser,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 403/);
    const buyer = await freshReader(page, baseURL);
    const freeMonth = await page.request.post('/api/subscriptions/free', { headers: bearer(buyer.token) });
    const { insertedId } = (await freeMonth.json()) as { insertedId: string };

    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    const stranger = await context.newPage();
    await createAccount(stranger.request, baseURL, 'Curious Reader');
    const response = await stranger.goto(`/payment/confirmation/${insertedId}`);
    expect(response?.status()).toBe(403);
    await expect(stranger.getByRole('heading', { name: 'Payment confirmed' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('plans', () => {
  test.use({ viewport: DESKTOP });

  test('the free month shows as used once the reader has taken it', async ({ page, baseURL }) => {
    await freshReader(page, baseURL);
    await page.goto('/subscription/0');
    await page.getByRole('button', { name: 'Activate my free month' }).click();
    await expect(page.getByText(/Your free month is active: premium until /)).toBeVisible();

    await page.goto('/subscription/0');
    await expect(page.getByRole('button', { name: 'Free month used' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Activate my free month' })).toHaveCount(0);
    await expect(page.getByText(/This account took its free month on /)).toBeVisible();
  });

  test('a period is chosen to begin with, so Subscribe goes straight to payment', async ({
    page,
    baseURL,
  }) => {
    await freshReader(page, baseURL);
    await page.goto('/subscription/40.99');
    await expect(page.getByRole('radio', { name: '30 days $40.99' })).toBeChecked();
    await page
      .getByRole('form', { name: 'Subscribe to Family' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await expect(page).toHaveURL(/\/payment\/40\.99\?plan=family&days=30$/);
    await expect(page.getByRole('button', { name: 'Pay $40.99' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a payment address with only the amount pays the one plan that costs it, or asks for a plan', async ({
    page,
    baseURL,
  }) => {
    await freshReader(page, baseURL);
    await openCardForm(page, '/payment/29.99');
    await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Premium');
    await expect(summary).toContainText('30 days');
    await expect(summary).toContainText('$29.99');
    await page.getByLabel('Card number').fill(CARDS.success);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $29.99' }).click();
    await expect(page).toHaveURL(CONFIRMATION_URL);
    await expect(page.locator('dl')).toContainText('30 days');

    // An amount no plan has: the reader is sent to choose one, and told why.
    await page.goto('/payment/12.34');
    await expect(page).toHaveURL(/\/paymentPage\?choose=1$/);
    await expect(page.getByRole('heading', { name: 'Plans, prices and payment', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'does not match one of our plans' }),
    ).toBeVisible();
  });
});
