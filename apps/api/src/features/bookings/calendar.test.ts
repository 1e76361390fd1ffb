import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { events, mailOutbox, stores, workshops } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, signUp } from '../../test/shop';

const t = useTestApp();
beforeEach(atShopTime);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Lines of an iCalendar file with their folds undone (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

async function openSession(table: typeof events | typeof workshops) {
  const [row] = await t.db
    .select()
    .from(table)
    .where(and(eq(table.isActive, true), gt(table.slots, 0)))
    .limit(1);
  return row!;
}

async function pay(providerOrderId: string, verifyUrl: string, headers: Record<string, string> = {}) {
  const paid = (await post('/api/payments/sandbox/pay', { order_id: providerOrderId })).json() as object;
  const verified = await post(verifyUrl, { razorpay_order_id: providerOrderId, ...paid }, headers);
  expect(verified.statusCode, verified.body).toBe(200);
}

/** The delivered message (from the outbox's .eml file), parsed as a mail client would. */
async function delivered(kind: string) {
  await t.app.mail.drain();
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  expect(row?.status).toBe('sent');
  const folder = path.join(t.config.dataDir, 'outbox');
  const [file] = (await readdir(folder)).filter((name) => name.endsWith(`${row!.id}.eml`));
  return simpleParser(await readFile(path.join(folder, file!)));
}

/** 'Roast CCX, Indiranagar' names the outlet; its address goes into the calendar's LOCATION. */
async function addressOf(venue: string) {
  const all = await t.db.select().from(stores);
  return all.find((store) => venue.toLowerCase().includes(store.outletName.toLowerCase()))!.address;
}

const escaped = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`);

describe('calendar files of bookings', () => {
  it('attaches an .ics in Asia/Kolkata, with its VTIMEZONE, the venue and the reference, to an event booking confirmation', async () => {
    const event = await openSession(events);
    await t.db.update(events).set({ time: '7:00 PM – 10:00 PM' }).where(eq(events.id, event.id));
    const held = (
      await post('/api/event/create-order', {
        eventId: event.id,
        name: 'Nila Das',
        email: 'nila@example.com',
        slotsBooked: 2,
      })
    ).json() as { id: string; orderId: string };
    await pay(held.id, '/api/event/payment-verification');

    const mail = await delivered('event-confirmation');
    expect(mail.text).toContain('The attached calendar file adds it to your calendar');
    const calendars = mail.attachments.filter((file) => file.contentType === 'text/calendar');
    expect(calendars).toHaveLength(1);
    expect(calendars[0]!.filename).toBe(`roast-${held.orderId.toLowerCase()}.ics`);
    const lines = unfolded(calendars[0]!.content.toString('utf8'));
    const vtimezone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(vtimezone).toEqual(
      expect.arrayContaining(['TZID:Asia/Kolkata', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530', 'BEGIN:STANDARD']),
    );
    const compact = event.date.replaceAll('-', '');
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${compact}T190000`);
    expect(lines).toContain(`DTEND;TZID=Asia/Kolkata:${compact}T220000`);
    expect(lines).toContain(`UID:${held.orderId.toLowerCase()}@roastcafe.in`);
    expect(lines).toContain(`SUMMARY:${escaped(event.title)} at Roast`);
    expect(lines).toContain(`LOCATION:${escaped(`${event.venue}, ${await addressOf(event.venue)}`)}`);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`Booking reference: ${held.orderId}`);
    expect(lines.find((line) => line.startsWith('ORGANIZER'))).toContain('mailto:hello@roastcafe.in');
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // No personal data travels in the calendar file.
    expect(lines.join('\n')).not.toContain('Nila');
    expect(lines.join('\n')).not.toContain('nila@example.com');

    // The confirmation page offers the same file.
    const page = await t.app.inject({ method: 'GET', url: `/api/bookings/${held.orderId}/calendar.ics` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/calendar/);
    expect(page.headers['content-disposition']).toBe(`attachment; filename="roast-${held.orderId.toLowerCase()}.ics"`);
    const pageLines = unfolded(page.body);
    expect(pageLines).toContain(`UID:${held.orderId.toLowerCase()}@roastcafe.in`);
    expect(pageLines).toContain(`DTSTART;TZID=Asia/Kolkata:${compact}T190000`);
  });

  it('attaches one to a workshop enrollment confirmation too', async () => {
    const workshop = await openSession(workshops);
    const customer = await signUp(t.app, 'Ira Sen');
    const headers = { token: customer.token };
    const held = (await post('/api/enroll/createorder', { workshopId: workshop.id }, headers)).json() as {
      id: string;
      orderId: string;
    };
    await pay(held.id, '/api/enroll/paymentverification', headers);
    const mail = await delivered('workshop-confirmation');
    const [calendar] = mail.attachments.filter((file) => file.contentType === 'text/calendar');
    const lines = unfolded(calendar!.content.toString('utf8'));
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines.find((line) => line.startsWith('DTSTART;TZID=Asia/Kolkata:'))).toBeDefined();
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toContain(escaped(workshop.venue));
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`Enrollment reference: ${held.orderId}`);
  });

  it('offers no calendar for a booking not yet paid, or a reference that is not one', async () => {
    const event = await openSession(events);
    const held = (
      await post('/api/event/create-order', {
        eventId: event.id,
        name: 'Nila Das',
        email: 'n@example.com',
        slotsBooked: 1,
      })
    ).json() as { orderId: string };
    const unpaid = await t.app.inject({ method: 'GET', url: `/api/bookings/${held.orderId}/calendar.ics` });
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toMatchObject({
      success: false,
      message: 'We could not find a paid booking with that reference.',
    });
    const odd = await t.app.inject({ method: 'GET', url: '/api/bookings/not-a-reference/calendar.ics' });
    expect(odd.statusCode).toBe(400);
  });
});
