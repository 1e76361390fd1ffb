import type { Page } from '@playwright/test';
import type { Blog, CafeEvent, Cake, Job, Offer, Workshop } from '@roast/domain';
import { expectAccessible } from './axe';
import { catalog } from './catalog';
import { expect, expectFailedLoad, test } from './fixtures';

const STATIC_PAGES = [
  '/',
  '/cakes',
  '/gifthampers',
  '/outlets',
  '/roast-ccx',
  '/roast-24-seven',
  '/roast-caffeine-capital',
  '/events',
  '/workshop',
  '/aboutus',
  '/blogs',
  '/careers',
  '/contact',
  '/cart',
  '/privacy-policy',
  '/terms-and-conditions',
  '/return-and-refund',
  '/forgot-password',
  '/reset-password/a-link-from-an-email-0000',
  '/verify-email/a-link-from-an-email-0000',
  '/myorders',
];

type Catalog = {
  cakes: Cake[];
  offers: Offer[];
  events: CafeEvent[];
  workshops: Workshop[];
  blogs: Blog[];
  jobs: Job[];
};

/** Pages that show one catalog item, picked from the seeded catalog. */
const ITEM_PAGES: [string, (c: Catalog) => string][] = [
  ['a cake with an egg choice', (c) => `/cakeInfo/${c.cakes.find((x) => x.isActive && x.isveg === 'Both')!._id}`],
  ['a sold-out cake', (c) => `/cakeInfo/${c.cakes.find((x) => x.isActive && x.isSold)!._id}`],
  ['a hamper', (c) => `/offer-details/${c.offers[0]!._id}`],
  ['an event', (c) => `/event/${c.events.find((x) => x.isActive)!._id}`],
  ['a workshop', (c) => `/workshop/${c.workshops.find((x) => x.isActive)!._id}`],
  ['a blog post', (c) => `/blogs/${c.blogs[0]!._id}`],
  ['an open job', (c) => `/careers/${c.jobs.find((x) => x.isActive)!._id}`],
  ['a closed job', (c) => `/careers/${c.jobs.find((x) => !x.isActive)!._id}`],
];

/** axe-core on the page as it is: no serious or critical violation. */
async function expectPageAccessible(page: Page, path: string) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

test.describe('accessibility', () => {
  test.beforeEach(async ({ context }) => {
    // The seasonal pop-up has its own check below.
    await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
  });

  for (const path of STATIC_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      // My Orders asks a visitor who is not signed in to log in: the scan covers that dialog.
      if (path === '/myorders') await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await expectPageAccessible(page, path);
    });
  }

  for (const [name, pick] of ITEM_PAGES) {
    test(`${name} has no serious or critical axe violations`, async ({ page, request }) => {
      const path = pick(await catalog(request));
      await page.goto(path);
      await expectPageAccessible(page, path);
    });
  }

  test('the not-found page has no serious or critical axe violations', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await expectPageAccessible(page, '/no-such-page');
    expectFailedLoad(consoleErrors, 404);
  });

  test('the login and sign-up popup has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/cakes');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await expectPageAccessible(page, 'the login popup with its errors');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Sign Up' }).getByRole('button', { name: 'Sign Up' }).click();
    await expectPageAccessible(page, 'the sign-up popup with its errors');
  });

  test('the mobile menu and the seasonal pop-up have no serious or critical axe violations', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => sessionStorage.removeItem('roast:home-popup-seen'));
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'This season at Roast' })).toBeVisible();
    await expectPageAccessible(page, '/ with the pop-up');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectPageAccessible(page, '/ with the menu open');
  });
});
