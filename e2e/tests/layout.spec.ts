import { expect, expectFailedLoad, test } from './fixtures';

test.describe('layout', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
  });

  test('the header links every section, with Events & Workshops, a cart badge and a login icon', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Outlets', '/outlets'],
      ['Cakes', '/cakes'],
      ['Events & Workshops', '/events'],
      ['Gift Hampers', '/gifthampers'],
      ['Contact', '/contact'],
      ['Careers', '/careers'],
      ['About Us', '/aboutus'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('link', { name: 'Roast, home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await nav.getByRole('link', { name: 'Gift Hampers' }).click();
    await expect(page).toHaveURL(/\/gifthampers$/);
    await expect(nav.getByRole('link', { name: 'Gift Hampers' })).toHaveAttribute('aria-current', 'page');
  });

  test('every page says that payments are simulated while the store runs on the sandbox', async ({ page }) => {
    for (const path of ['/', '/cakes', '/cart', '/events']) {
      // As the server sent it, before any script runs.
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('Payments here are simulated.');
      await page.goto(path);
      await expect(page.getByRole('note').filter({ hasText: 'Payments here are simulated.' })).toBeVisible();
    }
  });

  test('the mobile menu lists the pages and the three outlets, and closes on a choice', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const [name, href] of [
      ['Roast CCX', '/roast-ccx'],
      ['Roast 24 Seven', '/roast-24-seven'],
      ['Roast Caffeine Capital', '/roast-caffeine-capital'],
      ['Cakes', '/cakes'],
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await menu.getByRole('link', { name: 'Roast 24 Seven' }).click();
    await expect(page).toHaveURL(/\/roast-24-seven$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the footer links the sections, the blogs and the three policy pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Outlets', '/outlets'],
      ['Cakes', '/cakes'],
      ['Events & Workshops', '/events'],
      ['Workshops', '/workshop'],
      ['Gift Hampers', '/gifthampers'],
      ['Careers', '/careers'],
      ['Blogs', '/blogs'],
      ['About Us', '/aboutus'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Return and Refund', '/return-and-refund'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    // The blogs are reached from here.
    await footer.getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page).toHaveTitle('Blogs | Roast');
  });

  test('an unknown path shows the not-found page with a way home, and answers 404', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expectFailedLoad(consoleErrors, 404);
    await expect(page.getByRole('heading', { level: 1, name: 'We Are Coming Soon' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for might be removed or is temporarily unavailable'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cakes' }).click();
    await expect(page).toHaveURL(/\/cakes$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the seasonal pop-up', () => {
  test('shows a seasonal offer once per browser session, on the home page only', async ({ page, request }) => {
    const offers = (await (await request.get('/api/offers')).json()) as {
      data: { _id: string; name: string; seasonal: boolean; isActive: boolean; isSold: boolean }[];
    };
    const seasonal = offers.data.find((o) => o.seasonal && o.isActive && !o.isSold)!;
    await page.goto('/cakes');
    await page.waitForTimeout(1800);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'This season at Roast' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(seasonal.name)).toBeVisible();
    await expect(popup.getByRole('link', { name: 'See the hamper' })).toHaveAttribute(
      'href',
      `/offer-details/${seasonal._id}`,
    );
    // It never becomes the largest thing on the page: the hero is bigger.
    const popupImage = await popup.locator('img').boundingBox();
    const heroImage = await page.locator('main img').first().boundingBox();
    expect(popupImage!.width * popupImage!.height).toBeLessThan((heroImage!.width * heroImage!.height) / 4);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await page.waitForTimeout(1800);
    await expect(page.getByRole('dialog', { name: 'This season at Roast' })).toBeHidden();
  });

  test('a new browser session sees it again', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'This season at Roast' })).toBeVisible();
    await context.close();
  });
});
