import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  type NewAccount,
  tokenOf,
  uniqueWord,
} from './helpers';

// Readers' comments (docs/product.md#comments): a reader comments and replies on a phone, another reader
// reports a comment from the keyboard, and an editor hides it and bars its author, on a desktop.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });

let articleId = '';
let commenter: NewAccount;
const word = uniqueWord('cm');
const commentText = `A thoughtful point about ${word}, see https://example.test/notes.`;

/** A fresh approved article by a fresh author, so the walks start from no comments. */
async function newArticle(request: APIRequestContext, baseURL: string | undefined, adminToken: string) {
  await createAccount(request, baseURL, 'Comment Desk Author');
  const id = await createArticleViaApi(request, await tokenOf(request), {
    title: `Harbour lights ${word}`,
    publisher: 'The Guardian',
    tags: 'culture',
    description: 'The harbour lights come on one by one as the ferries leave. '.repeat(8),
  });
  await approveArticle(request, adminToken, id);
  return id;
}

const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ });

test('a reader comments on an article and replies, on a phone', async ({ page, browser, baseURL }) => {
  const { token } = await getAdminSession(browser, baseURL);
  const setup = await browser.newContext({ baseURL });
  articleId = await newArticle(setup.request, baseURL, token);
  await setup.close();

  await page.setViewportSize(PHONE);
  commenter = await createAccount(page.context().request, baseURL, 'Phone Commenter');
  await page.goto(`/articlesDetails/${articleId}`);
  const region = comments(page);
  await expect(region.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(region.getByText('No comments yet.')).toBeVisible();

  await region.getByLabel('Your comment').fill(commentText);
  await region.getByRole('button', { name: 'Post comment' }).click();
  await expect(region.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  const link = region.getByRole('link', { name: 'https://example.test/notes' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');

  await region.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = region.getByLabel('Your reply to Phone Commenter');
  await expect(reply).toBeFocused();
  await reply.fill(`Replying to myself about ${word}.`);
  await region.getByRole('button', { name: 'Post reply' }).click();
  const replies = region.getByRole('list', { name: 'Replies to Phone Commenter' });
  await expect(replies.getByText(`Replying to myself about ${word}.`)).toBeVisible();
  await expect(region.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();

  // The phone layout has no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the comments read without JavaScript on their own page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/articlesDetails/${articleId}`);
  await page.getByRole('link', { name: 'Read the comments' }).click();
  await expect(page).toHaveURL(new RegExp(`/articlesDetails/${articleId}/comments$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comments on Harbour lights ${word}`);
  await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expect(page.getByText(commentText.replace(' https://example.test/notes.', ''))).toBeVisible();
  await page.getByRole('link', { name: 'Oldest first' }).click();
  await expect(page).toHaveURL(/\?sort=oldest$/);
  await context.close();
});

test('another reader reports the comment from the keyboard', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await createAccount(context.request, baseURL, 'Careful Reporter');
  await page.goto(`/articlesDetails/${articleId}`);
  const report = comments(page).getByRole('button', {
    name: 'Report the comment by Phone Commenter to the editors',
  });
  await expect(report.first()).toBeVisible();
  await report.first().focus();
  await page.keyboard.press('Enter');
  await expect(comments(page).getByRole('status').filter({ hasText: 'Reported. The editors' })).toBeVisible();
  await expect(report.first()).toHaveText('Reported');
  await expect(report.first()).toBeFocused();
  await context.close();
});

test('an editor hides the reported comment and bars its author, on a desktop', async ({
  browser,
  baseURL,
}) => {
  const { storageState, token } = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/dashboard/comments');
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: commentText.slice(0, 30) });
  await expect(item.getByText('1 report')).toBeVisible();

  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The comment is hidden.' })).toBeVisible();
  await expect(page.getByText('No comment is waiting: nothing has been reported.')).toBeVisible();

  await page.getByRole('link', { name: 'Recent' }).click();
  const hidden = page.getByRole('article').filter({ hasText: commentText.slice(0, 30) });
  await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
  await hidden.getByRole('button', { name: 'Bar from commenting' }).click();
  const form = page.getByRole('form', { name: 'Bar Phone Commenter from commenting?' });
  await form.getByLabel('Reason (kept in the audit log)').fill('Spam links');
  await form.getByRole('button', { name: 'Bar from commenting' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Phone Commenter can no longer comment.' }),
  ).toBeVisible();
  await expect(hidden.getByText('Barred from commenting')).toBeVisible();

  // Readers no longer see the hidden thread; the ban and its reason are in the audit log.
  const visitor = await context.request.get(`/api/comments/articles/${articleId}/summary`, {
    headers: { cookie: '' },
  });
  expect(((await visitor.json()) as { count: number }).count).toBe(0);
  const audit = await context.request.get('/api/admin/audit-log?limit=20', { headers: bearer(token) });
  const entries = (await audit.json()) as { action: string; details: { reason?: string; email?: string } }[];
  expect(entries.find((entry) => entry.action === 'comment.ban')?.details).toMatchObject({
    reason: 'Spam links',
    email: commenter.email.toLowerCase(),
  });
  await context.close();
});
