import type { Store } from '@roast/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cakes, changeEvents, events } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { atShopTime } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

const get = (url: string) => t.app.inject({ method: 'GET', url });
const cakeList = async () =>
  ((await get('/api/cake/list')).json() as { data: { _id: string; pricePerlarge: number }[] }).data;
const listedSlots = async (id: string) =>
  ((await get(`/api/events/list/${id}`)).json() as { data: { slots: number } }).data.slots;
/** The `catalog.changed` events written so far. */
const announced = () => t.db.select().from(changeEvents).where(eq(changeEvents.type, 'catalog.changed'));

async function openEvent(slots: number) {
  const [event] = await t.db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gt(events.slots, 0)))
    .limit(1);
  await t.db.update(events).set({ slots }).where(eq(events.id, event!.id));
  return event!.id;
}

const hold = (eventId: string, email: string, slotsBooked = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/event/create-order',
    payload: { eventId, name: 'Nila Das', email, slotsBooked },
  });

describe('a change to what the catalog shows', () => {
  it('is one catalog.changed event written with the save, and the next read shows it', async () => {
    const [cake] = await cakeList();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const saved = await owner.patch(`/api/staff/catalog/cakes/${cake!._id}`, {
      pricePerlarge: cake!.pricePerlarge + 75,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await announced()).map((event) => event.payload)).toEqual([{ lists: ['cakes'], id: cake!._id }]);
    expect((await cakeList()).find((c) => c._id === cake!._id)!.pricePerlarge).toBe(cake!.pricePerlarge + 75);
  });

  it('is not written by a save that is refused, nor by one that changes nothing', async () => {
    const [cake] = await cakeList();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const refused = await owner.patch(`/api/staff/catalog/cakes/${cake!._id}`, { pricePerlarge: -5 });
    expect(refused.statusCode).toBe(400);
    const unknownOutlet = await owner.patch(`/api/staff/outlets/${crypto.randomUUID()}`, { phone: '080 4912 3301' });
    expect(unknownOutlet.statusCode).toBe(404);
    await t.db.update(cakes).set({ isActive: false }).where(eq(cakes.id, cake!._id));
    expect((await owner.call('DELETE', `/api/staff/catalog/cakes/${cake!._id}`)).statusCode).toBe(200);
    expect(await announced()).toEqual([]);
  });

  it('is written in the save’s own transaction: a save whose event cannot be written changes nothing', async () => {
    const [cake] = await cakeList();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    // The database refuses the event alone, after the save's own rows are written.
    try {
      await t.db.execute(sql`create function refuse_catalog_changed() returns trigger language plpgsql as $$
        begin raise exception 'no catalog events today'; end $$`);
      await t.db.execute(sql`create trigger refuse_catalog_changed before insert on change_events
        for each row when (new.type = 'catalog.changed') execute function refuse_catalog_changed()`);
      const saved = await owner.patch(`/api/staff/catalog/cakes/${cake!._id}`, { pricePerlarge: 4321 });
      expect(saved.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_catalog_changed on change_events`);
      await t.db.execute(sql`drop function if exists refuse_catalog_changed()`);
    }
    const [row] = await t.db.select().from(cakes).where(eq(cakes.id, cake!._id));
    expect(row!.priceLargePaise).toBe(cake!.pricePerlarge * 100);
    expect(await t.db.select().from(auditLog)).toEqual([]);
    expect(await announced()).toEqual([]);
  });

  it('shows an outlet’s new settings on the next read of the outlets', async () => {
    const stores = async () => ((await get('/api/stores/list')).json() as { stores: Store[] }).stores;
    const [ccx] = await stores();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const saved = await owner.patch(`/api/staff/outlets/${ccx!._id}`, { phone: '080 4912 3399' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await announced()).map((event) => event.payload)).toEqual([{ lists: ['stores'], id: ccx!._id }]);
    expect((await stores())[0]!.phone).toBe('080 4912 3399');
  });

  it('is done before the change answers, whoever makes it', async () => {
    const [cake] = await cakeList();
    await t.app.events.change(async (tx, emit) => {
      await tx.update(cakes).set({ priceLargePaise: 98_700 }).where(eq(cakes.id, cake!._id));
      await emit('catalog.changed', { lists: ['cakes'], id: cake!._id });
    });
    expect((await cakeList()).find((c) => c._id === cake!._id)!.pricePerlarge).toBe(987);
  });
});

describe('places taken and given back', () => {
  it('are one event per hold, shown at once; a hold refused writes none', async () => {
    const eventId = await openEvent(3);
    expect(await listedSlots(eventId)).toBe(3);
    expect((await hold(eventId, 'a@example.com', 2)).statusCode).toBe(200);
    expect(await listedSlots(eventId)).toBe(1);
    expect((await hold(eventId, 'b@example.com', 2)).statusCode).toBe(409);
    expect((await announced()).map((event) => event.payload)).toEqual([{ lists: ['events'], id: eventId }]);
  });

  it('are one event for a sweep of many lapsed holds, and the places show again', async () => {
    const eventId = await openEvent(5);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await hold(eventId, email)).statusCode).toBe(200);
    }
    expect(await listedSlots(eventId)).toBe(2);
    testClock.set('2026-11-25T04:46:00Z');
    expect(await t.app.bookings.sweep()).toEqual({ expired: 3 });
    expect(await listedSlots(eventId)).toBe(5);
    const written = await announced();
    expect(written).toHaveLength(4);
    expect(written.filter((event) => !('id' in event.payload)).map((event) => event.payload)).toEqual([
      { lists: ['events'] },
    ]);
  });
});
