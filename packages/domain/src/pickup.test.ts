import type { PickupCheck } from './pickup';
import { refusalText } from './refusals';
import { describe, expect, it } from 'vitest';
import {
  checkPickup,
  earliestPickup,
  formatSlot,
  formatTime12,
  fromIndiaSlot,
  isOpenAt,
  toIndiaSlot,
  type PickupRule,
} from './pickup';

/** A refused pickup as an English reader is told it. */
const inEnglish = (check: PickupCheck) =>
  check.ok ? check : { ok: false, message: refusalText(check.code, 'en', check.params) };

const CCX_HOURS = { open: '08:00', close: '23:00' };
const ALL_DAY = { open: '00:00', close: '24:00' };

/** 25 Nov 2026, 10:00 in India is 04:30 UTC. */
const now = new Date('2026-11-25T04:30:00Z');
const rule = (overrides: Partial<PickupRule> = {}): PickupRule => ({
  now,
  preparationHours: 24,
  hours: CCX_HOURS,
  outletName: 'Roast CCX',
  itemNoun: 'cake' as const,
  ...overrides,
});

describe('India time', () => {
  it('reads an instant as an India date and time, whatever the process zone', () => {
    expect(toIndiaSlot(new Date('2026-11-25T18:45:00Z'))).toEqual({ pickupDate: '2026-11-26', pickupTime: '00:15' });
    expect(toIndiaSlot(new Date('2026-11-25T18:29:00Z'))).toEqual({ pickupDate: '2026-11-25', pickupTime: '23:59' });
  });

  it('turns an India date and time back into the instant', () => {
    expect(fromIndiaSlot({ pickupDate: '2026-11-26', pickupTime: '00:15' })?.toISOString()).toBe(
      '2026-11-25T18:45:00.000Z',
    );
  });

  it('refuses dates and times that do not exist', () => {
    for (const [pickupDate, pickupTime] of [
      ['2026-02-30', '10:00'],
      ['2026-13-01', '10:00'],
      ['2026-11-26', '24:00'],
      ['2026-11-26', '10:60'],
      ['26-11-2026', '10:00'],
      ['2026-11-26', '9:00'],
    ] as const) {
      expect(fromIndiaSlot({ pickupDate, pickupTime }), `${pickupDate} ${pickupTime}`).toBeNull();
    }
  });
});

describe('opening hours', () => {
  it('is open from opening time up to, not including, closing time', () => {
    expect(isOpenAt(CCX_HOURS, '08:00')).toBe(true);
    expect(isOpenAt(CCX_HOURS, '22:59')).toBe(true);
    expect(isOpenAt(CCX_HOURS, '23:00')).toBe(false);
    expect(isOpenAt(CCX_HOURS, '07:45')).toBe(false);
  });

  it('treats 00:00 to 24:00 as open all day', () => {
    expect(isOpenAt(ALL_DAY, '00:00')).toBe(true);
    expect(isOpenAt(ALL_DAY, '23:59')).toBe(true);
  });
});

describe('earliest pickup', () => {
  it('is now plus the preparation time, rounded up to the quarter hour', () => {
    const at = new Date('2026-11-25T04:37:00Z'); // 10:07 IST
    expect(earliestPickup(at, 24, CCX_HOURS)).toEqual({ pickupDate: '2026-11-26', pickupTime: '10:15' });
  });

  it('uses 24 hours when the item has no preparation time', () => {
    expect(earliestPickup(now, undefined, CCX_HOURS)).toEqual({ pickupDate: '2026-11-26', pickupTime: '10:00' });
  });

  it('moves to the next opening time when the outlet is closed then', () => {
    const late = new Date('2026-11-25T17:00:00Z'); // 22:30 IST
    expect(earliestPickup(late, 12, CCX_HOURS)).toEqual({ pickupDate: '2026-11-26', pickupTime: '10:30' });
    expect(earliestPickup(late, 1, CCX_HOURS)).toEqual({ pickupDate: '2026-11-26', pickupTime: '08:00' });
    const early = new Date('2026-11-24T19:00:00Z'); // 00:30 IST on the 25th
    expect(earliestPickup(early, 2, CCX_HOURS)).toEqual({ pickupDate: '2026-11-25', pickupTime: '08:00' });
  });

  it('never moves a pickup at an outlet open all day', () => {
    const late = new Date('2026-11-25T17:00:00Z');
    expect(earliestPickup(late, 1, ALL_DAY)).toEqual({ pickupDate: '2026-11-25', pickupTime: '23:30' });
  });
});

describe('checking a pickup', () => {
  it('accepts a pickup at least the preparation time ahead, inside the hours', () => {
    expect(checkPickup({ pickupDate: '2026-11-26', pickupTime: '10:00' }, rule()).ok).toBe(true);
  });

  it('refuses one that is too soon and says when the earliest is', () => {
    const result = inEnglish(checkPickup({ pickupDate: '2026-11-26', pickupTime: '09:45' }, rule()));
    expect(result).toEqual({
      ok: false,
      message: 'This cake needs 24 hours; the earliest pickup is 26 Nov, 10:00 AM',
    });
  });

  it('refuses one in the past', () => {
    expect(checkPickup({ pickupDate: '2026-11-24', pickupTime: '12:00' }, rule()).ok).toBe(false);
  });

  it('refuses one outside the outlet hours', () => {
    const result = inEnglish(checkPickup({ pickupDate: '2026-11-27', pickupTime: '23:30' }, rule()));
    expect(result).toEqual({
      ok: false,
      message: 'Roast CCX is open from 8:00 AM to 11:00 PM; choose a pickup time in those hours.',
    });
  });

  it('refuses one more than 60 days ahead', () => {
    expect(checkPickup({ pickupDate: '2027-02-01', pickupTime: '12:00' }, rule()).ok).toBe(false);
  });

  it('counts hours in India time even across midnight UTC', () => {
    // 23:00 UTC on the 25th is 04:30 IST on the 26th; six hours later is 10:30 IST.
    const lateUtc = new Date('2026-11-25T23:00:00Z');
    const sixHours = rule({ now: lateUtc, preparationHours: 6 });
    expect(checkPickup({ pickupDate: '2026-11-26', pickupTime: '10:15' }, sixHours).ok).toBe(false);
    expect(checkPickup({ pickupDate: '2026-11-26', pickupTime: '10:30' }, sixHours).ok).toBe(true);
  });
});

describe('formatting', () => {
  it('shows 12-hour times', () => {
    expect(formatTime12('00:05')).toBe('12:05 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('23:30')).toBe('11:30 PM');
    expect(formatTime12('24:00')).toBe('12:00 AM');
  });

  it('shows a pickup as a short date and time', () => {
    expect(formatSlot({ pickupDate: '2026-11-27', pickupTime: '11:30' })).toBe('27 Nov, 11:30 AM');
  });
});
