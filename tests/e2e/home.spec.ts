import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('is server-rendered with the articles already in the HTML', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    const html = await response.text();
    expect(html).toContain('<title>Broadsheet | Home</title>');
    expect(html).toContain('Recent Articles');
    expect(html).toContain('Read More');
    expect(html).toContain('The New York Times');
    // No inline script runs (the Content-Security-Policy allows none): only data (the page state, JSON-LD)
    // and the bundle's module scripts.
    expect(html).not.toMatch(
      /<script(?![^>]*\b(type="application\/(ld\+)?json"|type="module"[^>]*src=))[^>]*>/,
    );
  });

  test('shows the title block, hero slider, publishers, statistics, plans, FAQ and recent articles', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Broadsheet | Home');
    await expect(page.getByRole('heading', { level: 1, name: 'Broadsheet' })).toBeVisible();

    const hero = page.getByRole('region', { name: 'Top stories' });
    await expect(hero.getByRole('link', { name: 'Explore Now' }).first()).toHaveAttribute('href', '/login');
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(hero.locator('h2').first()).not.toBeEmpty();
    await expect(hero.getByText(/^#/).first()).toBeVisible();

    const publishers = page.getByRole('region', { name: 'All Publisher' });
    await expect(publishers.getByRole('img', { name: 'The New York Times logo' })).toBeAttached();

    const stats = page.getByRole('region', { name: 'Statistic' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByText('Total Users')).toBeVisible();
    await expect(stats.getByText('Total Articles')).toBeVisible();
    // The count-up ends at the real counts (5 seeded users, more once other tests register; 40+ articles).
    await expect
      .poll(async () =>
        Number((await stats.locator('p[aria-hidden="true"]').first().textContent())?.replace(/,/g, '')),
      )
      .toBeGreaterThanOrEqual(5);
    await expect
      .poll(async () =>
        Number((await stats.locator('p[aria-hidden="true"]').nth(1).textContent())?.replace(/,/g, '')),
      )
      .toBeGreaterThanOrEqual(40);

    const plans = page.getByRole('region', { name: 'Plans' });
    // The spec's title on each, told apart by the plan's name (to the eye and in the list of headings).
    for (const name of ['Free', 'Premium', 'Family'])
      await expect(plans.getByRole('heading', { name: `Premium Plan ${name}`, exact: true })).toBeVisible();
    await expect(plans.getByText('free now 1 month')).toBeVisible();
    await expect(plans.getByText('get premium due')).toBeVisible();
    await expect(plans.getByText('get premium Family')).toBeVisible();
    const planLinks = plans.getByRole('link');
    await expect(planLinks.nth(0)).toHaveAttribute('href', '/subscription/0');
    await expect(planLinks.nth(1)).toHaveAttribute('href', '/subscription/29.99');
    await expect(planLinks.nth(2)).toHaveAttribute('href', '/subscription/40.99');

    const recent = page.getByRole('region', { name: 'Recent Articles' });
    const cards = recent.getByRole('article');
    await expect(cards).toHaveCount(9);
    const first = cards.first();
    await expect(first.getByRole('heading')).not.toBeEmpty();
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      /^\/articlesDetails\/[0-9a-f-]{36}$/,
    );
    await expect(first.getByText(/\.\.\.$/)).toBeVisible();
  });

  test('moves the hero slider with its arrows and bullets, and on by itself every 2.5 s when left alone', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Top stories' });
    const bullets = hero.getByRole('button', { name: /^Go to slide/ });
    const slides = await bullets.count();
    expect(slides).toBeGreaterThan(1);
    const current = hero.locator('[aria-current="true"]');
    // Only the slide in view can be reached: the others are inert (out of the tab order and accessibility tree).
    await expect(hero.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(1);
    await expect(hero.locator('[aria-roledescription="slide"][inert]')).toHaveCount(slides - 1);

    // Every move restarts the 2.5 s wait, so each step below is checked well before autoplay moves on.
    await hero.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 1');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 2');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 1');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    // It loops: before the first slide comes the last.
    await expect(current).toHaveAccessibleName(`Go to slide ${slides}`);
    await hero.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 3');
    // Clicks do not stop autoplay: once the mouse and focus leave the slider it moves on again.
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'All Articles' }).first().focus();
    await expect(current).toHaveAccessibleName(`Go to slide ${(3 % slides) + 1}`, { timeout: 5_000 });
  });

  test('lays recent articles out in 3, 2 and 1 columns', async ({ page }) => {
    for (const [width, columns] of [
      [1280, 3],
      [800, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'Recent Articles' }).getByRole('list');
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(' ').length, `${width}px`).toBe(columns);
    }
  });

  test('opens one FAQ answer at a time and closes the open one on a second click', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(5);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/24\/7 news site/)).toBeVisible();
    await questions.nth(2).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/24\/7 news site/)).toBeHidden();
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('loads nothing from another origin', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Recent Articles' }).scrollIntoViewIfNeeded();
    expect(foreign).toEqual([]);
  });
});
