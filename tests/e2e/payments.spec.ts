import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, tokenOf } from './helpers';

const PAY_SEVEN_DAYS = '/payment/7.00?plan=premium&days=7';
const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};
/** The browser logs every refused request (402 card errors, 409 free month used) as a resource error. */
const REFUSED_RESOURCE = /Failed to load resource: the server responded with a status of (402|409)/;

/**
 * A fresh reader per test: signed up through the auth API with the page's own request context, which shares
 * the browser's cookie jar, so every page opens signed in (the sign-in form is tested in auth.spec.ts).
 */
async function freshReader(page: Page, baseURL: string | undefined) {
  const account = await createAccount(page.request, baseURL, 'Paying Reader');
  return { ...account, token: await tokenOf(page.request) };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test.describe('subscriptions and payments', () => {
  test('a non-subscriber meets the paywall, pays $7.00 for 7 days of Premium, and then reads the whole article', async ({
    page,
    baseURL,
  }) => {
    const reader = await freshReader(page, baseURL);
    const premium = await page.request.get('/api/articlesIsPremuan', {
      headers: bearer(reader.token),
      params: { limit: 1 },
    });
    expect(premium.status(), await premium.text()).toBe(200);
    const [article] = (await premium.json()) as { _id: string; title: string }[];
    if (!article) throw new Error('the seed has no premium article');

    await page.goto(`/articlesDetails/${article._id}`);
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    const paywall = page.getByRole('heading', { name: 'This is a Premium article' });
    await expect(paywall).toBeVisible();

    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/subscription\/29\.99$/);
    await expect(page.getByRole('heading', { name: 'Premium', level: 1 })).toBeVisible();
    // Each period shows its amount from the shared formula.
    await expect(page.getByRole('radio', { name: '7 days $7.00' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '30 days $29.99' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1 year $364.88' })).toBeVisible();
    // A period is chosen to begin with: the 30 days the plan's price covers.
    const subscribe = page.getByRole('form', { name: 'Subscribe to Premium' }).getByRole('button', {
      name: 'Subscribe',
    });
    await expect(page.getByRole('radio', { name: '30 days $29.99' })).toBeChecked();
    await page.getByRole('radio', { name: '7 days $7.00' }).check();
    await subscribe.click();

    await expect(page).toHaveURL(/\/payment\/7\.00\?plan=premium&days=7$/);
    await expect(page.getByRole('heading', { name: 'TEST MODE' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$7.00');
    await expect(page.getByLabel('Cardholder name')).toHaveValue(reader.name);
    const pay = page.getByRole('button', { name: 'Pay $7.00' });
    await expect(pay).toBeDisabled();
    await page.getByLabel('Card number').fill('4242424242424242');
    // The number is shown in groups of four as it is typed.
    await expect(page.getByLabel('Card number')).toHaveValue(CARDS.success);
    await page.getByLabel('Expiry (MM/YY)').fill('1234');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await expect(pay).toBeDisabled();
    await page.getByLabel('CVC').fill('123');
    await expect(pay).toBeEnabled();
    await pay.click();

    await expect(page.getByText('$7.00 payment successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Payment confirmed', level: 1 })).toBeVisible();

    await page.goto('/my-payment-history');
    await expect(page.getByRole('heading', { name: 'My Payment History (1)' })).toBeVisible();
    await expect(page.getByText(/^Premium until /)).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText('$7.00');
    await expect(row).toContainText(reader.email);
    await expect(row).toContainText('Premium · 7 days');
    const history = await page.request.get(`/api/payment-history/${encodeURIComponent(reader.email)}`, {
      headers: bearer(reader.token),
    });
    const [payment] = (await history.json()) as { transactionId: string; totalPrice: number }[];
    expect(payment?.totalPrice).toBe(7);
    await expect(row).toContainText(payment?.transactionId ?? 'missing');

    await page.goto(`/articlesDetails/${article._id}`);
    await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
    await expect(paywall).toHaveCount(0);
    const full = await page.request.get(`/api/articles/${article._id}`, { headers: bearer(reader.token) });
    const body = (await full.json()) as { description: string; locked?: boolean };
    expect(body.locked ?? false).toBe(false);
    const lastParagraph =
      body.description
        .trim()
        .split(/\n\s*\n/)
        .pop()
        ?.trim() ?? '';
    await expect(page.getByText(lastParagraph.slice(-60))).toBeVisible();
  });

  test('declined and insufficient-funds cards show their errors in red and record nothing', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(REFUSED_RESOURCE);
    const reader = await freshReader(page, baseURL);
    await page.goto(PAY_SEVEN_DAYS);
    const pay = page.getByRole('button', { name: 'Pay $7.00' });
    const error = page.getByRole('alert');

    await fillCard(page, CARDS.declined);
    await pay.click();
    await expect(error).toHaveText('Your card was declined.');
    await expect(error).toHaveClass(/text-red-700/);
    // Processing stops: the reader can try another card.
    await expect(pay).toBeEnabled();

    await page.getByLabel('Card number').fill(CARDS.insufficientFunds);
    await pay.click();
    await expect(error).toHaveText('Your card has insufficient funds.');
    await expect(error).toHaveClass(/text-red-700/);
    await expect(page).toHaveURL(/\/payment\/7\.00\?/);

    await page.goto('/my-payment-history');
    await expect(page.getByRole('heading', { name: 'My Payment History (0)' })).toBeVisible();
    await expect(page.getByText('No active subscription')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'All Articles', exact: true }).last()).toHaveAttribute(
      'href',
      '/allArticles',
    );
    const history = await page.request.get(`/api/payment-history/${encodeURIComponent(reader.email)}`, {
      headers: bearer(reader.token),
    });
    expect(await history.json()).toEqual([]);
  });

  test('the free month activates once and is refused the second time', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(REFUSED_RESOURCE);
    const reader = await freshReader(page, baseURL);
    await page.goto('/subscription/0');
    await expect(page.getByRole('heading', { name: 'Free', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Free now 1 month' })).toBeVisible();
    await page.getByRole('button', { name: 'Activate my free month' }).click();
    await expect(page.getByText(/Your free month is active: premium until /)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/subscription/0');
    await expect(page.getByRole('button', { name: 'Free month used' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Activate my free month' })).toHaveCount(0);
    const again = await page.request.post('/api/subscriptions/free', { headers: bearer(reader.token) });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'The free month can be used once per account, and this account has used it.',
    );

    await page.goto('/my-payment-history');
    await expect(page.getByRole('heading', { name: 'My Payment History (1)' })).toBeVisible();
    await expect(page.getByText(/^Premium until /)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('$0.00');
  });

  test('an unknown price or a tampered amount shows the unknown-plan screen', async ({ page, baseURL }) => {
    await freshReader(page, baseURL);
    await page.goto('/subscription/12.34');
    await expect(page.getByRole('heading', { name: "We don't have that plan" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/#plans-title');

    await page.goto('/payment/1.00?plan=premium&days=7');
    await expect(page.getByRole('heading', { name: "We don't have that plan" })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });

  test('the pricing page lists every period’s amount and asks a visitor to sign in', async ({ page }) => {
    await page.goto('/paymentPage');
    await expect(page.getByRole('heading', { name: 'Plans, prices and payment', level: 1 })).toBeVisible();
    const premiumRow = page.getByRole('row', { name: /^Premium/ });
    await expect(premiumRow).toContainText('$7.00');
    await expect(premiumRow).toContainText('$29.99');
    await expect(premiumRow).toContainText('$364.88');
    await expect(page.getByRole('link', { name: 'Choose a plan: Family' })).toHaveAttribute(
      'href',
      '/subscription/40.99',
    );
    const signIn = page.getByRole('link', { name: 'Sign in to subscribe' });
    await expect(signIn).toBeVisible();
    const href = (await signIn.getAttribute('href')) ?? '';
    const target = new URL(href, 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('from')).toBe('/paymentPage');
  });

  test('my payment history sends a signed-out visitor to the sign-in page', async ({ page }) => {
    await page.goto('/my-payment-history');
    await expect(page).toHaveURL(/\/login\?from=%2Fmy-payment-history$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });
});
