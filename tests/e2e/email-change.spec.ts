import { expect, test } from './fixtures';
import { createAccount, newestMailTo, signIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The first link in the newest mail to `to` whose subject matches (waiting for the mail to be written). */
async function linkInMail(
  baseURL: string | undefined,
  to: string,
  subject: RegExp,
  pattern: RegExp,
  since: number,
) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await newestMailTo(baseURL, to, subject, since))?.match(pattern)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

test.describe('changing the e-mail address', () => {
  test('on a phone: the reader asks from the profile, the new address confirms, and the old one puts itself back', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // Two pages, three mails and two sign-ins: longer than a walk's default 30 s on a busy machine.
    test.slow();
    // The wrong password is refused with a 400, which the browser logs.
    consoleErrors.allow(/status of 400 .*\/api\/auth\/change-email|status of 400 .*email-change\/undo/);
    await page.setViewportSize(PHONE);
    const account = await createAccount(page.context().request, baseURL, 'Mina Moves');
    const newEmail = `mina-${Date.now()}@example.test`;
    const since = Date.now() - 1000;

    await page.goto('/updateUserProfile');
    const section = page.getByRole('region', { name: 'E-mail address' });
    await expect(section.getByText(`You sign in with ${account.email}.`)).toBeVisible();
    // A wrong password is said at the field, and nothing is sent.
    await section.getByLabel('New e-mail address').fill(newEmail);
    await section.getByLabel('Password', { exact: true }).fill('Not#MyPassword9');
    await section.getByRole('button', { name: 'Send the link' }).click();
    await expect(section.getByText('That is not your password.')).toBeVisible();
    await section.getByLabel('Password', { exact: true }).fill(account.password);
    await section.getByRole('button', { name: 'Send the link' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `We sent a link to ${newEmail}. Open it within 24 hours to make it your address; until then nothing changes.`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The link from the new address's mail makes the change and lands on the profile, which says so.
    const confirm = await linkInMail(
      baseURL,
      newEmail,
      /Confirm your new e-mail address/,
      /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
      since,
    );
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/updateUserProfile\?email=changed/);
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is now' })).toHaveText(
      `Your e-mail address is now ${newEmail}. Your other devices have been signed out.`,
    );
    await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();

    // The old address is told, with a link that puts it back: opened elsewhere, one press does it.
    const undo = await linkInMail(
      baseURL,
      account.email,
      /account was changed/,
      /https?:\/\/\S+\/email-change\/undo\?token=\S+/,
      since,
    );
    const mailbox = await browser.newContext({ baseURL, viewport: PHONE });
    const old = await mailbox.newPage();
    await old.goto(undo);
    await expect(old.getByRole('heading', { name: 'Undo the change of address' })).toBeVisible();
    await old.getByRole('button', { name: 'Put my old address back' }).click();
    await expect(old.getByRole('status')).toContainText(`Your address is ${account.email} again`);
    await expect(old.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    // Used once, the link says so.
    await old.reload();
    await old.getByRole('button', { name: 'Put my old address back' }).click();
    await expect(old.getByRole('alert')).toHaveText(
      'This link has been used, or your address has changed again since.',
    );

    // Every device was signed out; the old address signs in again.
    await page.goto('/updateUserProfile');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, account.email, account.password);
    await page.goto('/updateUserProfile');
    await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible();
    await mailbox.close();
  });
});
