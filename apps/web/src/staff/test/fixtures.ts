import {
  refusalText,
  type BoardOrder,
  type KitchenWhatsApp,
  type RefusalCode,
  type RefusalParams,
  type SlotLoad,
  type StaffMember,
} from '@roast/domain';
import { indiaToday } from '../lib/dates';
import type { StaffOutlet } from '../lib/outlets';

/** Outlets, members and board orders shaped as the staff API serves them, for the console's tests. */

export const ccx: StaffOutlet = { _id: '7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a01', outletName: 'Roast CCX', code: 'CCX' };
export const r24: StaffOutlet = {
  _id: '7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a02',
  outletName: 'Roast 24 Seven',
  code: 'R24',
};
export const rcc: StaffOutlet = {
  _id: '7d0f4a3e-1c2b-4e5f-8a9b-0c1d2e3f4a03',
  outletName: 'Roast Caffeine Capital',
  code: 'RCC',
};
export const allOutlets = [ccx, r24, rcc];

export const owner: StaffMember = {
  _id: '0b5e2a4c-8d1f-4e3a-9b7c-6a5d4e3f2a01',
  name: 'Meera Iyer',
  email: 'owner@roastcafe.in',
  role: 'owner',
  outlets: allOutlets.map((outlet) => outlet._id),
  active: true,
  passwordSet: true,
  lastLoginAt: '2026-11-26T03:30:00.000Z',
  createdAt: '2026-01-05T05:00:00.000Z',
};

export const counter: StaffMember = {
  _id: '0b5e2a4c-8d1f-4e3a-9b7c-6a5d4e3f2a02',
  name: 'Ravi Kumar',
  email: 'ravi@roastcafe.in',
  role: 'staff',
  outlets: [ccx._id],
  active: true,
  passwordSet: true,
  lastLoginAt: '2026-11-25T12:15:00.000Z',
  createdAt: '2026-03-10T05:00:00.000Z',
};

/** No payment has gone wrong: the owner's header counts none waiting. */
export const noPaymentMismatches = {
  body: { success: true, data: [], page: 1, limit: 25, total: 0, attention: 0 },
};

/**
 * The answers a signed-in member's board needs before any order: who they are, their outlets, and
 * for an owner the count of payments waiting for them in the header.
 */
export const signedIn = (member: StaffMember, outlets: StaffOutlet[] = allOutlets) => ({
  'GET /api/staff/me': { body: { success: true, staff: member } },
  'GET /api/staff/outlets': { body: { success: true, data: outlets } },
  // Nothing sold out at one outlet unless a test says so (the menu asks).
  'GET /api/staff/sold-out': { body: { success: true, data: [] } },
  ...(member.role === 'owner' ? { 'GET /api/staff/payment-mismatches': noPaymentMismatches } : {}),
});

export const boardPath = (outlet: StaffOutlet, date: string, days = 1) =>
  `GET /api/staff/orders?outlet=${outlet._id}&date=${date}&days=${days}`;

export const board = (orders: BoardOrder[]) => ({ body: { success: true, data: orders } });

export const slotsPath = (outlet: StaffOutlet, date: string) =>
  `GET /api/staff/slots?outlet=${outlet._id}&date=${date}`;

/**
 * A day's pickup slots at Roast CCX as the staff API serves them: every 15 minutes from 10:00 to
 * 11:45, each taking 20 units, with the units `taken` by time (none unless the test says).
 */
export function slotLoad(date: string, taken: Record<string, number> = {}, change: Partial<SlotLoad> = {}) {
  const times = ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'];
  const capacity = change.slotCapacity ?? 20;
  const data: SlotLoad = {
    storeId: ccx._id,
    date,
    slotMinutes: 15,
    slotCapacity: capacity,
    takingOrders: true,
    pausedUntil: null,
    slots: times.map((time) => ({ time, taken: taken[time] ?? 0, capacity })),
    ...change,
  };
  return { body: { success: true, data } };
}

let sequence = 40;

/** A paid order at Roast CCX for 4:30 PM today: one 1 kg eggless truffle cake with a note, unless the test says otherwise. */
export function boardOrder(change: Partial<BoardOrder> = {}): BoardOrder {
  sequence += 1;
  const pickupDate = change.pickupDate ?? indiaToday();
  const pickupTime = change.pickupTime ?? '16:30';
  return {
    _id: `5c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e${String(sequence).padStart(2, '0')}`,
    orderId: `CCX-261126-00${sequence}`,
    status: 'Confirmed',
    pickupCode: '4821',
    pickupDate,
    pickupTime,
    store: ccx._id,
    pickupAt: ccx.outletName,
    customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' },
    items: [
      {
        itemName: 'Belgian Chocolate Truffle',
        itemType: 'cake',
        quantity: 1,
        size: '1-kg',
        isveg: 'EGGLESS',
        note: 'Happy birthday Meera',
        price: 1850,
        pickupDate,
        pickupTime,
      },
    ],
    amount: 1942.5,
    paidAt: '2026-11-25T09:12:00.000Z',
    history: [{ status: 'Confirmed', at: '2026-11-25T09:12:00.000Z', by: 'Payment' }],
    messages: [],
    refund: null,
    ...change,
  };
}

/** A refusal's body as the server answers it, for a code the test does not care about. */
export function refusalBody(message: string, code = 'request_refused') {
  return { success: false, code, message, params: { detail: message } };
}

/**
 * A refusal of one field as the server answers it: the code a schema gave it, its details, and its
 * English words (zod's own kinds of problem name the field and carry zod's words as the detail).
 */
export function fieldRefusalBody(field: string, code: RefusalCode, params: RefusalParams = {}) {
  const all = code.startsWith('field_') ? { field, detail: 'Invalid input', ...params } : params;
  return {
    success: false,
    code,
    message: refusalText(code, 'en', all),
    field,
    ...(Object.keys(all).length > 0 ? { params: all } : {}),
  };
}

/** Each outlet's kitchen WhatsApp settings as the staff API answers them: none set, unless given. */
export function kitchenWhatsAppRoutes(storeIds: string[], data: Partial<KitchenWhatsApp> = {}) {
  return Object.fromEntries(
    storeIds.map((id) => [
      `GET /api/staff/outlets/${id}/kitchen-whatsapp`,
      { body: { success: true, data: { number: null, optedIn: false, optedInAt: null, optedInBy: null, ...data } } },
    ]),
  );
}
