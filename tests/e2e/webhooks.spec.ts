import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import {
  approveArticle,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from './helpers';

/**
 * An admin adds a webhook from the dashboard, sees its secret once, and follows its deliveries: a failed one
 * (the receiver answered 500) is sent again from the screen and arrives. The e2e server runs with
 * NODE_ENV=test, the one setting that lets deliveries reach a receiver on this machine.
 */
let receiver: Server;
let receiverUrl = '';
const received: { event: string; body: string }[] = [];
let answer = 500;

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ event: String(request.headers['broadsheet-event']), body });
      response.statusCode = answer;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${uniqueWord()}`;
});
test.afterAll(() => new Promise((resolve) => receiver.close(resolve)));

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an admin adds a webhook, sees a failed delivery and sends it again (${viewport.name})`, async ({
    page,
    browser,
    baseURL,
    playwright,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    consoleErrors.allow(/status of 400/);
    await page.setViewportSize(viewport);
    const admin = await getAdminSession(browser, baseURL);
    await page.context().addCookies(admin.storageState.cookies);
    const url = `${receiverUrl}-${viewport.name}`;
    answer = 500;

    await page.goto('/dashboard/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    // A bad address is refused with the reason, under the field.
    await page.getByLabel('Address').fill('ftp://example.com/hook');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText('Address must be a full web address, starting with https://')).toBeVisible();

    await page.getByLabel('Address').fill(url);
    await page.getByRole('checkbox', { name: /A published article changes/ }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByRole('region', { name: 'The webhook’s signing secret' });
    await expect(secret).toBeVisible();
    await expect(secret.getByText(/^whsec_/)).toBeVisible();
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secret).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: url });
    await expect(item).toContainText('article.published, article.updated');
    await expect(item).toContainText('Not sent yet');

    // An article goes live: the receiver refuses it first.
    const request = await playwright.request.newContext({ baseURL });
    await createAccount(request, baseURL, 'Hook Writer');
    const title = `Webhook story ${uniqueWord()}`;
    const id = await createArticleViaApi(request, await tokenOf(request), {
      title,
      publisher: 'The Guardian',
      tags: 'culture',
      description: `${title}.\n\nFiled for the webhook walk.`,
    });
    await approveArticle(request, admin.token, id);
    await request.dispose();

    await item.getByRole('button', { name: /^Deliveries/ }).click();
    const row = item.getByRole('row').filter({ hasText: 'article.published' });
    await expect(row).toContainText('Failed: the receiver answered 500', { timeout: 20_000 });
    expect(received.some((r) => r.event === 'article.published' && r.body.includes(id))).toBe(true);

    answer = 200;
    await row.getByRole('button', { name: /Send again/ }).click();
    await expect(page.getByText('The delivery will be sent again.')).toBeVisible();
    await expect(row).toContainText('Delivered (200)', { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // Deleting it asks first; then nothing more is sent there.
    await item.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
    await expect(page.getByText('Webhook deleted.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: url })).toHaveCount(0);
  });
}
