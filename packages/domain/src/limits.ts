/**
 * Numbers and words the web app and the API share, in a module without zod: a page that needs a
 * limit or a message does not load the schemas with it.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a link mailed to confirm an email address works: long enough for a weekend away from the inbox. */
export const EMAIL_LINK_LIFETIME_HOURS = 48;

/** A cart line: at most this many of one item in one size. */
export const MAX_LINE_QUANTITY = 20;
export const MAX_NOTE_LENGTH = 300;

/** At most this many places in one event booking. */
export const MAX_EVENT_SLOTS = 10;
/** How long an unpaid hold keeps its places. */
export const HOLD_MINUTES = 15;

export const CONTACT_METHODS = ['Email', 'Phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** An order is 'Placed' until paid, then 'Confirmed'; the kitchen moves it on from there. */
export const ORDER_STATUSES = [
  'Placed',
  'Confirmed',
  'Preparing',
  'Ready for pickup',
  'Picked up',
  'No-show',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The states of a paid order, which the staff move it through. */
export const KITCHEN_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'Placed'> => status !== 'Placed',
);
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/**
 * Every move a paid order may make. Picked up needs the customer's pickup code; Cancelled needs a
 * reason and refunds the payment in full. Anything else is refused.
 */
export const ORDER_MOVES: Readonly<Record<KitchenStatus, readonly KitchenStatus[]>> = {
  Confirmed: ['Preparing', 'Cancelled'],
  Preparing: ['Ready for pickup', 'Cancelled'],
  'Ready for pickup': ['Picked up', 'No-show'],
  'Picked up': [],
  'No-show': [],
  Cancelled: [],
};
export const canMoveOrder = (from: KitchenStatus, to: KitchenStatus) => ORDER_MOVES[from].includes(to);

/** A move can be undone for this long after it was made (a stray tap on a busy counter). */
export const UNDO_SECONDS = 30;
/**
 * Where an undone move puts an order back: the state it came from. A cancellation is not undone
 * (its refund is on its way at once); the cancel dialog asks first instead.
 */
export const UNDO_TO: Readonly<Partial<Record<KitchenStatus, KitchenStatus>>> = {
  Preparing: 'Confirmed',
  'Ready for pickup': 'Preparing',
  'Picked up': 'Ready for pickup',
  'No-show': 'Ready for pickup',
};
/** A customer may cancel their own order only while the kitchen has not started on it. */
export const CUSTOMER_CANCELLABLE: KitchenStatus = 'Confirmed';
/** The customer shows this many digits at the counter to collect their order. */
export const PICKUP_CODE_LENGTH = 4;
export const CANCEL_REASON_MAX_LENGTH = 300;

/** Staff passwords are longer than customers'. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The board shows at most this many days at once. */
export const MAX_BOARD_DAYS = 14;

/** My Orders shows this many orders a page; a client may ask for up to the maximum. */
export const ORDERS_PER_PAGE = 5;
export const MAX_ORDERS_PAGE_SIZE = 50;
