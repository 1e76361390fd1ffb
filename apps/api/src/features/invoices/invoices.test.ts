import { rupeesInWords, splitGst } from '@roast/domain';
import { asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoices, invoiceSequences, orders } from '../../db/schema';
import { testClock } from '../../test/clock';
import { useTestApp } from '../../test/harness';
import { signedInMember } from '../../test/staff';
import { paidEvent, sandboxPayment, sendWebhook } from '../../test/payments';
import { atShopTime, checkoutCart, customerWithCart, paidOrder, signUp } from '../../test/shop';

const t = useTestApp();
beforeEach(atShopTime);

/** The PDF's text, its pages joined, with runs of white space as one space. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const getDocument = (kind: 'invoice' | 'credit-note', orderRef: string, token: string) =>
  t.app.inject({ url: `/api/order/${kind}/${orderRef}`, headers: { token } });

const documentsOf = (orderId: string) =>
  t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.kind));

// Making and reading PDFs takes a while on a busy machine.
describe('tax invoices', { timeout: 60_000 }, () => {
  it('are issued when an order is paid, and read back with every figure the law asks for', async () => {
    const { customer, id, reference, order, storeId } = await paidOrder(t.app, t.db, { quantity: 3 });
    const [document] = await documentsOf(id);
    expect(document).toMatchObject({
      kind: 'invoice',
      number: 'RC/26-27/000001',
      financialYear: '2026-27',
      sequence: 1,
      totalPaise: order.amountPaise,
      taxablePaise: order.itemsTotalPaise,
    });
    expect(document!.cgstPaise + document!.sgstPaise).toBe(order.amountPaise - order.itemsTotalPaise);
    expect(document!.cgstPaise - document!.sgstPaise).toBeGreaterThanOrEqual(0);
    expect(document!.cgstPaise - document!.sgstPaise).toBeLessThanOrEqual(1);

    const byId = await getDocument('invoice', id, customer.token);
    const byReference = await getDocument('invoice', reference.toLowerCase(), customer.token);
    for (const response of [byId, byReference]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Roast-tax-invoice-${reference}.pdf"`);
    }
    const pdf = byReference.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    const [store] = (await t.app.inject({ url: '/api/stores/list' }))
      .json<{
        stores: { _id: string; fssaiLicence: string; gstin: string }[];
      }>()
      .stores.filter((s) => s._id === storeId);
    for (const expected of [
      'Tax Invoice',
      'Roast Cafe Private Limited',
      `GSTIN: ${store!.gstin}`,
      `FSSAI licence no.: ${store!.fssaiLicence}`,
      'RC/26-27/000001',
      '25 Nov 2026',
      reference,
      'Place of supply',
      'Karnataka (29)',
      '996331',
      `CGST @ 2.5% ${rupees(document!.cgstPaise)}`,
      `SGST @ 2.5% ${rupees(document!.sgstPaise)}`,
      `Taxable value ${rupees(order.itemsTotalPaise)}`,
      rupees(order.amountPaise),
      rupeesInWords(order.amountPaise),
      'Asha Rao',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('are numbered in the order orders are paid, without gaps, from 1 again each April (India time)', async () => {
    // 31 Mar 2027, 11:29 pm in India: the last minutes of 2026-27.
    testClock.set('2027-03-31T17:59:00Z');
    const pickup = { pickupDate: '2027-04-03', pickupTime: '12:00' };
    const march = [await paidOrder(t.app, t.db, { pickup }), await paidOrder(t.app, t.db, { pickup })];
    // 1 Apr 2027, 12:01 am in India (still 31 March in UTC).
    testClock.set('2027-03-31T18:31:00Z');
    const april = [await paidOrder(t.app, t.db, { pickup }), await paidOrder(t.app, t.db, { pickup })];

    const numbers = async (list: { id: string }[]) =>
      (await Promise.all(list.map(async ({ id }) => (await documentsOf(id))[0]!.number))).sort();
    expect(await numbers(march)).toEqual(['RC/26-27/000001', 'RC/26-27/000002']);
    expect(await numbers(april)).toEqual(['RC/27-28/000001', 'RC/27-28/000002']);
    expect(await t.db.select().from(invoiceSequences).orderBy(asc(invoiceSequences.financialYear))).toEqual([
      { financialYear: '2026-27', kind: 'invoice', last: 2 },
      { financialYear: '2027-28', kind: 'invoice', last: 2 },
    ]);
    const { customer, reference } = april[0]!;
    const text = await textOf((await getDocument('invoice', reference, customer.token)).rawPayload);
    expect(text).toContain('1 Apr 2027');
  });

  it('of orders paid at once get distinct, consecutive numbers', async () => {
    // Three carts checked out, then their payments verified all at once.
    const checkedOut = await Promise.all(
      [1, 2, 3].map(async () => {
        const customer = await customerWithCart(t.app, t.db);
        return checkoutCart(t.app, customer.token);
      }),
    );
    const fields = await Promise.all(checkedOut.map((order) => sandboxPayment(t.db, order.id)));
    const verified = await Promise.all(
      fields.map((payload) => t.app.inject({ method: 'POST', url: '/api/order/paymentverification', payload })),
    );
    for (const response of verified) expect(response.statusCode, response.body).toBe(200);
    const issued = await t.db.select().from(invoices).orderBy(asc(invoices.sequence));
    expect(issued.map((row) => row.number)).toEqual(['RC/26-27/000001', 'RC/26-27/000002', 'RC/26-27/000003']);
    const paidOrders = await t.db.select().from(orders).where(eq(orders.paid, true));
    expect(new Set(issued.map((row) => row.orderId))).toEqual(new Set(paidOrders.map((order) => order.id)));
    expect(paidOrders).toHaveLength(3);
  });

  it('are not taken twice by a payment heard twice, so the next order’s number follows on', async () => {
    const first = await paidOrder(t.app, t.db);
    const { providerOrderId, paymentId, amountPaise } = first.order;
    const again = await sendWebhook(
      t.app,
      paidEvent(providerOrderId!, paymentId!, amountPaise),
      'evt_replayed_payment',
    );
    expect(again.statusCode, again.body).toBe(200);
    const second = await paidOrder(t.app, t.db);
    expect((await documentsOf(first.id)).map((row) => row.number)).toEqual(['RC/26-27/000001']);
    expect((await documentsOf(second.id)).map((row) => row.number)).toEqual(['RC/26-27/000002']);
  });

  it('are not found for another customer, an unknown order or one not paid', async () => {
    const { id, reference } = await paidOrder(t.app, t.db);
    const stranger = await signUp(t.app, 'Vikram Shetty');
    for (const ref of [id, reference]) {
      const response = await getDocument('invoice', ref, stranger.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'We could not find an invoice for that order.',
      });
    }
    expect((await getDocument('invoice', 'CCX-261125-9999', stranger.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/invoice/${reference}` })).statusCode).toBe(401);

    // An order checked out but not paid has no invoice, even for its customer.
    await t.db.update(orders).set({ paid: false }).where(eq(orders.id, id));
    const { customer } = await paidOrder(t.app, t.db);
    expect((await getDocument('invoice', reference, customer.token)).statusCode).toBe(404);
  });
});

describe('credit notes', { timeout: 60_000 }, () => {
  it('are issued when the customer cancels a paid order, in their own sequence, reversing the invoice', async () => {
    const first = await paidOrder(t.app, t.db);
    const second = await paidOrder(t.app, t.db);
    expect((await getDocument('credit-note', second.reference, second.customer.token)).statusCode).toBe(404);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/order/cancel/${second.reference}`,
      headers: { token: second.customer.token },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [credit, invoice] = await documentsOf(second.id);
    expect(credit).toMatchObject({
      kind: 'credit-note',
      number: 'CN/26-27/000001',
      totalPaise: second.order.amountPaise,
    });
    expect(invoice).toMatchObject({ kind: 'invoice', number: 'RC/26-27/000002' });

    const response = await getDocument('credit-note', second.reference, second.customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Roast-credit-note-${second.reference}.pdf"`,
    );
    const text = await textOf(response.rawPayload);
    for (const expected of ['Credit Note', 'CN/26-27/000001', 'RC/26-27/000002', rupeesInWords(credit!.totalPaise)]) {
      expect(text).toContain(expected);
    }
    expect((await getDocument('credit-note', second.reference, first.customer.token)).statusCode).toBe(404);
  });

  it('are issued with the invoice for a payment that came after its pickup slot filled up, and was refunded', async () => {
    const late = await customerWithCart(t.app, t.db);
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    await console.patch(`/api/staff/outlets/${late.body.store}`, { slotCapacity: 1 });
    const lateOrder = await checkoutCart(t.app, late.token);
    // Its hold lapses, and another customer takes the slot and pays.
    testClock.set(new Date(testClock.now().getTime() + 16 * 60_000));
    await t.app.capacity.sweep();
    const quick = await customerWithCart(t.app, t.db);
    const quickOrder = await checkoutCart(t.app, quick.token);
    const pay = async (providerOrderId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/paymentverification',
        payload: await sandboxPayment(t.db, providerOrderId),
      });
    expect((await pay(quickOrder.id)).json()).toMatchObject({ outcome: 'paid' });
    expect((await pay(lateOrder.id)).json()).toMatchObject({ outcome: 'refunded' });

    const [order] = await t.db.select().from(orders).where(eq(orders.reference, lateOrder.orderId));
    expect((await documentsOf(order!.id)).map((row) => [row.number, row.totalPaise])).toEqual([
      ['CN/26-27/000001', order!.amountPaise],
      ['RC/26-27/000002', order!.amountPaise],
    ]);
  });

  it('are issued when the kitchen cancels a paid order', async () => {
    const { id } = await paidOrder(t.app, t.db);
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const moved = await console.patch(`/api/staff/orders/${id}`, { status: 'Cancelled', reason: 'Out of mascarpone.' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await documentsOf(id)).map((row) => row.number)).toEqual(['CN/26-27/000001', 'RC/26-27/000001']);
  });
});

describe('the tax split', () => {
  it('adds up to what the customer paid, whatever the amount', () => {
    for (const items of [1, 10, 30, 99, 101, 4999, 50_000, 123_457, 9_999_999]) {
      const paid = Math.floor((items * 105 + 50) / 100);
      const split = splitGst(paid, [items]);
      expect(split.taxablePaise).toBe(items);
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(paid);
    }
  });
});
