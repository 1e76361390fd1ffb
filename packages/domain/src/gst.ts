import { z } from 'zod';
import { GST_PERCENT } from './money';

/**
 * GST tax invoices: the outlet's registration numbers, the tax split shown on an invoice, its
 * number, and the total in words. See docs/decisions/0022-gst-invoice.md.
 */

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN, from the first 14 (the GSTN's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

export function isGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

export const gstinSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => GSTIN_SHAPE.test(value), 'gstin_shape')
  .refine(isGstin, 'gstin_check_mismatch');

export const fssaiLicenceSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, 'fssai_invalid');

export const legalNameSchema = z.string().trim().min(2, 'legal_name_missing').max(120, 'legal_name_too_long');

/** Karnataka, where every outlet is and every order is collected. */
export const PLACE_OF_SUPPLY = 'Karnataka (29)';
/**
 * SAC 996331: food and drink served by a restaurant or cafe (5% GST without input tax credit).
 * The cakes and hampers are made and sold by the cafe, so its restaurant service is what is taxed.
 */
export const INVOICE_SAC = '996331';

export interface TaxSplit {
  /** The value before tax, line by line (in the order given) and in all. */
  lineTaxablePaise: number[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** What the customer paid: taxable + CGST + SGST, exactly. */
  totalPaise: number;
}

/**
 * Splits what the customer paid (items plus 5% GST, as `totalWithGst` charged it) into the taxable
 * value and CGST and SGST at 2.5% each, so that they add up to the amount paid exactly:
 * - taxable = the amount / 1.05, rounded half up to the paisa (this gives back the items' total
 *   that the order charged 5% on, whatever the amount);
 * - the tax is the rest; CGST takes the odd paisa when the tax is odd, SGST the even half;
 * - the lines' taxable values are their own prices when they add up to the taxable value, else
 *   shared in proportion to them by largest remainder (ties to the earlier line).
 */
export function splitGst(totalPaise: number, linePaise: readonly number[]): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Bad amount: ${totalPaise}`);
  const taxablePaise = Math.floor((totalPaise * 200 + (100 + GST_PERCENT)) / (2 * (100 + GST_PERCENT)));
  const tax = totalPaise - taxablePaise;
  const cgstPaise = Math.ceil(tax / 2);
  return {
    lineTaxablePaise: shareByLargestRemainder(taxablePaise, linePaise),
    taxablePaise,
    cgstPaise,
    sgstPaise: tax - cgstPaise,
    totalPaise,
  };
}

/** `total` shared in proportion to `weights` in whole paise, by largest remainder. */
function shareByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === total) return [...weights];
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((weight, index) => {
    const exact = (total * weight) / sum;
    return { index, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((a, share) => a + share.whole, 0);
  const byRest = [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const share of byRest) {
    if (left <= 0) break;
    share.whole += 1;
    left -= 1;
  }
  return shares.map((share) => share.whole);
}

export type InvoiceKind = 'invoice' | 'credit-note';
export const INVOICE_PREFIX: Record<InvoiceKind, string> = { invoice: 'RC', 'credit-note': 'CN' };

/** The Indian financial year (April to March) of an instant, India time: '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'RC/26-27/000123' (15 characters; 16 from the millionth document of a year). */
export function invoiceNumber(kind: InvoiceKind, financialYear: string, sequence: number): string {
  return `${INVOICE_PREFIX[kind]}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!} ${ONES[unit]!}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]!} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, the Indian way (thousand, lakh, crore): 12,34,567 is 'Twelve Lakh Thirty Four Thousand …'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Bad number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Rupees One Thousand Two Hundred Sixty and Paise Fifty Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and Paise ${numberInWords(rest)}` : ''} Only`;
}
