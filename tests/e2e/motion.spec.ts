import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Moving content can be stopped (WCAG 2.2.2): the hero slider pauses under the mouse and under focus, has
// a Pause button, and neither it nor the brand moves for readers who ask for reduced motion.

const AUTOPLAY_MS = 2500;

/**
 * Time in the page stands still until the test moves it: an installed clock otherwise goes on with the real
 * one, and on a busy machine the slider would move by itself between two steps of the test.
 */
async function stopTime(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

async function openHome(page: Page): Promise<Locator> {
  await stopTime(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Top stories' });
  await expect(hero.getByRole('button', { name: 'Pause the slide show' })).toBeEnabled();
  return hero;
}

const currentSlide = (hero: Locator) => hero.locator('button[aria-current="true"]');

test.describe('moving content', () => {
  test('the hero slider moves by itself until the reader pauses it, and plays again on Play', async ({
    page,
  }) => {
    const hero = await openHome(page);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 2');

    await hero.getByRole('button', { name: 'Pause the slide show' }).click();
    await page.mouse.move(0, 0); // away from the slider, so only the button holds it
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 2');

    await hero.getByRole('button', { name: 'Play the slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 3');
  });

  test('the hero slider holds still under the mouse and while focus is inside it', async ({ page }) => {
    const hero = await openHome(page);
    await hero.hover();
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 1');

    await page.mouse.move(0, 0);
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 1');

    await page.getByRole('link', { name: 'All Articles' }).first().focus();
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 2');
  });

  test('nothing moves by itself for a reader who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopTime(page);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Top stories' });
    await expect(hero.getByRole('button', { name: 'Play the slide show' })).toBeEnabled();
    await page.mouse.move(0, 0);
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(currentSlide(hero)).toHaveAccessibleName('Go to slide 1');

    // The brand shows the whole name and stays as it is, instead of typing it in a loop.
    const brand = page.getByRole('link', { name: 'Broadsheet' }).first().locator('span[aria-hidden="true"]');
    await expect(brand).toHaveText('Broadsheet');
    await page.clock.runFor(5000);
    await expect(brand).toHaveText('Broadsheet');
  });
});
