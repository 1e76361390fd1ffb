import { formatDate, formatPrice, formatRupees, formatTime12, type OpeningHours } from '@roast/domain';

/*
 * Money reads one way in each place: the spec's 'Rs. 1200/- Per Kg' on cake cards, '₹1,200' for
 * every price, and '₹1,260.00' only for totals, where GST brings in paise.
 */

/** '₹1,200', '₹1,26,000': a price in rupees (whole rupees stay whole). */
export const rupees = (amount: number) => `₹${formatPrice(amount)}`;

/** '₹1,260.00' from paise: totals (the cart's summary, an order's total), always to the paisa. */
export const paiseExact = (paise: number) => `₹${formatRupees(paise)}`;

/** 'Rs. 1200/- Per Kg', as the cake cards read. */
export const cardPrice = (amount: number, unit: string) => `Rs. ${amount}/- Per ${unit}`;

export { formatDate, formatTime12 };

/** Whether an outlet never closes: '00:00' to '24:00' (or to '00:00' or '23:59', as some write it). */
export function isOpenAllDay({ open, close }: OpeningHours): boolean {
  return open === '00:00' && (close === '24:00' || close === '00:00' || close === '23:59');
}

/** 'Open 8:00 AM to 11:00 PM', or 'Open 24 hours' for an outlet that never closes. */
export function openingHours(hours: OpeningHours): string {
  if (isOpenAllDay(hours)) return 'Open 24 hours';
  return `Open ${formatTime12(hours.open)} to ${formatTime12(hours.close)}`;
}

/** '2026-12-05' → 'Sat, 5 Dec 2026'. */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()];
  return `${weekday}, ${formatDate(date)}`;
}
