import { request as http, type APIRequestContext } from '@playwright/test';
import { addDays, formatDate, formatTime12, slotTimes, toIndiaSlot, unitsOf, type Store } from '@roast/domain';
import { catalog } from './catalog';
import { CI_FACTOR, expect, test } from './fixtures';
import { payForCart, registerCustomer, type Customer } from './shop';
import { OWNER } from './staff';

/** A 360 px phone, the narrowest screen the store is made for. */
const PHONE = { width: 360, height: 740 };

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem('roast:home-popup-seen', '1'));
});

/** The owner, signed in to the console's API (its writes carry the console's own origin). */
async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const owner = await http.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await owner.post('/api/staff/login', { data: OWNER });
  if (!login.ok()) throw new Error(`staff login answered ${login.status()}: ${await login.text()}`);
  return owner;
}

async function patchOutlet(owner: APIRequestContext, store: Store, change: Record<string, unknown>): Promise<void> {
  const response = await owner.patch(`/api/staff/outlets/${store._id}`, { data: change });
  if (!response.ok()) throw new Error(`outlet change answered ${response.status()}: ${await response.text()}`);
}

async function post(request: APIRequestContext, url: string, data: unknown, customer: Customer): Promise<void> {
  const response = await request.post(url, { data, headers: { token: customer.token } });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
}

test('on a phone, the add-to-cart dialog greys out a time an order has filled and says why a closed day is closed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(45_000 * CI_FACTOR);
  const { offers, stores } = await catalog(request);
  // The outlet and the days no other spec picks up on: weeks ahead, at Roast Caffeine Capital.
  const store = stores.find((s) => s.outletName === 'Roast Caffeine Capital')!;
  const hamper = offers.find((o) => o.isActive && !o.isSold && o.storeSelect.includes(store.outletName))!;
  const today = toIndiaSlot(new Date()).pickupDate;
  const fullDay = addDays(today, 45);
  const closedDay = addDays(today, 46);
  const times = slotTimes(store.hours, store.slotMinutes);
  const fullTime = times[Math.floor(times.length / 2)]!;
  const nextTime = times[Math.floor(times.length / 2) + 1]!;
  // A slot takes two of the hamper: another spec's customer buys two here on a nearer day, and they
  // must still fit while this test runs.
  const twoHampers = unitsOf({ itemType: 'other', size: '0-kg', quantity: 2 }, hamper.capacityUnits);

  // A customer's paid order for two at that time, before the owner makes the slots small.
  const customer = await registerCustomer(request, 'Kavya Rao');
  await post(
    request,
    '/api/cart/add',
    {
      itemType: 'other',
      itemId: hamper._id,
      size: '0-kg',
      pickupDate: fullDay,
      pickupTime: fullTime,
      note: '',
      store: store._id,
      quantity: 2,
    },
    customer,
  );
  await payForCart(request, customer);

  const owner = await ownerApi(baseURL!);
  try {
    await patchOutlet(owner, store, {
      slotCapacity: twoHampers,
      closedDates: [...store.closedDates, closedDay],
      closedReasons: { ...store.closedReasons, [closedDay]: 'Diwali' },
    });

    await page.setViewportSize(PHONE);
    await page.goto(`/offer-details/${hamper._id}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to cart' });
    await dialog.getByLabel('Pickup at').selectOption(store._id);
    await dialog.getByLabel('Pickup date').fill(fullDay);

    const day = dialog.getByRole('group', { name: `Times on ${formatDate(fullDay)}` });
    const full = day.getByRole('radio', { name: `${formatTime12(fullTime)} Full` });
    await expect(full).toBeDisabled();
    await expect(day.getByText('Full', { exact: true })).toBeVisible();
    await expect(day.getByRole('radio', { name: formatTime12(nextTime), exact: true })).toBeEnabled();
    await expect(day.getByRole('radio', { disabled: false })).toHaveCount(times.length - 1);

    // Picking the next time fills it in; typing the full one in is refused before anything is added.
    await day.getByRole('radio', { name: formatTime12(nextTime), exact: true }).check();
    await expect(dialog.getByLabel('Pickup time')).toHaveValue(nextTime);
    await dialog.getByLabel('Pickup time').fill(fullTime);
    await dialog.getByRole('button', { name: 'Confirm & Add to Cart' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `The ${formatTime12(fullTime)} pickup on ${formatDate(fullDay)} at ${store.outletName} is full now. Please choose another time.`,
    );

    await dialog.getByLabel('Pickup date').fill(closedDay);
    const closed = `Closed for Diwali. ${store.outletName} takes no pickups on ${formatDate(closedDay)}.`;
    await expect(dialog.getByRole('status').filter({ hasText: closed })).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    // At 360 px nothing in the dialog is wider than the screen.
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await patchOutlet(owner, store, {
      slotCapacity: store.slotCapacity,
      closedDates: store.closedDates,
      closedReasons: store.closedReasons,
    });
    await owner.dispose();
  }
});
