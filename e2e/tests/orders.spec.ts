import type { Page } from '@playwright/test';
import type { Order } from '@roast/domain';
import { expectAccessible } from './axe';
import { catalog } from './catalog';
import { CI_FACTOR, expect, test } from './fixtures';
import { addHamper, payForCart, registerCustomer, signInBrowser, totalText, type Customer } from './shop';

const ORDERS = 11;

// One customer with eleven paid orders (and one unpaid) for every test here, one test at a time.
test.describe.configure({ mode: 'default' });

let customer: Customer;
/** Order references, oldest first. */
const references: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000 * CI_FACTOR);
  const { offers, stores } = await catalog(request);
  const store = stores.find((s) => s.outletName === 'Roast 24 Seven')!;
  const hamper = offers.find((o) => o.isActive && !o.isSold && o.storeSelect.includes(store.outletName))!;
  customer = await registerCustomer(request, 'Arjun Menon');
  for (let index = 1; index <= ORDERS; index++) {
    // Each order a quarter hour after the last: together they would fill one slot.
    await addHamper(request, customer, hamper, store, index, '', index * 15);
    references.push(await payForCart(request, customer));
  }
  // Checked out but never paid: My Orders must not show it.
  await addHamper(request, customer, hamper, store, 1);
  const unpaid = await request.post('/api/order/createorder', { data: {}, headers: { token: customer.token } });
  expect(unpaid.ok()).toBe(true);
});

test.beforeEach(async ({ context }) => {
  await signInBrowser(context, customer);
});

const panelOf = (page: Page) => page.getByRole('tabpanel', { name: 'My Orders' });
const pagesOf = (page: Page) => page.getByRole('navigation', { name: 'Orders pages' });
const headings = (page: Page) => panelOf(page).getByRole('article').getByRole('heading', { level: 2 });
const newestFirst = () => [...references].reverse().map((reference) => `Order ${reference}`);

test('My Orders shows the paid orders five to a page, newest first, with previous and next', async ({ page }) => {
  await page.goto('/myorders');
  await expect(headings(page)).toHaveText(newestFirst().slice(0, 5));
  await expect(panelOf(page).getByText(`${ORDERS} orders, newest first. Page 1 of 3.`)).toBeVisible();
  const pages = pagesOf(page);
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(headings(page)).toHaveText(newestFirst().slice(5, 10));
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(headings(page)).toHaveText(newestFirst().slice(10));
  await expect(pages.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(headings(page)).toHaveText(newestFirst().slice(5, 10));
});

test('the page links keep three pages at each end and two around the current one', async ({ page, request }) => {
  // Sixty orders would take a while to place: the answer claims them, the orders shown are real.
  await page.route('**/api/order/all?*', async (route) => {
    const answer = await request.get(route.request().url(), { headers: { token: customer.token } });
    const body = (await answer.json()) as { data: { total: number } };
    await route.fulfill({ json: { ...body, data: { ...body.data, total: 60 } } });
  });
  await page.goto('/myorders');
  const pages = pagesOf(page);
  const links = pages.getByRole('listitem');
  await expect(links).toHaveText(['Previous', '1', '2', '3', '…', '10', '11', '12', 'Next']);
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(links).toHaveText(['Previous', '1', '2', '3', '4', '…', '10', '11', '12', 'Next']);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  await expect(links).toHaveText(['Previous', '1', '2', '3', '4', '5', '…', '10', '11', '12', 'Next']);
  await pages.getByRole('button', { name: 'Page 11' }).click();
  await expect(links).toHaveText(['Previous', '1', '2', '3', '…', '10', '11', '12', 'Next']);
  // The page moves before its answer arrives: let the last answer finish before the test ends.
  await page.unrouteAll({ behavior: 'wait' });
});

test('an order shows its reference, status, payment, total and items, and Check Status asks the server', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/order/all?page=1&limit=1', { headers: { token: customer.token } });
  const latest = ((await answer.json()) as { data: { data: Order[] } }).data.data[0]!;
  expect(latest.orderId).toBe(references.at(-1));

  await page.goto('/myorders');
  const order = panelOf(page).getByRole('article').first();
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(`Order ${latest.orderId}`);
  await expect(order.getByText('Completed', { exact: true })).toBeVisible();
  await expect(order.getByText(totalText(Math.round(latest.amount * 100)), { exact: true })).toBeVisible();
  const item = latest.items[0]!;
  const row = order.getByRole('row').filter({ hasText: item.itemName });
  await expect(row.getByRole('cell')).toHaveText([
    String(ORDERS),
    'N/A',
    `₹${item.price.toLocaleString('en-IN')}`,
    'Roast 24 Seven',
    latest.orderStatus,
  ]);

  let asked = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith(`/api/order/status/${latest._id}`)) asked++;
  });
  await order.getByRole('button', { name: 'Check Status' }).click();
  await expect(order.getByRole('status')).toHaveText(`Current status: ${latest.orderStatus}. Payment Completed.`);
  expect(asked).toBe(1);
});

test('My Orders with orders has no serious or critical axe violations, and fits a phone', async ({ page }) => {
  await page.goto('/myorders');
  await expect(headings(page)).toHaveCount(5);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `My Orders at ${width} px`);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
