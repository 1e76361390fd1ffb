import type { SalesReport } from '@roast/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, stores } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, paidOrder } from '../../test/shop';
import { signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

const outlets = async () => t.db.select().from(stores).orderBy(stores.position);

/** A paid order at an outlet, paid at the instant given. */
async function paidAt(storeId: string, instant: string, quantity = 1) {
  const paid = await paidOrder(t.app, t.db, { storeId, quantity });
  await t.db.update(orders).set({ paidAt: new Date(instant) }).where(eq(orders.id, paid.id));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, paid.id));
  return { ...paid, amount: order!.amountPaise / 100, line: line! };
}

async function salesOf(console: Awaited<ReturnType<typeof signedInMember>>['console'], query: string) {
  const response = await console.get(`/api/staff/reports/sales?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SalesReport }).data;
}

describe('the sales report', () => {
  it('adds up paid orders per India day and outlet, leaves cancelled ones out and lists the best sellers', async () => {
    const [ccx, sevenDays] = await outlets();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
    // 23:59 on 20 Nov in India is still the 20th; 00:00 on the 21st in India is 18:30 UTC on the 20th.
    const lateOn20th = await paidAt(ccx!.id, '2026-11-20T18:29:00Z', 2);
    const earlyOn21st = await paidAt(ccx!.id, '2026-11-20T18:30:00Z');
    const elsewhere = await paidAt(sevenDays!.id, '2026-11-21T06:00:00Z');
    const cancelled = await paidAt(ccx!.id, '2026-11-21T07:00:00Z');
    await paidAt(ccx!.id, '2026-11-22T19:00:00Z'); // the 23rd in India: outside the range
    const refused = await owner.patch(`/api/staff/orders/${cancelled.id}`, {
      status: 'Cancelled',
      reason: 'The oven broke down.',
    });
    expect(refused.statusCode, refused.body).toBe(200);

    const report = await salesOf(owner, 'from=2026-11-20&to=2026-11-22');
    expect(report.days.map((day) => [day.date, day.orders, day.revenue])).toEqual([
      ['2026-11-20', 1, lateOn20th.amount],
      ['2026-11-21', 2, earlyOn21st.amount + elsewhere.amount],
      ['2026-11-22', 0, 0],
    ]);
    const day21 = report.days[1]!;
    expect(day21.outlets.find((o) => o.storeId === ccx!.id)).toEqual({
      storeId: ccx!.id,
      orders: 1,
      revenue: earlyOn21st.amount,
    });
    expect(report.outlets.find((o) => o.storeId === sevenDays!.id)).toMatchObject({
      outletName: sevenDays!.outletName,
      orders: 1,
      revenue: elsewhere.amount,
    });
    expect(report.totals).toEqual({
      orders: 3,
      revenue: lateOn20th.amount + earlyOn21st.amount + elsewhere.amount,
      cancelled: 1,
    });
    // All three were paid online; the cancelled one is not counted.
    expect(report.paymentMethods).toEqual([
      { method: 'ONLINE', orders: 3, revenue: report.totals.revenue },
    ]);
    // Each best seller's quantity and its takings before GST, from the lines of the orders counted.
    const sold = [lateOn20th, earlyOn21st, elsewhere].map((o) => o.line);
    const quantityOf = (name: string) => sold.filter((l) => l.itemName === name).reduce((s, l) => s + l.quantity, 0);
    for (const item of report.bestSellers) {
      expect(item.quantity).toBe(quantityOf(item.itemName));
      const paise = sold.filter((l) => l.itemName === item.itemName).reduce((s, l) => s + l.quantity * l.unitPricePaise, 0);
      expect(item.revenue).toBe(paise / 100);
    }
    expect(report.bestSellers.reduce((sum, item) => sum + item.quantity, 0)).toBe(4);

    const oneOutlet = await salesOf(owner, `from=2026-11-20&to=2026-11-22&outlet=${sevenDays!.id}`);
    expect(oneOutlet).toMatchObject({ outlet: sevenDays!.id, totals: { orders: 1, revenue: elsewhere.amount, cancelled: 0 } });
    expect(oneOutlet.outlets.map((o) => o.storeId)).toEqual([sevenDays!.id]);

    const csv = await owner.get('/api/staff/reports/sales?from=2026-11-20&to=2026-11-22&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="sales-2026-11-20-to-2026-11-22\.csv"$/);
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Date,.*,Orders,Revenue \(₹\)$/);
    expect(lines.slice(1).map((line) => line.split(',').slice(-2))).toEqual([
      ['1', lateOn20th.amount.toFixed(2)],
      ['2', (earlyOn21st.amount + elsewhere.amount).toFixed(2)],
      ['0', '0.00'],
    ]);
  });

  it('is the owner’s alone and refuses a range it cannot read', async () => {
    const [ccx] = await outlets();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const { console: counter } = await signedInMember(t.app, t.db, { outlets: [ccx!.id] });
    expect((await t.app.inject({ url: '/api/staff/reports/sales?from=2026-11-01&to=2026-11-02' })).statusCode).toBe(401);
    expect((await counter.get('/api/staff/reports/sales?from=2026-11-01&to=2026-11-02')).statusCode).toBe(403);

    const refusals: [string, string][] = [
      ['from=2026-11-05&to=2026-11-01', 'The range must end on or after its first day.'],
      ['from=2025-01-01&to=2026-11-01', 'Choose a range of at most 366 days.'],
      ['from=2026-02-30&to=2026-03-01', 'That date does not exist.'],
      ['to=2026-03-01', 'Give the date as YYYY-MM-DD.'],
      [`from=2026-11-01&to=2026-11-02&outlet=${crypto.randomUUID()}`, 'That is not an outlet.'],
      ['from=2026-11-01&to=2026-11-02&outlet=ccx', 'That is not an outlet.'],
      ['from=2026-11-01&to=2026-11-02&format=pdf', "format is 'json' or 'csv'."],
    ];
    for (const [query, message] of refusals) {
      const response = await owner.get(`/api/staff/reports/sales?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message });
    }
    // A full year is fine, and empty.
    const year = await salesOf(owner, 'from=2024-01-01&to=2024-12-31');
    expect(year.days).toHaveLength(366);
    expect(year.totals).toEqual({ orders: 0, revenue: 0, cancelled: 0 });
  });
});
