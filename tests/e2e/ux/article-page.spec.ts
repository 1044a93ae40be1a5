import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  bearer,
  createAccount,
  createArticleViaApi,
  DEMO_READER,
  getAdminSession,
  tokenOf,
  uniqueWord,
} from '../helpers';

test.use({ viewport: { width: 1366, height: 900 } });

interface WireArticle {
  _id: string;
  title: string;
  isPremium: string;
}

/** An approved article, premium or free, from the newest ones. */
async function approvedArticle(request: APIRequestContext, premium: boolean): Promise<WireArticle> {
  const response = await request.get('/api/recent-articles?limit=100');
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as WireArticle[]).find(
    (article) => (article.isPremium === 'Premium') === premium,
  );
  if (!found) throw new Error(`no ${premium ? 'premium' : 'free'} article among the newest`);
  return found;
}

/**
 * No serious or critical WCAG 2.1 A/AA violation in the part of the page that `selector` names (the rest of
 * the article page is checked by accessibility.spec.ts).
 */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html)}`)).toEqual(
    [],
  );
}

const draft = (title: string) => ({
  title,
  publisher: 'The Guardian',
  tags: 'culture',
  description: 'A first paragraph about the harbour.\n\nA second paragraph about the boats.',
});

test.describe('the paywall a visitor meets', () => {
  test('a visitor on a premium article is told it needs a subscription, with Subscribe and Sign in', async ({
    page,
    request,
  }) => {
    const premium = await approvedArticle(request, true);
    const path = `/articlesDetails/${premium._id}`;
    // Server-rendered: the box is in the HTML before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain('This is a Premium article');
    expect(html).not.toContain('Reading whole articles is free for registered readers');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: premium.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'This is a Premium article' })).toBeVisible();
    await expect(main.getByText(/for subscribers\. Subscribe to read it/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Sign in to read the full article' })).toHaveCount(0);
    await expect(main.getByText('Reading whole articles is free for registered readers')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Subscribe', exact: true })).toHaveAttribute(
      'href',
      '/subscription/29.99',
    );
    const signInLink = main.getByRole('link', { name: 'Sign in', exact: true });
    await expect(signInLink).toHaveAttribute('href', `/login?from=${encodeURIComponent(path)}`);
    await expectAccessible(page, 'aside[aria-labelledby="paywall-title"]');

    // Signing in brings the reader back to the article, where the subscription paywall is no surprise.
    await signInLink.click();
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_READER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_READER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(main.getByRole('heading', { name: 'This is a Premium article' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/subscription/29.99',
    );
  });

  test('a visitor on a free article gets the registered-reader box, and on a premium one the subscription box', async ({
    page,
    request,
  }) => {
    const free = await approvedArticle(request, false);
    await page.goto(`/articlesDetails/${free._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Sign in to read the full article' })).toBeVisible();
    await expect(main.getByText('Reading whole articles is free for registered readers')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Subscribe', exact: true })).toHaveCount(0);
    // A published article has no review status.
    await expect(page.getByRole('region', { name: 'Review status' })).toHaveCount(0);

    const premium = await approvedArticle(request, true);
    await page.goto(`/articlesDetails/${premium._id}`);
    await expect(main.getByRole('heading', { name: 'This is a Premium article' })).toBeVisible();
    await expect(main.getByText('Reading whole articles is free for registered readers')).toHaveCount(0);
  });

  test('Subscribe takes a visitor to the plan, through the sign-in page', async ({ page, request }) => {
    const premium = await approvedArticle(request, true);
    await page.goto(`/articlesDetails/${premium._id}`);
    await page.getByRole('main').getByRole('link', { name: 'Subscribe', exact: true }).click();
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent('/subscription/29.99')}`);
  });
});

test.describe('an article readers cannot see yet', () => {
  test('its author sees it is pending or declined (with the editors’ reason) and can edit it; others get a 404', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // Two new accounts (each confirmed by mail), an editor's session and three readers' views of two articles.
    test.slow();
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const word = uniqueWord();
    const reason = `Please name your sources ${word}.`;
    const authorContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const admin = await getAdminSession(browser, baseURL);
    const adminContext = await browser.newContext({
      baseURL,
      viewport: { width: 1366, height: 900 },
      storageState: admin.storageState,
    });
    try {
      await createAccount(authorContext.request, baseURL, 'Paula Pending');
      const token = await tokenOf(authorContext.request);
      const pendingId = await createArticleViaApi(authorContext.request, token, draft(`Waiting ${word}`));
      const declinedId = await createArticleViaApi(authorContext.request, token, draft(`Sent back ${word}`));
      const declined = await page.request.patch(`/api/decline-articles/${declinedId}`, {
        headers: bearer(admin.token),
        data: { reason },
      });
      expect(declined.status(), await declined.text()).toBe(200);

      const author = await authorContext.newPage();
      await author.goto('/myArticles');
      await author
        .getByRole('row', { name: new RegExp(`Waiting ${word}`) })
        .getByRole('link', { name: /^Details/ })
        .click();
      await expect(author).toHaveURL(`/articlesDetails/${pendingId}`);
      await expect(author.getByRole('heading', { level: 1, name: `Waiting ${word}` })).toBeVisible();
      const pendingStatus = author.getByRole('region', { name: 'Review status' });
      await expect(pendingStatus).toContainText('Pending review');
      await expect(pendingStatus).toContainText(
        'Readers cannot see this article until an editor approves it.',
      );
      await expect(pendingStatus.getByRole('link', { name: 'Edit article' })).toHaveAttribute(
        'href',
        `/updateArticles/${pendingId}`,
      );
      await expectAccessible(author, 'section[aria-label="Review status"]');

      await author.goto(`/articlesDetails/${declinedId}`);
      const declinedStatus = author.getByRole('region', { name: 'Review status' });
      await expect(declinedStatus).toContainText('Declined');
      await expect(declinedStatus).toContainText(`The editors asked for changes: ${reason}`);
      await expectAccessible(author, 'section[aria-label="Review status"]');
      await declinedStatus.getByRole('link', { name: 'Edit & resubmit' }).click();
      await expect(author).toHaveURL(`/updateArticles/${declinedId}`);
      await expect(author.getByRole('heading', { level: 1, name: 'Update Article' })).toBeVisible();

      // An editor sees the same note, and edits without resubmitting on the author's behalf.
      const editor = await adminContext.newPage();
      await editor.goto(`/articlesDetails/${declinedId}`);
      const editorStatus = editor.getByRole('region', { name: 'Review status' });
      await expect(editorStatus).toContainText(reason);
      await expect(editorStatus.getByRole('link', { name: 'Edit article' })).toHaveAttribute(
        'href',
        `/updateArticles/${declinedId}`,
      );

      // A visitor, and any other reader, still finds no such article.
      for (const id of [pendingId, declinedId]) {
        const response = await page.goto(`/articlesDetails/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
        await expect(page.getByText(reason)).toHaveCount(0);
      }
      await createAccount(page.request, baseURL, 'Olly Other');
      expect((await page.goto(`/articlesDetails/${declinedId}`))?.status()).toBe(404);
      await expect(page.getByRole('region', { name: 'Review status' })).toHaveCount(0);
    } finally {
      await authorContext.close();
      await adminContext.close();
    }
  });
});

test.describe('a missing article', () => {
  test('is titled "Page not found", and Go Back with nowhere to go back to goes home', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const response = await page.goto(`/articlesDetails/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
    await expect(page).toHaveTitle('Broadsheet | Page not found');
    // The server's HTML names it too (what a link preview or a crawler reads).
    expect(await response?.text()).toContain('<title>Broadsheet | Page not found</title>');
    // Nothing to try again: the page is not there.
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Broadsheet' })).toBeVisible();
    await expect(page).toHaveTitle('Broadsheet | Home');
  });

  test('reached from another page, its Go Back returns there', async ({ page, baseURL, consoleErrors }) => {
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const word = uniqueWord();
    await createAccount(page.request, baseURL, 'Gina Gone');
    const token = await tokenOf(page.request);
    const id = await createArticleViaApi(page.request, token, draft(`Withdrawn ${word}`));

    await page.goto('/myArticles');
    const row = page.getByRole('row', { name: new RegExp(`Withdrawn ${word}`) });
    await expect(row).toBeVisible();
    // The article is deleted (in another tab, say) while the list still shows it.
    const deleted = await page.request.delete(`/api/article/${id}`, { headers: bearer(token) });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await row.getByRole('link', { name: /^Details/ }).click();

    await expect(page).toHaveURL(`/articlesDetails/${id}`);
    await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
    await expect(page).toHaveTitle('Broadsheet | Page not found');
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/myArticles');
    await expect(page.getByRole('heading', { level: 1, name: /My Articles/ })).toBeVisible();
    await expect(page).toHaveTitle('Broadsheet | My Articles');
  });
});

test.describe('a page we failed to load', () => {
  test('offers Try again, which loads the same page once the site answers again', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/allArticles');
    const first = page.locator('main a[href^="/articlesDetails/"]').first();
    const href = await first.getAttribute('href');
    // The article's answer fails once, as a server restarting under the reader would.
    const failing = /\/api\/articles\/[0-9a-f-]{36}$/;
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'x',
          code: 'INTERNAL',
        }),
      }),
    );
    await first.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
    await expect(page.getByText('Something went wrong while loading this page.')).toBeVisible();
    await page.unroute(failing);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toHaveCount(0);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
