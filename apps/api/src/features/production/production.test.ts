import { unitsOf } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, EASY_PICKUP, paidOrder, shelf } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

describe('the production list', () => {
  it('sums the day’s paid lines of the outlet by item and size, with their units, leaving out cancelled ones', async () => {
    const { stores } = await shelf(t.db);
    const [here, there] = [stores[0]!.id, stores[1]!.id];
    const day = '2026-11-29';
    const pickup = { pickupDate: day, pickupTime: '12:00' };
    const first = await paidOrder(t.app, t.db, { storeId: here, pickup, quantity: 2 });
    await paidOrder(t.app, t.db, { storeId: here, pickup: { ...pickup, pickupTime: '16:00' }, quantity: 1 });
    const cancelled = await paidOrder(t.app, t.db, { storeId: here, pickup, quantity: 3 });
    // Another outlet's, and another day's, are not this list's.
    await paidOrder(t.app, t.db, { storeId: there, pickup, quantity: 4 });
    await paidOrder(t.app, t.db, { storeId: here, pickup: EASY_PICKUP, quantity: 5 });

    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const moved = await console.patch(`/api/staff/orders/${cancelled.reference}`, {
      status: 'Cancelled',
      reason: 'Customer phoned to cancel.',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const answer = await console.get(`/api/staff/production?outlet=${here}&date=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, first.id));
    expect(['EGG', 'EGGLESS']).toContain(line!.vegType);
    const size = first.cake.priceMediumPaise === null ? '1-kg' : '750-grms';
    expect(answer.json()).toEqual({
      success: true,
      date: day,
      data: [
        {
          itemType: 'cake',
          itemId: first.cake.id,
          itemName: first.cake.name,
          size,
          isveg: line!.vegType,
          quantity: 3,
          orders: 2,
          units: unitsOf({ itemType: 'cake', size, quantity: 3 }, first.cake.capacityUnits),
        },
      ],
    });
    // Today (the shop's clock: 25 Nov) when no day is given, with nothing for pickup.
    const today = await console.get(`/api/staff/production?outlet=${here}`);
    expect(today.json()).toMatchObject({ success: true, date: '2026-11-25', data: [] });
  });

  it('is only for members of the outlet, and refuses a day that is not one', async () => {
    const { stores } = await shelf(t.db);
    const [here, there] = [stores[0]!.id, stores[1]!.id];
    const member = await signedInMember(t.app, t.db, { role: 'staff', outlets: [here] });
    expect((await member.console.get(`/api/staff/production?outlet=${here}&date=2026-11-28`)).statusCode).toBe(200);
    const elsewhere = await member.console.get(`/api/staff/production?outlet=${there}&date=2026-11-28`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'not_your_outlet' });
    for (const [query, code] of [
      [`outlet=${here}&date=2026-02-30`, 'date_not_real'],
      [`outlet=${here}&date=tomorrow`, 'date_format'],
      ['outlet=ccx', 'outlet_invalid'],
    ] as const) {
      const refused = await member.console.get(`/api/staff/production?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({ code });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/production?outlet=${here}` })).statusCode).toBe(401);
  });
});
