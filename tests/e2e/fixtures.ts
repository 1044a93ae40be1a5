import { test as base, expect } from '@playwright/test';

export interface ConsoleErrors {
  /** Lets a test that provokes an error on purpose (a 404 page, a refused request) expect it. */
  allow(pattern: RegExp): void;
}

/** Every end-to-end test fails on an unexpected console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
