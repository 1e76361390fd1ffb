import { catalog } from './catalog';
import { CI_FACTOR, expect, expectFailedLoad, test } from './fixtures';
import { addHamper, payForCart, registerCustomer } from './shop';
import { logInToConsole, OWNER } from './staff';

// The counter's tablet, in landscape, with a touch screen.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('a busy day fits the tablet: at least six of twelve orders in view at once, each with its time and state', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000 * CI_FACTOR);
  const { offers, stores } = await catalog(request);
  const ccx = stores.find((store) => store.outletName === 'Roast CCX')!;
  const hamper = offers.find((offer) => offer.isActive && !offer.isSold && offer.storeSelect.includes('Roast CCX'))!;
  const customer = await registerCustomer(request, 'Lakshmi Narayan');
  const references: string[] = [];
  for (let n = 0; n < 12; n += 1) {
    await addHamper(request, customer, hamper, ccx, 1, '', n * 15);
    references.push(await payForCart(request, customer));
  }

  await page.goto('/staff');
  await logInToConsole(page, OWNER.email, OWNER.password);
  await expect(page.getByRole('group', { name: 'Outlet' })).toBeVisible();
  // The console asks who is there before the login: that first answer is a 401.
  expectFailedLoad(consoleErrors, 401);
  await page.getByRole('group', { name: 'Outlet' }).getByRole('button', { name: 'Roast CCX' }).tap();
  await page.getByRole('button', { name: 'Next 7 days' }).tap();
  for (const reference of references) await expect(page.getByRole('article', { name: reference })).toBeAttached();

  // The list scrolled to its top, as a worker would: how many whole cards the screen shows under the header.
  const inView = await page.getByRole('article').evaluateAll((cards) => {
    const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo(0, cards[0]!.getBoundingClientRect().top + window.scrollY - headerHeight - 8);
    const header = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    return cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= header && box.bottom <= window.innerHeight && box.width > 0;
    }).length;
  });
  expect(inView).toBeGreaterThanOrEqual(6);
  await page.screenshot({ path: test.info().outputPath('board-1024.png') });

  // Each card says when it is for and where it stands.
  const first = page.getByRole('article', { name: references[0]! });
  await expect(first.locator('time').first()).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
  await expect(first).toContainText(/Paid \d+ min ago|Late \d+/);
  await expect(first).toContainText('Confirmed');

  // A stray tap: started by mistake, undone from the toast, and the board agrees.
  await first.getByRole('button', { name: 'Start preparing' }).tap();
  await expect(first).toContainText('Preparing');
  const offer = page.getByRole('status').filter({ hasText: `${references[0]} moved to Preparing.` });
  await offer.getByRole('button', { name: 'Undo' }).tap();
  await expect(first.getByText('State: Confirmed', { exact: false })).toBeAttached();
  await expect(page.getByText(`${references[0]} is back in Confirmed.`)).toBeVisible();
  await first.getByText('History').tap();
  await expect(first.getByRole('listitem').last()).toContainText('Confirmed');

  // What to make: the day's production list counts the twelve hampers (and whatever else that day holds).
  const pickupDay = await first.locator('time').first().getAttribute('datetime');
  await page.goto(`/staff/production?outlet=${ccx._id}&date=${pickupDay!.slice(0, 10)}`);
  const list = page.getByRole('table', { name: /^To make at Roast CCX for/ });
  const row = list.getByRole('row', { name: new RegExp(hamper.name) });
  await expect(row).toBeVisible();
  const quantity = Number(await row.getByRole('cell').nth(2).textContent());
  expect(quantity).toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: test.info().outputPath('production-1024.png') });
});
