import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveArticle,
  bearer,
  createAccount,
  createArticleViaApi,
  DEMO_READER,
  getAdminSession,
  makePng,
  notAcceptedPicture,
  tokenOf,
  uniqueWord,
} from './helpers';

interface WireArticle {
  _id: string;
  title: string;
  publisher: string;
  tags: string;
  description: string;
  image: string;
  status: string;
  isPremium: string;
  viewCount: number;
  locked?: boolean;
  lockReason?: string;
  decline: { reason?: string };
}

const EMPTY_TITLE = 'No Articles Available!';
/**
 * Playwright's trace recorder fetches `blob:` images (the form's cover preview) to store them in its DOM
 * snapshots; the page's CSP (connect-src 'self') refuses that and the browser logs it. Not the page's doing.
 */
const TRACE_BLOB_FETCH =
  /Connecting to 'blob:.*violates the following Content Security Policy directive: "connect-src/;

async function readArticle(request: APIRequestContext, id: string, token?: string) {
  const response = await request.get(`/api/articles/${id}`, token ? { headers: bearer(token) } : {});
  return { status: response.status(), article: (await response.json()) as WireArticle };
}

const emptyState = (page: Page) => page.getByRole('region', { name: EMPTY_TITLE });
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');
const myArticleRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim());

test.describe('writing, moderating and reading an article', () => {
  test('a user writes an article with a cover; it stays private until approved, then readers find and count it', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(TRACE_BLOB_FETCH);
    const word = uniqueWord();
    const title = `Harbour lights ${word} ${Date.now()}`;
    const description = `The harbour ${word} festival returned this weekend.\n\nThousands walked the quay to see the lanterns.`;

    await createAccount(page.request, baseURL, 'Wren Writer');
    await page.goto('/addArticles');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Articles' })).toBeVisible();
    await expect(page.getByText('Our editors review every article before it appears')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Publisher', { exact: true }).selectOption({ label: 'The Guardian' });
    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByRole('checkbox', { name: 'culture' }).check();
    await tags.getByRole('checkbox', { name: 'lifestyle' }).check();
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: await makePng(12),
    });
    await expect(page.getByRole('img', { name: 'Preview of the chosen cover' })).toBeVisible();
    // Hold the save until the button has been seen saying so, then let it through. The save is a new
    // article, or the submission of the draft the autosave made meanwhile: whichever the form sends is held.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/articles', hold);
    await page.route('**/api/drafts/*/submit*', hold);
    await page.getByRole('button', { name: 'Add Article' }).click();
    await expect(page.getByRole('button', { name: 'loading .....' })).toBeDisabled();
    release();

    await expect(page.getByText(`${title} data Added successfully`)).toBeVisible();
    await expect(page).toHaveURL(/\/myArticles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Articles (1)' })).toBeVisible();
    const row = myArticleRow(page, title);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    const href = await row.getByRole('link', { name: /^Details/ }).getAttribute('href');
    const id = href?.split('/').pop() ?? '';
    expect(href).toBe(`/articlesDetails/${id}`);

    const authorToken = await tokenOf(page.request);
    const stored = await readArticle(page.request, id, authorToken);
    expect(stored.status).toBe(200);
    expect(stored.article).toMatchObject({
      title,
      publisher: 'The Guardian',
      tags: 'culture,lifestyle',
      description,
      status: 'pending',
    });
    expect(stored.article.image).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.webp$/);

    // Pending: neither a visitor nor another user sees it.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const readerContext = await browser.newContext({ baseURL });
    const reader = await readerContext.newPage();
    try {
      await visitor.goto('/allArticles');
      await expect(visitor.getByText(/^\d+ articles$/)).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
      expect((await readArticle(visitorContext.request, id)).status).toBe(404);

      await createAccount(reader.request, baseURL, 'Rhea Reader');
      await reader.goto('/allArticles');
      await expect(reader.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(reader.getByText(/^\d+ articles$/)).toBeVisible();
      await expect(reader.getByText(title)).toHaveCount(0);
      const readerToken = await tokenOf(reader.request);
      expect((await readArticle(reader.request, id, readerToken)).status).toBe(404);

      // An editor approves it.
      const admin = await getAdminSession(browser, baseURL);
      await approveArticle(page.request, admin.token, id);

      await visitor.goto('/allArticles');
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
      await visitor.getByRole('main').getByLabel('Search articles').fill(word);
      await visitor.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(visitor).toHaveURL(`/allArticles?search=${word}`);
      await expect(visitor.getByText(`1 article for “${word}”`)).toBeVisible();
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();

      await visitor.goto(`/search?q=${word}`);
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
      await expect(visitor.getByRole('main').getByLabel('Search articles')).toHaveValue(word);

      await visitor.goto('/');
      await expect(
        visitor.getByRole('region', { name: 'Recent Articles' }).getByRole('heading', { name: title }),
      ).toBeVisible();

      // A reader opens it: the view counts once, and not again on a reload.
      const before = (await readArticle(reader.request, id)).article.viewCount;
      await reader.goto(`/articlesDetails/${id}`);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const views = reader
        .getByRole('main')
        .getByText(`${before + 1} ${before + 1 === 1 ? 'view' : 'views'}`, {
          exact: true,
        });
      await expect(views).toBeVisible();
      await expect
        .poll(async () => (await readArticle(reader.request, id)).article.viewCount)
        .toBe(before + 1);

      const counted = reader.waitForResponse(
        (response) => response.url().endsWith(`/api/viewCount/${id}`) && response.status() === 200,
      );
      await reader.reload();
      expect(await (await counted).json()).toMatchObject({ modifiedCount: 0, viewCount: before + 1 });
      await expect(views).toBeVisible();
      expect((await readArticle(reader.request, id)).article.viewCount).toBe(before + 1);
    } finally {
      await visitorContext.close();
      await readerContext.close();
    }
  });

  test('the author updates the article, keeping its cover, and deletes it after the confirmation dialog', async ({
    page,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    const token = await tokenOf(page.request);
    const title = `Tram line ${uniqueWord()} opens`;
    const id = await createArticleViaApi(page.request, token, {
      title,
      publisher: 'Le Monde',
      tags: 'business',
      description: 'The new tram line opened on Monday.',
    });
    const { article: original } = await readArticle(page.request, id, token);

    await page.goto('/myArticles');
    await myArticleRow(page, title)
      .getByRole('link', { name: /^Update/ })
      .click();
    await expect(page).toHaveURL(`/updateArticles/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Publisher', { exact: true })).toHaveValue('Le Monde');
    await expect(page.getByRole('checkbox', { name: 'business' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'The current cover' })).toBeVisible();

    const newTitle = `${title} on time`;
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await page.getByRole('checkbox', { name: 'culture' }).check();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('articles updated Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/myArticles$/);
    await expect(myArticleRow(page, newTitle)).toBeVisible();
    const { article: updated } = await readArticle(page.request, id, token);
    expect(updated).toMatchObject({ title: newTitle, tags: 'business,culture', image: original.image });

    const row = myArticleRow(page, newTitle);
    const dialog = page.getByRole('dialog');
    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(dialog.getByRole('heading', { name: 'Deleted!' })).toBeVisible();
    // The dialog hides the page from assistive technology (and role queries) until it closes.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(newTitle)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My Articles (0)' })).toBeVisible();
    expect((await readArticle(page.request, id, token)).status).toBe(404);
  });

  test('the form names missing fields, and a cover the server refuses stops the article from being saved', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400 \(Bad Request\)/);
    consoleErrors.allow(TRACE_BLOB_FETCH);
    const account = await createAccount(page.request, baseURL);
    await page.goto('/addArticles');
    await page.getByRole('button', { name: 'Add Article' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Publisher is required')).toBeVisible();
    await expect(page.getByText('Choose at least one tag.')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();

    const title = `Not a picture ${uniqueWord()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Publisher', { exact: true }).selectOption({ label: 'The Daily Telegraph' });
    await page.getByRole('checkbox', { name: 'education' }).check();
    await page.getByLabel('Description', { exact: true }).fill('A story whose cover is not an image.');
    // Named and typed as a PNG, and a picture the browser draws, but a BMP: only the server can tell.
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: notAcceptedPicture(),
    });
    let articlePosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/articles')
        articlePosts += 1;
    });
    await page.getByRole('button', { name: 'Add Article' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'JPEG, PNG, WebP, GIF or AVIF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Article' })).toBeEnabled();
    // Still writing: the page stays (its address names the draft once autosave has kept it).
    await expect(page).toHaveURL(/\/addArticles(\?draft=[\w-]+)?$/);
    expect(articlePosts).toBe(0);

    const mine = await page.request.get(`/api/myArticles/${encodeURIComponent(account.email)}`, {
      headers: bearer(await tokenOf(page.request)),
    });
    expect(mine.headers()['x-total-count']).toBe('0');
  });

  test('another user cannot edit someone else’s article, in the page or through the API', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const authorContext = await browser.newContext({ baseURL });
    try {
      await createAccount(authorContext.request, baseURL, 'Ada Author');
      const authorToken = await tokenOf(authorContext.request);
      const title = `Lighthouse keepers ${uniqueWord()}`;
      const draft = {
        title,
        publisher: 'El País',
        tags: 'culture',
        description: 'The last lighthouse keepers tell their story.',
      };
      const id = await createArticleViaApi(authorContext.request, authorToken, draft);

      await createAccount(page.request, baseURL, 'Ivo Intruder');
      const intruderToken = await tokenOf(page.request);

      // Still pending: to anyone but its author it does not exist.
      const missing = await page.goto(`/updateArticles/${id}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();

      const admin = await getAdminSession(browser, baseURL);
      await approveArticle(page.request, admin.token, id);

      await page.goto(`/updateArticles/${id}`);
      await expect(page.getByRole('heading', { name: 'You can only edit your own articles.' })).toBeVisible();
      await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);

      const refused = await page.request.patch(`/api/updateArticles/${id}`, {
        headers: bearer(intruderToken),
        data: { ...draft, title: 'Hijacked', image: '' },
      });
      expect(refused.status()).toBe(403);
      const refusedDelete = await page.request.delete(`/api/article/${id}`, {
        headers: bearer(intruderToken),
      });
      expect(refusedDelete.status()).toBe(403);

      const { article } = await readArticle(page.request, id);
      expect(article).toMatchObject({ title, status: 'approve', description: draft.description });
    } finally {
      await authorContext.close();
    }
  });

  test('a declined article shows the editors’ reason to its author, who edits and resubmits it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL);
    const token = await tokenOf(page.request);
    const title = `Night market ${uniqueWord()}`;
    const id = await createArticleViaApi(page.request, token, {
      title,
      publisher: 'USA Today',
      tags: 'lifestyle',
      description: 'The night market is back.',
    });
    const reason = `Please name your sources ${uniqueWord()}.`;
    const admin = await getAdminSession(browser, baseURL);
    const declined = await page.request.patch(`/api/decline-articles/${id}`, {
      headers: bearer(admin.token),
      data: { reason },
    });
    expect(declined.status(), await declined.text()).toBe(200);

    await page.goto('/myArticles');
    const row = myArticleRow(page, title);
    await expect(row.getByText('Declined', { exact: true })).toBeVisible();
    await expect(row.getByText(reason)).toBeVisible();
    await row.getByRole('link', { name: /^Edit & resubmit/ }).click();

    await expect(page).toHaveURL(`/updateArticles/${id}`);
    await expect(page.getByText(`The editors asked for changes: ${reason}`)).toBeVisible();
    await page
      .getByLabel('Description', { exact: true })
      .fill('The night market is back, say the organisers and the city council.');
    await page.getByRole('button', { name: 'Resubmit' }).click();
    await expect(page.getByText('articles updated Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/myArticles$/);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText(reason)).toHaveCount(0);

    const { article } = await readArticle(page.request, id, token);
    expect(article.status).toBe('pending');
    expect(article.decline.reason).toBeUndefined();
  });
});

test.describe('reading premium and locked articles', () => {
  test('a premium article shows the paywall to a non-subscriber and the whole body to an editor', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createAccount(page.request, baseURL, 'Nina Nonsubscriber');
    const token = await tokenOf(page.request);
    const list = await page.request.get('/api/articlesIsPremuan?limit=1', { headers: bearer(token) });
    expect(list.status()).toBe(200);
    const [premium] = (await list.json()) as WireArticle[];
    if (!premium) throw new Error('the seed has no premium article');

    const admin = await getAdminSession(browser, baseURL);
    const { article: full } = await readArticle(page.request, premium._id, admin.token);
    expect(full.locked).toBeUndefined();
    const lastParagraph = paragraphs(full.description).at(-1) ?? '';
    expect(lastParagraph.length).toBeGreaterThan(20);

    const { article: preview } = await readArticle(page.request, premium._id, token);
    expect(preview).toMatchObject({ locked: true, lockReason: 'premium' });

    await page.goto('/premiumArticles');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Articles' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    await expect(cards.getByText('Premium', { exact: true })).toHaveCount(shown);
    await cards
      .filter({ hasText: premium.title })
      .getByRole('link', { name: /^Read More/ })
      .click();

    await expect(page).toHaveURL(`/articlesDetails/${premium._id}`);
    await expect(page.getByRole('heading', { level: 1, name: premium.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This is a Premium article' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/subscription/29.99',
    );
    await expect(page.getByRole('link', { name: 'Payment page' })).toHaveAttribute('href', '/paymentPage');
    expect(await page.getByRole('main').textContent()).not.toContain(lastParagraph);

    const adminContext = await browser.newContext({ baseURL, storageState: admin.storageState });
    try {
      const editor = await adminContext.newPage();
      await editor.goto(`/articlesDetails/${premium._id}`);
      await expect(editor.getByText(lastParagraph)).toBeVisible();
      await expect(editor.getByRole('heading', { name: 'This is a Premium article' })).toHaveCount(0);
    } finally {
      await adminContext.close();
    }
  });

  test('a visitor sees the preview and a sign-in box, and comes back to the whole article after signing in', async ({
    page,
    request,
  }) => {
    const list = await request.get('/api/recent-articles?limit=20');
    const articles = (await list.json()) as WireArticle[];
    const free = articles.find((item) => item.isPremium !== 'Premium');
    if (!free) throw new Error('no free article on the first page');
    const { article: preview } = await readArticle(request, free._id);
    expect(preview).toMatchObject({ locked: true, lockReason: 'signin' });

    const path = `/articlesDetails/${free._id}`;
    // Server-rendered: the box is in the HTML before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain('Sign in to read the full article');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByText(/^#/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to read the full article' })).toBeVisible();
    const from = encodeURIComponent(path);
    await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?from=${from}`,
    );
    const signInLink = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    await expect(signInLink).toHaveAttribute('href', `/login?from=${from}`);

    await signInLink.click();
    await expect(page).toHaveURL(`/login?from=${from}`);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_READER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_READER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: 'Sign in to read the full article' })).toHaveCount(0);
    const { article: whole } = await readArticle(request, free._id, await tokenOf(page.request));
    await expect(page.getByText(paragraphs(whole.description).at(-1) ?? '')).toBeVisible();
  });
});

test.describe('empty states', () => {
  test('a search that finds nothing offers home and adding articles (signing in to write, for a visitor)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const nonsense = uniqueWord('xq');
    await page.goto(`/search?q=${nonsense}`);
    await expect(emptyState(page).getByRole('heading', { name: EMPTY_TITLE })).toBeVisible();
    await expect(emptyState(page).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(emptyState(page).getByRole('link', { name: 'Add Articles' })).toHaveCount(0);
    await expect(emptyState(page).getByRole('link', { name: 'Log in to write articles' })).toHaveAttribute(
      'href',
      '/login',
    );

    // A new search from the form runs again and updates the address.
    await page.getByRole('main').getByLabel('Search articles').fill(`${nonsense}b`);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`/search?q=${nonsense}b`);
    await expect(page.getByText(`0 results for “${nonsense}b”`)).toBeVisible();

    await page.goto(`/allArticles?search=${nonsense}`);
    await expect(emptyState(page).getByRole('link', { name: 'Add Articles' })).toHaveCount(0);
    await expect(emptyState(page).getByRole('link', { name: 'Log in to write articles' })).toHaveAttribute(
      'href',
      '/login',
    );

    const context = await browser.newContext({ baseURL });
    try {
      const user = await context.newPage();
      await createAccount(user.request, baseURL);
      await user.goto(`/search?q=${nonsense}`);
      await expect(emptyState(user).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      await expect(emptyState(user).getByRole('link', { name: 'Add Articles' })).toHaveAttribute(
        'href',
        '/addArticles',
      );

      await user.goto('/myArticles');
      await expect(user.getByRole('heading', { level: 1, name: 'My Articles (0)' })).toBeVisible();
      await expect(emptyState(user).getByRole('heading', { name: EMPTY_TITLE })).toBeVisible();
      await expect(emptyState(user).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      await expect(emptyState(user).getByRole('link', { name: 'Add Articles' })).toHaveAttribute(
        'href',
        '/addArticles',
      );
    } finally {
      await context.close();
    }
  });
});

test.describe('the All Articles list', () => {
  test('filters by tag and publisher through the address, and pages', async ({ page, request }) => {
    const approvedTitles = async (query: string) => {
      const response = await request.get(`/api/recent-articles?limit=100&${query}`);
      return ((await response.json()) as WireArticle[]).map((item) => item.title);
    };

    await page.goto('/allArticles');
    await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
    const count = page.getByText(/^\d+ articles?$/);
    const everything = await count.textContent();
    await expect(cardTitles(page)).toHaveCount(12);
    // The server's HTML applies filters with a button; once the page's script runs they apply on change.
    await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);

    const query = () => Object.fromEntries(new URL(page.url()).searchParams);
    await page.getByLabel('Tag', { exact: true }).selectOption('sports');
    await expect.poll(query).toEqual({ tag: 'sports' });
    await expect(count).not.toHaveText(everything ?? '');
    const sports = await approvedTitles('tag=sports');
    await expect(count).toHaveText(`${sports.length} articles`);
    for (const shown of await cardTitles(page).allTextContents()) expect(sports).toContain(shown);

    const sportsList = await request.get('/api/recent-articles?limit=1&tag=sports');
    const [firstSports] = (await sportsList.json()) as WireArticle[];
    if (!firstSports) throw new Error('no sports article');
    await page.getByLabel('Publisher', { exact: true }).selectOption(firstSports.publisher);
    await expect.poll(query).toEqual({ tag: 'sports', publisher: firstSports.publisher });
    const both = await approvedTitles(`tag=sports&publisher=${encodeURIComponent(firstSports.publisher)}`);
    await expect(cardTitles(page)).toHaveCount(both.length);
    for (const shown of await cardTitles(page).allTextContents()) expect(both).toContain(shown);
    await expect(page.getByRole('heading', { name: firstSports.title })).toBeVisible();

    await page.getByLabel('Tag', { exact: true }).selectOption('');
    await page.getByLabel('Publisher', { exact: true }).selectOption('');
    await expect(page).toHaveURL('/allArticles');
    await expect(count).toHaveText(everything ?? '');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstPage = await cardTitles(page).allTextContents();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/allArticles?page=2');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cardTitles(page).first()).not.toHaveText(firstPage[0] ?? '');
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title)).length).toBeLessThan(secondPage.length);

    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/allArticles');
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('missing articles', () => {
  test('an unknown article id shows the Uh-oh screen with a 404', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const response = await page.goto(`/articlesDetails/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });
});
