import { readFile } from 'node:fs/promises';
import { catalog } from './catalog';
import { expect, expectFailedLoad, MIN_TARGET_PX, test } from './fixtures';
import { mailTo } from './outbox';
import { addHamper, payForCart, registerCustomer, signInBrowser } from './shop';

const PASSWORD = 'filter-kaapi-2026';

test('a customer downloads their data, then erases the account: the login stops working and a mail confirms it', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const { offers, stores } = await catalog(request);
  const store = stores.find((s) => s.outletName === 'Roast 24 Seven')!;
  const hamper = offers.find((o) => o.isActive && !o.isSold && o.storeSelect.includes(store.outletName))!;
  const customer = await registerCustomer(request, 'Devika Nair');
  await addHamper(request, customer, hamper, store);
  const reference = await payForCart(request, customer);
  await signInBrowser(context, customer);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/myorders');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  for (const name of ['Download my data', 'Erase my account']) {
    const box = await yourData.getByRole('button', { name }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('roast-my-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { name: string; email: string };
    orders: { reference: string }[];
  };
  expect(data.account).toMatchObject({ name: 'Devika Nair', email: customer.email });
  expect(data.orders.map((order) => order.reference)).toEqual([reference]);

  await yourData.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
  await expect(dialog).toContainText('Your login stops working at once');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(
    'That password is not right, so your account has not been erased. Check it and try again.',
  );
  expectFailedLoad(consoleErrors, 400);

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been erased.' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  const login = await request.post('/api/user/login', { data: { email: customer.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  const old = await request.get('/api/user/details', { headers: { token: customer.token } });
  expect(old.status()).toBe(401);
  const mail = await mailTo(customer.email, 'Your Roast account has been erased');
  expect(mail).toContain(reference);
});
