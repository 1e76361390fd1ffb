import type { Locator, Page } from '@playwright/test';
import { formatDate, formatTime12, toIndiaSlot, type Cake, type Offer, type Store } from '@roast/domain';
import { expectAccessible } from './axe';
import { catalog } from './catalog';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { addHamper, emptyCart, registerCustomer, signInBrowser, totalText, type Customer } from './shop';

const GUEST_CART = 'roast:guest-cart';
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;
/** Items total plus 5% GST, to the paisa, as the summary reads it. */
const withGst = (paise: number) => Math.floor((paise * 105 + 50) / 100);

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
});

/**
 * A cake made both ways, with a 750 g price, at two outlets but not all, and a hamper from both
 * of those outlets.
 */
async function shopping(request: Parameters<typeof catalog>[0]) {
  const { cakes, offers, stores } = await catalog(request);
  const cake = cakes.find(
    (c) =>
      c.isActive &&
      !c.isSold &&
      c.isveg === 'Both' &&
      c.pricePermedium !== undefined &&
      c.storeSelect.length < stores.length &&
      c.storeSelect.includes('Roast CCX') &&
      c.storeSelect.includes('Roast 24 Seven'),
  )!;
  const store = stores.find((s) => s.outletName === 'Roast 24 Seven')!;
  const other = stores.find((s) => s.outletName === 'Roast CCX')!;
  const hamper = offers.find(
    (o) =>
      o.isActive && !o.isSold && o.storeSelect.includes(store.outletName) && o.storeSelect.includes(other.outletName),
  )!;
  return { cake, hamper, store, other, stores };
}

const badge = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

const lineOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

/** Opens a cake's dialog and adds it for pickup at the outlet, at the dialog's own date and time. */
async function addCake(
  page: Page,
  cake: Cake,
  store: Store,
  options: { size?: string; eggless?: boolean; note?: string } = {},
) {
  await page.goto(`/cakeInfo/${cake._id}`);
  if (options.size) await page.getByLabel('Size').selectOption(options.size);
  if (options.eggless) await page.getByRole('radio', { name: 'Eggless', exact: true }).check();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByLabel('Pickup at').selectOption(store._id);
  if (options.note) await dialog.getByLabel('Note (optional)').fill(options.note);
  const slot = await pickupShown(dialog);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  return slot;
}

async function addHamperInPage(page: Page, hamper: Offer, store: Store) {
  await page.goto(`/offer-details/${hamper._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByLabel('Pickup at').selectOption(store._id);
  const slot = await pickupShown(dialog);
  await dialog.getByRole('button', { name: 'Confirm & Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  return slot;
}

/** The pickup as the dialog's inputs hold it, and as the cart will write it. */
async function pickupShown(dialog: Locator) {
  const date = await dialog.getByLabel('Pickup date').inputValue();
  const time = await dialog.getByLabel('Pickup time').inputValue();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  return `${formatDate(date)}, ${formatTime12(time)}`;
}

test('a guest fills the cart, signs up at checkout, pays in the sandbox and finds the order in My Orders', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000 * CI_FACTOR);
  const { cake, hamper, store } = await shopping(request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  const cakePickup = await addCake(page, cake, store, { size: '1-kg', eggless: true, note: 'Happy birthday, Meera' });
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();
  await expect(badge(page, 1)).toBeVisible();

  const hamperPickup = await addHamperInPage(page, hamper, store);
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' }).first()).toBeVisible();
  await expect(badge(page, 2)).toBeVisible();

  await page.goto('/cart');
  const cakeLine = lineOf(page, cake.name);
  const hamperLine = lineOf(page, hamper.name);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(cakeLine.getByText(inr(cake.pricePerlarge), { exact: true })).toBeVisible();
  await expect(cakeLine.getByText('1 kg', { exact: true })).toBeVisible();
  await expect(cakeLine.getByText('Eggless', { exact: true })).toBeVisible();
  await expect(cakeLine.getByText(store.outletName, { exact: true })).toBeVisible();
  await expect(cakeLine.getByText(cakePickup, { exact: true })).toBeVisible();
  await expect(cakeLine.getByText('Happy birthday, Meera', { exact: true })).toBeVisible();
  await expect(hamperLine.getByText(inr(hamper.price), { exact: true })).toBeVisible();
  await expect(hamperLine.getByText('Weight')).toHaveCount(0);
  await expect(hamperLine.getByText(hamperPickup, { exact: true })).toBeVisible();
  await expect(hamperLine.getByText('No note', { exact: true })).toBeVisible();
  const itemsTotal = (cake.pricePerlarge + hamper.price) * 100;
  const total = withGst(itemsTotal);
  await expect(summaryOf(page).getByRole('definition')).toHaveText([
    totalText(itemsTotal),
    totalText(total - itemsTotal),
    totalText(total),
  ]);

  // Before paying, a guest reads what checkout asks of them and how they can pay.
  await expect(page.getByTestId('checkout-guest-note')).toContainText('we make your account and open the payment');
  await expect(summaryOf(page)).toContainText('UPI, debit or credit card, or net banking');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  // A newcomer is offered an account first, with the way to log in in plain sight.
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(signUp).toBeVisible();
  await expect(signUp.getByText(/^One step before you pay/)).toBeVisible();
  await expect(signUp.getByRole('button', { name: 'Log in' })).toBeVisible();
  const email = `meera.${Date.now()}@example.com`;
  await signUp.getByLabel('Name').fill('Meera Iyer');
  await signUp.getByLabel('Phone').fill('9845012345');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('filter-kaapi-2026');
  await signUp.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp).toBeHidden();

  // In the same step the guest cart becomes the customer's, on the server, and the payment opens.
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(widget).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), GUEST_CART)).toBeNull();
  await expect(badge(page, 2)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await request.post('/api/cart/get', { data: {}, headers: { token: token! } });
  const { cartData } = (await saved.json()) as { cartData: { itemId: string; size: string; isveg: string | null }[] };
  expect(cartData.map((line) => [line.itemId, line.size, line.isveg]).sort()).toEqual(
    [
      [cake._id, '1-kg', 'EGGLESS'],
      [hamper._id, '0-kg', null],
    ].sort(),
  );
  await expect(widget.getByTestId('sandbox-amount')).toHaveText(totalText(total));
  await expect(widget.getByText(`Meera Iyer · ${email} · 9845012345`)).toBeVisible();
  await widget.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/myorders$/);
  expect(visited.some((url) => /\/paymentsuccess\?reference=[\w-]+$/.test(url))).toBe(true);
  await expect(badge(page, 0)).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'My Orders' });
  const order = panel.getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(/^Order [A-Z0-9]+-\d{6}-\d{4}$/);
  await expect(order.getByText('Completed', { exact: true })).toBeVisible();
  await expect(order.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(order.getByText(totalText(total), { exact: true })).toBeVisible();
  const cakeRow = order.getByRole('row').filter({ hasText: cake.name });
  await expect(cakeRow.getByRole('cell')).toHaveText([
    '1',
    '1 kg',
    inr(cake.pricePerlarge),
    store.outletName,
    'Confirmed',
  ]);
  const hamperRow = order.getByRole('row').filter({ hasText: hamper.name });
  await expect(hamperRow.getByRole('cell')).toHaveText(['1', 'N/A', inr(hamper.price), store.outletName, 'Confirmed']);
});

test.describe('a signed-in customer', () => {
  // One customer for these tests (sign-ups are rate limited), one test at a time.
  test.describe.configure({ mode: 'default' });
  let customer: Customer;

  test.beforeAll(async ({ request }) => {
    customer = await registerCustomer(request, 'Kavya Rao');
  });

  test.beforeEach(async ({ context, request }) => {
    await emptyCart(request, customer);
    await signInBrowser(context, customer);
  });

  test('a failed payment says so, keeps the cart, and places no order', async ({ page, request }) => {
    const { hamper, store } = await shopping(request);
    await addHamper(request, customer, hamper, store, 2);
    await page.goto('/cart');
    await expect(lineOf(page, hamper.name).getByRole('status')).toHaveText('2');
    await expect(badge(page, 2)).toBeVisible();

    const checkout = page.getByRole('button', { name: 'PROCEED TO CHECKOUT' });
    await checkout.click();
    const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(widget.getByTestId('sandbox-amount')).toHaveText(totalText(withGst(hamper.price * 2 * 100)));
    await widget.getByRole('button', { name: 'Fail payment' }).click();
    // As with Razorpay, the widget stays open after a decline; closing it ends the attempt.
    await expect(widget.getByRole('alert')).toHaveText('Payment failed. You can try again, or cancel.');
    await widget.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' })).toBeVisible();
    await expect(widget).toBeHidden();
    await expect(lineOf(page, hamper.name).getByRole('status')).toHaveText('2');

    // Closing the widget without paying also leaves everything as it was.
    await checkout.click();
    await widget.getByRole('button', { name: 'Cancel' }).click();
    await expect(widget).toBeHidden();
    await expect(checkout).not.toHaveAttribute('aria-disabled');
    await page.reload();
    await expect(lineOf(page, hamper.name).getByRole('status')).toHaveText('2');
    await expect(badge(page, 2)).toBeVisible();

    await page.goto('/myorders');
    await expect(page.getByRole('tabpanel', { name: 'My Orders' }).getByText('No Orders Found')).toBeVisible();
  });

  test('a payment that goes through after a declined attempt places the order', async ({ page, request }) => {
    const { hamper, store } = await shopping(request);
    await addHamper(request, customer, hamper, store, 1);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
    const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
    await widget.getByRole('button', { name: 'Fail payment' }).click();
    await expect(widget.getByRole('alert')).toHaveText('Payment failed. You can try again, or cancel.');
    await widget.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/myorders$/);
    await expect(page.getByRole('tabpanel', { name: 'My Orders' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByText('Payment failed. Please try again.')).toHaveCount(0);
    await expect(badge(page, 0)).toBeVisible();
  });

  test('plus, minus and remove change the saved cart and its totals', async ({ page, request }) => {
    const { offers, stores } = await catalog(request);
    const store = stores.find((s) => s.outletName === 'Roast CCX')!;
    const [first, second] = offers.filter((o) => o.isActive && !o.isSold && o.storeSelect.includes(store.outletName));
    await addHamper(request, customer, first!, store, 1);
    await addHamper(request, customer, second!, store, 2, 'Ribbon in gold, please');
    await page.goto('/cart');
    const one = lineOf(page, first!.name);
    const two = lineOf(page, second!.name);
    await expect(two.getByText('Ribbon in gold, please', { exact: true })).toBeVisible();
    await expect(badge(page, 3)).toBeVisible();

    await one.getByRole('button', { name: `One more ${first!.name}` }).click();
    await expect(one.getByRole('status')).toHaveText('2');
    await expect(badge(page, 4)).toBeVisible();
    const itemsTotal = (first!.price * 2 + second!.price * 2) * 100;
    await expect(summaryOf(page).getByRole('definition').first()).toHaveText(totalText(itemsTotal));
    await expect(summaryOf(page).getByRole('definition').last()).toHaveText(totalText(withGst(itemsTotal)));

    await two.getByRole('button', { name: `One fewer ${second!.name}` }).click();
    await expect(two.getByRole('status')).toHaveText('1');
    await expect(badge(page, 3)).toBeVisible();

    await one.getByRole('button', { name: `Remove ${first!.name}`, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item removed from cart!' })).toBeVisible();
    await expect(one).toHaveCount(0);
    await expect(badge(page, 1)).toBeVisible();

    await two.getByRole('button', { name: `Remove ${second!.name} from cart` }).click();
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await expect(page.getByText('Please add some items to your cart.', { exact: true })).toBeVisible();
    await expect(badge(page, 0)).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  });
});

test('a guest’s plus and minus change the quantity, and minus at one empties the cart', async ({ page, request }) => {
  const { hamper, store } = await shopping(request);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(page.getByText('Please add some items to your cart.', { exact: true })).toBeVisible();

  await addHamperInPage(page, hamper, store);
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  const line = lineOf(page, hamper.name);
  await line.getByRole('button', { name: `One more ${hamper.name}` }).click();
  await expect(line.getByRole('status')).toHaveText('2');
  await expect(badge(page, 2)).toBeVisible();
  // Prices read in whole rupees; only the summary's totals go to the paisa.
  await expect(line.getByText(`Line total: ${inr(hamper.price * 2)}`, { exact: true })).toBeVisible();
  await expect(line.getByText(inr(hamper.price), { exact: true })).toBeVisible();
  await expect(summaryOf(page).getByRole('definition').first()).toHaveText(totalText(hamper.price * 200));
  await page.reload();
  await expect(line.getByRole('status')).toHaveText('2');

  await line.getByRole('button', { name: `One fewer ${hamper.name}` }).click();
  await expect(line.getByRole('status')).toHaveText('1');
  await line.getByRole('button', { name: `Remove ${hamper.name} from cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item removed from cart!' })).toBeVisible();
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(badge(page, 0)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART)).toBeNull();
});

test('an item from another outlet is refused with the same-store warning', async ({ page, request }) => {
  const { cake, hamper, store, other } = await shopping(request);
  await addHamperInPage(page, hamper, store);
  await expect(badge(page, 1)).toBeVisible();

  await page.goto(`/cakeInfo/${cake._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByLabel('Pickup at').selectOption(other._id);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select items from the same store.' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(badge(page, 1)).toBeVisible();

  await dialog.getByLabel('Pickup at').selectOption(store._id);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(badge(page, 2)).toBeVisible();
});

test('the dialogs ask for an outlet, refuse a pickup the outlet cannot make, and close on the backdrop', async ({
  page,
  request,
}) => {
  const { cake, hamper, other, stores } = await shopping(request);
  await page.goto(`/cakeInfo/${cake._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  const outlets = dialog.getByLabel('Pickup at').getByRole('option');
  const makers = stores.filter((s) => cake.storeSelect.includes(s.outletName));
  expect(makers.length, 'the cake is made at fewer outlets than we have').toBeLessThan(stores.length);
  await expect(outlets).toHaveText(['Choose an outlet', ...makers.map((s) => new RegExp(`^${s.outletName}`))]);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(dialog.getByText('Please select a store before proceeding.', { exact: true })).toBeVisible();

  await dialog.getByLabel('Pickup at').selectOption(other._id);
  const today = toIndiaSlot(new Date()).pickupDate;
  await dialog.getByLabel('Pickup date').fill(today);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toHaveText(
    new RegExp(
      `^This cake needs ${cake.preparationTime} hours; the earliest pickup is \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} [AP]M$`,
    ),
  );

  const later = new Date(Date.parse(`${today}T12:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Pickup date').fill(later);
  await dialog.getByLabel('Pickup time').fill('02:30');
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(refusal).toHaveText(
    `${other.outletName} is open from 8:00 AM to 11:00 PM; choose a pickup time in those hours.`,
  );
  await expect(page).toHaveURL(new RegExp(`/cakeInfo/${cake._id}$`));
  await expect(badge(page, 0)).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();

  await page.goto(`/offer-details/${hamper._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await dialog.getByRole('button', { name: 'Confirm & Add to Cart' }).click();
  await expect(dialog.getByText('Please select a store before adding to cart.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Pickup at').selectOption(other._id);
  await dialog.getByLabel('Pickup date').fill(today);
  await dialog.getByRole('button', { name: 'Confirm & Add to Cart' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^This hamper needs \d+ hours; the earliest pickup is /);
  await expect(badge(page, 0)).toBeVisible();
});

test('the dialog gives each outlet’s hours in plain words: Open 24 hours for the one that never closes', async ({
  page,
  request,
}) => {
  const { hamper, store, other } = await shopping(request);
  expect(store.hours).toEqual({ open: '00:00', close: '24:00' });
  await page.goto(`/offer-details/${hamper._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByLabel('Pickup at').selectOption(store._id);
  await expect(dialog.getByText(`Open 24 hours at ${store.outletName}.`)).toBeVisible();
  await expect(dialog.getByText(/12:00 AM to 12:00 AM/)).toHaveCount(0);
  await dialog.getByLabel('Pickup at').selectOption(other._id);
  await expect(dialog.getByText(`Open 8:00 AM to 11:00 PM at ${other.outletName}.`)).toBeVisible();
});

test('one guest cart in every tab: a new tab finds it, and a change in one tab shows in the other', async ({
  context,
  page,
  request,
}) => {
  const { hamper, store } = await shopping(request);
  await addHamperInPage(page, hamper, store);
  await expect(badge(page, 1)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/cart');
  await other.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(lineOf(other, hamper.name)).toBeVisible();
  await expect(badge(other, 1)).toBeVisible();

  // One more in the other tab: this tab follows without a reload.
  await lineOf(other, hamper.name)
    .getByRole('button', { name: `One more ${hamper.name}` })
    .click();
  await expect(badge(page, 2)).toBeVisible();
  await lineOf(other, hamper.name)
    .getByRole('button', { name: `Remove ${hamper.name}` })
    .click();
  await expect(badge(page, 0)).toBeVisible();
  await expect(badge(other, 0)).toBeVisible();
  await other.close();
});

test('a guest cart lasts an hour: an expired one is cleared on the next visit', async ({ page, request }) => {
  const { hamper, store } = await shopping(request);
  await addHamperInPage(page, hamper, store);
  const expiresIn = await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
    return (stored.expiresAt ?? 0) - Date.now();
  }, GUEST_CART);
  expect(expiresIn).toBeGreaterThan(59 * 60_000);
  expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

  await page.goto('/cart');
  await expect(lineOf(page, hamper.name)).toBeVisible();
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key)!) as { expiresAt: number };
    localStorage.setItem(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1000 }));
  }, GUEST_CART);
  await page.reload();
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(badge(page, 0)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART)).toBeNull();
});

test('the cart says so when the outlet cannot be looked up', async ({ page, request, consoleErrors }) => {
  const { hamper, store } = await shopping(request);
  await addHamperInPage(page, hamper, store);
  await page.route(`**/api/stores/${store._id}`, (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong.' } }),
  );
  await page.goto('/cart');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to load store details. Please try again.' }),
  ).toBeVisible();
  await expect(lineOf(page, hamper.name)).toBeVisible();
  expectFailedLoad(consoleErrors, 500);
});

test('after a payment the server could not confirm, the cart says what happened', async ({ page }) => {
  await page.goto('/cart?payment=failed');
  await expect(page.getByRole('alert')).toContainText('Your payment did not go through');
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
});

test('/paymentsuccess shows a spinner, then My Orders with a reference and the home page without', async ({
  page,
  context,
}) => {
  const plain = await context.newPage();
  // Without its scripts the page stays as the server sent it: the spinner alone.
  await plain.route('**/boot.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await plain.goto('/paymentsuccess?reference=pay_sbx_123');
  await expect(plain.getByRole('status')).toHaveText('Confirming your payment…');
  await expect(plain.getByRole('main').getByRole('link')).toHaveCount(0);
  await expectAccessible(plain, '/paymentsuccess');
  await plain.close();

  await page.goto('/paymentsuccess?reference=pay_sbx_123');
  await expect(page).toHaveURL(/\/myorders$/);
  await page.goto('/paymentsuccess');
  await expect(page).toHaveURL(/\/$/);
});

test('the cart with items and the add-to-cart dialog have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  const { cake, hamper, store } = await shopping(request);
  await addHamperInPage(page, hamper, store);
  await page.goto(`/cakeInfo/${cake._id}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(dialog.getByText('Please select a store before proceeding.')).toBeVisible();
  await expectAccessible(page, 'the cake dialog with its error');
  await dialog.getByLabel('Pickup at').selectOption(store._id);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/cart');
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page, '/cart at 360 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
