import { gunzipSync } from 'node:zlib';
import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

/** A download's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An admin opens Dashboard → Export and downloads the site's archive (without its image files, chosen with
 * the keyboard) and the members CSV; both hold what the site holds.
 */
test('an admin downloads the site’s archive and the members CSV (desktop)', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);

  const request = await playwright.request.newContext({ baseURL });
  const writer = await createAccount(request, baseURL, 'Export Writer');
  const title = `Export story ${uniqueWord()}`;
  const id = await createArticleViaApi(request, await tokenOf(request), {
    title,
    publisher: 'The Guardian',
    tags: 'culture',
    description: `${title}.\n\nFiled for the export walk.`,
  });
  await approveArticle(request, admin.token, id);
  await request.dispose();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();

  const images = page.getByRole('checkbox', { name: 'Include the image files' });
  await expect(images).toBeChecked();
  await images.focus();
  await page.keyboard.press('Space');
  await expect(images).not.toBeChecked();

  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the archive' }).click(),
  ]);
  expect(archive.suggestedFilename()).toMatch(/^broadsheet-export-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/);
  const lines = gunzipSync(await bytesOf(archive))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { section?: string; row?: Record<string, unknown>; end?: boolean });
  expect(lines[0]).toMatchObject({ format: 'broadsheet-export', version: 1 });
  expect(lines.at(-1)?.end).toBe(true);
  expect(lines).toContainEqual(
    expect.objectContaining({ section: 'articles', row: expect.objectContaining({ id, title }) }),
  );
  expect(lines.some((line) => line.section === 'media')).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: /is downloaded\.$/ })).toBeVisible();

  const [members] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download members CSV' }).click(),
  ]);
  expect(members.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await bytesOf(members)).toString('utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^"id","email","name","role",/);
  expect(csv).toContain(`"${writer.email}","Export Writer","user"`);
});
