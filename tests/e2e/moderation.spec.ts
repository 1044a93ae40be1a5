import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, createArticleViaApi, getAdminSession, tokenOf, uniqueWord } from './helpers';

/** Editors read what they approve (docs/product.md#moderation). */

/** A page in a browser context of its own, signed in as the seeded admin, at the given size. */
async function editorPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const admin = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState: admin.storageState, viewport });
  return context.newPage();
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an editor opens a pending article from the table, reads it and approves it from its page (${size})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL, 'Review Writer');
    const token = await tokenOf(page.request);
    const word = uniqueWord();
    const title = `Lighthouse keeper retires ${word}`;
    const id = await createArticleViaApi(page.request, token, {
      title,
      publisher: 'The Guardian',
      tags: 'culture',
      description: 'After forty years the keeper hands over the lamp.\n\nThe village gathers on the quay.',
    });

    const editor = await editorPage(browser, baseURL, viewport);
    try {
      await editor.goto(`/dashboard/allArticlesAdmin?status=pending&search=${word}`);
      await editor.getByRole('link', { name: title, exact: true }).click();
      await expect(editor).toHaveURL(new RegExp(`/dashboard/review/${id}$`));
      const article = editor.getByRole('region', { name: 'The article as readers will see it' });
      await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(article.getByText('The village gathers on the quay.')).toBeVisible();
      await expect(
        editor.getByText('Waiting for review. Readers cannot see it until you approve it.'),
      ).toBeVisible();
      await expectNoSeriousViolations(editor);

      await editor.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(editor.getByText(`“${title}” is now published.`)).toBeVisible();
      // The next article waiting opens; the notice leads back to the one just approved.
      await editor.getByRole('link', { name: `Back to “${title}”` }).click();
      await expect(editor.getByText('Published. Readers see this version.')).toBeVisible();
      await expect(editor.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();

      // Readers find it at its address now.
      const visitor = await browser.newContext({ baseURL });
      try {
        const reader = await visitor.newPage();
        await reader.goto(`/articlesDetails/${id}`);
        await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
      } finally {
        await visitor.close();
      }
    } finally {
      await editor.context().close();
    }
  });
}

test('an editor narrows All Articles by section and author, selects two rows and approves them at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, 'Bulk Writer');
  const token = await tokenOf(page.request);
  const word = uniqueWord();
  const titles = [`Tide tables ${word}`, `Harbour dues ${word}`];
  for (const title of titles) {
    await createArticleViaApi(page.request, token, {
      title,
      publisher: 'The Guardian',
      tags: 'business',
      description: `${title} are set for the year.`,
    });
  }
  await createArticleViaApi(page.request, token, {
    title: `Sailing club ${word}`,
    publisher: 'The Guardian',
    tags: 'sports',
    description: 'The club races on Sunday.',
  });

  const editor = await editorPage(browser, baseURL, { width: 1280, height: 900 });
  try {
    await editor.goto('/dashboard/allArticlesAdmin?status=pending');
    const filters = editor.getByRole('form', { name: 'Filter articles' });
    await filters.getByLabel('Section').selectOption('business');
    await filters.getByLabel('Author’s e-mail').fill(account.email);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(editor).toHaveURL(/status=pending/);
    await expect(editor).toHaveURL(/tag=business/);
    await expect(editor).toHaveURL(new RegExp(`author=${encodeURIComponent(account.email)}`));
    await expect(editor.getByRole('heading', { level: 1, name: 'All Articles (2)' })).toBeVisible();

    const bar = editor.getByRole('region', { name: 'Selected articles' });
    await expect(bar.getByText('0 articles selected')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    // By keyboard: Space ticks a row's box.
    await editor.getByRole('checkbox', { name: `Select “${titles[0]}”` }).focus();
    await editor.keyboard.press('Space');
    await editor.getByRole('checkbox', { name: `Select “${titles[1]}”` }).check();
    await expect(bar.getByText('2 articles selected')).toBeVisible();
    await expect(bar.getByRole('checkbox', { name: 'Select every article on this page' })).toBeChecked();
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    await expect(editor.getByText('2 articles approved.')).toBeVisible();
    await expect(editor.getByRole('heading', { level: 1, name: 'All Articles (0)' })).toBeVisible();

    await editor.goto('/dashboard/audit-log');
    for (const title of titles)
      await expect(editor.getByRole('row').filter({ hasText: title }).first()).toBeVisible();
  } finally {
    await editor.context().close();
  }
});
