import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_READER, signIn } from '../helpers';

test.use({ viewport: { width: 1366, height: 900 } });

/** An approved premium article from the newest ones. */
async function premiumArticle(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/recent-articles?limit=100');
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { _id: string; isPremium: string }[]).find(
    (article) => article.isPremium === 'Premium',
  );
  if (!found) throw new Error('no premium article among the newest');
  return `/articlesDetails/${found._id}`;
}

const PRICES = 'Premium costs $29.99 for 30 days, $7.00 for 7 days or $364.88 for a year.';

test('the three plans say what each gives and what each period costs, under the titles and prices of old', async ({
  page,
}) => {
  await page.goto('/');
  const plans = page.getByRole('region', { name: 'Plans' });
  const cards = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(3);
  const [free, premium, family] = [cards.nth(0), cards.nth(1), cards.nth(2)];

  // The titles, labels and prices stay as they were.
  for (const [card, label, price] of [
    [free, 'free now 1 month', '$0'],
    [premium, 'get premium due', '$29.99'],
    [family, 'get premium Family', '$40.99'],
  ] as const) {
    await expect(card.getByRole('heading', { level: 3 })).toContainText('Premium Plan');
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText(`${price} / 30 days`)).toBeVisible();
  }

  // What each gives, told apart.
  await expect(
    free.getByText('Every premium article for 30 days, once per account, with no card.'),
  ).toBeVisible();
  await expect(
    premium.getByText(/^Every premium article on your account, for 7 days, 30 days or a whole year/),
  ).toBeVisible();
  await expect(family.getByText(/^Everything in Premium, on one account\. Family adds/)).toBeVisible();
  // The price of each period, plain.
  await expect(free.getByText('Once per account', { exact: true })).toBeVisible();
  await expect(premium.getByText('$7.00 for 7 days · $364.88 for 1 year', { exact: true })).toBeVisible();
  await expect(family.getByText('$9.56 for 7 days · $498.71 for 1 year', { exact: true })).toBeVisible();
});

test('the paywall says what a subscription costs, to a visitor and to a signed-in reader', async ({
  page,
  request,
}) => {
  const path = await premiumArticle(request);
  // In the server's HTML, before any script.
  expect(await (await request.get(path)).text()).toContain(PRICES);

  await page.goto(path);
  const paywall = page.getByRole('complementary', { name: 'This is a Premium article' });
  await expect(paywall.getByText(PRICES, { exact: false })).toBeVisible();

  await signIn(page, DEMO_READER.email, DEMO_READER.password);
  await page.goto(path);
  await expect(paywall.getByRole('link', { name: 'See the plans' })).toBeVisible();
  await expect(paywall.getByText(PRICES, { exact: false })).toBeVisible();
});
