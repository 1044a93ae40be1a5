import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

test.describe('readership', () => {
  test('a visitor reads an article from the newsletter; an editor sees the view counted, and downloads it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await getAdminSession(browser, baseURL);
    const title = `Ferry timetable returns ${uniqueWord()}`;
    const id = await createArticleViaApi(page.request, admin.token, {
      title,
      publisher: 'Le Monde',
      tags: 'business',
      description: 'The winter ferry timetable returns on Monday.\n\nCommuters welcomed it.',
    });
    await approveArticle(page.request, admin.token, id);

    await test.step('a visitor opens the article from a newsletter link', async () => {
      const visitor = await browser.newContext({ baseURL });
      const reading = await visitor.newPage();
      const counted = reading.waitForResponse(
        (response) => response.url().includes(`/api/viewCount/${id}`) && response.status() === 200,
      );
      await reading.goto(`/articlesDetails/${id}?ref=newsletter`);
      await expect(reading.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await counted;
      // The walks share one server, whose other articles are read many times today: this one is read again
      // until it is surely among the ten most read.
      for (let again = 0; again < 15; again++) {
        const view = reading.waitForResponse(
          (response) => response.url().includes(`/api/viewCount/${id}`) && response.status() === 200,
        );
        await reading.reload();
        await view;
      }
      await visitor.close();
    });

    await test.step('an editor sees it on the Readership screen', async () => {
      const account = await createAccount(page.request, baseURL, { name: 'Rhea Readership' });
      const me = await page.request.get('/api/me', { headers: bearer(await tokenOf(page.request)) });
      const { _id: editorId } = (await me.json()) as { _id: string };
      const promoted = await page.request.patch(`/api/users/admin/${editorId}`, {
        headers: bearer(admin.token),
        data: { role: 'editor' },
      });
      expect(promoted.status(), await promoted.text()).toBe(200);
      expect(account.email).toContain('@');

      await page.goto('/dashboard/readership');
      await expect(page.getByRole('heading', { level: 1, name: 'Readership' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Readership' })).toBeVisible();
      const top = page.getByRole('region', { name: 'Most read articles' });
      // Views are written in batches every few seconds: ask again until this one is in.
      await expect(async () => {
        await page.reload();
        await expect(top.getByRole('row', { name: new RegExp(title) })).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      const row = top.getByRole('row', { name: new RegExp(title) });
      await expect(row.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);
      const sources = page.getByRole('region', { name: 'Where readers came from' });
      await expect(sources.getByRole('rowheader', { name: 'Newsletter' })).toHaveCount(1);
      const devices = page.getByRole('region', { name: 'Devices' });
      await expect(devices.getByRole('rowheader', { name: 'Computers' })).toHaveCount(1);

      // The table of the most read, as a CSV file.
      await expect(
        page.getByRole('button', { name: 'Open dashboard menu', includeHidden: true }),
      ).toBeEnabled();
      const download = page.waitForEvent('download');
      await top.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('most-read-today.csv');
      const csv = await readFile(await file.path(), 'utf8');
      expect(csv.split('\r\n')[0]).toBe('"Article","Views","Visitors"');
      expect(csv).toContain(`"${title}",`);
    });

    await test.step('a range that ends before it starts is explained, not shown', async () => {
      await page.goto('/dashboard/readership?from=2026-03-10&to=2026-03-01');
      await expect(page.getByRole('alert')).toHaveText(/the end on or after the start/);
    });

    await test.step('on a phone the screen fits without sideways scroll', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard/readership');
      await expect(page.getByRole('region', { name: 'Views and visitors per day' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Most read articles' }).getByRole('row').nth(1),
      ).toBeAttached();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
