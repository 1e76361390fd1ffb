import { catalog } from './catalog';
import { CI_FACTOR, expect, test } from './fixtures';
import { logInToConsole, OWNER } from './staff';

test('a cake sold out at CCX from the tablet stays orderable at 24 Seven, and the store says which', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000 * CI_FACTOR);
  const { cakes, stores } = await catalog(request);
  const ccx = stores.find((store) => store.outletName === 'Roast CCX')!;
  const sevenDays = stores.find((store) => store.outletName === 'Roast 24 Seven')!;
  // The last such cake of the menu: the specs that order or edit cakes take the first ones.
  const cake = cakes.findLast(
    (each) =>
      each.isActive &&
      !each.isSold &&
      each.name !== 'Sugar-Free Vanilla Berry' &&
      each.storeSelect.includes('Roast CCX') &&
      each.storeSelect.includes('Roast 24 Seven') &&
      !(each.soldOutAt ?? []).includes(ccx._id),
  )!;

  // On the counter's tablet: the menu, the cake, sold out at CCX until the end of the day.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const console = await tablet.newPage();
  await console.goto('/staff/menu');
  await logInToConsole(console, OWNER.email, OWNER.password);
  const row = console.getByRole('article', { name: cake.name });
  const atOutlets = row.getByRole('group', { name: `Sold out today at one outlet: ${cake.name}` });
  await atOutlets.getByRole('button', { name: 'CCX: on sale' }).tap();
  await expect(atOutlets.getByRole('button', { name: 'Sold out at CCX' })).toHaveAttribute('aria-pressed', 'true');
  await expect(atOutlets.getByRole('button', { name: 'R24: on sale' })).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await catalog(request)).cakes.find((each) => each._id === cake._id)?.soldOutAt)
    .toEqual([ccx._id]);

  // On a phone: the add-to-cart dialog lists CCX last and marked; 24 Seven takes the order.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`/cakeInfo/${cake._id}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add To Cart' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  const options = dialog.getByLabel('Pickup at').locator('option');
  await expect(options.last()).toHaveText(/^Roast CCX.*\(sold out for now\)$/);
  await dialog.getByLabel('Pickup at').selectOption(sevenDays._id);
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(cake.name).first()).toBeVisible();

  // Back on sale at CCX from the tablet.
  await atOutlets.getByRole('button', { name: 'Sold out at CCX' }).tap();
  await expect(atOutlets.getByRole('button', { name: 'CCX: on sale' })).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await catalog(request)).cakes.find((each) => each._id === cake._id)?.soldOutAt)
    .toEqual([]);
  await phone.close();
  await tablet.close();
});
