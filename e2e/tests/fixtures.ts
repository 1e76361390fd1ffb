import { test as base, expect } from '@playwright/test';

/**
 * Every page under test fails on a console error or an uncaught exception from our own origin.
 * Third-party requests (the outlet map embeds) cannot load offline, so only those are ignored.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        if (source && baseURL && !source.startsWith(baseURL)) return;
        errors.push(`${message.text()} (${source})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors from our own pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
