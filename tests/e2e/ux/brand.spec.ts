import { expect, test } from '../fixtures';

/**
 * The typing brand (docs/product.md#pages-and-navigation) reads as the whole name at a glance: while the name
 * types itself, the letters not yet typed are drawn faintly in their places, so a half-typed brand does not
 * look cut off.
 */
test('while the brand types itself, the letters still to come are drawn faintly (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const brand = page.getByRole('banner').locator('[data-text]');
  const name = (await brand.getAttribute('data-text')) ?? '';
  expect(name.length).toBeGreaterThan(2);
  // Caught half typed: some letters shown, not all.
  await expect
    .poll(async () => {
      const typed = (await brand.textContent()) ?? '';
      return typed.length > 0 && typed.length < name.length;
    })
    .toBe(true);
  const whole = await brand.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    const colour = style.color.match(/[\d.]+/g)?.map(Number) ?? [];
    return {
      content: style.content,
      visibility: style.visibility,
      opacity: Number(style.opacity),
      alpha: colour.length === 4 ? (colour[3] ?? 1) : 1,
    };
  });
  expect(whole.content).toBe(`"${name}"`);
  expect(whole.visibility).toBe('visible');
  const shown = whole.opacity * whole.alpha;
  // Faint, yet there: the typed letters stand out from it.
  expect(shown).toBeGreaterThan(0.1);
  expect(shown).toBeLessThan(0.6);
});
