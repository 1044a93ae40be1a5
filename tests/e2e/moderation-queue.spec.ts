import { expect, test } from './fixtures';
import { createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

/**
 * Moderating without a dialog per decision (docs/product.md#moderation): approve and the next article waiting
 * opens, with what was done said on the page; decline with the reason written in the page itself.
 */

test.use({ viewport: { width: 1366, height: 900 } });

test('an editor approves one article, the next in the queue opens, and declines another with an inline reason', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await createAccount(page.request, baseURL, 'Queue Writer');
  const token = await tokenOf(page.request);
  const word = uniqueWord();
  const write = (title: string) =>
    createArticleViaApi(page.request, token, {
      title,
      publisher: 'The Guardian',
      tags: 'culture',
      description: 'The lock keepers met on the towpath.\n\nThey agreed on new hours.',
    });
  const approved = `Canal lock reopens ${word}`;
  const declined = `Canal rumour ${word}`;
  // One more waiting, so the queue is not empty once both are decided.
  await write(`Canal towpath mended ${word}`);
  const approvedId = await write(approved);
  const declinedId = await write(declined);

  const admin = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState: admin.storageState });
  const editor = await context.newPage();
  try {
    await editor.goto(`/dashboard/review/${approvedId}`);
    await expect(editor.getByRole('heading', { level: 1, name: approved })).toBeVisible();
    await expect(editor.getByRole('link', { name: /^Next in queue/ })).toBeVisible();

    await editor.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(
      editor.getByRole('status').filter({ hasText: `“${approved}” is now published.` }),
    ).toBeVisible();
    await expect(editor.getByRole('dialog')).toHaveCount(0);
    // The next article waiting for review is open.
    await expect(editor).not.toHaveURL(new RegExp(`/dashboard/review/${approvedId}$`));
    await expect(
      editor.getByText('Waiting for review. Readers cannot see it until you approve it.'),
    ).toBeVisible();
    // The way back to what was just approved.
    await editor.getByRole('link', { name: `Back to “${approved}”` }).click();
    await expect(editor.getByText('Published. Readers see this version.')).toBeVisible();

    // Declining asks for the reason in the page, not in a dialog.
    await editor.goto(`/dashboard/review/${declinedId}`);
    await editor.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(editor.getByRole('dialog')).toHaveCount(0);
    const reason = editor.getByLabel('Reason for declining');
    await expect(reason).toBeVisible();
    await editor.getByRole('button', { name: 'Decline', exact: true }).last().click();
    await expect(editor.getByText(/Reason for declining is required|is required/)).toBeVisible();
    await reason.fill('Two sources are needed for this claim.');
    await editor.getByRole('button', { name: 'Decline', exact: true }).last().click();
    await expect(editor.getByText('decline Successfully')).toBeVisible();
    await expect(
      editor.getByRole('status').filter({ hasText: `Declined “${declined}”; its author sees your reason.` }),
    ).toBeVisible();
    await expect(editor).not.toHaveURL(new RegExp(`/dashboard/review/${declinedId}$`));
  } finally {
    await context.close();
  }
});
