import type { Locator, Page } from '@playwright/test';
import { expect, MIN_TARGET_PX } from './fixtures';

/** A phone: 360 × 740 CSS px and a touch screen, with the page's mobile viewport honoured. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A tablet held sideways: wide enough for a carousel of three cards, with a touch screen. */
export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };

/**
 * A carousel showing 3 of more than 3 cards (reduced motion: no autoplay): a dot for each
 * position, arrows that move one card, and the first dot back at the start.
 */
export async function expectCarouselOfThree(page: Page, region: string, titles: string[]): Promise<void> {
  expect(titles.length).toBeGreaterThan(3);
  const carousel = page.getByRole('region', { name: region });
  const title = (name: string) => carousel.getByRole('heading', { name });
  await expect(carousel.getByRole('article')).toHaveCount(3);
  await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(titles.length - 2);
  await expect(title(titles[0]!)).toBeVisible();
  await expect(title(titles[3]!)).toHaveCount(0);

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(title(titles[3]!)).toBeVisible();
  await expect(title(titles[0]!)).toHaveCount(0);
  await expectSlideAtStart(carousel, 2, titles.length);

  await carousel.getByRole('button', { name: 'Show slide 1' }).click();
  await expect(title(titles[0]!)).toBeVisible();
  await expectSlideAtStart(carousel, 1, titles.length);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(title(titles.at(-1)!)).toBeVisible();
  await expectSlideAtStart(carousel, titles.length - 2, titles.length);
}

/** The box the slides move in (the slides' list sits inside it). */
function slidesViewport(carousel: Locator): Locator {
  return carousel.locator('ul[aria-live]').locator('xpath=..');
}

/** Waits until the slides follow a finger: the carousel says so once its swiping has loaded. */
export async function whenSwipeable(carousel: Locator): Promise<void> {
  await expect(carousel).toHaveAttribute('data-swipeable', '');
}

/**
 * A finger drawn sideways across the slides, through the browser's own touch input (the events a
 * touch screen makes, not ones a script dispatches on an element): 'left' moves on to the next
 * slide, 'right' back to the one before. It travels most of a slide's width, so that even a slow
 * drag (on a busy machine) comes to rest one slide on.
 */
export async function swipe(page: Page, carousel: Locator, direction: 'left' | 'right'): Promise<void> {
  const viewport = slidesViewport(carousel);
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  const slideWidth = await carousel
    .locator('ul[aria-live] > li')
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().width);
  const y = Math.round(box.y + box.height * 0.4);
  const travel = 0.8 * slideWidth * (direction === 'left' ? -1 : 1);
  const from = box.x + box.width / 2 - travel / 2;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: Math.round(from), y }] });
    // A brisk flick: a move every frame for about an eighth of a second.
    const steps = 8;
    for (let step = 1; step <= steps; step += 1) {
      await page.waitForTimeout(16);
      const x = Math.round(from + (travel * step) / steps);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** A finger drawn up the middle of the slides, as when scrolling down the page past them. */
export async function swipeUp(page: Page, carousel: Locator): Promise<void> {
  const box = (await slidesViewport(carousel).boundingBox())!;
  const x = Math.round(box.x + box.width / 2);
  const [from, to] = [Math.round(box.y + box.height * 0.7), Math.round(box.y + box.height * 0.2)];
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
    const steps = 8;
    for (let step = 1; step <= steps; step += 1) {
      await page.waitForTimeout(16);
      const y = Math.round(from + ((to - from) * step) / steps);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Slide `n` of `total` is the first one in view: it has come to rest at the left edge of the
 * carousel (on screen, not only in the markup; within a pixel, as slides a third wide fall between
 * pixels), is announced, and its dot is the current one.
 */
export async function expectSlideAtStart(carousel: Locator, n: number, total: number): Promise<void> {
  const slide = carousel.getByRole('listitem', { name: `${n} of ${total}`, includeHidden: true });
  const viewport = slidesViewport(carousel);
  await expect
    .poll(async () => {
      const [slideBox, viewportBox] = [await slide.boundingBox(), await viewport.boundingBox()];
      return slideBox && viewportBox ? Math.abs(slideBox.x - viewportBox.x) : NaN;
    })
    .toBeLessThan(1);
  await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
  await expect(carousel.getByRole('button', { name: `Show slide ${n}` })).toHaveAttribute('aria-current', 'true');
}

/**
 * Every control (arrows, pause, each dot) is a touch target of at least 44 × 44 CSS px, lies
 * within the screen's width, and overlaps no other control.
 */
export async function expectTapTargets(page: Page, carousel: Locator, dots: number): Promise<void> {
  const controls = carousel.getByRole('button');
  await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(dots);
  const width = page.viewportSize()!.width;
  const boxes = [];
  for (const control of await controls.all()) {
    const name = await control.getAttribute('aria-label');
    const box = (await control.boundingBox())!;
    expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box.x, `${name}: left edge on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: right edge on screen`).toBeLessThanOrEqual(width);
    boxes.push({ name, ...box });
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `${a.name} and ${b.name} do not overlap`).toBe(true);
    }
  }
}

/**
 * The slides' box keeps a sideways swipe for the carousel (no history navigation, no scrolling of
 * the page sideways) and leaves up-and-down scrolling and pinch-zoom to the browser.
 */
export async function expectSwipesContained(carousel: Locator): Promise<void> {
  const viewport = slidesViewport(carousel);
  await expect(viewport).toHaveCSS('touch-action', 'pan-y pinch-zoom');
  await expect(viewport).toHaveCSS('overscroll-behavior-x', 'contain');
}

/** Where the person is in the browser: the address and how many entries its history has. */
export async function whereAmI(page: Page): Promise<{ url: string; history: number }> {
  return { url: page.url(), history: await page.evaluate(() => window.history.length) };
}
