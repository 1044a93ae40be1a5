import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { getAdminSession, uniqueWord } from './helpers';

/**
 * An admin makes a content key from the dashboard, sees it once, renames it and revokes it; the key reads
 * the site's publishers until it is revoked, and is refused after.
 */
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an admin makes, renames and revokes an API key (${viewport.name})`, async ({
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
    const name = `Reader app ${uniqueWord()}`;

    await page.goto('/dashboard/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    // An admin key needs a scope: the server says so under the scopes.
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('radio', { name: 'Admin key (scoped)' }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('Scopes: choose at least one scope')).toBeVisible();

    await page.getByRole('radio', { name: 'Content key (read-only)' }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('region', { name: 'The new API key' });
    await expect(shown).toBeVisible();
    const key = (await shown.getByText(/^bs_content_/).textContent()) ?? '';
    expect(key).toMatch(/^bs_content_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousViolations(page, `API keys with a new key (${viewport.name})`);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Content key (read-only)');
    await expect(item).toContainText('Active');
    expect(await item.textContent()).not.toContain(key);

    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${key}` },
    });
    expect((await api.get('/api/publisher')).status()).toBe(200);
    expect((await api.get('/api/admin/api-keys')).status()).toBe(403);

    await item.getByRole('button', { name: /^Change/ }).click();
    const change = page.getByRole('form', { name: `Change ${name}` });
    await change.getByLabel('Name').fill(`${name} v2`);
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('API key changed.')).toBeVisible();
    const renamed = page.getByRole('listitem').filter({ hasText: `${name} v2` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('API key revoked.')).toBeVisible();
    await expect(renamed).toContainText('Revoked');
    await expect(renamed.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
    expect((await api.get('/api/publisher')).status()).toBe(401);
    await api.dispose();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}
