import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The page has hydrated: the header's menu button is disabled in the server's HTML until then. */
async function hydrated(page: Page) {
  await expect(
    page.getByRole('button', { name: /^(Open|Close) (dashboard )?menu$/, includeHidden: true }),
  ).toBeEnabled();
}

test.describe('cards on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('every card says when its article went live, and is opaque from the first frame', async ({ page }) => {
    for (const path of ['/', '/allArticles']) {
      await page.goto(path);
      await hydrated(page);
      const cards = page.locator('main article:has(a:text("Read More"))');
      const count = await cards.count();
      expect(count, path).toBeGreaterThan(2);
      for (let index = 0; index < count; index++) {
        const time = cards.nth(index).locator('time[datetime]').first();
        await expect(time, `${path} card ${index + 1}`).toHaveText(/\S/);
        expect(Number.isNaN(Date.parse((await time.getAttribute('datetime')) ?? ''))).toBe(false);
      }
      // Cards below the fold, not scrolled to, are as opaque as those in view: nothing fades.
      const opacities = await cards.evaluateAll((elements) =>
        elements.map((element) => {
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
      );
      expect(
        opacities.every((opacity) => opacity === 1),
        `${path}: ${opacities.join(', ')}`,
      ).toBe(true);
    }
  });

  test('cards do not move for a reader who asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/allArticles');
    await hydrated(page);
    const last = page.locator('main article:has(a:text("Read More"))').last();
    await last.scrollIntoViewIfNeeded();
    const moving = await page.locator('.reveal').evaluateAll(
      (elements) =>
        elements.filter((element) => {
          const style = getComputedStyle(element);
          return style.transform !== 'none' || style.transitionDuration !== '0s';
        }).length,
    );
    expect(moving).toBe(0);
  });
});

test.describe('forms and markup on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('every form has a submit button, and the sign-in and sign-up fields a legend', async ({ page }) => {
    for (const path of ['/', '/allArticles', '/search?q=harbour', '/login', '/register']) {
      await page.goto(path);
      await hydrated(page);
      const forms = await page.locator('form').evaluateAll((elements) =>
        elements.map((form) => ({
          name: form.getAttribute('aria-label') ?? form.getAttribute('action') ?? form.outerHTML.slice(0, 80),
          submits: form.querySelectorAll('button[type="submit"], button:not([type]), input[type="submit"]')
            .length,
        })),
      );
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) expect(form.submits, `${path}: ${form.name}`).toBeGreaterThan(0);
    }
    for (const [path, legend] of [
      ['/login', 'Login'],
      ['/register', 'Register'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const fieldsets = page.locator('main form fieldset');
      await expect(fieldsets.first()).toBeVisible();
      for (const fieldset of await fieldsets.all())
        await expect(fieldset.locator('> legend')).toHaveText(new RegExp(legend, 'i'));
    }
  });

  test('the header search is a text field with the combobox role, never a search field', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const field = page.getByRole('combobox', { name: 'Search articles' });
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveAttribute('aria-controls', /.+/);
    expect(await page.locator('input[type="search"][role="combobox"]').count()).toBe(0);
  });

  test('every page links the site’s RSS feed, in its head and its footer', async ({ page }) => {
    for (const path of ['/', '/about', '/login', '/allArticles']) {
      await page.goto(path);
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"][href$="/rss.xml"]').first(),
      ).toHaveCount(1);
      const feed = page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed' });
      await expect(feed, path).toHaveAttribute('href', '/rss.xml');
    }
  });

  test('tags read as the sections they name, capitalised alike everywhere', async ({ page }) => {
    const list = await page.request.get('/api/recent-articles?limit=1');
    const [article] = (await list.json()) as { _id: string; tags: string }[];
    if (!article) throw new Error('the seed has no approved article');
    await page.goto(`/articlesDetails/${article._id}`);
    const tags = page.getByRole('list', { name: /tags/i }).getByRole('link');
    await expect(tags.first()).toBeVisible();
    for (const text of await tags.allTextContents()) expect(text).toMatch(/^#[A-Z]/);
    await page.goto('/search?q=the');
    const options = await page.getByLabel('Section').locator('option').allTextContents();
    for (const option of options) expect(option).toMatch(/^[A-Z]/);
  });
});

test.describe('the hero slider', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('exposes only the slide in view to screen readers: one story heading, not six', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('region', { name: 'Top stories' });
    await expect(hero.getByRole('heading', { level: 2 })).toHaveCount(1);
    await hero.getByRole('button', { name: /next/i }).click();
    await expect(hero.getByRole('heading', { level: 2 })).toHaveCount(1);
  });
});
