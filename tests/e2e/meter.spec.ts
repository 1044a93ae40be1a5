import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  confirmationLink,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  PASSWORD,
  signIn,
  tokenOf,
  uniqueWord,
} from './helpers';

// The meter (docs/product.md#the-meter): an admin gives registered readers two premium articles a month on a
// desktop; a visitor on a phone meets the registration wall, registers and reads on; on a desktop the same
// reader reads their last free article and then meets the wall.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });

const word = uniqueWord('mt');
const closing = (n: number) => `The last word of story ${n} on ${word}.`;
const ids: string[] = [];
const reader = { name: 'Mina Meter', email: `meter-${word}@example.test` };

/** An approved premium article in `tag`'s section: written, approved, then made premium. */
async function premiumArticle(request: APIRequestContext, token: string, adminToken: string, n: number) {
  const id = await createArticleViaApi(request, token, {
    title: `Harbour story ${n} ${word}`,
    publisher: 'The Guardian',
    tags: ['business', 'sports', 'culture'][n] ?? 'business',
    description: `${'The ferries ran late again this morning. '.repeat(30)}${closing(n)}`,
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

// The setting is the whole site's: it goes back to off for the walks that follow.
test.afterAll(async ({ browser, baseURL }) => {
  const { token } = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  const reset = await context.request.put('/api/meter/settings', {
    headers: bearer(token),
    data: { registered: 0, visitors: 0 },
  });
  expect(reset.status()).toBe(200);
  await context.close();
});

test('an admin gives registered readers two free premium articles a month, on a desktop', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { token, storageState } = await getAdminSession(browser, baseURL);
  const setup = await browser.newContext({ baseURL });
  await createAccount(setup.request, baseURL, 'Meter Desk Author');
  const authorToken = await tokenOf(setup.request);
  for (const n of [0, 1, 2]) ids.push(await premiumArticle(setup.request, authorToken, token, n));
  await setup.close();

  const context = await browser.newContext({ baseURL, storageState, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/dashboard/adminHome');
  const form = page.getByRole('form', { name: 'Free articles' });
  const registered = form.getByLabel('Premium articles a month for registered readers');
  await expect(registered).toHaveValue('0');
  await registered.fill('200');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
  await registered.fill('2');
  await form.getByLabel('Articles a month for visitors who have not signed in').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved. Readers follow the new numbers within a minute.')).toBeVisible();
  await context.close();
});

test('a visitor meets the registration wall, registers and reads on, on a phone', async ({
  browser,
  baseURL,
}) => {
  // A sign-up and its confirmation: slow on a busy machine.
  test.slow();
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/articlesDetails/${ids[0]}`);
  await expect(page.getByText(closing(0))).toHaveCount(0);
  const wall = page
    .getByRole('status')
    .filter({ hasText: 'Register for free to read 2 premium articles a month.' });
  await expect(wall).toBeVisible();
  await expect(page.locator('#paywall-title')).toBeVisible();
  await expectNoSeriousViolations(page, 'the registration wall on a phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await wall.getByRole('link', { name: 'Register for free' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?from=%2FarticlesDetails%2F${ids[0]}$`));
  const since = Date.now() - 1000;
  await page.getByLabel('Name', { exact: true }).fill(reader.name);
  await page.getByLabel('Email', { exact: true }).fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(`We have sent an e-mail to ${reader.email}.`)).toBeVisible();

  await page.goto(await confirmationLink(baseURL, reader.email, since));
  await expect(page).toHaveURL(new RegExp(`/articlesDetails/${ids[0]}$`));
  await expect(page.getByText(closing(0))).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'This is one of your free articles this month: 1 of 2 left.' }),
  ).toBeVisible();
  await expect(page.locator('#paywall-title')).toHaveCount(0);
  await context.close();
});

test('the reader reads their last free article in another section, then meets the wall, on a desktop', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signIn(page, reader.email, PASSWORD);
  await page.goto(`/articlesDetails/${ids[1]}`);
  await expect(page.getByText(closing(1))).toBeVisible();
  await expect(page.getByText('This is one of your free articles this month: 0 of 2 left.')).toBeVisible();

  // Reading the first again takes nothing more.
  await page.goto(`/articlesDetails/${ids[0]}`);
  await expect(page.getByText(closing(0))).toBeVisible();

  await page.goto(`/articlesDetails/${ids[2]}`);
  await expect(page.getByText('You have read your 2 free articles this month.')).toBeVisible();
  await expect(page.getByText(closing(2))).toHaveCount(0);
  await expect(page.locator('#paywall-title')).toBeVisible();
  await expectNoSeriousViolations(page, 'the meter’s wall on a desktop');
});
