import { timingSafeEqual } from 'node:crypto';
import {
  addDays,
  canMoveOrder,
  CUSTOMER_CANCELLABLE,
  paiseToRupees,
  toIndiaSlot,
  type BoardOrder,
  type HistoryEntry,
  type KitchenStatus,
} from '@roast/domain';
import type { FastifyBaseLogger } from 'fastify';
import { assertOutlet, type StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import type { Capacity } from '../capacity/capacity.service';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { MailQueue } from '../../mail/mail-queue';
import type { PaymentProvider } from '../../payments/provider';
import { REFUND_LEASE_MS, refundFailure, refundRetryDelayMs } from '../../payments/refunds';
import { issueCreditNote } from '../invoices/invoices.service';
import * as repository from './kitchen.repository';
import type { BoardItemRow, BoardRow, HistoryRow } from './kitchen.repository';
import type { OrderEvents } from './order-events';
import { orderCancelledMail, readyForPickupMail } from './orders.mails';
import type { OrderRow } from './orders.repository';

export interface KitchenDependencies {
  db: Database;
  provider: PaymentProvider;
  mail: MailQueue;
  events: OrderEvents;
  log: FastifyBaseLogger;
  /** A cancelled order gives its pickup slots' units back. */
  capacity: Pick<Capacity, 'release'>;
  now: () => Date;
}

const REFUND_BATCH = 25;

const historyEntry = (row: HistoryRow, words: 'staff' | 'customer'): HistoryEntry => {
  const by =
    row.actor === 'payment'
      ? 'Payment'
      : row.actor === 'customer'
        ? words === 'customer'
          ? 'You'
          : 'Customer'
        : words === 'customer'
          ? 'Roast'
          : (row.staff_name ?? 'Staff');
  return {
    status: row.status,
    at: new Date(row.at).toISOString(),
    by,
    ...(row.reason ? { reason: row.reason } : {}),
  };
};

/** Rows by the order they belong to. */
function byOrder<T extends { order_id: string }, U>(rows: T[], map: (row: T) => U): Map<string, U[]> {
  const grouped = new Map<string, U[]>();
  for (const row of rows) {
    const list = grouped.get(row.order_id);
    if (list) list.push(map(row));
    else grouped.set(row.order_id, [map(row)]);
  }
  return grouped;
}

/** The history of each order, as the board or the customer reads it. */
export const historiesByOrder = (rows: HistoryRow[], words: 'staff' | 'customer') =>
  byOrder(rows, (row) => historyEntry(row, words));

const toBoardItem = (item: BoardItemRow): BoardOrder['items'][number] => ({
  itemName: item.item_name,
  itemType: item.item_type,
  quantity: item.quantity,
  size: item.size,
  isveg: item.veg_type,
  note: item.note,
  price: paiseToRupees(item.unit_price_paise),
  pickupDate: item.pickup_date,
  pickupTime: item.pickup_time,
});

/** Orders as the board shows them, from the board's three reads. */
function toBoardOrders({ rows, items, history }: { rows: BoardRow[]; items: BoardItemRow[]; history: HistoryRow[] }) {
  const itemsOf = byOrder(items, toBoardItem);
  const historyOf = historiesByOrder(history, 'staff');
  return rows.map((order): BoardOrder => ({
    _id: order.id,
    orderId: order.reference,
    status: order.status as KitchenStatus,
    pickupCode: order.pickup_code,
    pickupDate: order.pickup_date,
    pickupTime: order.pickup_time,
    store: order.store_id,
    pickupAt: order.outlet_name,
    customer: { name: order.name, phone: order.phone, email: order.email },
    items: itemsOf.get(order.id) ?? [],
    amount: paiseToRupees(order.amount_paise),
    paidAt: new Date(order.paid_at).toISOString(),
    history: historyOf.get(order.id) ?? [],
    refund: order.refund_status
      ? {
          status: order.refund_status,
          amount: paiseToRupees(order.amount_paise),
          refundId: order.refund_id,
          attempts: order.refund_attempts,
          lastError: order.refund_error,
        }
      : null,
  }));
}

/** The customer's code and the one given at the counter, compared in constant time. */
function codesMatch(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/**
 * The kitchen's side of orders: the board of each outlet, the moves an order makes from paid to
 * collected, and cancellations with their refunds, retried until the provider has made them.
 */
export function createKitchen({ db, provider, mail, events, log, capacity, now }: KitchenDependencies) {
  async function boardOrder(orderId: string): Promise<BoardOrder | undefined> {
    const found = await repository.boardOrder(db, orderId);
    return found && toBoardOrders(found)[0];
  }

  /** Tries the refund of a cancelled order once; a failure is kept for the board and tried again later. */
  async function refund(claim: {
    id: string;
    storeId: string;
    reference: string;
    paymentId: string;
    amountPaise: number;
    attempts: number;
  }) {
    try {
      // One key per order: however often this is tried, the provider refunds the payment once.
      const made = await provider.refund(claim.paymentId, claim.amountPaise, `order-refund-${claim.id}`);
      await repository.refunded(db, claim.id, made.id);
      log.info({ reference: claim.reference, refundId: made.id }, 'order refunded');
    } catch (error) {
      const attempts = claim.attempts + 1;
      await repository.refundFailed(
        db,
        claim.id,
        refundFailure(error),
        new Date(now().getTime() + refundRetryDelayMs(attempts)),
      );
      log.error({ err: error, reference: claim.reference, attempts }, 'a refund failed; it will be tried again');
    }
    events.publish({ orderId: claim.id, storeId: claim.storeId });
  }

  const refundOf = (order: OrderRow) => ({
    id: order.id,
    storeId: order.storeId,
    reference: order.reference,
    paymentId: order.paymentId!,
    amountPaise: order.amountPaise,
    attempts: order.refundAttempts,
  });

  const leaseUntil = () => new Date(now().getTime() + REFUND_LEASE_MS);

  /** Refunds that failed and are due again. */
  async function sweepRefunds(): Promise<number> {
    const claims = await repository.claimRefunds(db, now(), leaseUntil(), REFUND_BATCH);
    for (const claim of claims) {
      await refund({
        id: claim.id,
        storeId: claim.store_id,
        reference: claim.reference,
        paymentId: claim.payment_id,
        amountPaise: claim.amount_paise,
        attempts: claim.refund_attempts,
      });
    }
    return claims.length;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    boardOrder,

    /** One outlet's paid orders from a day, for some days, by pickup time. */
    async board(
      staff: StaffUser,
      query: { outlet: string; date?: string; days: number; status?: KitchenStatus[] },
    ): Promise<BoardOrder[]> {
      assertOutlet(staff, query.outlet);
      const fromDay = query.date ?? toIndiaSlot(now()).pickupDate;
      return toBoardOrders(
        await repository.board(db, {
          storeId: query.outlet,
          fromDay,
          toDay: addDays(fromDay, query.days - 1),
          statuses: query.status,
        }),
      );
    },

    /**
     * Moves an order to its next state, if that move is allowed from where it is now. The order is
     * locked while it moves, so of two members moving it at once the second sees the first's move
     * and is refused.
     */
    async move(
      staff: StaffUser,
      orderRef: string,
      move: { status: KitchenStatus; pickupCode?: string; reason?: string },
    ): Promise<BoardOrder> {
      const order = await db.transaction(async (tx) => {
        const order = await repository.lockPaidOrder(tx, orderRef);
        if (!order) throw notFound('We could not find that order.');
        assertOutlet(staff, order.storeId);
        const from = order.status as KitchenStatus;
        const to = move.status;
        if (!canMoveOrder(from, to)) {
          throw conflict(
            from === to
              ? `Order ${order.reference} is already ${to}.`
              : `An order that is ${from} cannot move to ${to}.`,
          );
        }
        if (to === 'Picked up' && !codesMatch(order.pickupCode, move.pickupCode)) {
          throw unprocessable('That pickup code does not match this order. Ask the customer to read it again.');
        }
        const cancellation = to === 'Cancelled' ? { reason: move.reason!, refundLeaseUntil: leaseUntil() } : undefined;
        await repository.setStatus(tx, order.id, to, cancellation);
        if (to === 'Cancelled') await capacity.release(tx, order.id);
        await repository.addHistory(tx, {
          orderId: order.id,
          status: to,
          actor: 'staff',
          staffId: staff.id,
          reason: cancellation?.reason ?? null,
        });
        if (to === 'Ready for pickup' || to === 'Cancelled') {
          const { items, people } = await repository.mailFacts(tx, order);
          if (people) {
            await mail.enqueue(
              to === 'Ready for pickup'
                ? readyForPickupMail(people.customer, order, items, people.store)
                : orderCancelledMail(people.customer, order, people.store, 'staff', cancellation!.reason),
              tx,
            );
          }
        }
        // The refund's credit note, last: the year's counter stays locked until the transaction ends.
        if (to === 'Cancelled') await issueCreditNote(tx, order, now());
        return { ...order, status: to };
      });
      events.publish({ orderId: order.id, storeId: order.storeId });
      if (order.status === 'Cancelled') await refund(refundOf(order));
      return (await boardOrder(order.id))!;
    },

    /** The customer cancels their own order, while the kitchen has not started on it. */
    async cancelByCustomer(userId: string, orderRef: string): Promise<OrderRow> {
      const order = await db.transaction(async (tx) => {
        const order = await repository.lockPaidOrder(tx, orderRef);
        if (!order || order.userId !== userId) throw notFound('We could not find that order.');
        const status = order.status as KitchenStatus;
        if (status === 'Cancelled') throw conflict('This order is already cancelled.');
        const { people } = await repository.mailFacts(tx, order);
        if (status !== CUSTOMER_CANCELLABLE) {
          const call = people ? ` Please call ${people.store.outletName} on ${people.store.phone}.` : '';
          throw conflict(
            `The kitchen has started on this order (it is ${status}), so it can no longer be cancelled online.${call}`,
          );
        }
        const reason = 'Cancelled by the customer.';
        await repository.setStatus(tx, order.id, 'Cancelled', { reason, refundLeaseUntil: leaseUntil() });
        await capacity.release(tx, order.id);
        await repository.addHistory(tx, { orderId: order.id, status: 'Cancelled', actor: 'customer', reason });
        if (people)
          await mail.enqueue(orderCancelledMail(people.customer, order, people.store, 'customer', reason), tx);
        await issueCreditNote(tx, order, now());
        return { ...order, status: 'Cancelled' };
      });
      events.publish({ orderId: order.id, storeId: order.storeId });
      await refund(refundOf(order));
      return order;
    },

    sweepRefunds,

    start(intervalMs: number) {
      timer = setInterval(() => {
        sweepRefunds().catch((error: unknown) => log.error({ err: error }, 'retrying refunds failed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type Kitchen = ReturnType<typeof createKitchen>;
