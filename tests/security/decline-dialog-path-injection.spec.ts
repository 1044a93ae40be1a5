import type { Request } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { bearer, createAccount, createArticleViaApi, getAdminSession, tokenOf } from '../e2e/helpers';

// The decline dialog built its request path from the `id` in its address, unencoded. An admin opening
// `/dashboard/allArticlesAdmin/modal?id=..%5Cusers%5Cadmin%5C<attackerId>` and pressing Decline sent
// `PATCH /api/decline-articles/..\users\admin\<attackerId>`, which the browser turns into
// `PATCH /api/users/admin/<attackerId>`: the attacker became an admin. The same link approved an article or
// made it premium. The dialog now acts only on an article id, and request paths are built, never glued.

test.describe('the decline dialog and a forged id', () => {
  test('a link whose id climbs out of its path promotes no one and changes no article', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    const attackerRequest = await playwright.request.newContext({ baseURL });
    const attacker = await createAccount(attackerRequest, baseURL, 'Mallory Reader');
    const articleId = await createArticleViaApi(attackerRequest, await tokenOf(attackerRequest), {
      title: `A pending piece ${Date.now()}`,
      publisher: 'The Guardian',
      tags: 'culture',
      description: 'A pending piece.\n\nWritten to be approved by a link rather than by an editor.',
    });
    await attackerRequest.dispose();

    const admin = await getAdminSession(browser, baseURL);
    await page.context().addCookies(admin.storageState.cookies);
    const asAdmin = { headers: bearer(admin.token) };
    const found = await page.request.get(`/api/users?search=${encodeURIComponent(attacker.email)}`, asAdmin);
    const [attackerRow] = (await found.json()) as { _id: string }[];
    const attackerId = attackerRow?._id ?? '';
    expect(attackerId).toMatch(/^[0-9a-f-]{36}$/);

    // Every write the page sends, wherever the browser resolved it to.
    const writes: string[] = [];
    page.on('request', (request: Request) => {
      if (['PATCH', 'PUT', 'DELETE'].includes(request.method()))
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    for (const target of [
      `users\\admin\\${attackerId}`,
      `admin-articles\\${articleId}`,
      `isPremium-articles\\${articleId}`,
    ]) {
      await page.goto(`/dashboard/allArticlesAdmin/modal?id=..%5C${target.replaceAll('\\', '%5C')}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Whatever the dialog offers, the admin does what the link asks: give a reason and press Decline.
      const decline = dialog.getByRole('button', { name: 'Decline', exact: true });
      if ((await decline.count()) > 0) {
        await dialog.getByLabel('Reason for declining').fill('Not for this paper.');
        await expect(decline).toBeEnabled();
        await decline.click();
        await page.waitForTimeout(1_000);
      }
    }

    expect(writes).toEqual([]);
    const role = await page.request.get(`/api/users/admin/${encodeURIComponent(attacker.email)}`, asAdmin);
    expect(await role.json()).toEqual({ admin: false, role: 'user' });
    const article = await page.request.get(`/api/articles/${articleId}`, asAdmin);
    expect(await article.json()).toMatchObject({ status: 'pending', isPremium: 'Make Premium' });

    // The dialog says the link is not valid and offers nothing to send.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('textbox')).toHaveCount(0);

    // The way back leads to the list, where nothing has changed.
    await dialog.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/dashboard\/allArticlesAdmin$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
