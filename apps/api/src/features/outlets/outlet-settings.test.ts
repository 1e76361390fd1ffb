import type { Store } from '@roast/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, cakeLine, EASY_PICKUP, signUp } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

const outlets = async () => ((await t.app.inject({ url: '/api/stores/list' })).json() as { stores: Store[] }).stores;

describe('an outlet’s settings', () => {
  it('are changed by the owner, shown in the outlets list at once, and kept in the audit', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
    const [ccx] = await outlets();
    const changed = await console.patch(`/api/staff/outlets/${ccx!._id}`, {
      hours: { open: '09:00', close: '22:00' },
      closedDates: ['2026-12-25', '2026-11-30', '2026-12-25'],
      phone: '080 4912 3301',
      takingOrders: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [after] = await outlets();
    expect(after).toMatchObject({
      hours: { open: '09:00', close: '22:00' },
      closedDates: ['2026-11-30', '2026-12-25'],
      phone: '080 4912 3301',
      takingOrders: false,
    });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ kind: 'outlets', itemName: 'Roast CCX', staffName: 'Anita Kulkarni' });
    expect(entry!.before).toMatchObject({ takingOrders: true, closedDates: [] });
    expect(entry!.after).toMatchObject({ takingOrders: false, closedDates: ['2026-11-30', '2026-12-25'] });
  });

  it('explain what is wrong, naming the field', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const [ccx] = await outlets();
    const cases: [object, string | undefined, string][] = [
      [{ hours: { open: '22:00', close: '09:00' } }, 'hours.close', 'The outlet must close after it opens.'],
      [{ hours: { open: '9am', close: '22:00' } }, 'hours.open', 'Give the opening time as HH:mm.'],
      [{ closedDates: ['2026-02-30'] }, 'closedDates.0', 'That date does not exist.'],
      [{ phone: 'call us' }, 'phone', 'Give a phone number, like 080 4912 3301.'],
      [{}, undefined, 'Say what to change.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await console.patch(`/api/staff/outlets/${ccx!._id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect((response.json() as { field?: string }).field).toBe(field);
    }
    expect((await console.patch(`/api/staff/outlets/${crypto.randomUUID()}`, { takingOrders: false })).statusCode).toBe(
      404,
    );
  });

  it('stop the store from taking orders for a closed day, or while the outlet takes none', async () => {
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const customer = await signUp(t.app);
    const { body } = await cakeLine(t.db);
    const outlet = (await outlets()).find((store) => store._id === body.store)!;
    const add = () =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { token: customer.token }, payload: body });

    await console.patch(`/api/staff/outlets/${outlet._id}`, { closedDates: [EASY_PICKUP.pickupDate] });
    const closed = await add();
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({
      success: false,
      message: `${outlet.outletName} is closed on 28 Nov 2026. Please choose another day.`,
    });

    await console.patch(`/api/staff/outlets/${outlet._id}`, { closedDates: [] });
    expect((await add()).statusCode).toBe(200);
    await console.patch(`/api/staff/outlets/${outlet._id}`, { takingOrders: false });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/order/createorder',
      headers: { token: customer.token },
      payload: {},
    });
    expect(checkout.statusCode).toBe(400);
    expect((checkout.json() as { message: string }).message).toContain(
      `${outlet.outletName} is not taking online orders just now. Please choose another outlet, or try again later.`,
    );
  });
});
