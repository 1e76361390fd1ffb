import {
  expectSlideAtStart,
  expectSwipesContained,
  expectTapTargets,
  PHONE,
  swipe,
  swipeUp,
  whenSwipeable,
  whereAmI,
} from './carousel';
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
    await expectSlideAtStart(carousel, 2, 2);
    await expect(carousel.getByRole('heading', { name: 'A CAKE FOR EVERY CELEBRATION' })).toHaveCount(0);
    await carousel.getByRole('link', { name: 'Visit Us!' }).click();
    await expect(page).toHaveURL(/\/outlets$/);
  });

  test('a mouse can drag the hero to its next slide without selecting its text', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await whenSwipeable(hero);
    const box = (await hero.getByRole('heading', { name: 'A CAKE FOR EVERY CELEBRATION' }).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width, y);
    await page.mouse.down();
    await page.mouse.move(box.x - 200, y, { steps: 10 });
    await page.mouse.up();
    await expectSlideAtStart(hero, 2, 2);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('');
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

test.describe('home on a phone', () => {
  test.use(PHONE);
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
  });

  test('a swipe left across the hero shows the next slide, and the browser stays on the page', async ({ page }) => {
    // Several gestures, each waiting for the carousel to settle: more than one page's usual time.
    test.slow();
    // Without autoplay, every move below is the finger's.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await whenSwipeable(hero);
    const before = await whereAmI(page);

    await swipe(page, hero, 'left');
    await expectSlideAtStart(hero, 2, 2);
    await expect(hero.getByRole('heading', { name: 'A ROAST ABOVE THE REST' })).toBeVisible();
    await expect(hero.getByRole('listitem', { name: '1 of 2', includeHidden: true })).toHaveAttribute('inert');

    await swipe(page, hero, 'right');
    await expectSlideAtStart(hero, 1, 2);
    await swipe(page, hero, 'right'); // past the first slide: nowhere to go, and no going back either
    await page.waitForTimeout(500);
    await expectSlideAtStart(hero, 1, 2);
    expect(await whereAmI(page)).toEqual(before);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roast: cafe, bakery and speciality cakes');
  });

  test('a swipe holds the slide show for a full interval, then it goes on', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await whenSwipeable(hero);
    const second = hero.getByRole('button', { name: 'Show slide 2' });
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 3_500 });
    const moved = Date.now();

    await page.waitForTimeout(1_000);
    await swipe(page, hero, 'right');
    // The finger moved it back, well before the slide show's own next move (2 s after its last).
    await expect(hero.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true', {
      timeout: 400,
    });
    await expectSlideAtStart(hero, 1, 2);
    // Left alone, the slide show would have moved 2 s after its last move; the swipe started 2 s anew.
    await page.waitForTimeout(Math.max(0, moved + 2_600 - Date.now()));
    await expect(hero.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 3_000 });
  });

  test('the hero scrolls with the page, its slides keep sideways swipes, and its controls are 44 px targets', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await whenSwipeable(hero);
    await expectSwipesContained(hero);
    await expectTapTargets(page, hero, 2);

    await swipeUp(page, hero);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expectSlideAtStart(hero, 1, 2);
  });

  test('asking for less motion keeps the hero on its first slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await whenSwipeable(hero);
    await expect(hero.getByRole('button', { name: 'Pause slide show' })).toHaveCount(0);
    await page.waitForTimeout(2_600);
    await expectSlideAtStart(hero, 1, 2);
  });
});
