import { and, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, events, stores, workshops } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { sandboxPayment } from '../../test/payments';
import { atShopTime, signUp } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

async function openEvent() {
  const [event] = await t.db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gt(events.slots, 5)))
    .limit(1);
  return event!;
}

/** The outlet an event or workshop is held at: the one its venue names. */
async function outletOf(session: { venue: string }) {
  const all = await t.db.select().from(stores);
  return all.find((store) => store.title === session.venue)!.id;
}

/** A booking through the storefront's calls; paid unless told otherwise. */
async function book(eventId: string, name: string, email: string, places: number, pay = true) {
  const held = await t.app.inject({
    method: 'POST',
    url: '/api/event/create-order',
    payload: { eventId, name, email, slotsBooked: places },
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const order = held.json() as { id: string; orderId: string };
  if (pay) {
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/event/payment-verification',
      payload: await sandboxPayment(t.db, order.id),
    });
    expect(verified.statusCode).toBe(200);
  }
  return order.orderId;
}

describe('attendees', () => {
  it('lists who is coming, paid and held, with the counts at the door, and checks them in', async () => {
    const event = await openEvent();
    const { console } = await signedInMember(t.app, t.db, {
      role: 'staff',
      name: 'Kavya Menon',
      outlets: [await outletOf(event)],
    });
    const nila = await book(event.id, 'Nila Das', 'nila@example.com', 2);
    await book(event.id, 'Omar Sheikh', 'omar@example.com', 3);
    await book(event.id, 'Waiting Walia', 'waiting@example.com', 1, false);

    const list = await console.get(`/api/staff/bookings?kind=event&id=${event.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as {
      data: { _id: string; reference: string; name: string; places: number; paid: boolean; checkedIn: boolean }[];
      total: number;
      counts: { places: number; checkedIn: number };
      session: { title: string };
    };
    expect(page.session.title).toBe(event.title);
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({ places: 5, checkedIn: 0 });
    expect(page.data.map((a) => [a.name, a.places, a.paid])).toEqual([
      ['Nila Das', 2, true],
      ['Omar Sheikh', 3, true],
      ['Waiting Walia', 1, false],
    ]);

    const nilaRow = page.data.find((a) => a.reference === nila)!;
    const checked = await console.patch(`/api/staff/bookings/${nilaRow._id}`, { checkedIn: true });
    expect(checked.json()).toMatchObject({ data: { checkedIn: true, checkedInAt: expect.any(String) } });
    const after = (await console.get(`/api/staff/bookings?kind=event&id=${event.id}`)).json() as {
      counts: { checkedIn: number };
    };
    expect(after.counts.checkedIn).toBe(2);
    // Undone, for a mistaken tap.
    expect((await console.patch(`/api/staff/bookings/${nilaRow._id}`, { checkedIn: false })).json()).toMatchObject({
      data: { checkedIn: false, checkedInAt: null },
    });
    const unpaid = page.data.find((a) => !a.paid)!;
    const refused = await console.patch(`/api/staff/bookings/${unpaid._id}`, { checkedIn: true });
    expect(refused.statusCode).toBe(409);
  });

  it('pages the list and exports every row as CSV, safe to open in a spreadsheet', async () => {
    const event = await openEvent();
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    await book(event.id, '=HYPERLINK("http://evil.example","Click")', 'a@example.com', 1);
    await book(event.id, 'Rao, Asha', 'b@example.com', 1);
    await book(event.id, 'Chitra', 'c@example.com', 1);
    const second = (await console.get(`/api/staff/bookings?kind=event&id=${event.id}&limit=2&page=2`)).json() as {
      data: { name: string }[];
      total: number;
    };
    expect(second.total).toBe(3);
    // By name, as the door looks people up.
    expect(second.data.map((a) => a.name)).toEqual(['Rao, Asha']);

    const csv = await console.get(`/api/staff/bookings?kind=event&id=${event.id}&format=csv&limit=1`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="attendees-.*\.csv"$/);
    const rows = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(
      'Reference,Name,Email,Places,Paid,Checked in,Checked in at (India time +05:30),Booked at (India time +05:30)',
    );
    // Booked at, in India time as a spreadsheet reads it.
    expect(rows[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(rows[3]).toContain('"Rao, Asha"');
  });

  it('is for the console only: a customer token opens nothing, an unknown event is 404', async () => {
    const event = await openEvent();
    const customer = await signUp(t.app);
    const denied = await t.app.inject({
      url: `/api/staff/bookings?kind=event&id=${event.id}`,
      headers: { token: customer.token },
    });
    expect(denied.statusCode).toBe(401);
    const { console } = await signedInMember(t.app, t.db);
    expect((await console.get(`/api/staff/bookings?kind=event&id=${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await console.get(`/api/staff/bookings?kind=party&id=${event.id}`)).statusCode).toBe(400);
  });

  it('shows a member of staff only the events and workshops at their outlets, the owner all of them', async () => {
    const event = await openEvent();
    const here = await outletOf(event);
    const [workshop] = await t.db.select().from(workshops).where(eq(workshops.venue, event.venue)).limit(1);
    const elsewhere = (await t.db.select().from(stores)).find((store) => store.id !== here)!.id;
    await book(event.id, 'Nila Das', 'nila@example.com', 1);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.eventId, event.id));

    const stranger = await signedInMember(t.app, t.db, { role: 'staff', outlets: [elsewhere] });
    const notYours = {
      success: false,
      message: 'That event is not at an outlet you work at, so its attendees are not yours to see.',
    };
    const list = await stranger.console.get(`/api/staff/bookings?kind=event&id=${event.id}`);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ ...notYours, code: 'attendees_not_yours' });
    const csv = await stranger.console.get(`/api/staff/bookings?kind=event&id=${event.id}&format=csv`);
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toMatchObject(notYours);
    const checkIn = await stranger.console.patch(`/api/staff/bookings/${booking!.id}`, { checkedIn: true });
    expect(checkIn.statusCode).toBe(403);
    expect(checkIn.json()).toMatchObject(notYours);
    const [untouched] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(untouched!.checkedInAt).toBeNull();
    expect((await stranger.console.get(`/api/staff/bookings?kind=workshop&id=${workshop!.id}`)).json()).toMatchObject({
      success: false,
      message: 'That workshop is not at an outlet you work at, so its attendees are not yours to see.',
    });

    const local = await signedInMember(t.app, t.db, { role: 'staff', outlets: [elsewhere, here] });
    expect((await local.console.get(`/api/staff/bookings?kind=event&id=${event.id}`)).statusCode).toBe(200);
    expect((await local.console.get(`/api/staff/bookings?kind=workshop&id=${workshop!.id}`)).statusCode).toBe(200);
    expect((await local.console.patch(`/api/staff/bookings/${booking!.id}`, { checkedIn: true })).statusCode).toBe(200);

    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    expect((await owner.console.get(`/api/staff/bookings?kind=event&id=${event.id}`)).statusCode).toBe(200);
    expect((await owner.console.patch(`/api/staff/bookings/${booking!.id}`, { checkedIn: false })).statusCode).toBe(
      200,
    );
  });

  it('keeps an event whose venue names no outlet to the owner', async () => {
    const event = await openEvent();
    await t.db.update(events).set({ venue: 'Cubbon Park bandstand' }).where(eq(events.id, event.id));
    const everywhere = (await t.db.select().from(stores)).map((store) => store.id);
    const staff = await signedInMember(t.app, t.db, { role: 'staff', outlets: everywhere });
    expect((await staff.console.get(`/api/staff/bookings?kind=event&id=${event.id}`)).statusCode).toBe(403);
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    expect((await owner.console.get(`/api/staff/bookings?kind=event&id=${event.id}`)).statusCode).toBe(200);
  });
});
