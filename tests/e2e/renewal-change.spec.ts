import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { bearer, createAccount, tokenOf } from './helpers';

// Changing a renewal's plan or period from My Payment History (docs/product.md#subscriptions-and-payments):
// the next charge and its difference are shown before confirming; the change applies from that charge.

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a reader moves a weekly Premium renewal to Family yearly, seeing the difference first', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL, 'Changing Reader');
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

    await page.goto('/my-payment-history');
    const renewal = page.getByRole('region', { name: 'Automatic renewal: Premium' });
    await renewal.getByRole('button', { name: 'Change plan or period' }).click();
    const form = renewal.getByRole('form', { name: 'Change plan or period' });
    await expect(form).toContainText('This is what your renewal charges now.');
    await form.getByRole('radio', { name: 'Family' }).check();
    await form.getByRole('radio', { name: '1 year' }).check();
    await expect(form).toContainText(/Next charge on .+: \$498\.71 instead of \$7\.00, \$491\.71 more\./);
    await form.getByRole('radio', { name: '30 days' }).check();
    await expect(form).toContainText('$40.99 instead of $7.00, $33.99 more.');
    await form.getByRole('radio', { name: '7 days' }).check();
    await form.getByRole('radio', { name: '1 year' }).check();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await form.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByText('Your renewal now charges $498.71 every year.')).toBeVisible();
    const changed = page.getByRole('region', { name: 'Automatic renewal: Family' });
    await expect(changed).toContainText('Renews automatically: $498.71 every year.');
    // Nothing was charged now; the next renewal charges the new plan once.
    await expect(page.getByRole('heading', { name: 'My Payment History (1)' })).toBeVisible();
    const moved = await page.request.post('/api/test-payments/clock', { headers, data: { days: 8 } });
    expect(await moved.json()).toMatchObject({ renewed: 1 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Payment History (2)' })).toBeVisible();
    await expect(page.getByText('$498.71').first()).toBeVisible();
  });
});
