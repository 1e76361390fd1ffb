import type { PickupSlots, Store } from '@roast/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { atShopTime, cakeLine, EASY_PICKUP, shelf, signUp } from '../../test/shop';
import { CONSOLE_ORIGIN, signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

let address = 0;
/** A new customer, from an address of their own, with one cake in their cart. */
async function customerWith() {
  const customer = await signUp(t.app);
  const { body } = await cakeLine(t.db);
  const remoteAddress = `10.8.${Math.floor(++address / 250)}.${address % 250}`;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: body,
    headers: { token: customer.token },
    remoteAddress,
  });
  return { ...customer, remoteAddress, added };
}

const checkout = (customer: { token: string; remoteAddress: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/createorder',
    payload: {},
    headers: { token: customer.token },
    remoteAddress: customer.remoteAddress,
  });

const listed = async (storeId: string) =>
  ((await t.app.inject({ url: '/api/stores/list' })).json() as { stores: Store[] }).stores.find(
    (store) => store._id === storeId,
  )!;

describe('the ‘busy’ pause', () => {
  it('pauses and reopens online orders at one outlet only, by any member of it, audited', async () => {
    const { body } = await cakeLine(t.db);
    const storeId = body.store;
    const other = (await shelf(t.db)).stores.find((s) => s.id !== storeId)!;
    const { console: counter } = await signedInMember(t.app, t.db, { outlets: [storeId], name: 'Kavya Menon' });
    expect((await counter.call('PUT', `/api/staff/outlets/${other.id}/pause`, { minutes: 15 })).statusCode).toBe(403);
    expect((await counter.call('DELETE', `/api/staff/outlets/${other.id}/pause`)).statusCode).toBe(403);
    expect((await counter.call('PUT', `/api/staff/outlets/${storeId}/pause`, { minutes: 20 })).statusCode).toBe(400);

    const paused = await counter.call('PUT', `/api/staff/outlets/${storeId}/pause`, { minutes: 30 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.headers['cache-control']).toBe('no-store');
    // 10:00 in India now: open again at 10:30.
    expect(paused.json()).toMatchObject({ data: { pausedUntil: '2026-11-25T05:00:00.000Z', takingOrders: true } });
    expect(await listed(storeId)).toMatchObject({ pausedUntil: '2026-11-25T05:00:00.000Z', takingOrders: true });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ kind: 'outlets', itemId: storeId, staffName: 'Kavya Menon', action: 'updated' });
    expect(entry!.after).toEqual({ pausedUntil: '2026-11-25T05:00:00.000Z' });

    const waiting = await customerWith();
    expect(waiting.added.statusCode).toBe(400);
    expect(waiting.added.json()).toMatchObject({
      message: expect.stringMatching(/is very busy just now and takes online orders again at 10:30 AM\.$/),
    });
    const slots = await t.app.inject({ url: `/api/pickup-slots?store=${storeId}&date=${EASY_PICKUP.pickupDate}` });
    expect((slots.json() as PickupSlots).message).toMatch(/again at 10:30 AM/);

    // A cart filled before the pause cannot check out during it.
    await counter.call('DELETE', `/api/staff/outlets/${storeId}/pause`);
    const ready = await customerWith();
    expect(ready.added.statusCode).toBe(200);
    await counter.call('PUT', `/api/staff/outlets/${storeId}/pause`, { minutes: null });
    expect(await listed(storeId)).toMatchObject({ pausedUntil: null, takingOrders: false });
    const refused = await checkout(ready);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('is not taking online orders just now') });

    const reopened = await counter.call('DELETE', `/api/staff/outlets/${storeId}/pause`);
    expect(reopened.json()).toMatchObject({ data: { takingOrders: true, pausedUntil: null } });
    expect((await checkout(ready)).statusCode).toBe(200);
    // Time passing ends a pause by itself.
    await counter.call('PUT', `/api/staff/outlets/${storeId}/pause`, { minutes: 15 });
    testClock.set(new Date(testClock.now().getTime() + 16 * 60_000));
    expect((await customerWith()).added.statusCode).toBe(200);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/outlets/${storeId}/pause`,
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(stranger.statusCode).toBe(401);
  });
});
