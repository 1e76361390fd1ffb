import { catalog } from './catalog';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { addHamper, registerCustomer } from './shop';
import { logInToConsole, OWNER } from './staff';

// The owner at the counter's tablet, in landscape.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('a second payment for a paid order is refunded, and the owner sees it on the console’s Payments page', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000 * CI_FACTOR);
  // A customer pays for a hamper, then pays for the same order again in the sandbox.
  const { offers, stores } = await catalog(request);
  const ccx = stores.find((store) => store.outletName === 'Roast CCX')!;
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;
  const customer = await registerCustomer(request, 'Farah Khan');
  await addHamper(request, customer, hamper, ccx, 1, '', 90);
  const created = await request.post('/api/order/createorder', {
    data: { paymentMethod: 'ONLINE' },
    headers: { token: customer.token },
  });
  const order = (await created.json()) as { id: string; orderId: string; amount: number };
  const pay = async () =>
    (await (await request.post('/api/payments/sandbox/pay', { data: { order_id: order.id } })).json()) as Record<
      string,
      string
    >;
  const first = await pay();
  expect((await request.post('/api/order/paymentverification', { data: first })).status()).toBe(200);
  const second = await pay();
  const twice = await request.post('/api/order/paymentverification', { data: second });
  expect(twice.status()).toBe(409);
  expect(((await twice.json()) as { message: string }).message).toBe(
    'This was already paid with another payment, so this second payment is being refunded in full.',
  );

  // The owner signs in on the tablet and opens Payments from the console's navigation.
  await page.goto('/staff');
  await logInToConsole(page, OWNER.email, OWNER.password);
  expectFailedLoad(consoleErrors, 401);
  const nav = page.getByRole('navigation', { name: 'Console' });
  const payments = nav.getByRole('link', { name: /^Payments/ });
  // The header holds every page on one line at 1024 px, beside the board's tools.
  const orders = await nav.getByRole('link', { name: 'Orders' }).boundingBox();
  const link = await payments.boundingBox();
  expect(link!.y).toBe(orders!.y);
  expect(link!.x + link!.width).toBeLessThanOrEqual(1024);
  await payments.tap();

  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const entry = page.getByRole('article', { name: new RegExp(order.orderId) });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('heading')).toContainText(`Paid twice Order ${order.orderId} · Roast CCX`);
  await expect(entry).toContainText('Farah Khan');
  await expect(entry).toContainText(customer.email);
  await expect(entry).toContainText(second.razorpay_payment_id!);
  await expect(entry.getByText('Paid for with').locator('..')).toContainText(first.razorpay_payment_id!);
  await expect(entry.getByText('Refunded', { exact: true })).toBeVisible();
  const box = await entry.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
});
