import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';

/**
 * A second opinion on accessibility: HTML_CodeSniffer's WCAG 2 AA rules (the ones pa11y runs), run
 * inside the page. Its errors (not its warnings or notices) fail the test.
 */
const require = createRequire(import.meta.url);
const HTMLCS = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

const PAGES = [
  '/',
  '/cakes',
  '/gifthampers',
  '/outlets',
  '/roast-24-seven',
  '/events',
  '/workshop',
  '/contact',
  '/careers',
  '/aboutus',
  '/blogs',
  '/cart',
  '/forgot-password',
];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
});

for (const path of PAGES) {
  test(`${path} has no HTML_CodeSniffer WCAG2AA errors`, async ({ page }) => {
    await page.goto(path);
    // Evaluated, not added as a <script>: the page's CSP allows only its own scripts.
    await page.evaluate(HTMLCS);
    const errors = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
          htmlcs.process('WCAG2AA', document, () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 120)})`),
            ),
          );
        }),
    );
    expect(errors).toEqual([]);
  });
}

interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}
