import type { Cake } from '@roast/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { atShopTime, checkoutCart, EASY_PICKUP, shelf, signUp } from '../../test/shop';
import { CONSOLE_ORIGIN, signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

/** After the test's pickup (28 Nov, 12:00 India time), and ahead of the real clock the public lists read. */
const UNTIL = '2026-11-28T12:00:00.000Z';

/** A cake two outlets make, those outlets, and a member of the first. */
async function setUp() {
  const items = await shelf(t.db);
  const cake = items.cakeAt((c, outlets) => c.priceMediumPaise !== null && c.vegType === 'Both' && outlets.length >= 2);
  const [here, there] = cake.outlets as [string, string];
  const outletName = (id: string) => items.stores.find((store) => store.id === id)!.outletName;
  const member = await signedInMember(t.app, t.db, { outlets: [here], name: 'Kavya Menon' });
  return { cake, here, there, outletName, console: member.console };
}

const line = (cake: { id: string }, store: string, pickup = EASY_PICKUP) => ({
  itemType: 'cake',
  itemId: cake.id,
  size: '750-grms',
  isveg: 'EGGLESS',
  store,
  ...pickup,
});
const add = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body, headers: { token } });
const publicCake = async (id: string) =>
  ((await t.app.inject({ url: '/api/cake/list' })).json() as { data: Cake[] }).data.find((cake) => cake._id === id)!;

describe('sold out at one outlet', () => {
  it('refuses that outlet’s pickups until the time set, and leaves the item on sale at the others', async () => {
    const { cake, here, there, outletName, console } = await setUp();
    const set = await console.call('PUT', `/api/staff/outlets/${here}/sold-out`, {
      kind: 'cakes',
      id: cake.id,
      until: UNTIL,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      data: { storeId: here, kind: 'cakes', id: cake.id, until: UNTIL, by: 'Kavya Menon' },
    });
    expect((await publicCake(cake.id)).soldOutAt).toEqual([here]);
    expect((await publicCake(cake.id)).isSold).toBe(false);

    const customer = await signUp(t.app);
    const refused = await add(customer.token, line(cake, here));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'sold_out_here',
      message: `${cake.name} is sold out at ${outletName(here)} for now. Choose another outlet that has it, or another day.`,
    });
    // Another outlet has it; and this one, for a pickup after the time set.
    expect((await add(customer.token, line(cake, there))).statusCode).toBe(200);
    const other = await signUp(t.app);
    expect(
      (await add(other.token, line(cake, here, { pickupDate: '2026-11-29', pickupTime: '12:00' }))).statusCode,
    ).toBe(200);
    expect((await console.get(`/api/staff/sold-out?outlet=${here}`)).json()).toMatchObject({
      data: [{ storeId: here, id: cake.id }],
    });

    // Back on sale before its time.
    const lifted = await console.call('DELETE', `/api/staff/outlets/${here}/sold-out/cakes/${cake.id}`);
    expect(lifted.statusCode).toBe(204);
    expect((await publicCake(cake.id)).soldOutAt).toEqual([]);
    const later = await signUp(t.app);
    expect((await add(later.token, line(cake, here))).statusCode).toBe(200);
    expect((await console.call('DELETE', `/api/staff/outlets/${here}/sold-out/cakes/${cake.id}`)).statusCode).toBe(404);
  });

  it('refuses a checkout whose line sold out at its outlet after it was added', async () => {
    const { cake, here, console } = await setUp();
    const customer = await signUp(t.app);
    expect((await add(customer.token, line(cake, here))).statusCode).toBe(200);
    expect(
      (await console.call('PUT', `/api/staff/outlets/${here}/sold-out`, { kind: 'cakes', id: cake.id, until: UNTIL }))
        .statusCode,
    ).toBe(200);
    await expect(checkoutCart(t.app, customer.token)).rejects.toThrow(/409.*sold_out_here/);
  });

  it('lasts until the end of the day in India unless told, at the member’s own outlets only', async () => {
    const { cake, here, there, console } = await setUp();
    const set = await console.call('PUT', `/api/staff/outlets/${here}/sold-out`, { kind: 'cakes', id: cake.id });
    // The shop's clock says 25 Nov: the end of that day in India.
    expect(set.json()).toMatchObject({ data: { until: '2026-11-25T18:30:00.000Z' } });

    const elsewhere = await console.call('PUT', `/api/staff/outlets/${there}/sold-out`, { kind: 'cakes', id: cake.id });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'not_your_outlet' });
    expect((await console.call('DELETE', `/api/staff/outlets/${there}/sold-out/cakes/${cake.id}`)).statusCode).toBe(
      403,
    );

    for (const [body, status, code] of [
      [{ kind: 'cakes', id: cake.id, until: '2026-11-24T10:00:00Z' }, 400, 'sold_out_until_invalid'],
      [{ kind: 'cakes', id: cake.id, until: '2026-12-20T10:00:00Z' }, 400, 'sold_out_until_invalid'],
      [{ kind: 'cakes', id: cake.id, until: 'tonight' }, 400, 'sold_out_until_invalid'],
      [{ kind: 'pastries', id: cake.id }, 400, 'sold_out_kind_invalid'],
      [{ kind: 'offers', id: cake.id }, 404, 'hamper_unavailable'],
      [{ kind: 'cakes', id: '00000000-0000-4000-8000-000000000000' }, 404, 'cake_off_menu'],
    ] as const) {
      const answer = await console.call('PUT', `/api/staff/outlets/${here}/sold-out`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json()).toMatchObject({ code });
    }
    const customer = await signUp(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/staff/outlets/${here}/sold-out`,
          payload: { kind: 'cakes', id: cake.id },
          headers: { token: customer.token, origin: CONSOLE_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an item the outlet does not sell', async () => {
    const items = await shelf(t.db);
    const cake = items.cakeAt((_c, outlets) => items.notSellingStore(outlets) !== undefined);
    const store = items.notSellingStore(cake.outlets)!;
    const member = await signedInMember(t.app, t.db, { outlets: [store.id] });
    const answer = await member.console.call('PUT', `/api/staff/outlets/${store.id}/sold-out`, {
      kind: 'cakes',
      id: cake.id,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'cake_not_made_here' });
  });
});
