import { expect, test } from './fixtures';
import { bearer, createAccount, getAdminSession, newestMailTo, uniqueWord } from './helpers';

// The reader's side of the newsletter on a phone (docs/product.md#the-newsletter): signing up from the
// footer, confirming from the mail, leaving from an issue's link; and the profile's switch.

test.use({ viewport: { width: 390, height: 844 } });

const wide = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test('on a phone, a visitor signs up from the footer, confirms from the mail and leaves from an issue', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const since = Date.now();
  const email = `phone-${uniqueWord().toLowerCase()}@example.test`;
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await form.getByPlaceholder('Enter your email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for subscribing to our newsletter' }),
  ).toBeVisible();

  let confirm: string | undefined;
  await expect
    .poll(async () => {
      const mail = await newestMailTo(baseURL, email, /Confirm your subscription/, since);
      confirm = mail?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
      return confirm;
    })
    .toBeTruthy();
  const confirmUrl = new URL(confirm as string);
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
  expect(await wide(page)).toBeLessThanOrEqual(390);

  // An editor sends an issue; its footer's link opens the unsubscribe page, where one button ends it.
  const admin = await getAdminSession(browser, baseURL);
  const [article] = (await (await page.request.get('/api/recent-articles?limit=1')).json()) as {
    _id: string;
  }[];
  const subject = `Phone edition ${uniqueWord()}`;
  const composed = await page.request.post('/api/newsletter/issues', {
    headers: bearer(admin.token),
    data: { subject, intro: 'For readers on the move.', articleIds: [article?._id] },
  });
  expect(composed.status(), await composed.text()).toBe(201);
  const { id } = (await composed.json()) as { id: string };
  const sent = await page.request.post(`/api/newsletter/issues/${id}/send`, {
    headers: bearer(admin.token),
    data: {},
  });
  expect(sent.status(), await sent.text()).toBe(200);
  let leave: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(baseURL, email, new RegExp(subject), since);
        leave = mail?.match(/https?:\/\/[^\s"<>]+\/unsubscribe\?token=[\w-]+/)?.[0];
        return leave;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const leaveUrl = new URL(leave as string);
  await page.goto(leaveUrl.pathname + leaveUrl.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
  ).toBeVisible();
  expect(await wide(page)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You have been unsubscribed.')).toBeVisible();
});

test('on a phone, a reader turns the newsletter on and off in the profile', async ({ page, baseURL }) => {
  await createAccount(page.request, baseURL, 'Phoebe Phone');
  await page.goto('/updateUserProfile');
  const choice = page.getByRole('checkbox', { name: 'Send me the newsletter' });
  await expect(choice).toBeEnabled();
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(choice).toBeChecked();
  await expect(page.getByText('You receive the newsletter at your account’s address.')).toBeVisible();
  expect(await wide(page)).toBeLessThanOrEqual(390);
  await page.reload();
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await expect(page.getByText('You do not receive the newsletter.')).toBeVisible();
  await page.reload();
  await expect(choice).not.toBeChecked();
});

test('a reading of the newsletter choice answered after the reader changed it does not put the old one back', async ({
  page,
  baseURL,
}) => {
  // The profile asks for the choice again as it mounts. Here every answer to that question waits until the
  // change has been answered (or 3 s), as a slow database can make it: the reader's choice must stand.
  await createAccount(page.request, baseURL, 'Sam Slowread');
  let changed: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    changed = resolve;
  });
  await page.route('**/api/newsletter/subscription', async (route) => {
    if (route.request().method() !== 'GET') {
      const response = await route.fetch();
      await route.fulfill({ response });
      changed();
      return;
    }
    const response = await route.fetch();
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    // The page may have given up on this answer: then there is no one left to give it to.
    await route.fulfill({ response }).catch(() => {});
  });
  await page.goto('/updateUserProfile');
  const choice = page.getByRole('checkbox', { name: 'Send me the newsletter' });
  await expect(choice).toBeEnabled();
  await choice.check();
  await expect(page.getByText('You receive the newsletter at your account’s address.')).toBeVisible();
  await expect(choice).toBeChecked();
  await page.waitForTimeout(3_100);
  await expect(choice).toBeChecked();
  await expect(page.getByText('You receive the newsletter at your account’s address.')).toBeVisible();
});
