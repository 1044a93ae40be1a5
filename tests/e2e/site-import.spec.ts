import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { getAdminSession, uniqueWord } from './helpers';

/**
 * An admin imports a Ghost export from the dashboard: the file is read, its dry run lists what will come and
 * what cannot, and the started import's progress runs to the end. Each run names a site of its own (the
 * export's address), so it imports afresh. The pictures' addresses are not reachable from here: the import
 * lists them as left out and goes on.
 */
const ghostExport = readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/import/ghost-export.json'),
  'utf8',
);

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an admin reads a Ghost export's dry run, starts the import and watches it finish (${viewport.name})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const admin = await getAdminSession(browser, baseURL);
    await page.context().addCookies(admin.storageState.cookies);
    const site = `https://${uniqueWord()}.example`;
    const file = ghostExport.replace('https://harbour.example', site);

    await page.goto('/dashboard/import');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import from Ghost or WordPress' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Read the file' }).click();
    await expect(
      page.getByText('Choose a Ghost export (.json) or a WordPress export (.xml) to import.'),
    ).toBeVisible();

    await page.getByLabel('Export file').setInputFiles({
      name: 'harbour.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'What importing The Harbour Gazette will do' }),
    ).toBeVisible();
    const willCreate = page.getByRole('definition').first();
    await expect(willCreate).toHaveText('3');
    await expect(page.getByRole('cell', { name: 'Harbour life' })).toBeVisible();
    await expect(page.getByText(/Written in the new editor/)).toBeVisible();
    await expectNoSeriousViolations(page, `the import's dry run (${viewport.name})`);

    await page.getByLabel('Section for posts whose tags name none').selectOption('culture');
    await page.getByRole('button', { name: 'Start the import' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Import finished' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByRole('status').filter({ hasText: '7 of 7 done' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Left out while importing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import another file' })).toBeVisible();
  });
}
