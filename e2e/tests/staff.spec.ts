import { catalog } from './catalog';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { mailTo } from './outbox';
import { addHamper, payForCart, registerCustomer, signInBrowser } from './shop';
import { logInToConsole, OWNER } from './staff';

// The counter's tablet, in landscape, with a touch screen.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('an owner invites a colleague, whose tablet shows a paid order live, makes it ready and hands it over with the code', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000 * CI_FACTOR);
  const colleague = `kavya.${Date.now()}@roastcafe.in`;

  // The owner, on their laptop: signs in (the console first asks who is there) and invites Kavya to Roast CCX.
  await page.goto('/staff');
  await logInToConsole(page, OWNER.email, OWNER.password);
  // Members sit in the owner's menu, beside Outlets and the audit trail.
  await page.getByRole('button', { name: /^O?Owner/ }).click();
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a colleague' });
  await invite.getByLabel('Name').fill('Kavya Menon');
  await invite.getByLabel('Email').fill(colleague);
  await invite.getByRole('radio', { name: /Staff/ }).check();
  await invite.getByRole('checkbox', { name: 'Roast CCX' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('Set-password link')).toHaveValue(/\/staff\/set-password\/[A-Za-z0-9_-]{43}$/);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'Kavya Menon' })).toContainText('Invitation sent');
  expectFailedLoad(consoleErrors, 401);

  // Kavya, on the counter's tablet: the link from her mail, a password, and the board of her outlet.
  const mail = await mailTo(colleague, 'Your invitation to the Roast console');
  const link = /https?:\/\/[^\s"<>]+\/staff\/set-password\/[A-Za-z0-9_-]+/.exec(mail)![0];
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const counter = await tablet.newPage();
  const counterErrors: string[] = [];
  counter.on('console', (message) => {
    if (message.type() === 'error') counterErrors.push(message.text());
  });
  await counter.goto(link);
  await counter.getByLabel('New password', { exact: true }).fill('filter-coffee-at-ccx');
  await counter.getByLabel('New password again').fill('filter-coffee-at-ccx');
  await counter.getByRole('button', { name: 'Save password' }).tap();
  await expect(counter.getByLabel('Email')).toHaveValue(colleague);
  await counter.getByLabel('Password', { exact: true }).fill('filter-coffee-at-ccx');
  await counter.getByRole('button', { name: 'Log in' }).tap();
  await expect(counter.getByText('Roast CCX').first()).toBeVisible();
  await counter.getByRole('button', { name: 'Next 7 days' }).tap();
  await expect(counter.getByText('Live', { exact: true })).toBeVisible();

  // A customer pays for a hamper at Roast CCX; the order appears on the board without a reload.
  const { offers, stores } = await catalog(request);
  const ccx = stores.find((store) => store.outletName === 'Roast CCX')!;
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;
  const customer = await registerCustomer(request, 'Meera Iyer');
  await addHamper(request, customer, hamper, ccx, 1, 'Please add a card: Happy housewarming!');
  const reference = await payForCart(request, customer);
  const card = counter.getByRole('article', { name: reference });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText('New');
  await expect(card).toContainText('Meera Iyer');
  await expect(card).toContainText('Please add a card: Happy housewarming!');

  // Made, then ready: the customer is mailed where, when, and the code to say.
  await card.getByRole('button', { name: 'Start preparing' }).tap();
  await expect(card).toContainText('Preparing');
  await card.getByRole('button', { name: 'Ready for pickup' }).tap();
  await expect(card.getByRole('button', { name: 'Hand over…' })).toBeVisible();
  const ready = await mailTo(customer.email, `Your Roast order ${reference} is ready for pickup`);
  const code = /Pickup code: (\d{4})/.exec(ready)![1]!;
  expect(ready).toContain('Roast CCX');

  // At the counter: a wrong code is refused, the customer's own code hands it over.
  await card.getByRole('button', { name: 'Hand over…' }).tap();
  const handOver = counter.getByRole('dialog', { name: `Hand over ${reference}` });
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await handOver.getByLabel('Pickup code').fill(wrong);
  await handOver.getByRole('button', { name: 'Hand over', exact: true }).tap();
  await expect(handOver).toContainText('That pickup code does not match this order.');
  await handOver.getByLabel('Pickup code').fill(code);
  await handOver.getByRole('button', { name: 'Hand over', exact: true }).tap();
  await expect(handOver).toBeHidden();
  // Handed over, it is folded away under the day's open orders.
  await counter.getByText(/^Done: picked up, no-show or cancelled/).tap();
  await expect(card).toContainText('Picked up');
  // Chromium logs the refused code (422) as a failed load; nothing else went wrong on the tablet.
  expect(counterErrors.filter((error) => !error.includes('status of 422') && !error.includes('status of 401'))).toEqual(
    [],
  );
  await tablet.close();

  // The customer's My Orders follows: Picked up, with the order's history.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  await signInBrowser(phone, customer);
  const customerPage = await phone.newPage();
  await customerPage.goto('/myorders');
  await customerPage.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const order = customerPage.getByRole('article', { name: `Order ${reference}` });
  await expect(order).toContainText('Picked up');
  await order.getByText('Order history').tap();
  await expect(order.getByRole('listitem')).toHaveText([
    /^Confirmed .*payment received$/,
    /^Preparing .*by Roast$/,
    /^Ready for pickup .*by Roast$/,
    /^Picked up .*by Roast$/,
  ]);
  await phone.close();
});

test('a customer’s token opens no staff call, and a write from another site is refused', async ({ request }) => {
  const { stores } = await catalog(request);
  const customer = await registerCustomer(request, 'Curious Customer');
  for (const headers of [{ token: customer.token }, { authorization: `Bearer ${customer.token}` }] as Record<
    string,
    string
  >[]) {
    const response = await request.get(`/api/staff/orders?outlet=${stores[0]!._id}`, { headers });
    expect(response.status()).toBe(401);
  }
  // A write from another site is refused before anything else is looked at.
  const forged = await request.post('/api/staff/login', {
    data: OWNER,
    headers: { origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
});
