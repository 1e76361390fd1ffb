import { catalog } from './catalog';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { addHamper, payForCart, registerCustomer } from './shop';
import { logInToConsole, OWNER } from './staff';

// The counter's tablet, with the console's own service worker running (the other files block workers).
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'allow' });

test('offline, the console opens with the last board, read-only and marked so; a tapped move waits and is sent when back', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000 * CI_FACTOR);
  const { offers, stores } = await catalog(request);
  const ccx = stores.find((store) => store.outletName === 'Roast CCX')!;
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;
  const customer = await registerCustomer(request, 'Nandini Rao');
  await addHamper(request, customer, hamper, ccx, 1, '', 45);
  const reference = await payForCart(request, customer);

  await page.goto('/staff');
  await logInToConsole(page, OWNER.email, OWNER.password);
  await expect(page.getByRole('group', { name: 'Outlet' })).toBeVisible();
  expectFailedLoad(consoleErrors, 401);
  // The console's worker, not the store's, answers for /staff.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/staff-sw.js'));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/staff.webmanifest');
  await page.reload();
  await page.getByRole('group', { name: 'Outlet' }).getByRole('button', { name: 'Roast CCX' }).tap();
  await page.getByRole('button', { name: 'Next 7 days' }).tap();
  const card = page.getByRole('article', { name: reference });
  await expect(card).toContainText('Confirmed');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('roast-console-reads')).keys();
        return kept.map((each) => new URL(each.url).pathname);
      }),
    )
    .toContain('/api/staff/orders');

  // The Wi-Fi drops and the tablet reloads: the board as it was, marked, and nothing final offered.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline: this is the board as it was at/)).toBeVisible();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: /^Cancel/ })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('console-offline-1024.png') });

  // A tap made offline waits, and is sent once the connection is back.
  await card.getByRole('button', { name: 'Start preparing' }).tap();
  await expect(card).toContainText('Waiting to send');
  await context.setOffline(false);
  await expect(card.getByText('State: Preparing', { exact: false })).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText(/^Offline: this is the board as it was at/)).toBeHidden();
  const mine = await request.get('/api/order/all?page=1&limit=5', { headers: { token: customer.token } });
  const orders = ((await mine.json()) as { data: { data: { orderId: string; orderStatus: string }[] } }).data.data;
  expect(orders.find((order) => order.orderId === reference)?.orderStatus).toBe('Preparing');
  // What the tablet could not reach while it was offline, the browser logged; nothing else went wrong.
  const offline = (line: string) => line.includes('net::ERR_INTERNET_DISCONNECTED');
  expect(consoleErrors.some(offline)).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !offline(line)));
});
