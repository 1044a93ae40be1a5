import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The hero, still (no autoplay, no sliding) and hydrated. */
async function stillHero(page: Page): Promise<Locator> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Top stories' });
  await expect(hero.getByRole('button', { name: 'Play the slide show' })).toBeEnabled();
  return hero;
}

const currentSlide = (hero: Locator) => hero.locator('[aria-roledescription="slide"]:not([inert])');

/** Where the publisher slides sit relative to the carousel's window, in px. */
function publisherLayout(publishers: Locator) {
  return publishers
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((first) => {
      const track = first.parentElement as HTMLElement;
      const frame = (track.parentElement as HTMLElement).getBoundingClientRect();
      const slides = [...track.children].map((slide) => slide.getBoundingClientRect());
      const inView = slides.filter((slide) => slide.right > frame.left + 1 && slide.left < frame.right - 1);
      return {
        firstLeft: first.getBoundingClientRect().left - frame.left,
        lastRightGap: frame.right - Math.max(...inView.map((slide) => slide.right)),
        cut: inView.filter((slide) => slide.left < frame.left - 1 || slide.right > frame.right + 1).length,
        inView: inView.length,
        total: slides.length,
      };
    });
}

/** Elements inside `root` that the Tab key stops at. */
function tabStops(root: Locator) {
  return root.evaluate(
    (element) =>
      [
        ...element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ].filter(
        (candidate) =>
          candidate.tabIndex >= 0 &&
          !(candidate as HTMLButtonElement).disabled &&
          !candidate.closest('[inert]') &&
          candidate.getClientRects().length > 0,
      ).length,
  );
}

test.describe('home page', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the publisher carousel starts at the first logo with a full row (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const publishers = page.getByRole('region', { name: 'All Publisher' });
      await expect(publishers.getByRole('img', { name: 'The New York Times logo' })).toBeVisible();
      const layout = await publisherLayout(publishers);
      expect(Math.abs(layout.firstLeft), 'the first logo sits at the left edge').toBeLessThanOrEqual(1);
      expect(layout.cut, 'no logo is cut off').toBe(0);
      expect(layout.inView).toBe(Math.min(4, layout.total));
      expect(Math.abs(layout.lastRightGap), 'the row fills the width').toBeLessThanOrEqual(1);
    });
  }

  test('the publisher carousel pages with its bullets, one tab stop, and the arrow keys, always in full rows', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const publishers = page.getByRole('region', { name: 'All Publisher' });
    const pages = publishers.getByRole('button', { name: /^Go to page/ });
    await expect(pages.first()).toBeEnabled();
    // The bullets are one stop; each logo in view links to its publisher's page, and those out of view are skipped.
    expect(await tabStops(publishers)).toBe(1 + 4);

    const total = (await publisherLayout(publishers)).total;
    const pageCount = Math.ceil(total / 4);
    await expect(pages).toHaveCount(pageCount);
    const stop = publishers.locator('button[tabindex="0"]');
    await expect(stop).toHaveAccessibleName('Go to page 1');
    await stop.focus();
    await page.keyboard.press('ArrowRight');
    const current = publishers.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Go to page 2');
    await expect(current).toBeFocused();
    await expect(publishers.getByRole('img', { name: 'The New York Times logo' })).not.toBeInViewport();
    await page.keyboard.press('End');
    await expect(current).toHaveAccessibleName(`Go to page ${pageCount}`);
    await expect(current).toBeFocused();
    // The last page is a full row too: it ends at the last logo.
    await expect
      .poll(async () => {
        const layout = await publisherLayout(publishers);
        return [layout.cut, layout.inView, Math.round(layout.lastRightGap)];
      })
      .toEqual([0, 4, 0]);
    expect(await tabStops(publishers)).toBe(1 + 4);
    await page.keyboard.press('Home');
    await expect(current).toHaveAccessibleName('Go to page 1');
    await page.keyboard.press('Tab');
    await expect(publishers.locator(':focus')).toHaveCount(0);
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the hero's controls never cover its text (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const hero = await stillHero(page);
      const bullets = hero.getByRole('button', { name: /^Go to slide/ });
      for (let index = 0; index < (await bullets.count()); index++) {
        await bullets.nth(index).click();
        const slide = currentSlide(hero);
        await expect(slide).toHaveAttribute('aria-label', new RegExp(`^${index + 1} of`));
        // Every control's box against every text box of the slide on screen, measured in one go.
        const covered = await hero.evaluate((region) => {
          const box = (element: Element) => element.getBoundingClientRect();
          const meet = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const shown = region.querySelector('[aria-roledescription="slide"]:not([inert])');
          const texts = [...(shown?.querySelectorAll('h2, p, a, span') ?? [])].filter(
            (text) => box(text).width > 0,
          );
          const controls = [...region.querySelectorAll('button')].filter(
            (button) => !shown?.contains(button) && box(button).width > 0,
          );
          return controls.flatMap((control) =>
            texts
              .filter((text) => meet(box(control), box(text)))
              .map(
                (text) => `${control.getAttribute('aria-label')} over “${text.textContent?.slice(0, 40)}”`,
              ),
          );
        });
        expect(covered, `slide ${index + 1}`).toEqual([]);
      }
    });
  }

  test('a premium story in the hero shows the Premium badge, a free one none', async ({ page, request }) => {
    const top = (await (await request.get('/api/articlesCount')).json()) as { isPremium: string }[];
    expect(top.some((article) => article.isPremium === 'Premium')).toBe(true);
    const hero = await stillHero(page);
    for (const [index, article] of top.entries()) {
      await hero.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true }).click();
      const badge = currentSlide(hero).getByText('Premium', { exact: true });
      if (article.isPremium === 'Premium') await expect(badge).toBeVisible();
      else await expect(badge).toHaveCount(0);
    }
  });

  test('hero hashtags sit on a solid chip that reads on any picture', async ({ page }) => {
    const hero = await stillHero(page);
    const tags = currentSlide(hero).getByText(/^#/);
    await expect(tags.first()).toBeVisible();
    for (const tag of await tags.all()) {
      const { ratio, alpha } = await tag.evaluate((element) => {
        // Any CSS colour (Tailwind's are oklch) as sRGB channels and an alpha from 0 to 1, through a canvas.
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        const channels = (colour: string) => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = colour;
          context.fillRect(0, 0, 1, 1);
          const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
          return [r, g, b, a / 255];
        };
        const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
          const linear = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        };
        const style = getComputedStyle(element);
        const background = channels(style.backgroundColor);
        const text = luminance(channels(style.color));
        const chip = luminance(background);
        const ratio = (Math.max(text, chip) + 0.05) / (Math.min(text, chip) + 0.05);
        return { ratio, alpha: background[3] };
      });
      expect(alpha, 'an opaque chip, whatever the picture behind').toBe(1);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
    const { violations } = await new AxeBuilder({ page })
      .include('[aria-roledescription="slide"]:not([inert])')
      .withRules(['color-contrast'])
      .analyze();
    expect(violations).toEqual([]);
  });

  test('Recent Articles ends with a See all link to every article', async ({ page }) => {
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Articles' });
    const seeAll = recent.getByRole('link', { name: 'See all' });
    await expect(seeAll).toHaveAttribute('href', '/allArticles');
    const lastCard = recent.getByRole('article').last();
    // Laid-out positions (offsets), not drawn ones: a card below the fold is drawn lower until it has faded up.
    const below = await seeAll.evaluate(
      (link, card) => {
        const top = (element: HTMLElement) => {
          let y = 0;
          for (let at: HTMLElement | null = element; at; at = at.offsetParent as HTMLElement | null)
            y += at.offsetTop;
          return y;
        };
        const last = card as HTMLElement;
        return top(link as HTMLElement) >= top(last) + last.offsetHeight;
      },
      await lastCard.elementHandle(),
    );
    expect(below, 'See all comes after the cards').toBe(true);
    await seeAll.click();
    await expect(page).toHaveURL(/\/allArticles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the newsletter block meets the footer with no gap (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
      const footer = page.getByRole('contentinfo');
      const bottom = await newsletter.evaluate((element) => element.getBoundingClientRect().bottom);
      const top = await footer.evaluate((element) => element.getBoundingClientRect().top);
      expect(Math.abs(top - bottom)).toBeLessThan(0.5);
    });
  }

  test('the FAQ and About promise only what the site has: an app installed from the browser, the seven tags, the newsletter', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answer = async (question: string) => {
      await faq.getByRole('button', { name: question }).click();
      return (await faq.getByRole('region', { name: question }).textContent()) ?? '';
    };
    const app = await answer('Do you have a mobile app?');
    expect(app).not.toMatch(/\b(App Store|Google Play)\b/i);
    expect(app).toMatch(/installs from your browser/);
    expect(app).toMatch(/Android/);
    expect(app).toMatch(/Add to Home Screen/);
    const topics = await answer('What categories of news do you cover?');
    for (const tag of [
      'sports',
      'entertainment',
      'education',
      'Science & Technology',
      'business',
      'culture',
      'lifestyle',
    ])
      expect(topics).toContain(tag);
    expect(topics).not.toMatch(/politics|health|international/i);
    const newsletter = await answer('How can I get the news delivered to me?');
    expect(newsletter).toMatch(/newsletter/);
    expect(newsletter).toMatch(/unsubscribe/);

    for (const path of ['/about', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toContainText(/mobile apps?|iOS|Android|in the apps/i);
    }
    await page.goto('/about');
    await expect(page.getByRole('main')).toContainText(/any (modern )?(web )?browser/);
  });
});
