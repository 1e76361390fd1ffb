import { timingSafeEqual } from 'node:crypto';
import {
  addDays,
  canMoveOrder,
  UNDO_SECONDS,
  UNDO_TO,
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
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { Audit } from '../audit/audit.service';
import type { Events } from '../../events/events';
import type { PaymentProvider } from '../../payments/provider';
import { refundFailure, refundRetryDelayMs } from '../../payments/refunds';
import { issueCreditNote } from '../invoices/invoices.service';
import * as repository from './kitchen.repository';
import type { BoardItemRow, BoardRow, HistoryRow, MessageRow } from './kitchen.repository';
import type { OrderRow } from './orders.repository';

export interface KitchenDependencies {
  db: Database;
  provider: PaymentProvider;
  /** A move or a cancellation is an event; its mails, boards, slots and refund follow from it. */
  events: Events;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Staff cancellations go into the audit trail. */
  audit: Audit;
}

/** A refund that fails is tried again with back-off (30 s, doubling) for about a day and a half. */
const REFUND_RULES = { retryLimit: 12, retryDelaySeconds: 30, backoff: true, expireInSeconds: 300 } as const;

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
    // A member's reason is the console's own (a cancellation's, an undo's): the customer is told what
    // the member chose to tell them, in the mail, not this.
    ...(row.reason && !(words === 'customer' && row.actor === 'staff') ? { reason: row.reason } : {}),
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
  ...(item.contents ? { contents: item.contents } : {}),
});

/** Orders as the board shows them, from the board's three reads. */
function toBoardOrders({
  rows,
  items,
  history,
  messages,
}: {
  rows: BoardRow[];
  items: BoardItemRow[];
  history: HistoryRow[];
  messages: MessageRow[];
}) {
  const itemsOf = byOrder(items, toBoardItem);
  const historyOf = historiesByOrder(history, 'staff');
  const messagesOf = byOrder(messages, (message) => ({
    channel: message.channel,
    template: message.template,
    status: message.status,
    at: new Date(message.status_at).toISOString(),
  }));
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
    channel: order.channel,
    paymentMethod: order.payment_method,
    history: historyOf.get(order.id) ?? [],
    messages: messagesOf.get(order.id) ?? [],
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
export function createKitchen({ db, provider, events, log, now, audit }: KitchenDependencies) {
  async function boardOrder(orderId: string): Promise<BoardOrder | undefined> {
    const found = await repository.boardOrder(db, orderId);
    return found && toBoardOrders(found)[0];
  }

  /**
   * Tries a cancelled order's refund once. A failure is kept for the board and thrown, so the job
   * engine tries again later; one key per order means the provider refunds the payment once however
   * often it is asked.
   */
  async function refund(orderId: string): Promise<void> {
    const order = await repository.pendingRefund(db, orderId);
    if (!order) return;
    try {
      const made = await provider.refund(order.paymentId!, order.amountPaise, `order-refund-${order.id}`);
      await events.change(async (tx, emit) => {
        if (await repository.refunded(tx, order.id, made.id)) {
          await emit('order.refund-tried', { orderId: order.id, storeId: order.storeId, refunded: true });
        }
      });
      log.info({ reference: order.reference, refundId: made.id }, 'order refunded');
    } catch (error) {
      const attempts = order.refundAttempts + 1;
      await events.change(async (tx, emit) => {
        await repository.refundFailed(
          tx,
          order.id,
          refundFailure(error),
          new Date(now().getTime() + refundRetryDelayMs(attempts)),
        );
        await emit('order.refund-tried', { orderId: order.id, storeId: order.storeId, refunded: false });
      });
      log.error({ err: error, reference: order.reference, attempts }, 'a refund failed; it will be tried again');
      throw error;
    }
  }
  events.on('order.cancelled', 'kitchen.refund', ({ orderId }) => refund(orderId), {
    rules: REFUND_RULES,
    // The answer to a cancellation says whether the money went back.
    awaited: true,
  });

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
      move: { status: KitchenStatus; pickupCode?: string; reason?: string; messageToCustomer?: string },
    ): Promise<BoardOrder> {
      const order = await events.change(async (tx, emit) => {
        const order = await repository.lockPaidOrder(tx, orderRef);
        if (!order) throw notFound('order_not_found');
        assertOutlet(staff, order.storeId);
        const from = order.status as KitchenStatus;
        const to = move.status;
        if (!canMoveOrder(from, to)) {
          throw from === to
            ? conflict('order_already_in_state', { reference: order.reference, status: to })
            : conflict('order_cannot_move', { from, to });
        }
        if (to === 'Picked up' && !codesMatch(order.pickupCode, move.pickupCode)) {
          throw unprocessable('pickup_code_mismatch');
        }
        const reason = to === 'Cancelled' ? move.reason! : null;
        await repository.setStatus(
          tx,
          order.id,
          to,
          reason === null
            ? undefined
            : {
                reason,
                at: now(),
                message: move.messageToCustomer || null,
                // Paid in cash, by UPI or card at the counter: no online payment to refund.
                paidAtCounter: order.paymentId === null,
              },
        );
        await repository.addHistory(tx, { orderId: order.id, status: to, actor: 'staff', staffId: staff.id, reason });
        const ids = { orderId: order.id, storeId: order.storeId, userId: order.userId };
        if (to === 'Cancelled') {
          await audit.record(tx, {
            actor: { id: staff.id, name: staff.name },
            kind: 'orders',
            itemId: order.id,
            itemName: order.reference,
            action: 'cancelled',
            before: { status: from },
            after: {
              status: 'Cancelled',
              reason,
              messageToCustomer: move.messageToCustomer || null,
              refund: order.paymentId === null ? 'Handed back at the counter' : 'Refunded to the way they paid',
            },
          });
          await emit('order.cancelled', { ...ids, by: 'staff' });
          // The refund's credit note, last: the year's counter stays locked until the transaction ends.
          await issueCreditNote(tx, order, now());
        } else {
          await emit('order.moved', { ...ids, status: to });
        }
        return order;
      });
      return (await boardOrder(order.id))!;
    },

    /**
     * Puts an order back where it was before the last move, within UNDO_SECONDS of it: a stray tap
     * on the counter's tablet. A customer told the order was ready is told it is not yet.
     */
    async undo(staff: StaffUser, orderRef: string): Promise<BoardOrder> {
      const order = await events.change(async (tx, emit) => {
        const order = await repository.lockPaidOrder(tx, orderRef);
        if (!order) throw notFound('order_not_found');
        assertOutlet(staff, order.storeId);
        const from = order.status as KitchenStatus;
        const back = UNDO_TO[from];
        const last = await repository.lastMove(tx, order.id, UNDO_SECONDS);
        // Only a member's move, not an undo (which carries its reason) nor the payment's.
        if (!back || !last || last.actor !== 'staff' || last.reason !== null || last.status !== from) {
          throw conflict('order_nothing_to_undo');
        }
        if (!last.recent) throw conflict('order_undo_too_late', { seconds: UNDO_SECONDS });
        await repository.setStatus(tx, order.id, back);
        await repository.addHistory(tx, {
          orderId: order.id,
          status: back,
          actor: 'staff',
          staffId: staff.id,
          reason: `Undone: it was ${from}`,
        });
        await emit('order.moved', {
          orderId: order.id,
          storeId: order.storeId,
          userId: order.userId,
          status: back,
          undoneFrom: from,
        });
        return order;
      });
      return (await boardOrder(order.id))!;
    },

    /** The customer cancels their own order, while the kitchen has not started on it. */
    async cancelByCustomer(userId: string, orderRef: string): Promise<OrderRow> {
      return events.change(async (tx, emit) => {
        const order = await repository.lockPaidOrder(tx, orderRef);
        if (!order || order.userId !== userId) throw notFound('order_not_found');
        const status = order.status as KitchenStatus;
        if (status === 'Cancelled') throw conflict('order_already_cancelled');
        if (status !== CUSTOMER_CANCELLABLE) {
          const store = await repository.outletOf(tx, order.storeId);
          throw store
            ? conflict('order_started_call', { status, outlet: store.outletName, phone: store.phone })
            : conflict('order_started', { status });
        }
        const reason = 'Cancelled by the customer.';
        await repository.setStatus(tx, order.id, 'Cancelled', { reason, at: now(), message: reason });
        await repository.addHistory(tx, { orderId: order.id, status: 'Cancelled', actor: 'customer', reason });
        await emit('order.cancelled', { orderId: order.id, storeId: order.storeId, userId, by: 'customer' });
        await issueCreditNote(tx, order, now());
        return { ...order, status: 'Cancelled' };
      });
    },
  };
}

export type Kitchen = ReturnType<typeof createKitchen>;
