import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  type NewAccount,
  signIn,
  tokenOf,
  uniqueWord,
} from './helpers';

// Gift links (docs/product.md#gift-links): a subscriber gives a premium article on a desktop, a visitor
// opens the gift on a phone and reads it all, and once the subscriber withdraws it the link opens nothing.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

test.describe.configure({ mode: 'serial' });

const word = uniqueWord('gl');
const title = `Tidal power ${word}`;
const closing = `The last word on ${word} goes to the subscribers.`;
let articleId = '';
let subscriber: NewAccount;
let giftUrl = '';

/** A fresh approved premium article: written, approved, then made premium on the version reviewed. */
async function premiumArticle(request: APIRequestContext, baseURL: string | undefined, adminToken: string) {
  await createAccount(request, baseURL, 'Gift Desk Author');
  const id = await createArticleViaApi(request, await tokenOf(request), {
    title,
    publisher: 'The Guardian',
    tags: 'business',
    description: `${'The estuary turbines turn with every tide. '.repeat(30)}${closing}`,
  });
  await approveArticle(request, adminToken, id);
  const review = await request.get(`/api/articles/${id}/review`, { headers: bearer(adminToken) });
  const { version } = (await review.json()) as { version: string };
  const premium = await request.patch(`/api/isPremium-articles/${id}`, {
    headers: bearer(adminToken),
    data: { version },
  });
  expect(premium.status(), await premium.text()).toBe(200);
  return id;
}

/** Thirty days of Premium for the signed-in reader of this request context, paid by test card. */
async function subscribe(request: APIRequestContext) {
  const headers = bearer(await tokenOf(request));
  const started = await request.post('/api/create-payment-intent', {
    headers,
    data: { plan: 'premium', days: 30 },
  });
  const { intentId, clientSecret } = (await started.json()) as { intentId: string; clientSecret: string };
  await request.post('/api/test-payments/confirm', { headers, data: { clientSecret, card: CARD } });
  const recorded = await request.post('/api/payment', {
    headers,
    data: { transactionId: intentId, plan: 'premium', days: 30, totalPrice: 29.99 },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
}

/** A visitor's phone: no session, nothing kept from before. */
async function visitorPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  return { context, page: await context.newPage() };
}

test('a subscriber gives a premium article from its page and finds the link on the profile, on a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  // An article written, approved and made premium, and a subscription paid: slow on a busy machine.
  test.slow();
  const { token } = await getAdminSession(browser, baseURL);
  const setup = await browser.newContext({ baseURL });
  articleId = await premiumArticle(setup.request, baseURL, token);
  await setup.close();

  await page.setViewportSize(DESKTOP);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  subscriber = await createAccount(page.context().request, baseURL, 'Gift Giver');
  await subscribe(page.context().request);

  await page.goto(`/articlesDetails/${articleId}`);
  await expect(page.getByText(closing)).toBeVisible();
  await page.getByRole('button', { name: 'Give this article' }).click();
  const field = page.getByLabel('Gift link', { exact: true });
  await expect(field).toBeFocused();
  giftUrl = await field.inputValue();
  expect(giftUrl).toMatch(new RegExp(`/articlesDetails/${articleId}\\?gift=`));
  await expect(
    page.getByText(
      'The link opens the whole article for anyone for 7 days. You have 9 gifts left this month.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copy gift link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(giftUrl);

  await page.goto('/updateUserProfile');
  const gifts = page.getByRole('region', { name: 'Gift links' });
  await expect(gifts).toContainText('You have 9 gifts left this month.');
  const row = gifts.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Opened 0 times');
  await expect(row.getByRole('button', { name: `Withdraw the gift link to “${title}”` })).toBeVisible();
});

test('a visitor opens the gift link and reads the whole article, on a phone', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await visitorPhone(browser, baseURL);
  await page.goto(new URL(giftUrl).pathname + new URL(giftUrl).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole('status').filter({ hasText: 'A subscriber gave you this article.' }),
  ).toBeVisible();
  await expect(page.getByText(closing)).toBeVisible();
  await expect(page.locator('#paywall-title')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The article's own address, without the gift, still shows visitors its preview and the paywall.
  await page.goto(`/articlesDetails/${articleId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(closing)).toHaveCount(0);
  await expect(page.locator('#paywall-title')).toBeVisible();
  await context.close();
});

test('the subscriber withdraws the gift, and the link opens only the preview', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, subscriber.email, subscriber.password);
  await page.goto('/updateUserProfile');
  const gifts = page.getByRole('region', { name: 'Gift links' });
  const row = gifts.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Opened 1 time');
  await row.getByRole('button', { name: `Withdraw the gift link to “${title}”` }).click();
  await expect(page.getByText(`The gift link to “${title}” is withdrawn.`)).toBeVisible();
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  const { context, page: phone } = await visitorPhone(browser, baseURL);
  await phone.goto(new URL(giftUrl).pathname + new URL(giftUrl).search);
  await expect(
    phone.getByText('The subscriber withdrew this gift link, so the article shows its preview only.'),
  ).toBeVisible();
  await expect(phone.getByText(closing)).toHaveCount(0);
  await context.close();
});
