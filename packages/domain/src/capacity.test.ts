import type { PickupCheck } from './pickup';
import { refusalText } from './refusals';
import { describe, expect, it } from 'vitest';
import { closedDayReason, reopensAt, slotOf, slotTimes, unitsOf, type OutletDay, type PickupRefusal } from './capacity';
import { checkPickup } from './pickup';

/** A refused pickup as an English reader is told it. */
const inEnglish = (check: PickupCheck) =>
  check.ok ? check : { ok: false, message: refusalText(check.code, 'en', check.params) };
/** Why a day takes no pickups, as an English reader is told it. */
const said = (reason: PickupRefusal | null) => (reason ? refusalText(reason.code, 'en', reason.params) : null);

const hours = { open: '08:00', close: '10:00' };
const outlet: OutletDay = {
  outletName: 'Roast CCX',
  hours,
  closedDates: ['2026-11-08'],
  closedReasons: { '2026-11-08': 'Diwali' },
  takingOrders: true,
  pausedUntil: null,
  sameDayCutoff: '14:00',
};
/** 25 Nov 2026, 10:00 in India. */
const now = new Date('2026-11-25T04:30:00Z');

describe('pickup slots', () => {
  it('cuts the day from opening time into slots of the outlet’s length', () => {
    expect(slotTimes(hours, 30)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(slotTimes({ open: '07:30', close: '08:30' }, 15)).toEqual(['07:30', '07:45', '08:00', '08:15']);
    expect(slotTimes({ open: '22:00', close: '24:00' }, 60)).toEqual(['22:00', '23:00']);
  });

  it('puts a pickup time in the slot that holds it', () => {
    expect(slotOf('08:20', hours, 15)).toBe('08:15');
    expect(slotOf('08:59', hours, 30)).toBe('08:30');
    expect(slotOf('09:00', hours, 60)).toBe('09:00');
    expect(slotOf('07:00', hours, 15)).toBe('08:00');
  });

  it('weighs a cake by its kilograms and a hamper by the piece', () => {
    expect(unitsOf({ itemType: 'cake', size: '750-grms', quantity: 1 }, null)).toBe(1);
    expect(unitsOf({ itemType: 'cake', size: '3-kg', quantity: 1 }, null)).toBe(3);
    expect(unitsOf({ itemType: 'cake', size: '2-kg', quantity: 2 }, 2)).toBe(8);
    expect(unitsOf({ itemType: 'other', size: '0-kg', quantity: 3 }, undefined)).toBe(3);
    expect(unitsOf({ itemType: 'other', size: '0-kg', quantity: 2 }, 4)).toBe(8);
  });
});

describe('a day that takes no pickups', () => {
  it('says why: a closed date with its reason, today past the cutoff, a day gone', () => {
    expect(said(closedDayReason(outlet, '2026-11-08', now))).toBe(
      'Closed for Diwali. Roast CCX takes no pickups on 8 Nov 2026.',
    );
    expect(said(closedDayReason({ ...outlet, closedReasons: {} }, '2026-11-08', now))).toBe(
      'Roast CCX is closed on 8 Nov 2026. Please choose another day.',
    );
    expect(said(closedDayReason(outlet, '2026-11-25', now))).toBeNull();
    expect(said(closedDayReason(outlet, '2026-11-25', new Date('2026-11-25T08:30:00Z')))).toBe(
      'Orders for today close at 2:00 PM. Please choose another day.',
    );
    expect(said(closedDayReason(outlet, '2026-11-26', new Date('2026-11-25T08:30:00Z')))).toBeNull();
    expect(said(closedDayReason(outlet, '2026-11-24', now))).toBe('That day has passed. Please choose another day.');
  });

  it('says when a paused outlet reopens, today or on another day, and ends the pause by itself', () => {
    const paused = { ...outlet, pausedUntil: '2026-11-25T05:15:00Z' };
    expect(said(closedDayReason(paused, '2026-11-27', now))).toBe(
      'Roast CCX is very busy just now and takes online orders again at 10:45 AM.',
    );
    expect(said(closedDayReason(paused, '2026-11-27', new Date('2026-11-25T05:16:00Z')))).toBeNull();
    expect(reopensAt('2026-11-26T03:30:00Z', now)).toBe('26 Nov 2026, 9:00 AM');
    expect(said(closedDayReason({ ...outlet, takingOrders: false }, '2026-11-27', now))).toMatch(
      /not taking online orders/,
    );
  });

  it('is checked with every pickup, as the cart and checkout do', () => {
    const rule = {
      now,
      preparationHours: 2,
      hours: { open: '08:00', close: '23:00' },
      outletName: 'Roast CCX',
      itemNoun: 'cake' as const,
      closedDates: outlet.closedDates,
      closedReasons: outlet.closedReasons,
      sameDayCutoff: '11:00',
    };
    expect(
      inEnglish(
        checkPickup({ pickupDate: '2026-12-08', pickupTime: '12:00' }, { ...rule, closedDates: ['2026-12-08'] }),
      ),
    ).toEqual({
      ok: false,
      message: 'Roast CCX is closed on 8 Dec 2026. Please choose another day.',
    });
    expect(checkPickup({ pickupDate: '2026-11-25', pickupTime: '12:30' }, rule)).toMatchObject({ ok: true });
    expect(
      inEnglish(
        checkPickup(
          { pickupDate: '2026-11-25', pickupTime: '13:30' },
          { ...rule, now: new Date('2026-11-25T05:45:00Z') },
        ),
      ),
    ).toEqual({ ok: false, message: 'Orders for today close at 11:00 AM. Please choose another day.' });
    expect(
      inEnglish(
        checkPickup(
          { pickupDate: '2026-11-27', pickupTime: '12:00' },
          { ...rule, pausedUntil: '2026-11-25T05:00:00Z' },
        ),
      ),
    ).toEqual({ ok: false, message: 'Roast CCX is very busy just now and takes online orders again at 10:30 AM.' });
  });
});
