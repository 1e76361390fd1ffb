import type { CatalogList } from '../features/catalog/catalog-cache';

/**
 * Every change the store announces, and what it carries. Subscribers read only these fields; the
 * rest they look up, so an event stays small and never holds personal data.
 */
export interface ChangeEventPayloads {
  /**
   * Paid, its slots kept and its invoice numbered. `userId` is null for an order taken at the
   * counter or by phone: it has no account.
   */
  'order.paid': { orderId: string; storeId: string; userId: string | null };
  /** Paid after its slot filled up: cancelled at once, the money going back. */
  'order.cancelled': { orderId: string; storeId: string; userId: string | null; by: 'payment' | 'customer' | 'staff' };
  /**
   * Staff moved it along the board (to Preparing, Ready, Picked up), or undid their last move
   * (`undoneFrom`: the state it was put back from).
   */
  'order.moved': { orderId: string; storeId: string; userId: string | null; status: string; undoneFrom?: string };
  /** Its money went back to the customer, or an attempt at it failed (and is tried again). */
  'order.refund-tried': { orderId: string; storeId: string; refunded: boolean };
  /** An event booking or a workshop enrollment was paid (`retaken`: its lapsed hold took its places again). */
  'booking.paid': { bookingId: string; kind: 'event' | 'workshop'; retaken: boolean };
  /** Paid after its places were gone (or after enrolling again): its money goes back. */
  'booking.refund-due': { bookingId: string; reason: 'places-gone' | 'enrolled-again' };
  /** Its tax invoice (or credit note) was drawn and stored. */
  /** Staff took an order by phone to be paid by a link: the link is made again from the id and mailed. */
  'order.payment-link': { orderId: string };
  'invoice.drawn': { orderId: string; kind: 'invoice' | 'credit-note'; fileId: string };
  /**
   * A customer asked for a password reset link. The link is made again from the row's id by the
   * subscriber that mails it: no event or job holds a link.
   */
  'password-reset.asked': { resetId: string; userId: string };
  /** A confirmation link for a customer's address was made (`welcome`: at sign-up). */
  'email-verification.asked': { verificationId: string; userId: string; welcome: boolean };
  /** A number sent "STOP" to the business WhatsApp number (E.164): what it opted in to stops. */
  'whatsapp.stop': { number: string };
  /** A member was given a one-time set-password link: invited, or sent a new one by the owner. */
  'staff.invited': { invitationId: string; staffId: string };
  /**
   * What the public catalog shows changed (an item saved, an outlet's settings, places taken or
   * given back): these lists are built again on every server. `id` names the item, outlet or
   * session when one changed.
   */
  'catalog.changed': { lists: CatalogList[]; id?: string };
}

export type ChangeEventType = keyof ChangeEventPayloads;
