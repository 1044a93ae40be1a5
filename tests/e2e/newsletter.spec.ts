import { expect, test } from './fixtures';
import { getAdminSession, newestMailTo, uniqueWord } from './helpers';

test.describe('the newsletter', () => {
  test('a reader confirms a sign-up, an editor composes, previews and sends an issue, and the reader leaves in one click', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The preview frame runs no script (its sandbox allows none); the browser says so when the test tool reads inside it.
    consoleErrors.allow(/Blocked script execution in 'about:srcdoc'/);
    const since = Date.now();
    const email = `letter-${uniqueWord().toLowerCase()}@example.test`;

    await test.step('the sign-up is confirmed from the link in its mail', async () => {
      const subscribed = await page.request.post('/api/newsletter', { data: { email } });
      expect(subscribed.ok()).toBe(true);
      let link: string | undefined;
      await expect
        .poll(async () => {
          const mail = await newestMailTo(baseURL, email, /Confirm your subscription/, since);
          link = mail?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
          return link;
        })
        .toBeTruthy();
      const url = new URL(link as string);
      // Opening the link confirms nothing (mail scanners open links too): its button does.
      await page.goto(url.pathname + url.search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
      await page.goto(url.pathname + url.search);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has been used already');
    });

    const subject = `Morning edition ${uniqueWord()}`;
    await test.step('an editor composes an issue, previews it and sends it', async () => {
      const admin = await getAdminSession(browser, baseURL);
      await page.context().addCookies(admin.storageState.cookies);
      await page.goto('/dashboard/newsletter');
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Introduction (optional)').fill('Good morning. Today’s pick from the newsroom.');
      await page.getByRole('group', { name: 'Articles' }).getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { name: `Draft: ${subject}` })).toBeVisible();
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.frameLocator(`iframe[title="Preview of “${subject}”"]`);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(subject);
      await page.getByRole('button', { name: 'Send to all subscribers' }).click();
      // The question says how many it reaches: at least the reader confirmed above.
      await expect(page.getByRole('dialog')).toContainText(
        /Send this issue now to (the 1 confirmed subscriber|all [\d,]+ confirmed subscribers)\? This cannot be undone\./,
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Send to all subscribers' }).click();
      const row = page.getByRole('row').filter({ hasText: subject });
      await expect(row.getByRole('cell').first()).toHaveText('Sent', { timeout: 20_000 });
      await expect(row.getByRole('link', { name: 'Read online' })).toBeVisible();
      // Its time reads as a reader writes it, not as the raw GMT form; so does the web version's day.
      await expect(row).not.toContainText('GMT');
      await row.getByRole('link', { name: 'Read online' }).click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page.getByText(/^Sent [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    });

    await test.step('the subscriber’s message carries one-click unsubscribe, and one POST unsubscribes', async () => {
      let mail: string | undefined;
      await expect
        .poll(async () => {
          mail = await newestMailTo(baseURL, email, new RegExp(subject), since);
          return mail;
        })
        .toBeTruthy();
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const https = (mail as string).replace(/\r?\n[ \t]+/g, ' ').match(/List-Unsubscribe: <([^>]+)>/)?.[1];
      expect(https).toMatch(/\/unsubscribe\?token=/);
      const url = new URL(https as string);
      const response = await page.request.post(url.pathname + url.search, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(response.status()).toBe(200);
      const token = url.searchParams.get('token');
      const again = await page.request.post('/api/newsletter/unsubscribe', { data: { token } });
      // A used token answers as a fresh one: the answer tells nothing about which tokens were valid.
      expect(await again.json()).toEqual({ unsubscribed: true });
    });
  });
});
