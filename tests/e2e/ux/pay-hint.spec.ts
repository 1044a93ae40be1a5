import { expect, test } from '../fixtures';
import { createAccount } from '../helpers';

// While Pay cannot be pressed, the checkout says which fields it still needs, on a phone.

test.use({ viewport: { width: 390, height: 844 } });

test('a disabled Pay button names the fields still to fill in, and the hint goes once they are whole', async ({
  page,
  baseURL,
}) => {
  await createAccount(page.request, baseURL, 'Paying Reader');
  await page.goto('/payment/7.00?plan=premium&days=7');
  await expect(page.getByLabel('Card number')).toBeEnabled();
  const pay = page.getByRole('button', { name: 'Pay $7.00' });
  await expect(pay).toBeDisabled();
  // The name comes filled in from the account: the card's own fields are what is missing.
  const needed = 'To pay, fill in the card number, the expiry date and the CVC.';
  await expect(page.getByText(needed)).toBeVisible();
  await expect(pay).toHaveAccessibleDescription(needed);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await expect(page.getByText('To pay, fill in the CVC.')).toBeVisible();
  await page.getByLabel('CVC').fill('12');
  await expect(page.getByText('To pay, fill in the CVC.')).toBeVisible();
  await page.getByLabel('CVC').fill('123');
  await expect(pay).toBeEnabled();
  await expect(page.getByText(/^To pay, fill in/)).toHaveCount(0);
  await expect(pay).not.toHaveAttribute('aria-describedby');
});
