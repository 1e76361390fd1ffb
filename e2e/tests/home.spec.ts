import { expect, test } from './fixtures';

test.describe('home', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
  });

  test('the carousel has two slides with their buttons, arrows and dots', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('heading', { name: 'A CAKE FOR EVERY CELEBRATION' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(2);
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('heading', { name: 'A ROAST ABOVE THE REST' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('link', { name: 'Visit Us!' }).click();
    await expect(page).toHaveURL(/\/outlets$/);
  });

  test("'Order Now' goes to the cakes", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Highlights' }).getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/cakes$/);
  });

  test('the carousel moves by itself every 2 seconds, and stops while the pointer is over it', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const second = carousel.getByRole('button', { name: 'Show slide 2' });
    await page.mouse.move(5, 5);
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 3_500 });
    await carousel.hover();
    const current = await carousel
      .getByRole('button', { name: /^Show slide/ })
      .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    await page.waitForTimeout(2_600);
    const after = await carousel
      .getByRole('button', { name: /^Show slide/ })
      .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    expect(after).toBe(current);
  });

  test('there is no autoplay for people who ask for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toHaveCount(0);
    await page.waitForTimeout(2_600);
    await expect(carousel.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    await context.close();
  });

  test('tiles lead to the outlets, the cakes, the workshops and events, and the hampers', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'There is a Roast for every moment' });
    for (const [name, href] of [
      [/Our outlets/, '/outlets'],
      [/Speciality cakes/, '/cakes'],
      [/Workshops and events/, '/events'],
      [/Gift hampers/, '/gifthampers'],
    ] as const) {
      await expect(tiles.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
