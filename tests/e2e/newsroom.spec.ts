import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  bearer,
  createAccount,
  createArticleViaApi,
  getAdminSession,
  makePng,
  sitePhoto,
  tokenOf,
  uniqueWord,
} from './helpers';

/** The editorial workflow: the editor's role, rich articles, drafts, revisions, scheduling, corrections. */

/** A page in a browser context of its own, signed in as the seeded admin. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const admin = await getAdminSession(browser, baseURL);
  const context = await browser.newContext({ baseURL, storageState: admin.storageState });
  return context.newPage();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const myArticleRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

test.describe('the editor role', () => {
  test('an admin makes a reader an editor, who moderates articles and publishers but not users', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Desk Editor ${Date.now()}`;
    const account = await createAccount(page.request, baseURL, name);

    const admin = await adminPage(browser, baseURL);
    try {
      await admin.goto(`/dashboard/users?search=${encodeURIComponent(account.email)}`);
      const row = rowOf(admin, account.email);
      await row.getByRole('button', { name: /^Make Editor/ }).click();
      await admin
        .getByRole('dialog')
        .filter({ hasText: `Make ${name} an editor?` })
        .getByRole('button', { name: 'Yes, make editor' })
        .click();
      await expect(admin.getByText(`${name} is an editor now.`)).toBeVisible();
      await expect(row.getByText('Editor', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Make Editor/ })).toHaveCount(0);
      await expect(row.getByRole('button', { name: /^Make Admin/ })).toBeVisible();
    } finally {
      await admin.context().close();
    }

    // The editor's dashboard holds the newsroom's screens only; the admins' screens send them to the articles.
    await page.goto('/');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/allArticlesAdmin$/);
    await expect(page.getByRole('heading', { level: 1, name: /^All Articles \(\d+\)$/ })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'All Articles' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Add Publisher' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'All Users' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'All payment history' })).toHaveCount(0);
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard\/allArticlesAdmin$/);
    const users = await page.request.get('/api/users', { headers: bearer(await tokenOf(page.request)) });
    expect(users.status()).toBe(403);
  });
});

test.describe('rich article bodies', () => {
  test('an author writes with sub-headings, bold, a link, a pull quote and a captioned picture, previews it, and the page shows it so', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The author opens the article while it waits for review: it has no view count yet.
    consoleErrors.allow(/status of 404 \(Not Found\)|view count failed/);
    await createAccount(page.request, baseURL, 'Rich Writer');
    const title = `Lantern night ${uniqueWord()}`;
    await page.goto('/addArticles');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Publisher', { exact: true }).selectOption({ label: 'The Guardian' });
    await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'culture' }).check();
    const editor = page.getByRole('textbox', { name: 'Description' });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await editor.click();
    await toolbar.getByRole('button', { name: 'Sub-heading', exact: true }).click();
    await page.keyboard.type('On the quay');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Lanterns lit the harbour.');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' Read the report');
    for (const _ of 'Read the report') await page.keyboard.press('Shift+ArrowLeft');
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await expect(page.getByText('Enter a web address starting with https://')).toBeVisible();
    await page.getByLabel('Link address').fill('https://example.org/report');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Pull quote' }).click();
    await page.keyboard.type('We came back every year.');
    await toolbar.locator('input[type=file]').setInputFiles({
      name: 'quay.png',
      mimeType: 'image/png',
      buffer: await makePng(80),
    });
    await page.getByLabel('Caption', { exact: true }).fill('The quay at night');
    await page.getByLabel('Credit', { exact: true }).fill('Photo: Ann Lee');
    await page.getByLabel('Describe the picture').fill('Lanterns along the quay');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'On the quay' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'Lanterns lit the harbour.' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Read the report' })).toHaveAttribute(
      'href',
      'https://example.org/report',
    );
    await expect(preview.getByRole('img', { name: 'Lanterns along the quay' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to editing' }).click();
    await page.getByRole('button', { name: 'Add Article' }).click();
    // No cover picture: the page asks first.
    await page
      .getByRole('dialog', { name: 'Submit without a cover picture?' })
      .getByRole('button', { name: 'Submit without a cover' })
      .click();
    await expect(page.getByText(`${title} data Added successfully`)).toBeVisible();

    await myArticleRow(page, title)
      .getByRole('link', { name: /^Details/ })
      .click();
    const body = page.getByRole('article');
    await expect(body.getByRole('heading', { level: 2, name: 'On the quay' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Read the report' })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    );
    await expect(body.locator('blockquote.pull-quote')).toHaveText('We came back every year.');
    await expect(body.getByRole('img', { name: 'Lanterns along the quay' })).toHaveAttribute(
      'src',
      /^\/media\//,
    );
    await expect(body.locator('figcaption')).toHaveText('The quay at night Photo: Ann Lee');
  });

  test('stored-XSS attempts through every node and attribute are refused, and markup in text stays text in the page', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400 \(Bad Request\)/);
    // The author opens the article while it waits for review: it has no view count yet.
    consoleErrors.allow(/status of 404 \(Not Found\)|view count failed/);
    await createAccount(page.request, baseURL, 'Xavier Writer');
    const token = await tokenOf(page.request);
    const image = await sitePhoto(page.request);
    const para = (text: string, marks?: unknown[]) => ({
      type: 'paragraph',
      content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
    });
    const send = (content: unknown[]) =>
      page.request.post('/api/articles', {
        headers: bearer(token),
        data: {
          title: 'XSS attempt',
          publisher: 'The Guardian',
          tags: 'culture',
          body: { type: 'doc', content },
        },
      });
    const attempts: unknown[][] = [
      [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }],
      [{ type: 'html', attrs: { html: '<img src=x onerror=alert(1)>' } }],
      [{ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [{ type: 'text', text: 'x' }] }],
      [{ type: 'heading', attrs: { level: '2 onclick=alert(1)' }, content: [{ type: 'text', text: 'x' }] }],
      [{ type: 'pullQuote', attrs: { style: 'x' }, content: [{ type: 'text', text: 'x' }] }],
      [{ type: 'blockquote', content: [{ type: 'script' }] }],
      [
        {
          type: 'bulletList',
          content: [{ type: 'listItem', attrs: { onclick: 'x' }, content: [para('x')] }],
        },
      ],
      [
        {
          type: 'orderedList',
          attrs: { start: '1" onclick="alert(1)' },
          content: [{ type: 'listItem', content: [para('x')] }],
        },
      ],
      [para('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
      [para('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])],
      [
        para('x', [
          { type: 'link', attrs: { href: 'https://example.org', target: '_blank', onmouseover: 'alert(1)' } },
        ]),
      ],
      [para('x', [{ type: 'code' }])],
      [{ type: 'paragraph', content: [{ type: 'hardBreak', attrs: { onclick: 'x' } }] }],
      [{ type: 'figure', attrs: { src: 'javascript:alert(1)', alt: '', caption: '', credit: '' } }],
      [{ type: 'figure', attrs: { src: 'https://evil.example/x.png', alt: '', caption: '', credit: '' } }],
      [{ type: 'figure', attrs: { src: image, alt: '" onerror="alert(1)', caption: '', credit: '' } }],
      [{ type: 'figure', attrs: { src: image, alt: '', caption: '<script>alert(1)</script>', credit: '' } }],
      [
        {
          type: 'figure',
          attrs: { src: image, alt: '', caption: '', credit: '<b>x</b>', onerror: 'alert(1)' },
        },
      ],
      [{ type: 'embed', attrs: { url: 'javascript:alert(1)' } }],
      [{ type: 'embed', attrs: { url: 'https://example.org', html: '<iframe src=x>' } }],
    ];
    for (const content of attempts) {
      const refused = await send(content);
      expect(refused.status(), JSON.stringify(content)).toBe(400);
    }

    // Markup typed as text is kept, escaped, and runs nothing in the browser.
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const stored = await send([
      para(markup),
      para('Go', [{ type: 'link', attrs: { href: 'https://example.org/"><script>alert(3)</script>' } }]),
    ]);
    expect(stored.status()).toBe(201);
    await page.goto(`/articlesDetails/${(await stored.json()).insertedId}`);
    const article = page.getByRole('article');
    await expect(article.getByText(markup)).toBeVisible();
    await expect(article.locator('script, [onerror], [onclick]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'Go', exact: true })).toHaveAttribute(
      'href',
      'https://example.org/"><script>alert(3)</script>',
    );
    expect(dialogs).toBe(0);
  });
});

test.describe('revisions', () => {
  test('readers keep the live version while its edit is in review; approved, it replaces it; an editor compares and restores the first in the history', async ({
    page,
    browser,
    baseURL,
  }) => {
    // One walk with a writer, a reader and an editor in three windows.
    test.slow();
    await createAccount(page.request, baseURL, 'Rev Writer');
    const token = await tokenOf(page.request);
    const word = uniqueWord();
    const first = `Ferry timetable ${word}`;
    const id = await createArticleViaApi(page.request, token, {
      title: first,
      publisher: 'The Guardian',
      tags: 'culture',
      description: 'The ferry leaves at nine.',
    });
    const admin = await getAdminSession(browser, baseURL);
    const moderate = (path: string, data?: Record<string, unknown>) =>
      page.request.patch(`/api/${path}/${id}`, { headers: bearer(admin.token), ...(data ? { data } : {}) });
    expect((await moderate('admin-articles')).status()).toBe(200);

    // The author fixes the story in the editor; the page says the edit waits for the editors.
    await page.goto(`/updateArticles/${id}`);
    const second = `Ferry timetable corrected ${word}`;
    await page.getByLabel('Title', { exact: true }).fill(second);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('articles updated Successfully')).toBeVisible();

    const visitor = await browser.newContext({ baseURL });
    try {
      const reader = await visitor.newPage();
      await reader.goto(`/articlesDetails/${id}`);
      await expect(reader.getByRole('heading', { level: 1, name: first })).toBeVisible();

      await page.goto(`/articlesDetails/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
      await expect(
        page.getByText('Readers see the published version until an editor approves your edit.'),
      ).toBeVisible();

      expect((await moderate('admin-articles')).status()).toBe(200);
      await reader.reload();
      await expect(reader.getByRole('heading', { level: 1, name: second })).toBeVisible();

      // An editor compares the two versions in the history and restores the first, after confirming it.
      const editor = await adminPage(browser, baseURL);
      try {
        await editor.goto(`/dashboard/allArticlesAdmin`);
        await editor.getByLabel('Search articles').fill(word);
        await expect(editor.getByRole('heading', { level: 1, name: 'All Articles (1)' })).toBeVisible();
        await expect(editor).toHaveURL(new RegExp(`search=${word}`));
        await rowOf(editor, second)
          .getByRole('link', { name: /^History/ })
          .click();
        await expect(editor.getByRole('heading', { level: 1, name: `History of “${second}”` })).toBeVisible();
        await expect(editor.getByLabel('Older')).toHaveValue('1');
        await expect(editor.getByLabel('Newer')).toHaveValue('2');
        await expect(editor.locator('ins', { hasText: 'corrected' })).toBeVisible();
        await editor.getByRole('button', { name: 'Restore Revision 1' }).click();
        const confirm = editor.getByRole('dialog', { name: 'Restore revision 1?' });
        await confirm.getByRole('button', { name: 'Yes, restore' }).click();
        await expect(editor.getByText('Revision 1 is live again, as revision 3.')).toBeVisible();
        await expect(editor.getByRole('heading', { level: 1, name: `History of “${first}”` })).toBeVisible();
        await editor.goto('/dashboard/audit-log');
        await expect(
          editor.getByRole('row').filter({ hasText: 'Restored an earlier version of an article' }).first(),
        ).toBeVisible();
      } finally {
        await editor.context().close();
      }
      await reader.reload();
      await expect(reader.getByRole('heading', { level: 1, name: first })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});

test.describe('drafts', () => {
  test('a draft autosaves, survives a reload and a lost connection, meets its other window as a conflict, and is submitted', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // One walk through the whole life of a draft, with two reloads and a second window.
    test.slow();
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 409 \(Conflict\)/);
    await createAccount(page.request, baseURL, 'Drafty Writer');
    const title = `Night ferry ${uniqueWord()}`;
    const state = page.getByRole('status').filter({ hasText: /Sav|Not saved|Changes/ });
    let warned = 0;
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') warned += 1;
      void dialog.accept();
    });

    await page.goto('/addArticles');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('The night ferry left late.');
    await expect(state).toHaveText('Saved');
    await expect(page).toHaveURL(/\/addArticles\?draft=[0-9a-f-]{36}$/);

    // Typed and reloaded before the autosave ran: the page warns, and the copy on this device comes back.
    await page.keyboard.type(' Fog on the water.');
    await page.reload();
    expect(warned).toBeGreaterThan(0);
    await expect(page.getByText('We restored what you wrote before the page was closed.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Fog on the water.');
    await expect(state).toHaveText('Saved');

    // The connection drops: the save fails visibly, and goes through once it is back.
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Gulls followed.');
    await expect(state).toHaveText('Not saved — retry');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.context().setOffline(false);
    await expect(state).toHaveText('Saved');

    // The same draft open in a second window: its save is refused as a conflict, and both are kept.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByRole('textbox', { name: 'Description' })).toContainText('Gulls followed.');
    await page.getByLabel('Title', { exact: true }).fill(`${title} (first window)`);
    await expect(state).toHaveText('Saved');
    await other.getByLabel('Title', { exact: true }).fill(`${title} (second window)`);
    const conflict = other.getByRole('alert').filter({ hasText: 'This draft changed elsewhere' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Keep both' }).click();
    await expect(other.getByText('Your text is saved as a new draft')).toBeVisible();
    await other.close();

    await page.goto('/myArticles');
    const drafts = page.getByRole('region', { name: /^Drafts/ });
    await expect(drafts.getByText(`${title} (first window)`, { exact: true })).toBeVisible();
    await expect(drafts.getByText(`${title} (second window)`, { exact: true })).toBeVisible();

    // Continued from My Articles and submitted, the draft becomes an article in review.
    await drafts.getByRole('link', { name: `Continue writing “${title} (first window)”` }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} (first window)`);
    await page.getByLabel('Publisher', { exact: true }).selectOption({ label: 'The Guardian' });
    await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'culture' }).check();
    await page.getByRole('button', { name: 'Add Article' }).click();
    await page
      .getByRole('dialog', { name: 'Submit without a cover picture?' })
      .getByRole('button', { name: 'Submit without a cover' })
      .click();
    await expect(page.getByText(`${title} (first window) data Added successfully`)).toBeVisible();
    await expect(page).toHaveURL(/\/myArticles$/);
    await expect(myArticleRow(page, `${title} (first window)`)).toBeVisible();
    await expect(drafts.getByText(`${title} (first window)`, { exact: true })).toHaveCount(0);
    await expect(drafts.getByText(`${title} (second window)`, { exact: true })).toBeVisible();
  });
});
