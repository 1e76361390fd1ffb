import type { Locator, Page } from '@playwright/test';
import type { Offer, Store } from '@roast/domain';
import { catalog } from './catalog';
import { animationsDone, expect, MIN_TARGET_PX, test } from './fixtures';

/** A 360 px phone, the narrowest screen the store is made for. */
const PHONE = { width: 360, height: 740 };

test.beforeEach(async ({ context, page }) => {
  await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
  await page.setViewportSize(PHONE);
});

/** A hamper that Roast 24 Seven and Roast CCX both make, and those two outlets. */
async function hamperAtTwoOutlets(request: Parameters<typeof catalog>[0]) {
  const { offers, stores } = await catalog(request);
  const store = stores.find((s) => s.outletName === 'Roast 24 Seven')!;
  const other = stores.find((s) => s.outletName === 'Roast CCX')!;
  const hamper = offers.find(
    (o) =>
      o.isActive && !o.isSold && o.storeSelect.includes(store.outletName) && o.storeSelect.includes(other.outletName),
  )!;
  return { hamper, store, other };
}

async function addHamper(page: Page, hamper: Offer, store: Store) {
  await page.goto(`/offer-details/${hamper._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByLabel('Pickup at').selectOption(store._id);
  await dialog.getByRole('button', { name: 'Confirm & Add to Cart' }).click();
  await expect(dialog).toBeHidden();
}

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  // Measured at rest: a toast sliding in is a fraction of a pixel off its size.
  await animationsDone(locator.page());
  const box = await locator.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  return box!;
}

/** The toast is what a person sees at its middle: nothing (a dialog, its backdrop) is drawn over it. */
async function expectOnTop(toast: Locator) {
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return seen !== null && element.contains(seen);
  });
  expect(onTop, 'the toast is drawn over everything else').toBe(true);
}

test('the header’s icons sit flush with its right edge', async ({ page }) => {
  for (const path of ['/', '/cart']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    const inner = await header.evaluate((element) => {
      const bar = element.firstElementChild as HTMLElement;
      return bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
    });
    const icons = [
      header.getByRole('link', { name: /^Cart, \d+ items?$/ }),
      header.getByRole('button', { name: 'Log in' }),
      header.getByRole('button', { name: 'Open menu' }),
    ];
    const boxes = await Promise.all(icons.map(boxOf));
    const last = boxes.at(-1)!;
    expect(
      Math.abs(last.x + last.width - inner),
      `${path}: the menu button ends at the header's edge`,
    ).toBeLessThanOrEqual(2);
    // In a row, close together, in that order.
    for (const [index, box] of boxes.slice(1).entries()) {
      const before = boxes[index]!;
      expect(box.x - (before.x + before.width)).toBeGreaterThanOrEqual(0);
      expect(box.x - (before.x + before.width)).toBeLessThanOrEqual(8);
    }
  }
});

test('every icon button is at least 44 × 44 px', async ({ page, request }) => {
  const { hamper, store } = await hamperAtTwoOutlets(request);
  const atLeast44 = async (control: Locator, what: string) => {
    const box = await boxOf(control);
    expect(box.width, `${what} is wide enough`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box.height, `${what} is tall enough`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  };

  await addHamper(page, hamper, store);
  // The toast that says so has its close button.
  const toast = page.getByRole('status').filter({ hasText: 'Item added to cart!' });
  await atLeast44(toast.getByRole('button', { name: 'Dismiss' }), 'a toast’s Dismiss');

  await page.goto('/cart');
  const header = page.getByRole('banner');
  await atLeast44(header.getByRole('link', { name: 'Cart, 1 item' }), 'the cart');
  await atLeast44(header.getByRole('button', { name: 'Log in' }), 'Log in');
  await atLeast44(header.getByRole('button', { name: 'Open menu' }), 'Open menu');
  await atLeast44(page.getByRole('button', { name: `One more ${hamper.name}` }), 'One more');
  await atLeast44(page.getByRole('button', { name: `Remove ${hamper.name} from cart` }), 'One fewer (last one)');
  await page.getByRole('button', { name: `One more ${hamper.name}` }).click();
  await atLeast44(page.getByRole('button', { name: `One fewer ${hamper.name}` }), 'One fewer');

  await header.getByRole('button', { name: 'Open menu' }).click();
  await atLeast44(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }), 'Close menu');
  await page.keyboard.press('Escape');

  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await atLeast44(login.getByRole('button', { name: 'Close', exact: true }), 'a dialog’s Close');
  await atLeast44(login.getByRole('button', { name: 'Show password' }), 'Show password');
});

test('a toast in the add-to-cart dialog shows over it, clear of the button just pressed', async ({ page, request }) => {
  const { hamper, store, other } = await hamperAtTwoOutlets(request);
  await addHamper(page, hamper, store);

  // The same hamper from another outlet is refused, with a toast.
  await page.goto(`/offer-details/${hamper._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByLabel('Pickup at').selectOption(other._id);
  const confirm = dialog.getByRole('button', { name: 'Confirm & Add to Cart' });
  await confirm.click();
  const toast = dialog.getByRole('alert').filter({ hasText: 'Please select items from the same store.' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport();
  await expectOnTop(toast);
  expect(overlaps(await boxOf(toast), await boxOf(confirm)), 'the toast covers the button').toBe(false);
  await expect(confirm).toBeInViewport();

  // It can be closed there, and the dialog stays open.
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('on a page, a toast appears under the header, clear of the button just pressed', async ({ page, request }) => {
  const { hamper, store } = await hamperAtTwoOutlets(request);
  await addHamper(page, hamper, store);
  const added = page.getByRole('status').filter({ hasText: 'Item added to cart!' });
  await expect(added).toBeVisible();
  await expectOnTop(added);
  const header = await boxOf(page.getByRole('banner'));
  const addBox = await boxOf(page.getByRole('button', { name: 'Add To Cart' }));
  const addedBox = await boxOf(added);
  expect(addedBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(overlaps(addedBox, addBox), 'the toast covers Add To Cart').toBe(false);

  // Removing the last one from the cart: the toast keeps clear of where the button was.
  await page.goto('/cart');
  const minus = page.getByRole('button', { name: `Remove ${hamper.name} from cart` });
  await minus.scrollIntoViewIfNeeded();
  const pressed = await boxOf(minus);
  await minus.click();
  const removed = page.getByRole('status').filter({ hasText: 'Item removed from cart!' });
  await expect(removed).toBeVisible();
  await expect(removed).toBeInViewport();
  expect(overlaps(await boxOf(removed), pressed), 'the toast covers the button just pressed').toBe(false);
  // Toasts still close by themselves after 5 seconds.
  await expect(removed).toBeHidden({ timeout: 7_000 });
});
