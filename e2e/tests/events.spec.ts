import { formatDate, type CafeEvent } from '@roast/domain';
import {
  expectCarouselOfThree,
  expectSlideAtStart,
  expectSwipesContained,
  expectTapTargets,
  swipe,
  TABLET,
  whenSwipeable,
  whereAmI,
} from './carousel';
import { catalog } from './catalog';
import { expect, expectFailedLoad, openInApp, test } from './fixtures';

/** When a session starts, from its time as the seed writes it: '7:00 PM – 10:00 PM'. */
const startOf = (time: string) => time.split(/\s*[–-]\s*/)[0]!.trim();

async function seeded(request: Parameters<typeof catalog>[0]) {
  const { events } = await catalog(request);
  const active = events.filter((event) => event.isActive);
  const inactive = events.filter((event) => !event.isActive);
  const soldOut = active.find((event) => event.slots <= 0);
  const open = active.find((event) => event.slots > 0);
  // The seed must keep giving these tests something to check.
  expect(active.length).toBeGreaterThan(3);
  expect(inactive.length).toBeGreaterThan(0);
  expect(soldOut && open).toBeTruthy();
  return { active, inactive, soldOut: soldOut as CafeEvent, open: open as CafeEvent };
}

test('at 768 px the active events are a grid, and the sold-out one cannot be booked', async ({ page, request }) => {
  const { active, inactive, soldOut } = await seeded(request);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/events');
  await expect(page).toHaveTitle('Events & Workshops | Roast');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(active.length);
  await expect(page.getByRole('region', { name: 'Upcoming events' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  for (const [index, event] of active.entries()) {
    await expect(cards.nth(index).getByRole('heading', { name: event.title })).toBeVisible();
    // The day and, beside it, the time it starts ('7:00 PM – 10:00 PM' starts at 7:00 PM).
    await expect(cards.nth(index).getByText(`${formatDate(event.date)} · ${startOf(event.time)}`)).toBeVisible();
  }
  for (const event of inactive) {
    await expect(page.getByText(event.title)).toHaveCount(0);
  }

  const soldOutCard = cards.filter({ has: page.getByRole('heading', { name: soldOut.title }) });
  await expect(soldOutCard.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(soldOutCard.getByRole('link', { name: /Book Now/ })).toHaveCount(0);
  for (const event of active.filter((e) => e.slots > 0)) {
    const card = cards.filter({ has: page.getByRole('heading', { name: event.title }) });
    await expect(card.getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', `/event/${event._id}`);
    await expect(card.getByText(`₹${event.price.toLocaleString('en-IN')}`)).toBeVisible();
  }

  await expect(page.getByRole('link', { name: 'See all workshops' })).toHaveAttribute('href', '/workshop');
});

test('on a desktop screen more than 3 events become a carousel of 3 with arrows and dots', async ({
  page,
  request,
}) => {
  const { active } = await seeded(request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  await expectCarouselOfThree(
    page,
    'Upcoming events',
    active.map((item) => item.title),
  );
});

test.describe('on a touch screen', () => {
  test.use(TABLET);

  test('a swipe left across the events carousel shows the next card, and the browser stays on the page', async ({
    page,
    request,
  }) => {
    // A dozen gestures, each waiting for the carousel to settle: more than one page's usual time.
    test.slow();
    const titles = (await seeded(request)).active.map((event) => event.title);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/events');
    const carousel = page.getByRole('region', { name: 'Upcoming events' });
    await whenSwipeable(carousel);
    await expectSwipesContained(carousel);
    await expectTapTargets(page, carousel, titles.length - 2);
    const before = await whereAmI(page);

    await swipe(page, carousel, 'left');
    await expectSlideAtStart(carousel, 2, titles.length);
    await expect(carousel.getByRole('heading', { name: titles[3]! })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: titles[0]! })).toHaveCount(0);

    await swipe(page, carousel, 'right');
    await expectSlideAtStart(carousel, 1, titles.length);
    await swipe(page, carousel, 'right'); // past the first card: nowhere to go, and no going back either
    await page.waitForTimeout(500);
    await expectSlideAtStart(carousel, 1, titles.length);
    expect(await whereAmI(page)).toEqual(before);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });
});

test('clicking an event opens its page with title, venue, highlights and the places left', async ({
  page,
  request,
}) => {
  const { open } = await seeded(request);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/events');
  await page.getByRole('link', { name: open.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${open._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
  await expect(page).toHaveTitle(`${open.title} | Roast`);
  await expect(page.getByText(open.venue, { exact: true })).toBeVisible();
  await expect(page.getByText(open.time, { exact: true })).toBeVisible();
  await expect(page.getByText(`${open.slots} places left`)).toBeVisible();
  const highlights = page.getByRole('region', { name: 'Highlights' });
  for (const line of open.expectations) {
    await expect(highlights.getByRole('listitem').filter({ hasText: line })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Terms and Conditions' }).getByText(open.terms[0]!)).toBeVisible();
  await expect(page.getByText(open.description[0]!)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
});

test("a sold-out event's page shows a disabled SOLD OUT", async ({ page, request }) => {
  const { soldOut } = await seeded(request);
  await page.goto(`/event/${soldOut._id}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SOLD OUT' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await expect(page.getByText(/places? left/)).toHaveCount(0);
});

test('an unknown event says so and links back to the events', async ({ page, consoleErrors }) => {
  await page.goto('/event/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  expectFailedLoad(consoleErrors, 404);
});

test('the events page says so when the events cannot be fetched, or when there are none', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/events/list', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Down' } }),
  );
  await openInApp(page, '/events');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch events');

  await page.unroute('**/api/events/list');
  await page.route('**/api/events/list', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await openInApp(page, '/events');
  await expect(
    page.getByText("events are taking a break, we'll be back before you know it!", { exact: true }),
  ).toBeVisible();
  expectFailedLoad(consoleErrors, 500);
});

test('the event page says so when its details cannot be fetched', async ({ page, request, consoleErrors }) => {
  const { open } = await seeded(request);
  await page.route('**/api/events/list/*', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Down' } }),
  );
  await openInApp(page, `/event/${open._id}`);
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch event details');
  expectFailedLoad(consoleErrors, 500);
});
