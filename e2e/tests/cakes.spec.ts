import { CAKE_CATEGORIES, type Cake } from '@roast/domain';
import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, expectFailedLoad, test } from './fixtures';

const FILTERS = [
  { label: 'Eggless', field: 'eggless' },
  { label: 'Sugarless', field: 'sugarFree' },
  { label: 'Gluten Free', field: 'glutenFree' },
  { label: 'Best Seller', field: 'bestSeller' },
] as const;

const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The names on the cake cards, in page order. */
async function cardNames(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

/** The food marks' colours: Roast brown for egg, Pistachio green for eggless. */
const BROWN = 'rgb(90, 53, 33)';
const GREEN = 'rgb(79, 107, 63)';

test.describe('cake menu', () => {
  test('the sidebar lists exactly the categories that have an active cake', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const hidden = 2;
    await page.route('**/api/cake/list', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Cake[] };
      // One whole category is taken off the menu: it must vanish from the sidebar.
      const data = body.data.map((cake) => (cake.category === hidden ? { ...cake, isActive: false } : cake));
      await route.fulfill({ response, json: { ...body, data } });
    });
    // Arrive from another page, so the menu is fetched in the browser (the route above answers it).
    await page.goto('/privacy-policy');
    await page.getByRole('banner').getByRole('link', { name: 'Cakes', exact: true }).click();
    const expected = CAKE_CATEGORIES.filter(
      (category) => category._id !== hidden && cakes.some((cake) => cake.isActive && cake.category === category._id),
    ).map((category) => category.catname);
    const links = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, name] of expected.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
    await expect(page.getByRole('heading', { level: 2, name: CAKE_CATEGORIES[hidden - 1]!.catname })).toHaveCount(0);
  });

  test('a category link scrolls its section to 120 px below the top and marks it current', async ({
    page,
    request,
  }) => {
    const { cakes } = await catalog(request);
    const listed = CAKE_CATEGORIES.filter((category) =>
      cakes.some((cake) => cake.isActive && cake.category === category._id),
    );
    const target = listed[Math.floor(listed.length / 2)]!;
    await page.goto('/cakes');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const link = nav.getByRole('link', { name: target.catname });
    const heading = page.getByRole('heading', { level: 2, name: target.catname, exact: true });
    await expect(heading).not.toBeInViewport();
    await link.click();
    await expect(heading).toBeInViewport();
    // The header is 64 px tall and sticky; the spec puts the section 120 px from the top.
    await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(116);
    await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1)).toBeLessThanOrEqual(124);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    const first = nav.getByRole('link').first();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(link).not.toHaveAttribute('aria-current', 'true');
  });

  test('each filter shows exactly the active cakes that have it', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const active = cakes.filter((cake) => cake.isActive);
    await page.goto('/cakes');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(active.length);
    for (const { label, field } of FILTERS) {
      const box = page.getByRole('checkbox', { name: label, exact: true });
      await box.check();
      const expected = active.filter((cake) => cake[field]).map((cake) => cake.name);
      expect(expected.length, `the seed has ${label} cakes`).toBeGreaterThan(0);
      expect(expected.length, `the seed has cakes that are not ${label}`).toBeLessThan(active.length);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected.length);
      expect(sorted(await cardNames(page))).toEqual(sorted(expected));
      await box.uncheck();
    }
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(active.length);
  });

  test('filters combine, and an impossible combination says so', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const active = cakes.filter((cake) => cake.isActive);
    const both = active.filter((cake) => cake.eggless && cake.bestSeller).map((cake) => cake.name);
    expect(
      active.filter((cake) => cake.sugarFree && cake.glutenFree),
      'no seeded cake is both',
    ).toHaveLength(0);
    await page.goto('/cakes');
    await page.getByRole('checkbox', { name: 'Eggless' }).check();
    await page.getByRole('checkbox', { name: 'Best Seller' }).check();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(both.length);
    expect(sorted(await cardNames(page))).toEqual(sorted(both));

    await page.getByRole('checkbox', { name: 'Eggless' }).uncheck();
    await page.getByRole('checkbox', { name: 'Best Seller' }).uncheck();
    await page.getByRole('checkbox', { name: 'Sugarless' }).check();
    await page.getByRole('checkbox', { name: 'Gluten Free' }).check();
    await expect(page.getByText('No cakes available matching your filters.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
  });

  test('inactive cakes never appear, and a card reads as the spec says', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const inactive = cakes.filter((cake) => !cake.isActive);
    expect(inactive.length, 'the seed has inactive cakes').toBeGreaterThan(0);
    const known = cakes.find((cake) => cake.isActive && cake.bestSeller && !cake.isSold)!;
    const sold = cakes.find((cake) => cake.isActive && cake.isSold)!;
    await page.goto('/cakes');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(cakes.length - inactive.length);
    for (const cake of inactive) {
      await expect(page.getByRole('heading', { name: cake.name, exact: true })).toHaveCount(0);
    }

    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: known.name, exact: true }) });
    await expect(card.getByText(`Preparation Time: ${known.preparationTime} Hrs`, { exact: true })).toBeVisible();
    await expect(card.getByText(`Rs. ${known.price}/- Per ${known.portions}`, { exact: true })).toBeVisible();
    await expect(card.getByText('Best Seller', { exact: true })).toBeVisible();
    await expect(card.getByText('Sold Out')).toHaveCount(0);
    const soldCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: sold.name, exact: true }) });
    await expect(soldCard.getByText('Sold Out', { exact: true })).toBeVisible();

    await card.getByRole('link', { name: known.name }).click();
    await expect(page).toHaveURL(new RegExp(`/cakeInfo/${known._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: known.name })).toBeVisible();
  });
});

test.describe('food marks', () => {
  test('a card shows the brown mark for egg, the green one for eggless, and both for a cake made either way', async ({
    page,
    request,
  }) => {
    const { cakes } = await catalog(request);
    const pick = (isveg: Cake['isveg']) => cakes.find((cake) => cake.isActive && cake.isveg === isveg)!;
    await page.goto('/cakes');
    const cardOf = (cake: Cake) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: cake.name, exact: true }) });

    const egg = cardOf(pick('EGG'));
    await expect(egg.getByRole('img', { name: 'Contains egg', exact: true })).toBeVisible();
    await expect(egg.getByRole('img', { name: 'Contains egg' })).toHaveCSS('color', BROWN);
    await expect(egg.getByRole('img', { name: 'Eggless' })).toHaveCount(0);

    const eggless = cardOf(pick('EGGLESS'));
    await expect(eggless.getByRole('img', { name: 'Eggless', exact: true })).toBeVisible();
    await expect(eggless.getByRole('img', { name: 'Eggless' })).toHaveCSS('color', GREEN);
    await expect(eggless.getByRole('img', { name: 'Contains egg' })).toHaveCount(0);

    // Made either way: never the green mark on its own.
    const both = cardOf(pick('Both'));
    await expect(both.getByRole('img', { name: 'Contains egg', exact: true })).toBeVisible();
    await expect(both.getByRole('img', { name: 'Eggless', exact: true })).toBeVisible();
    await expect(both.getByText('Egg or eggless', { exact: true })).toBeVisible();
    await expect(both.getByRole('img', { name: 'Contains egg' })).toHaveCSS('color', BROWN);
    await expect(both.getByRole('img', { name: 'Eggless' })).toHaveCSS('color', GREEN);

    // Every card has a mark, and every mark has a name.
    const cards = page.getByRole('main').getByRole('article');
    const marks = page.getByRole('main').locator('[data-food-mark]');
    expect(await marks.count()).toBe(
      (await cards.count()) + cakes.filter((c) => c.isActive && c.isveg === 'Both').length,
    );
    for (const mark of await marks.all()) {
      await expect(mark).toHaveAttribute('role', 'img');
      await expect(mark).toHaveAccessibleName(/^(Contains egg|Eggless)$/);
    }
  });

  test('on a cake made either way the mark follows the egg or eggless choice; other cakes show their own', async ({
    page,
    request,
  }) => {
    const { cakes } = await catalog(request);
    const both = cakes.find((c) => c.isActive && !c.isSold && c.isveg === 'Both')!;
    await page.goto(`/cakeInfo/${both._id}`);
    const main = page.getByRole('main');
    const eggMark = main.getByRole('img', { name: 'Contains egg', exact: true });
    const egglessMark = main.getByRole('img', { name: 'Eggless', exact: true });
    // EGG by default, so the brown mark.
    await expect(page.getByRole('radio', { name: 'Egg', exact: true })).toBeChecked();
    await expect(eggMark).toBeVisible();
    await expect(eggMark).toHaveCSS('color', BROWN);
    await expect(egglessMark).toHaveCount(0);

    await page.getByRole('radio', { name: 'Eggless', exact: true }).check();
    await expect(egglessMark).toBeVisible();
    await expect(egglessMark).toHaveCSS('color', GREEN);
    await expect(eggMark).toHaveCount(0);

    await page.getByRole('radio', { name: 'Egg', exact: true }).check();
    await expect(eggMark).toBeVisible();
    await expect(egglessMark).toHaveCount(0);

    // The choices keep their marks beside their words.
    const choices = page.getByRole('group', { name: 'Egg or eggless' });
    await expect(choices.locator('[data-food-mark="EGG"]')).toBeVisible();
    await expect(choices.locator('[data-food-mark="EGGLESS"]')).toBeVisible();

    for (const [isveg, name] of [
      ['EGG', 'Contains egg'],
      ['EGGLESS', 'Eggless'],
    ] as const) {
      const cake = cakes.find((c) => c.isActive && c.isveg === isveg)!;
      await page.goto(`/cakeInfo/${cake._id}`);
      await expect(page.getByRole('heading', { level: 1, name: cake.name })).toBeVisible();
      await expect(main.getByRole('img', { name, exact: true })).toBeVisible();
      await expect(main.locator('[data-food-mark]')).toHaveCount(1);
    }
  });
});

test.describe('cake page', () => {
  test('a cake with a 750 g price starts at 750 g, and the price follows the size', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const cake = cakes.find((c) => c.isActive && !c.isSold && c.pricePermedium !== undefined)!;
    await page.goto(`/cakeInfo/${cake._id}`);
    await expect(page.getByRole('heading', { level: 1, name: cake.name })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    const size = page.getByLabel('Size');
    await expect(size).toHaveValue('750-grms');
    await expect(size.getByRole('option')).toHaveText(['750 g', '1 kg', '2 kg', '3 kg']);
    await expect(page.getByText(`${inr(cake.pricePermedium!)}++`, { exact: true })).toBeVisible();
    await size.selectOption('1-kg');
    await expect(page.getByText(`${inr(cake.pricePerlarge)}++`, { exact: true })).toBeVisible();
    await size.selectOption('2-kg');
    await expect(page.getByText(`${inr(cake.pricePerlarge * 2)}++`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Ready in ${cake.preparationTime} hours`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  });

  test('a cake without a 750 g price starts at 1 kg', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const cake = cakes.find((c) => c.isActive && c.pricePermedium === undefined)!;
    await page.goto(`/cakeInfo/${cake._id}`);
    const size = page.getByLabel('Size');
    await expect(size).toHaveValue('1-kg');
    await expect(size.locator('option[value="750-grms"]')).toHaveCount(0);
    await expect(page.getByText(`${inr(cake.pricePerlarge)}++`, { exact: true })).toBeVisible();
    await size.selectOption('3-kg');
    await expect(page.getByText(`${inr(cake.pricePerlarge * 3)}++`, { exact: true })).toBeVisible();
  });

  test('the egg or eggless choice appears only on a cake made both ways, and starts at Egg', async ({
    page,
    request,
  }) => {
    const { cakes } = await catalog(request);
    const both = cakes.find((c) => c.isActive && c.isveg === 'Both')!;
    const madeOneWay = (['EGG', 'EGGLESS'] as const).map((kind) => cakes.find((c) => c.isActive && c.isveg === kind)!);
    await page.goto(`/cakeInfo/${both._id}`);
    const egg = page.getByRole('radio', { name: 'Egg', exact: true });
    const eggless = page.getByRole('radio', { name: 'Eggless', exact: true });
    await expect(egg).toBeChecked();
    await expect(eggless).not.toBeChecked();
    await eggless.check();
    await expect(eggless).toBeChecked();
    await expect(egg).not.toBeChecked();

    for (const single of madeOneWay) {
      await page.goto(`/cakeInfo/${single._id}`);
      await expect(page.getByRole('heading', { level: 1, name: single.name })).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(0);
    }
  });

  test('a sold-out cake says so and cannot be added', async ({ page, request }) => {
    const { cakes } = await catalog(request);
    const cake = cakes.find((c) => c.isActive && c.isSold)!;
    await page.goto(`/cakeInfo/${cake._id}`);
    await expect(page.getByRole('heading', { level: 1, name: cake.name })).toBeVisible();
    await expect(page.getByText('Sold Out', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    await expect(page.getByText('In Stock')).toHaveCount(0);
  });

  test('an inactive cake is off the menu, and unknown or malformed ids are not found', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { cakes } = await catalog(request);
    const inactive = cakes.find((c) => !c.isActive)!;
    await page.goto(`/cakeInfo/${inactive._id}`);
    await expect(page.getByText('This cake is not on the menu right now.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See the cakes on the menu' })).toHaveAttribute('href', '/cakes');

    const missing = ['00000000-0000-4000-8000-000000000000', 'not-a-cake'];
    for (const id of missing) {
      await page.goto(`/cakeInfo/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that cake' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'See all our cakes' }).click();
      await expect(page).toHaveURL(/\/cakes$/);
    }
    expectFailedLoad(consoleErrors, 404, 400);
  });
});
