import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, createAccount, createArticleViaApi, tokenOf, uniqueWord } from './helpers';

// A reader's copy of their data from the profile (docs/product.md#your-data), on a phone.

test.use({ viewport: { width: 390, height: 844 } });

/** A download's text. */
async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('on a phone, a reader downloads their data from the profile, and is told when they must wait', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const account = await createAccount(page.request, baseURL, 'Dana Download');
  const token = await tokenOf(page.request);
  const title = `Ferries at dawn ${uniqueWord()}`;
  await createArticleViaApi(page.request, token, {
    title,
    publisher: 'The Guardian',
    tags: 'lifestyle',
    description: `${title}.\n\nWritten for the data download walk.`,
  });

  await page.goto('/updateUserProfile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByText(/One JSON file of everything Broadsheet holds about you/)).toBeVisible();
  const button = section.getByRole('button', { name: 'Download my data' });
  await expect(button).toBeEnabled();

  // By keyboard: the button takes focus and Enter starts the download.
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^broadsheet-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await textOf(download)) as {
    profile: { email: string; name: string };
    articles: { title: string; status: string }[];
  };
  expect(data.profile).toMatchObject({ email: account.email, name: 'Dana Download' });
  expect(data.articles).toEqual([expect.objectContaining({ title, status: 'pending' })]);
  await expect(section.getByRole('status')).toHaveText(`${download.suggestedFilename()} is downloaded.`);
  await expect(button).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Three downloads an hour: after two more, the button's next one is refused and a toast says how long to wait.
  for (let n = 0; n < 2; n++)
    expect((await page.request.get('/api/me/data', { headers: bearer(token) })).status()).toBe(200);
  consoleErrors.allow(/status of 429 \(Too Many Requests\)/);
  await button.click();
  await expect(
    page.getByText(
      /^You have downloaded your data several times in the last hour\. Please wait \d+ minutes? and try again\.$/,
    ),
  ).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('');
  await expect(button).toBeEnabled();
});
