import { paiseToRupees, PICKUP_CODE_LENGTH, toIndiaSlot, totalWithGst, type Order } from '@roast/domain';
import { createHash, randomInt } from 'node:crypto';
import { isUniqueViolation, type Database } from '../../db/client';
import { badGateway, conflict, notFound, tooManyRequests } from '../../http/errors';
import type { Events } from '../../events/events';
import type { CompletionResult, PayableKind } from '../../payments/completion';
import type { PaymentProvider } from '../../payments/provider';
import type { UnpaidSource } from '../../payments/reconciler';
import { PaymentProviderError } from '../../payments/provider';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { slotsNeeded, type Capacity } from '../capacity/capacity.service';
import type { Carts, CheckoutLine } from '../cart/cart.service';
import { historiesByOrder } from './kitchen';
import { issueCreditNote, issueInvoice } from '../invoices/invoices.service';
import { addHistory, itemsAndHistoryOf } from './kitchen.repository';
import * as repository from './orders.repository';

export interface OrdersDependencies {
  db: Database;
  /** The customer's cart: what a checkout orders, and what a payment takes out of it. */
  cart: Carts;
  provider: PaymentProvider;
  limiter: RateLimiter;
  /** Changes and their consequences: a paid order's cart, mails, invoice and boards follow its event. */
  events: Events;
  /** Holds an order's pickup slots from checkout to payment. */
  capacity: Capacity;
  now: () => Date;
}

const SLOT_GONE = 'The pickup time filled up before the payment arrived, so the payment was refunded.';
/** An open order is answered again for the same cart while it is younger than this. */
const REUSE_MS = 12 * 3_600_000;
/** How long a second checkout of one cart waits for the first one's provider order before it answers. */
const PROVIDER_ORDER_WAIT_MS = 5_000;
/**
 * A checkout asking the provider for an order's provider order holds the order this long (longer
 * than the provider's own timeout); after that, the next checkout of the cart may make it instead.
 */
const PROVIDER_ORDER_LEASE_MS = 30_000;

/** A cart's fingerprint: every line as it will be ordered, its price, and the total. */
function hashOfCart(priced: CheckoutLine[], amountPaise: number): string {
  const lines = priced
    .map(({ line, item }) =>
      [
        line.itemType,
        line.itemId,
        line.size,
        line.quantity,
        line.pickupDate,
        line.pickupTime,
        line.note,
        line.vegType ?? '',
        item.store.id,
        item.unitPricePaise,
      ].join('\u001f'),
    )
    .sort();
  return createHash('sha256')
    .update([...lines, String(amountPaise)].join('\u001e'))
    .digest('base64url');
}

/** A random code of digits, said at the counter to collect the order. */
const newPickupCode = () => String(randomInt(10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, '0');

/** The first pickup of an order's lines: the board sorts the order by it. */
const firstPickup = (lines: { pickupDate: string; pickupTime: string }[]) =>
  lines.reduce((first, line) =>
    `${line.pickupDate} ${line.pickupTime}` < `${first.pickupDate} ${first.pickupTime}` ? line : first,
  );

/** What a checkout answers: our order, and the provider order the customer pays. */
interface CheckoutAnswer {
  order: { id: string; reference: string };
  providerOrder: { id: string; amount: number };
}

/** Checkout, payment, and the customer's orders. */
export function createOrders({ db, cart, provider, limiter, events, capacity, now }: OrdersDependencies) {
  /**
   * An unpaid order from the customer's cart, every rule checked again and every price taken
   * from the catalog, and the provider order the customer will pay. Checking out the same cart
   * again answers the same order, so nobody piles up provider orders by pressing the button, and
   * parallel checkouts of one cart make one provider order between them: the order is stored
   * first (one per cart, by a unique index), and only the checkout that stored it asks the
   * provider; the others wait for its provider order. No transaction stays open meanwhile.
   */
  async function checkout(userId: string): Promise<CheckoutAnswer> {
    const wait = await limiter.blockedFor(['checkoutPerUser', userId]);
    if (wait) throw tooManyRequests('checkout_too_many', wait);
    const time = now();
    // Read outside a transaction: each statement sees the latest rows either way, and the order's
    // own transaction below re-checks what can change under it (the slots).
    const priced = await cart.checkoutLines(userId, time);
    const store = priced[0]!.item.store;
    const itemsTotalPaise = priced.reduce((sum, { line, item }) => sum + item.unitPricePaise * line.quantity, 0);
    const amountPaise = totalWithGst(itemsTotalPaise);
    const cartHash = hashOfCart(priced, amountPaise);

    const slots = slotsNeeded(
      store,
      priced.map(({ line, item }) => ({ ...line, capacityUnits: item.capacityUnits })),
    );

    const open = await repository.openCheckout(db, userId, cartHash);
    if (open && time.getTime() - open.createdAt.getTime() < REUSE_MS) {
      if (!open.providerOrderId) return providerOrderOfOpen(userId, cartHash, store);
      // Its hold gets a fresh quarter hour (its slots taken again if it had lapsed and they have room).
      await db.transaction((tx) => capacity.renew(tx, open, store));
      return reused(open);
    }
    // Too old to pay now: it stays unpaid, and stops standing for this cart.
    if (open) await repository.forgetCart(db, open.id);

    const reference = await repository.nextReference(db, store, toIndiaSlot(time).pickupDate);
    const { pickupDate, pickupTime } = firstPickup(priced.map(({ line }) => line));
    let order: { id: string; reference: string };
    try {
      // The order and the hold on its slots are one transaction: a full slot leaves no order
      // behind, and no provider order is asked for.
      order = await db.transaction(async (tx) => {
        const made = await repository.insertOrder(
          tx,
          {
            reference,
            pickupCode: newPickupCode(),
            pickupDate,
            pickupTime,
            userId,
            storeId: store.id,
            itemsTotalPaise,
            amountPaise,
            provider: provider.name,
            providerOrderId: null,
            providerOrderLeaseUntil: leaseUntil(),
            cartHash,
          },
          priced.map(({ line, item }, position) => ({
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
          })),
        );
        await capacity.hold(tx, { id: made.id, userId }, store, slots);
        return made;
      });
    } catch (error) {
      // A checkout of the same cart at the same moment stored its order first: answer that one.
      if (!isUniqueViolation(error, 'orders_open_checkout')) throw error;
      return providerOrderOfOpen(userId, cartHash, store);
    }
    return makeProviderOrder({ ...order, amountPaise });
  }

  const leaseUntil = () => new Date(now().getTime() + PROVIDER_ORDER_LEASE_MS);

  /** Asks the provider for the order's provider order, the one checkout of its cart that does. */
  async function makeProviderOrder(order: { id: string; reference: string; amountPaise: number }) {
    let providerOrder;
    try {
      providerOrder = await provider.createOrder({
        amountPaise: order.amountPaise,
        receipt: order.reference,
        notes: { kind: 'order', reference: order.reference },
      });
    } catch (error) {
      // Nobody can pay an order without a provider order: it goes, with its hold, and the next
      // checkout of the cart starts afresh.
      await db.transaction(async (tx) => {
        if (!(await repository.lockWithoutProviderOrder(tx, order.id))) return;
        await capacity.release(tx, order.id);
        await repository.deleteOrder(tx, order.id);
      });
      if (error instanceof PaymentProviderError) throw badGateway('provider_unreachable', error);
      throw error;
    }
    if (await repository.attachProviderOrder(db, order.id, providerOrder.id)) {
      return {
        order: { id: order.id, reference: order.reference },
        providerOrder: { id: providerOrder.id, amount: order.amountPaise },
      };
    }
    // The provider was so slow that another checkout took the order over and attached its own
    // provider order: answer that one (this one stays unused, and is never shown to anyone).
    const current = await repository.findById(db, order.id);
    if (current?.providerOrderId) return reused(current);
    throw conflict('payment_still_preparing');
  }

  /**
   * The provider order of the cart's open order, which another checkout is making: it is waited
   * for a little (the time the provider usually takes), and made here only when that checkout's
   * lease ran out without one.
   */
  async function providerOrderOfOpen(userId: string, cartHash: string, store: CheckoutLine['item']['store']) {
    const deadline = Date.now() + PROVIDER_ORDER_WAIT_MS;
    for (;;) {
      const open = await repository.openCheckout(db, userId, cartHash);
      // Gone: the checkout that made it could not reach the provider, and said so to its caller.
      if (!open) throw badGateway('provider_unreachable', new Error('the checkout of this cart gave up its order'));
      if (open.providerOrderId) return reused(open);
      if (open.providerOrderLeaseUntil && open.providerOrderLeaseUntil <= now()) {
        const taken = await repository.takeOverCheckout(db, open.id, now(), leaseUntil());
        if (taken) {
          await db.transaction((tx) => capacity.renew(tx, taken, store));
          return makeProviderOrder(taken);
        }
        continue;
      }
      if (Date.now() > deadline) throw conflict('payment_still_preparing');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const reused = (order: repository.OrderRow): CheckoutAnswer => ({
    order: { id: order.id, reference: order.reference },
    providerOrder: { id: order.providerOrderId!, amount: order.amountPaise },
  });

  /**
   * Payment completion for cart orders, idempotent. The paying transaction holds only what the money
   * and the law need: the payment on the order, its slots kept, its history, the invoice's number and
   * the event; the cart, the mails, the PDF and the boards follow as the event's subscribers.
   */
  const payable: PayableKind = {
    name: 'order',
    async markPaid(providerOrderId, payment): Promise<CompletionResult> {
      try {
        const result = await events.change(async (tx, emit) => {
          const paid = await repository.markOrderPaid(tx, providerOrderId, payment);
          if (!paid) {
            const order = await repository.findByProviderOrder(tx, providerOrderId);
            if (!order) return { outcome: 'not-found' } as const;
            if (!order.paid) {
              // Unpaid, so the payment was not for the amount owed.
              return { outcome: 'mismatch', reference: order.reference, expectedPaise: order.amountPaise } as const;
            }
            return order.paymentId === payment.id
              ? ({ outcome: 'already', reference: order.reference } as const)
              : ({ outcome: 'conflict', reference: order.reference, expectedPaise: order.amountPaise } as const);
          }
          const ids = { orderId: paid.id, storeId: paid.storeId, userId: paid.userId };
          if ((await capacity.keep(tx, paid)) === 'full') {
            // The hold lapsed and its slot filled up before the payment came: the money goes back.
            await repository.cancelForFullSlot(tx, paid.id, SLOT_GONE, now());
            await addHistory(tx, { orderId: paid.id, status: 'Cancelled', actor: 'payment', reason: SLOT_GONE });
            await emit('order.cancelled', { ...ids, by: 'payment' });
            // Paid and refunded at once: the invoice and the credit note that reverses it.
            await issueInvoice(tx, paid, now());
            await issueCreditNote(tx, paid, now());
            return { outcome: 'refunded', reference: paid.reference } as const;
          }
          await addHistory(tx, { orderId: paid.id, status: 'Confirmed', actor: 'payment' });
          await emit('order.paid', ids);
          // Last, as the year's invoice counter stays locked until the payment's transaction ends.
          await issueInvoice(tx, paid, now());
          return { outcome: 'paid', reference: paid.reference } as const;
        });
        // The webhook may have paid it a moment ago: what it left for the next page is done first.
        if (result.outcome === 'already') await events.caughtUp();
        if (result.outcome === 'refunded') {
          return {
            outcome: 'refunded',
            reference: result.reference,
            message: 'Sorry, your pickup time filled up while you were paying. Your payment has been refunded.',
          };
        }
        return result;
      } catch (error) {
        // The payment id is unique: it already paid for another order.
        if (isUniqueViolation(error, 'orders_payment_id_unique')) {
          const order = await repository.findByProviderOrder(db, providerOrderId);
          return order
            ? { outcome: 'conflict', reference: order.reference, expectedPaise: order.amountPaise }
            : { outcome: 'not-found' };
        }
        throw error;
      }
    },
  };

  async function serialize(
    rows: (repository.OrderRow & { outletName?: string })[],
    customer: { id: string; name: string; email: string },
  ): Promise<Order[]> {
    const { items, history } = await itemsAndHistoryOf(
      db,
      rows.map((row) => row.id),
    );
    // A page of orders comes with its outlets' names; a single order looks them up.
    const names = rows.every((row) => row.outletName !== undefined)
      ? new Map(rows.map((row) => [row.storeId, row.outletName!]))
      : await repository.storeNames(db, [...new Set(rows.map((row) => row.storeId))]);
    const histories = historiesByOrder(history, 'customer');
    return rows.map((row) => ({
      _id: row.id,
      orderId: row.reference,
      userId: { _id: customer.id, name: customer.name, email: customer.email },
      orderStatus: row.status,
      paymentStatus: row.paid,
      paymentMethod: row.paymentMethod,
      amount: paiseToRupees(row.amountPaise),
      itemsTotal: paiseToRupees(row.itemsTotalPaise),
      gst: paiseToRupees(row.amountPaise - row.itemsTotalPaise),
      store: { _id: row.storeId, outletName: names.get(row.storeId) ?? '' },
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          itemId: item.itemId,
          itemType: item.itemType,
          itemName: item.itemName,
          img: item.image,
          quantity: item.quantity,
          size: item.size,
          price: paiseToRupees(item.unitPricePaise),
          store: item.storeId,
          pickupAt: names.get(item.storeId) ?? '',
          pickupDate: item.pickupDate,
          pickupTime: item.pickupTime,
          requestNote: item.note,
          additionalData: item.vegType,
          preparationTime: item.preparationHours,
          status: row.status,
        })),
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      pickupCode: row.paid ? row.pickupCode : null,
      history: histories.get(row.id) ?? [],
      refund: row.refundStatus ? { status: row.refundStatus, amount: paiseToRupees(row.amountPaise) } : null,
    }));
  }

  return {
    checkout,
    payable,

    async page(
      customer: { id: string; name: string; email: string },
      query: { page: number; limit: number; includeUnpaid: boolean },
    ) {
      const { rows, total } = await repository.pageOfOrders(db, customer.id, {
        includeUnpaid: query.includeUnpaid,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { data: await serialize(rows, customer), page: query.page, limit: query.limit, total };
    },

    /** One of the customer's own orders, as My Orders shows it. */
    async ownOrder(customer: { id: string; name: string; email: string }, orderId: string): Promise<Order> {
      const order = await repository.findOwnOrder(db, customer.id, orderId);
      if (!order) throw notFound('order_not_found');
      const [serialized] = await serialize([order], customer);
      return serialized!;
    },

    async status(userId: string, orderId: string) {
      const order = await repository.findOwnOrder(db, userId, orderId);
      if (!order) throw notFound('order_not_found');
      return { orderId: order.reference, orderStatus: order.status, paymentStatus: order.paid };
    },

    /** Unpaid orders the provider may have been paid for while nobody told us. */
    unpaid: {
      due: (window, askedBefore, at, limit) => repository.dueUnpaid(db, window, askedBefore, at, limit),
    } satisfies UnpaidSource,
  };
}

export type Orders = ReturnType<typeof createOrders>;
