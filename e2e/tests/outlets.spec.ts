import {
  expectSlideAtStart,
  expectSwipesContained,
  expectTapTargets,
  PHONE,
  swipe,
  whenSwipeable,
  whereAmI,
} from './carousel';
import { catalog } from './catalog';
import { expect, test } from './fixtures';

/** What the spec promises for each outlet page: delivery links and gallery slides. */
const EXPECTED = {
  '/roast-ccx': { delivery: 1, gallery: 6 },
  '/roast-24-seven': { delivery: 2, gallery: 1 },
  '/roast-caffeine-capital': { delivery: 2, gallery: 0 },
} as const;

test('the outlets page shows three cards, each with Explore More leading to its outlet page', async ({
  page,
  request,
}) => {
  const { stores } = await catalog(request);
  expect(stores).toHaveLength(3);
  await page.goto('/outlets');
  await expect(page.getByRole('heading', { level: 1, name: 'Our outlets' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);

  for (const [index, store] of stores.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: store.title })).toBeVisible();
    await expect(card.getByText(store.locality, { exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0); // the photo is decorative beside the title
    await expect(card.getByRole('link', { name: new RegExp(store.phone.replace(/\+/g, '\\+')) })).toHaveAttribute(
      'href',
      `tel:${store.phone.replace(/[^\d+]/g, '')}`,
    );
    const map = card.getByRole('link', { name: /View on map/ });
    await expect(map).toHaveAttribute('href', store.mapUrl);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link', { name: /^Explore More/ })).toHaveAttribute('href', store.pagePath);
  }
  const ccx = stores.findIndex((store) => store.pagePath === '/roast-ccx');
  const allDay = stores.findIndex((store) => store.pagePath === '/roast-24-seven');
  await expect(cards.nth(ccx).getByText('Open 8:00 AM to 11:00 PM', { exact: true })).toBeVisible();
  await expect(cards.nth(allDay).getByText('Open 24 hours', { exact: true })).toBeVisible();

  for (const [index, store] of stores.entries()) {
    await page.goto('/outlets');
    await cards
      .nth(index)
      .getByRole('link', { name: /^Explore More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${store.pagePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
    await expect(page).toHaveTitle(`${store.title} | Roast`);
  }
});

for (const [path, expected] of Object.entries(EXPECTED)) {
  test(`${path} shows the outlet, Find Us Here with a map link, ${expected.delivery} delivery link(s) and its gallery`, async ({
    page,
    request,
  }) => {
    const store = (await catalog(request)).stores.find((s) => s.pagePath === path)!;
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
    await expect(page.getByText(store.address).first()).toBeVisible();
    await expect(page.getByRole('link', { name: store.email })).toHaveAttribute('href', `mailto:${store.email}`);

    const delivery = page.getByRole('link', { name: /^Order on (Swiggy|Zomato)/ });
    await expect(delivery).toHaveCount(expected.delivery);
    for (const [index, link] of store.deliveryLinks.entries()) {
      await expect(delivery.nth(index)).toHaveAttribute('href', link.url);
      await expect(delivery.nth(index)).toHaveAttribute('target', '_blank');
    }

    const findUs = page.getByRole('region', { name: 'Find Us Here' });
    const mapLink = findUs.getByRole('link', { name: /Open in Google Maps/ });
    await expect(mapLink).toHaveAttribute('href', store.mapUrl);
    await expect(mapLink).toHaveAttribute('target', '_blank');
    // The embed waits until its section comes near the screen.
    const frame = findUs.locator('iframe');
    await expect(frame).toHaveCount(0);
    await findUs.getByRole('heading', { name: 'Find Us Here' }).scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', store.mapEmbedUrl);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', new RegExp(store.title));

    const galleryHeading = page.getByRole('heading', { name: 'AN EXPERIENCE TO SAVOUR' });
    if (expected.gallery === 0) {
      await expect(galleryHeading).toHaveCount(0);
      await expect(page.getByRole('region', { name: /^Photos of/ })).toHaveCount(0);
    } else {
      await expect(galleryHeading).toBeVisible();
      const gallery = page.getByRole('region', { name: `Photos of ${store.outletName}` });
      await expect(gallery.getByRole('listitem', { includeHidden: true })).toHaveCount(expected.gallery);
      await expect(gallery.getByRole('listitem', { name: `1 of ${expected.gallery}` })).toBeVisible();
    }
  });
}

test('the gallery arrows and dots move the slides', async ({ page }) => {
  // Without autoplay, every move below is one the test made.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/roast-ccx');
  const gallery = page.getByRole('region', { name: 'Photos of Roast CCX' });
  const slide = (n: number) => gallery.getByRole('listitem', { name: `${n} of 6` });
  await expect(slide(1)).toBeVisible();
  await expect(slide(2)).toHaveCount(0);

  await gallery.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(2)).toBeVisible();
  await expect(slide(1)).toHaveCount(0);
  await expectSlideAtStart(gallery, 2, 6);

  await gallery.getByRole('button', { name: 'Show slide 5' }).click();
  await expect(slide(5)).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show slide 5' })).toHaveAttribute('aria-current', 'true');

  await gallery.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide(4)).toBeVisible();
  await expectSlideAtStart(gallery, 4, 6);
  await expect(slide(4).getByRole('img')).toHaveAttribute('alt', /^Roast CCX: /);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the gallery follows a finger, and its six dots, arrows and pause button are 44 px targets that fit', async ({
    page,
  }) => {
    // Several gestures and a measure of every target: more than one page's usual time.
    test.slow();
    await page.goto('/roast-ccx');
    const gallery = page.getByRole('region', { name: 'Photos of Roast CCX' });
    await whenSwipeable(gallery);
    await gallery.getByRole('button', { name: 'Pause slide show' }).tap();
    await expect(gallery.getByRole('button', { name: 'Start slide show' })).toBeVisible();
    await expectSwipesContained(gallery);
    await expectTapTargets(page, gallery, 6);
    const before = await whereAmI(page);

    await swipe(page, gallery, 'left');
    await expectSlideAtStart(gallery, 2, 6);
    await swipe(page, gallery, 'left');
    await expectSlideAtStart(gallery, 3, 6);
    await swipe(page, gallery, 'right');
    await expectSlideAtStart(gallery, 2, 6);
    expect(await whereAmI(page)).toEqual(before);
  });
});

test('Roast 24 Seven reads Open 24 hours wherever its hours are shown', async ({ page, request }) => {
  const store = (await catalog(request)).stores.find((s) => s.pagePath === '/roast-24-seven')!;
  expect(store.hours).toEqual({ open: '00:00', close: '24:00' });
  await page.goto('/roast-24-seven');
  await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
  // Under the title, and in the opening hours.
  await expect(page.getByText('Open 24 hours', { exact: true })).toHaveCount(2);
  for (const shown of await page.getByText('Open 24 hours', { exact: true }).all()) await expect(shown).toBeVisible();
  await expect(page.getByText(/12:00 AM/)).toHaveCount(0);

  // Another outlet's page lists it among the others.
  await page.goto('/roast-ccx');
  const others = page.getByRole('navigation', { name: 'Our other outlets' });
  await expect(others.getByRole('link', { name: /Roast 24 Seven/ })).toContainText('Open 24 hours');
  await expect(page.getByText('Open 8:00 AM to 11:00 PM', { exact: true }).first()).toBeVisible();
});

test('the outlet pages link to each other, whatever the case of the address', async ({ page }) => {
  await page.goto('/Roast-CCX');
  await expect(page.getByRole('heading', { level: 1, name: 'Roast CCX, Indiranagar' })).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Our other outlets' });
  await others.getByRole('link', { name: /Roast 24 Seven/ }).click();
  await expect(page).toHaveURL(/\/roast-24-seven$/);
  await expect(page.getByRole('heading', { level: 1, name: /Roast 24 Seven/ })).toBeVisible();
});
