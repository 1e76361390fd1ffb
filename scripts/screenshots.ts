/**
 * `npm run screenshots -- / /cakes …`: full-page screenshots of pages at 360, 768 and 1280 px in
 * Chromium, into reports/screenshots/, against a running store (BASE_URL, default :3000).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './bench/lib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const widths = (process.env.WIDTHS ?? '360,768,1280').split(',').map(Number);
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const outDir = path.join(root, 'reports', 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
    const page = await context.newPage();
    for (const pagePath of pages.length > 0 ? pages : ['/']) {
      await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
      if (!process.env.VIEWPORT_ONLY) {
        // Walk down the page so lazily loaded images and maps are in the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(300);
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: !process.env.VIEWPORT_ONLY });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`${name}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ''}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
