import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0 and 2.1, levels A and AA: the standard Broadsheet holds itself to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Lets every animation that ends (a dialog fading in, a slide moving) finish, so colours are measured as the
 * reader sees them once the page is still; endless ones (spinners, the loading bar) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is now and fails (softly, so one test reports every page it visits) on any
 * serious or critical violation, naming the rule, what it asks for and the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page, state: string) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  at ${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
      ].join('\n'),
    );
  expect.soft(blocking, `serious or critical axe violations on ${state}`).toEqual([]);
}
