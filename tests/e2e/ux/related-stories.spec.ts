import { expect, test } from '../fixtures';

// An article's page never offers one story twice: "Related" leaves out what "More in <section>" lists.

test.use({ viewport: { width: 1366, height: 900 } });

const titlesIn = async (page: import('@playwright/test').Page, heading: RegExp) => {
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
  if ((await section.count()) === 0) return [];
  return section.getByRole('heading', { level: 3 }).allTextContents();
};

test('More in and Related list different stories on every article page', async ({ page }) => {
  await page.goto('/allArticles');
  const links = page.getByRole('link', { name: /^Read More/ });
  await expect(links.first()).toBeVisible();
  const hrefs = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).slice(0, 6);
  let bothShown = 0;
  for (const href of hrefs) {
    await page.goto(href as string);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Both sections have settled once Related's loading note is gone.
    await expect(page.getByRole('status').filter({ hasText: /Loading related/i })).toHaveCount(0);
    await page.getByRole('heading', { level: 2, name: /^Most read/ }).scrollIntoViewIfNeeded();
    const more = await titlesIn(page, /^More in /);
    const related = await titlesIn(page, /^Related/);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(
      related.filter((title) => more.includes(title)),
      href as string,
    ).toEqual([]);
    if (more.length > 0 && related.length > 0) bothShown += 1;
  }
  // The walk saw pages with both sections, where a repeat could have happened.
  expect(bothShown).toBeGreaterThan(0);
});
