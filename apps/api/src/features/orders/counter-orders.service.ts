import {
  COUNTER_PAYMENT_METHODS,
  PICKUP_CODE_LENGTH,
  paiseToRupees,
  toIndiaSlot,
  totalWithGst,
  type BoardOrder,
  type CounterOrderRequest,
  type PaymentLink,
} from '@roast/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { assertOutlet, type StaffUser } from '../../auth/require-staff';
import { hashLinkToken, type OneTimeLinks } from '../../auth/one-time-links';
import type { Database } from '../../db/client';
import type { Audit } from '../audit/audit.service';
import type { Events } from '../../events/events';
import { badGateway, notFound } from '../../http/errors';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { slotsNeeded, type Capacity } from '../capacity/capacity.service';
import type { Carts } from '../cart/cart.service';
import { issueInvoice } from '../invoices/invoices.service';
import { addHistory, itemsAndHistoryOf } from './kitchen.repository';
import type { Kitchen } from './kitchen';
import * as orders from './orders.repository';

export interface CounterOrdersDependencies {
  db: Database;
  carts: Carts;
  capacity: Capacity;
  events: Events;
  provider: PaymentProvider;
  links: OneTimeLinks;
  kitchen: Kitchen;
  /** Orders taken by staff go into the audit trail. */
  audit: Audit;
  now: () => Date;
}

const WORDS: Record<CounterOrderRequest['payment'], string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  link: 'a payment link',
};

const newPickupCode = () => String(randomInt(10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, '0');

/**
 * Orders staff take at the counter or on the phone (DESIGN §15). They are priced from the catalog
 * and hold their pickup slot's room like an order made online. Paid there and then (cash, UPI,
 * card), an order is paid in the transaction that makes it: its slots kept, its history, its
 * invoice and the event the boards, the kitchen's ticket and the sales hear of. Paid by link, it
 * waits unpaid (its slots held) for the customer to pay the provider order the link opens; the
 * payment then completes it as any online order's.
 */
export function createCounterOrders({
  db,
  carts,
  capacity,
  events,
  provider,
  links,
  kitchen,
  audit,
  now,
}: CounterOrdersDependencies) {
  async function take(staff: StaffUser, request: CounterOrderRequest) {
    assertOutlet(staff, request.outlet);
    const time = now();
    const pickup = { pickupDate: request.pickupDate, pickupTime: request.pickupTime };
    const priced = await carts.priceCounterLines(db, request.outlet, pickup, request.items, time);
    const store = priced[0]!.item.store;
    const itemsTotalPaise = priced.reduce((sum, { line, item }) => sum + item.unitPricePaise * line.quantity, 0);
    const amountPaise = totalWithGst(itemsTotalPaise);
    const slots = slotsNeeded(
      store,
      priced.map(({ line, item }) => ({ ...line, capacityUnits: item.capacityUnits })),
    );
    const reference = await orders.nextReference(db, store, toIndiaSlot(time).pickupDate);
    const id = randomUUID();
    const byLink = request.payment === 'link';
    const channel = request.channel ?? 'counter';
    const order = {
      reference,
      pickupCode: newPickupCode(),
      ...pickup,
      userId: null,
      storeId: store.id,
      itemsTotalPaise,
      amountPaise,
      provider: byLink ? provider.name : 'counter',
      providerOrderId: null,
      providerOrderLeaseUntil: null,
      cartHash: null,
      channel,
      customerName: request.customer.name,
      customerPhone: request.customer.phone,
      customerEmail: request.customer.email ?? null,
      takenBy: staff.id,
      paymentMethod: COUNTER_PAYMENT_METHODS[request.payment],
      paymentLinkHash: byLink ? links.tokenHash('payment-link', id) : null,
    };
    const items = priced.map(({ line, item }, position) => ({
      itemType: line.itemType,
      itemId: line.itemId,
      itemName: item.name,
      image: item.image,
      quantity: line.quantity,
      size: line.size,
      unitPricePaise: item.unitPricePaise,
      storeId: store.id,
      pickupDate: line.pickupDate,
      pickupTime: line.pickupTime,
      note: line.note,
      vegType: line.vegType,
      preparationHours: item.preparationHours,
      position,
    }));
    /** The audit trail's line of the order: who took it, for whom, and how it is paid. */
    const audited = (tx: Parameters<Audit['record']>[0]) =>
      audit.record(tx, {
        actor: { id: staff.id, name: staff.name },
        kind: 'orders',
        itemId: id,
        itemName: reference,
        action: 'created',
        before: {},
        after: {
          channel,
          customer: request.customer.name,
          payment: COUNTER_PAYMENT_METHODS[request.payment],
          amount: paiseToRupees(amountPaise),
        },
      });
    const taken = `Taken ${channel === 'phone' ? 'on the phone' : 'at the counter'} by ${staff.name}, paid by ${WORDS[request.payment]}`;

    if (!byLink) {
      await events.change(async (tx, emit) => {
        await orders.insertOrder(tx, order, items, id);
        // A full slot refuses the order here, and nothing of it stays.
        await capacity.hold(tx, { id, userId: null }, store, slots);
        await audited(tx);
        const paid = (await orders.markPaidAtCounter(tx, id, time))!;
        await addHistory(tx, { orderId: id, status: 'Confirmed', actor: 'staff', staffId: staff.id, reason: taken });
        await emit('order.paid', { orderId: id, storeId: store.id, userId: null });
        // Last: the year's invoice counter stays locked until the transaction ends.
        await issueInvoice(tx, paid, time);
      });
      await events.caughtUp();
      return { order: (await kitchen.boardOrder(id))!, paymentLink: null, linkMailed: false };
    }

    await db.transaction(async (tx) => {
      await orders.insertOrder(tx, order, items, id);
      await capacity.hold(tx, { id, userId: null }, store, slots);
      await audited(tx);
    });
    let providerOrder;
    try {
      providerOrder = await provider.createOrder({
        amountPaise,
        receipt: reference,
        notes: { kind: 'order', reference },
      });
    } catch (error) {
      // Nobody could pay it: the order goes, with its hold, and staff are told to try again.
      await db.transaction(async (tx) => {
        if (!(await orders.lockWithoutProviderOrder(tx, id))) return;
        await capacity.release(tx, id);
        await orders.deleteOrder(tx, id);
      });
      if (error instanceof PaymentProviderError) throw badGateway('provider_unreachable', error);
      throw error;
    }
    await events.change(async (tx, emit) => {
      await orders.attachProviderOrder(tx, id, providerOrder.id);
      // Its mail follows as a subscriber (orders.subscribers), which makes the link again from the id.
      if (request.customer.email) await emit('order.payment-link', { orderId: id });
    });
    return {
      order: await unpaidOrder(id),
      paymentLink: links.url('payment-link', id),
      linkMailed: Boolean(request.customer.email),
    };
  }

  /** An order taken for a payment link, before it is paid (the board's shape, still 'Placed'). */
  async function unpaidOrder(id: string): Promise<Omit<BoardOrder, 'status'> & { status: string }> {
    const row = (await orders.findById(db, id))!;
    const { items } = await itemsAndHistoryOf(db, [id]);
    const [outlet] = [...(await orders.storeNames(db, [row.storeId])).values()];
    return {
      _id: row.id,
      orderId: row.reference,
      status: row.status,
      pickupCode: row.pickupCode,
      pickupDate: row.pickupDate,
      pickupTime: row.pickupTime,
      store: row.storeId,
      pickupAt: outlet ?? '',
      customer: { name: row.customerName ?? '', phone: row.customerPhone ?? '', email: row.customerEmail ?? '' },
      items: items.map((item) => ({
        itemName: item.itemName,
        itemType: item.itemType,
        quantity: item.quantity,
        size: item.size,
        isveg: item.vegType,
        note: item.note,
        price: paiseToRupees(item.unitPricePaise),
        pickupDate: item.pickupDate,
        pickupTime: item.pickupTime,
      })),
      amount: paiseToRupees(row.amountPaise),
      paidAt: row.createdAt.toISOString(),
      channel: row.channel,
      paymentMethod: row.paymentMethod,
      history: [],
      messages: [],
      refund: null,
    };
  }

  /** What a payment link shows: the order, what it costs, and the provider order to pay while it is owed. */
  async function paymentLink(token: string): Promise<PaymentLink> {
    const order = await orders.findByPaymentLink(db, hashLinkToken(token));
    if (!order) throw notFound('payment_link_invalid');
    const { items } = await itemsAndHistoryOf(db, [order.id]);
    const names = await orders.storeNames(db, [order.storeId]);
    const cancelled = order.status === 'Cancelled';
    return {
      reference: order.reference,
      outlet: names.get(order.storeId) ?? '',
      customerName: order.customerName ?? '',
      pickupDate: order.pickupDate,
      pickupTime: order.pickupTime,
      items: items.map((item) => ({
        itemName: item.itemName,
        size: item.size,
        quantity: item.quantity,
        price: paiseToRupees(item.unitPricePaise),
      })),
      amount: paiseToRupees(order.amountPaise),
      paid: order.paid,
      cancelled,
      pickupCode: order.paid && !cancelled ? order.pickupCode : null,
      providerOrderId: order.paid || cancelled ? null : order.providerOrderId,
    };
  }

  return { take, paymentLink };
}

export type CounterOrders = ReturnType<typeof createCounterOrders>;
