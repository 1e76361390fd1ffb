import { formatDate, type Workshop } from '@roast/domain';
import { expectCarouselOfThree } from './carousel';
import { catalog } from './catalog';
import { expect, expectFailedLoad, openInApp, test } from './fixtures';

/** When a session starts, from its time as the seed writes it: '7:00 PM – 10:00 PM'. */
const startOf = (time: string) => time.split(/\s*[–-]\s*/)[0]!.trim();

const lines = (blocks: string[]) =>
  blocks
    .flatMap((block) => block.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);

async function seeded(request: Parameters<typeof catalog>[0]) {
  const { workshops } = await catalog(request);
  const active = workshops.filter((workshop) => workshop.isActive);
  const inactive = workshops.filter((workshop) => !workshop.isActive);
  const soldOut = active.find((workshop) => workshop.slots <= 0);
  const open = active.find((workshop) => workshop.slots > 0);
  const withBreaks = active.find(
    (workshop) => workshop.slots > 0 && workshop.description.some((block) => block.includes('\n')),
  );
  // The seed must keep giving these tests something to check.
  expect(active.length).toBeGreaterThan(3);
  expect(inactive.length).toBeGreaterThan(0);
  expect(soldOut && open && withBreaks).toBeTruthy();
  return {
    active,
    inactive,
    soldOut: soldOut as Workshop,
    open: open as Workshop,
    withBreaks: withBreaks as Workshop,
  };
}

test('at 768 px the active workshops are a grid of cards, and the sold-out one reads Sold Out', async ({
  page,
  request,
}) => {
  const { active, inactive, soldOut } = await seeded(request);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/workshop');
  await expect(page).toHaveTitle('Workshops | Roast');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(active.length);
  await expect(page.getByRole('region', { name: 'Upcoming workshops' })).toHaveCount(0);
  for (const [index, workshop] of active.entries()) {
    await expect(cards.nth(index).getByRole('heading', { name: workshop.title })).toBeVisible();
    await expect(cards.nth(index).getByText(`${formatDate(workshop.date)} · ${startOf(workshop.time)}`)).toBeVisible();
    await expect(cards.nth(index).getByRole('link', { name: workshop.title, exact: true })).toHaveAttribute(
      'href',
      `/workshop/${workshop._id}`,
    );
  }
  for (const workshop of inactive) {
    await expect(page.getByText(workshop.title)).toHaveCount(0);
  }

  const soldOutCard = cards.filter({ has: page.getByRole('heading', { name: soldOut.title }) });
  await expect(soldOutCard.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(soldOutCard.getByRole('link', { name: /Enroll Now/ })).toHaveCount(0);
  for (const workshop of active.filter((w) => w.slots > 0)) {
    const card = cards.filter({ has: page.getByRole('heading', { name: workshop.title }) });
    await expect(card.getByRole('link', { name: /^Enroll Now/ })).toHaveAttribute('href', `/workshop/${workshop._id}`);
    await expect(card.getByText(`₹${workshop.price.toLocaleString('en-IN')}`)).toBeVisible();
  }
});

test('on a desktop screen more than 3 workshops become a carousel of 3 with arrows and dots', async ({
  page,
  request,
}) => {
  const { active } = await seeded(request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/workshop');
  await expectCarouselOfThree(
    page,
    'Upcoming workshops',
    active.map((item) => item.title),
  );
});

test('a workshop page shows its details, REGISTER NOW and the sections as bullets split at line breaks', async ({
  page,
  request,
}) => {
  const { withBreaks: workshop } = await seeded(request);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/workshop');
  await page.getByRole('link', { name: workshop.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workshop/${workshop._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: workshop.title })).toBeVisible();
  await expect(page).toHaveTitle(`${workshop.title} | Roast`);
  await expect(page.getByText(`₹${workshop.price.toLocaleString('en-IN')}`)).toBeVisible();
  await expect(page.getByText(workshop.time, { exact: true })).toBeVisible();
  await expect(page.getByText(workshop.venue, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'REGISTER NOW' })).toBeEnabled();

  const sections = [
    { name: 'Description', blocks: workshop.description },
    { name: 'Highlights', blocks: workshop.expectations },
    { name: 'Terms and Conditions', blocks: workshop.terms },
  ];
  for (const { name, blocks } of sections) {
    const section = page.getByRole('region', { name });
    const bullets = section.getByRole('listitem');
    const expected = lines(blocks);
    await expect(bullets).toHaveCount(expected.length);
    for (const [index, line] of expected.entries()) {
      await expect(bullets.nth(index)).toHaveText(line);
    }
  }
  // A block with a line break is two bullets, not one.
  const broken = workshop.description.find((block) => block.includes('\n'))!;
  const [first, second] = broken.split('\n').map((line) => line.trim());
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.getByRole('listitem').filter({ hasText: first! })).toHaveText(first!);
  await expect(description.getByRole('listitem').filter({ hasText: second! })).toHaveText(second!);
});

test('a sold-out workshop shows a disabled SOLD OUT', async ({ page, request }) => {
  const { soldOut } = await seeded(request);
  await page.goto(`/workshop/${soldOut._id}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SOLD OUT' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'REGISTER NOW' })).toHaveCount(0);
});

test('an unknown workshop reads Workshop not found', async ({ page, consoleErrors }) => {
  await page.goto('/workshop/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all workshops' }).click();
  await expect(page).toHaveURL(/\/workshop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  expectFailedLoad(consoleErrors, 404);
});

test('a workshop page reads Failed to fetch workshop details when the API fails', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { open } = await seeded(request);
  await page.route('**/api/workshop/list/*', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Down' } }),
  );
  await openInApp(page, `/workshop/${open._id}`);
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch workshop details');
  await expect(page.getByRole('button', { name: 'REGISTER NOW' })).toHaveCount(0);
  expectFailedLoad(consoleErrors, 500);
});

test('the workshop list says so when it cannot be fetched, or when it is empty', async ({ page, consoleErrors }) => {
  await page.route('**/api/workshop/list', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Down' } }),
  );
  await openInApp(page, '/workshop');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch workshops');

  await page.unroute('**/api/workshop/list');
  await page.route('**/api/workshop/list', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await openInApp(page, '/workshop');
  await expect(
    page.getByText("Workshops are taking a break, we'll be back before you know it!", { exact: true }),
  ).toBeVisible();
  expectFailedLoad(consoleErrors, 500);
});
