import { catalog } from './catalog';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { logInToConsole, OWNER } from './staff';

// The counter's tablet, in landscape, with a touch screen.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** The India day `days` from now, as a date input takes it. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

test('an order taken at the counter and paid in cash appears on the kitchen’s tablet at once, and rings there', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000 * CI_FACTOR);
  const { offers } = await catalog(request);
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;

  // The kitchen's tablet: the board of Roast CCX for the week, live.
  const kitchen = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const board = await kitchen.newPage();
  await board.goto('/staff');
  await logInToConsole(board, OWNER.email, OWNER.password);
  await board.getByRole('group', { name: 'Outlet' }).getByRole('button', { name: 'Roast CCX' }).tap();
  await board.getByRole('button', { name: 'Next 7 days' }).tap();
  await expect(board.getByText('Live', { exact: true })).toBeVisible();

  // The till's tablet: a walk-in customer orders a hamper for Saturday and pays cash.
  await page.goto('/staff');
  await logInToConsole(page, OWNER.email, OWNER.password);
  expectFailedLoad(consoleErrors, 401);
  await page.getByRole('link', { name: 'New order' }).tap();
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  const outlet = page.getByRole('combobox', { name: 'Outlet' });
  if (await outlet.isVisible()) await outlet.selectOption({ label: 'Roast CCX' });
  await page.getByLabel('Pickup day').fill(indiaDay(4));
  await page.getByLabel('Pickup time').fill('13:30');
  await page.getByRole('combobox', { name: 'Cake or hamper' }).selectOption(`other:${hamper._id}`);
  await page.getByRole('textbox', { name: 'Note for the kitchen (optional)' }).fill('Gift wrap, please');
  await page.getByRole('button', { name: 'Add to the order' }).tap();
  await page.getByRole('textbox', { name: 'Name' }).fill('Ravi Shankar');
  await page.getByRole('textbox', { name: 'Phone' }).fill('98450 12345');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: /^Paid ₹[\d,.]+ in cash/ }).tap();
  const taken = page.getByRole('heading', { name: /^Order CCX-\d{6}-\d{4}$/ });
  await expect(taken).toBeVisible();
  const reference = (await taken.textContent())!.replace('Order ', '').trim();
  await expect(page.getByText(/^\d{4}$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('counter-order-1024.png') });

  // On the kitchen's tablet, without a reload: the card, and the ring waiting for a tap.
  const card = board.getByRole('article', { name: reference });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText('Ravi Shankar');
  await expect(card).toContainText('Gift wrap, please');
  await expect(card).toContainText('Confirmed');
  const waiting = board.getByRole('region', { name: 'Orders waiting for you' });
  await expect(waiting).toContainText(`New order ${reference}`);
  await board.screenshot({ path: test.info().outputPath('counter-order-on-kitchen-tablet.png') });
  await waiting.getByRole('button', { name: `Acknowledge ${reference}` }).tap();
  await expect(board.getByRole('button', { name: `Acknowledge ${reference}` })).toHaveCount(0);
  await kitchen.close();
});

test('a phone order’s payment link is paid by the customer on their phone, and the order then reaches the board', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000 * CI_FACTOR);
  const { offers } = await catalog(request);
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;

  await page.goto('/staff/orders/new');
  await logInToConsole(page, OWNER.email, OWNER.password);
  expectFailedLoad(consoleErrors, 401);
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  const outlet = page.getByRole('combobox', { name: 'Outlet' });
  if (await outlet.isVisible()) await outlet.selectOption({ label: 'Roast CCX' });
  await page.getByLabel('Pickup day').fill(indiaDay(5));
  await page.getByLabel('Pickup time').fill('15:00');
  await page.getByRole('radio', { name: 'On the phone' }).check();
  await expect(page.getByRole('radio', { name: 'Payment link' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Cake or hamper' }).selectOption(`other:${hamper._id}`);
  await page.getByRole('button', { name: 'Add to the order' }).tap();
  await page.getByRole('textbox', { name: 'Name' }).fill('Farah Khan');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98860 55555');
  await page.getByRole('button', { name: /make the link/ }).tap();
  const link = await page.getByRole('textbox', { name: 'Payment link' }).inputValue();
  expect(link).toMatch(/\/pay\/[\w-]{20,}$/);
  await expect(page.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919886055555\?text=/,
  );
  const reference = (await page.getByRole('heading', { name: /^Order / }).textContent())!.replace('Order ', '').trim();

  // The customer, on a phone: the order, its price, and the store's own payment.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const customer = await phone.newPage();
  await customer.goto(new URL(link).pathname);
  await expect(customer.getByRole('heading', { name: `Pay for order ${reference}` })).toBeVisible();
  await expect(customer.getByText(hamper.name)).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath('pay-link-360.png'), fullPage: true });
  await customer.getByRole('button', { name: /^Pay ₹/ }).tap();
  const widget = customer.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.getByRole('button', { name: 'Pay now' }).tap();
  await expect(customer.getByText(/^\d{4}$/)).toBeVisible();
  await phone.close();

  // Paid: it is on the board of Roast CCX.
  await page.goto('/staff');
  await page.getByRole('group', { name: 'Outlet' }).getByRole('button', { name: 'Roast CCX' }).tap();
  await page.getByRole('button', { name: 'Next 7 days' }).tap();
  await expect(page.getByRole('article', { name: reference })).toContainText('Farah Khan');
});
