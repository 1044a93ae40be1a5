import { expect, test } from './fixtures';

test.describe('navigation bar for a visitor', () => {
  test('shows Home, All Articles, Register and Login only', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('listitem');
    await expect(links).toHaveText(['Home', 'All Articles', 'Register', 'Login']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'All Articles' })).toHaveAttribute('href', '/allArticles');
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    for (const hidden of ['Add Articles', 'Dashboard', 'Premium Articles', 'My Articles']) {
      await expect(page.getByRole('link', { name: hidden })).toHaveCount(0);
    }
  });

  test('types the brand name and links it home', async ({ page }) => {
    await page.goto('/about');
    const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Broadsheet' });
    await expect(brand).toHaveAttribute('href', '/');
    // The typewriter types the name out letter by letter and deletes it again.
    await expect(brand.locator('[aria-hidden="true"]').first()).toContainText('Broadsheet', {
      timeout: 5000,
    });
    await expect(brand.locator('[aria-hidden="true"]').first()).not.toContainText('Broadsheet', {
      timeout: 5000,
    });
  });

  test('folds the links behind a menu button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'All Articles' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'All Articles' }).click();
    await expect(page).toHaveURL(/\/allArticles$/);
  });

  test('ends the phone menu with the sections, within reach on a phone on its side', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sections = page.getByRole('banner').getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveCount(7);
    await sections.getByRole('link', { name: 'Lifestyle' }).click();
    await expect(page).toHaveURL(/\/section\/lifestyle$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lifestyle' })).toBeVisible();
  });

  test('has a Sections menu beside the brand on a wide screen', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sections' });
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link', { name: 'Science & Technology' })).toHaveAttribute(
      'href',
      '/section/science-technology',
    );
    await menu.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/section\/business$/);
  });
});

test.describe('footer', () => {
  test('has the quick links, social links in a new tab, the year and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Facebook', 'Twitter', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Broadsheet`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Broadsheet | Privacy Policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('subscribes, thanks the reader and clears the input', async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await expect(
      section.getByText('Stay up-to-date with the latest news and exclusive offers delivered to your inbox.'),
    ).toBeVisible();
    const input = section.getByPlaceholder('Enter your email address');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('required', '');
    await input.fill(`reader-${Date.now()}@example.test`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing to our newsletter')).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test('lets the browser refuse an address that is not an e-mail', async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    const input = section.getByPlaceholder('Enter your email address');
    await input.fill('not-an-email');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(false);
    await expect(page.getByText('Thank you for subscribing to our newsletter')).toHaveCount(0);
  });
});

test.describe('pages', () => {
  test('the contact form stores a message for the editors', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Broadsheet | Contact');
    await page.getByLabel('Name').fill('Ida Tarbell');
    await page.getByLabel('Email', { exact: true }).fill('ida@example.test');
    await page.getByLabel('Message').fill('A tip about the standard oil hearings next week.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Thank you — your message has reached our editors.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('the terms and about pages have real content', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Broadsheet | Terms of Service');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.goto('/about');
    await expect(page).toHaveTitle('Broadsheet | About Us');
  });

  test('an unknown address shows the Uh-oh screen with a 404', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404 \(Not Found\)/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
    await expect(page.getByText('We can not find that page.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Broadsheet' })).toBeVisible();
  });
});

test.describe('static files', () => {
  test('caches hashed assets for a year and serves the favicon and manifest', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/')) assets.push(response.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    expect(assets.length).toBeGreaterThan(0);
    for (const header of assets) expect(header).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
  });
});
