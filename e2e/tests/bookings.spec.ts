import type { CafeEvent, Workshop } from '@roast/domain';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { catalog } from './catalog';
import { expect, test } from './fixtures';
import { mailTo } from './outbox';
import { registerCustomer, signInBrowser, totalText } from './shop';

/** The open event or workshop with the most places, so bookings here never sell one out for other specs. */
async function roomiest(request: APIRequestContext) {
  const { events, workshops } = await catalog(request);
  const most = <T extends CafeEvent | Workshop>(list: T[]) =>
    list.filter((item) => item.isActive && item.slots > 5).sort((a, b) => b.slots - a.slots)[0]!;
  return { event: most(events), workshop: most(workshops) };
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test('a guest books two places at an event, pays in the sandbox, and the page confirms with a reference', async ({
  page,
  request,
}) => {
  const { event } = await roomiest(request);
  await page.goto(`/event/${event._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const form = page.getByRole('dialog', { name: 'Book your place' });
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Proceed to Pay' }).click();
  // Each empty field says so beside it, checked with the booking's own rules, and focus goes to the first.
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Please fill in all fields.');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please fill in all fields.');
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );

  const email = `guest.${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Nila Das');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Places').fill('2');
  await expect(form.locator('output')).toHaveText(rupees(event.price * 2));
  await form.getByRole('button', { name: 'Proceed to Pay' }).click();

  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(widget).toBeVisible();
  // The booking form closes once the payment window is open.
  await expect(form).toBeHidden();
  await expect(widget.getByTestId('sandbox-amount')).toHaveText(totalText(event.price * 2 * 100));
  await widget.getByRole('button', { name: 'Pay now' }).click();

  const confirmed = page.getByRole('status').filter({ hasText: 'Your booking is confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/event/${event._id}\\?booking=EVT-\\d{6}-[2-9A-Z]{6}$`));
  const reference = new URL(page.url()).searchParams.get('booking')!;
  await expect(confirmed).toContainText(reference);

  const mail = await mailTo(email, `Your Roast booking ${reference}`);
  expect(mail).toContain('Places: 2');

  const after = await request.get(`/api/events/list/${event._id}`);
  expect(((await after.json()) as { data: CafeEvent }).data.slots).toBeLessThanOrEqual(event.slots - 2);
});

test('a failed event payment says so and books nothing', async ({ page, request }) => {
  const { event } = await roomiest(request);
  await page.goto(`/event/${event._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const form = page.getByRole('dialog', { name: 'Book your place' });
  await form.getByLabel('Name').fill('Kabir Shah');
  await form.getByLabel('Email').fill(`kabir.${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Proceed to Pay' }).click();
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await widget.getByRole('button', { name: 'Fail payment' }).click();
  // As with Razorpay, the widget stays open after a decline; closing it ends the attempt.
  await expect(widget.getByRole('alert')).toHaveText('Payment failed. You can try again, or cancel.');
  await widget.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' })).toBeVisible();
  await expect(page.getByText('Your booking is confirmed')).toHaveCount(0);
  await expect(page).not.toHaveURL(/booking=/);
});

test('the booking form has no serious or critical axe violations', async ({ page, request }) => {
  const { event } = await roomiest(request);
  await page.goto(`/event/${event._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Book your place' })).toBeVisible();
  await expectAccessible(page, 'the booking form');
});

test('REGISTER NOW asks a visitor to log in first', async ({ page, request }) => {
  const { workshop } = await roomiest(request);
  await page.goto(`/workshop/${workshop._id}`);
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a customer enrolls in a workshop, pays, and finds it under My Enrollments', async ({
  page,
  context,
  request,
}) => {
  const { workshop } = await roomiest(request);
  const customer = await registerCustomer(request, 'Ira Sen');
  await signInBrowser(context, customer);

  await page.goto('/myorders');
  await page.getByRole('tab', { name: 'My Enrollments' }).click();
  await expect(page.getByRole('tabpanel', { name: 'My Enrollments' }).getByText('No Enrollments Found')).toBeVisible();

  await page.goto(`/workshop/${workshop._id}`);
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  const widget = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId('sandbox-amount')).toHaveText(totalText(workshop.price * 100));
  await expect(widget.getByText(`Ira Sen · ${customer.email} · 9845012345`)).toBeVisible();
  await widget.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/myorders\?tab=enrollments$/);
  await expect(page.getByRole('tab', { name: 'My Enrollments' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('tabpanel', { name: 'My Enrollments' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(workshop.title);
  await expect(card.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card.getByText(rupees(workshop.price), { exact: true })).toBeVisible();
  await mailTo(customer.email, 'Your Roast enrollment WKS-');
});

test('a signed-in customer finds their name and email already in the booking form', async ({
  page,
  context,
  request,
}) => {
  const { event } = await roomiest(request);
  const customer = await registerCustomer(request, 'Tara Menon');
  await signInBrowser(context, customer);
  await page.goto(`/event/${event._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const form = page.getByRole('dialog', { name: 'Book your place' });
  await expect(form.getByLabel('Name')).toHaveValue('Tara Menon');
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
});
