import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { getAdminSession, uniqueWord } from '../helpers';

test.use({ viewport: { width: 1366, height: 900 } });

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('editors see readable topics, mark a message handled, and delete one after confirming', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  const tipster = `Tipster ${word}`;
  const critic = `Critic ${word}`;
  for (const [name, topic] of [
    [tipster, 'tip'],
    [critic, 'feedback'],
  ] as const) {
    const response = await page.request.post('/api/contact', {
      data: { name, email: 'reader@example.test', topic, message: `A message about ${word} for the desk.` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const admin = await getAdminSession(browser, baseURL);
  await page.context().addCookies(admin.storageState.cookies);

  await page.goto('/dashboard/messages');
  const tip = rowOf(page, tipster);
  await expect(tip).toBeVisible();
  // The topic as the contact form names it, never the stored value.
  await expect(tip.getByRole('cell', { name: 'News tip', exact: true })).toBeVisible();
  await expect(tip.getByRole('cell', { name: 'tip', exact: true })).toHaveCount(0);
  await expect(rowOf(page, critic).getByRole('cell', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(tip.getByText('New', { exact: true })).toBeVisible();

  await tip.getByRole('button', { name: `Mark handled the message from ${tipster}` }).click();
  await expect(tip.getByText('Handled', { exact: true })).toBeVisible();
  await expect(tip.getByRole('button', { name: `Mark as new the message from ${tipster}` })).toBeVisible();
  await page.reload();
  await expect(rowOf(page, tipster).getByText('Handled', { exact: true })).toBeVisible();
  await expect(rowOf(page, critic).getByText('New', { exact: true })).toBeVisible();

  // Deleting asks first; cancelling keeps the message.
  const deleteCritic = rowOf(page, critic).getByRole('button', { name: `Delete the message from ${critic}` });
  await deleteCritic.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The message from ${critic} is removed for good.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, critic)).toBeVisible();

  await deleteCritic.click();
  await page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete message' })
    .click();
  await expect(rowOf(page, critic)).toHaveCount(0);
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await page.reload();
  await expect(rowOf(page, tipster)).toBeVisible();
  await expect(rowOf(page, critic)).toHaveCount(0);
});
