import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page under test fails on a console error or an uncaught exception from our own origin.
 * Third-party requests (the outlet map embeds) cannot load offline, so only those are ignored.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  /**
   * Pages arrive rendered by the server and become interactive once their scripts have run; like a
   * person who waits for the page to settle, a test acts only then.
   */
  page: async ({ page }, use) => {
    const whenReady = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => whenReady(goto(url, options));
    page.reload = (options) => whenReady(reload(options));
    await use(page);
  },
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

/**
 * Resolves once every animation on the page that ends has ended (a spinner or a shimmer runs for
 * ever and is not waited for): what is measured or scanned then is what a person sees at rest.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A touch target's least size: 44 px, less a hundredth for the browser's floating-point layout. */
export const MIN_TARGET_PX = 44 - 0.01;

/** How much more time a test gets on CI, whose machines are at times several times slower. */
export const CI_FACTOR = process.env.CI ? 2 : 1;

/**
 * A test that makes a request fail on purpose (an unknown id, a route answering 500) says so:
 * the browser logs each failed load as a console error, and only those with these statuses are
 * forgiven. At least one must have happened.
 */
export function expectFailedLoad(consoleErrors: string[], ...statuses: number[]): void {
  const provoked = (line: string) =>
    line.startsWith('Failed to load resource') && statuses.some((status) => line.includes(`status of ${status}`));
  const rest = consoleErrors.filter((line) => !provoked(line));
  expect(rest.length, `a failed load with status ${statuses.join(' or ')}`).toBeLessThan(consoleErrors.length);
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/**
 * Opens a page the way a visitor already in the store does: the app is running and fetches the
 * page's data itself, where a first visit gets the page rendered by the server with its data.
 * Tests of what the browser does when a call fails or is slow start this way.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/privacy-policy');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
