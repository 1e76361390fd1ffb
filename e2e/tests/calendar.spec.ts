import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CafeEvent } from '@roast/domain';
import { simpleParser, type ParsedMail } from 'mailparser';
import { catalog } from './catalog';
import { expect, test } from './fixtures';
import { registerCustomer, signInBrowser } from './shop';

/** Lines of an iCalendar file with their folds undone (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/** Text as iCalendar writes it: commas, semicolons and backslashes escaped. */
const escaped = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);

/** The newest mail to an address with a subject, parsed as a mail client would, from the outbox. */
async function parsedMailTo(address: string, subject: string): Promise<ParsedMail> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          const eml = await readFile(path.join(outbox, file));
          const head = eml.toString('utf8', 0, 4096);
          if (!head.includes(`To: ${address}`) || !head.includes(`Subject: ${subject}`)) continue;
          found = await simpleParser(eml);
          return true;
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${address} about '${subject}'` },
    )
    .toBe(true);
  return found!;
}

/** Checks an .ics file of a booking: India's zone, the session's time, the venue and the reference. */
function expectBookingCalendar(ics: string, event: CafeEvent, reference: string) {
  const lines = unfolded(ics);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
  expect(zone).toEqual(expect.arrayContaining(['TZID:Asia/Kolkata', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530']));
  const start = lines.find((line) => line.startsWith('DTSTART;'));
  expect(start).toMatch(new RegExp(`^DTSTART;TZID=Asia/Kolkata:${event.date.replaceAll('-', '')}T\\d{6}$`));
  expect(lines).toContain(`UID:${reference.toLowerCase()}@roastcafe.in`);
  expect(lines.find((line) => line.startsWith('LOCATION:'))).toContain(escaped(event.venue));
  expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`Booking reference: ${reference}`);
}

test('a booking confirmation mail carries an .ics invitation in India time, and the confirmation page offers it', async ({
  page,
  request,
}) => {
  const { events } = await catalog(request);
  const event = events.filter((item) => item.isActive && item.slots > 5).sort((a, b) => b.slots - a.slots)[0]!;
  await page.goto(`/event/${event._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const form = page.getByRole('dialog', { name: 'Book your place' });
  const email = `calendar.${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Rohan Pillai');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay now' }).click();

  const confirmed = page.getByRole('status').filter({ hasText: 'Your booking is confirmed' });
  await expect(confirmed).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('booking')!;
  expect(reference).toMatch(/^EVT-\d{6}-[2-9A-Z]{6}$/);

  // The mail: one text/calendar part, named for the booking.
  const mail = await parsedMailTo(email, `Your Roast booking ${reference}`);
  const calendars = mail.attachments.filter((file) => file.contentType === 'text/calendar');
  expect(calendars).toHaveLength(1);
  expect(calendars[0]!.filename).toBe(`roast-${reference.toLowerCase()}.ics`);
  expectBookingCalendar(calendars[0]!.content.toString('utf8'), event, reference);

  // The confirmation page: the same file, downloaded.
  const link = confirmed.getByRole('link', { name: 'Add to calendar (.ics)' });
  const box = await link.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44 - 0.01);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`roast-${reference.toLowerCase()}.ics`);
  const saved = await readFile((await download.path())!, 'utf8');
  expectBookingCalendar(saved, event, reference);
});

test('My Enrollments offers a paid enrollment’s calendar file', async ({ page, context, request }) => {
  const { workshops } = await catalog(request);
  const workshop = workshops.filter((item) => item.isActive && item.slots > 5).sort((a, b) => b.slots - a.slots)[0]!;
  const customer = await registerCustomer(request, 'Ira Sen');
  const held = await request.post('/api/enroll/createorder', {
    data: { workshopId: workshop._id },
    headers: { token: customer.token },
  });
  const { id, orderId: reference } = (await held.json()) as { id: string; orderId: string };
  const paid = (await (await request.post('/api/payments/sandbox/pay', { data: { order_id: id } })).json()) as object;
  const verified = await request.post('/api/enroll/paymentverification', {
    data: { razorpay_order_id: id, ...paid },
    headers: { token: customer.token },
  });
  expect(verified.ok()).toBe(true);
  await signInBrowser(context, customer);

  await page.goto('/myorders?tab=enrollments');
  const card = page.getByRole('tabpanel', { name: 'My Enrollments' }).getByRole('article');
  const link = card.getByRole('link', { name: `Add ${workshop.title} to your calendar (.ics)` });
  await expect(link).toHaveAttribute('href', `/api/bookings/${reference}/calendar.ics`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const lines = unfolded(await readFile((await download.path())!, 'utf8'));
  expect(lines).toContain('TZID:Asia/Kolkata');
  expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`Enrollment reference: ${reference}`);
});
