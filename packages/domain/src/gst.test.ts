import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  gstinCheckCharacter,
  invoiceNumber,
  isGstin,
  numberInWords,
  rupeesInWords,
  splitGst,
} from './gst';
import { totalWithGst } from './money';

describe('the tax split of an invoice', () => {
  it('gives back the items total as the taxable value, and the rest as CGST and SGST, to the paisa', () => {
    // Awkward amounts: odd tax, a tax that rounds up or down, a single paisa, a lakh and more.
    const cases: [items: number, taxable: number, cgst: number, sgst: number][] = [
      [100_000, 100_000, 2500, 2500],
      [126_050, 126_050, 3152, 3151], // 5% is 6302.5, charged as 6303: CGST takes the odd paisa
      [10, 10, 1, 0], // 5% of 10 paise is 0.5, charged as 1 paisa
      [9, 9, 0, 0],
      [1, 1, 0, 0],
      [33_333, 33_333, 834, 833],
      [99_999_999, 99_999_999, 2_500_000, 2_500_000],
    ];
    for (const [items, taxable, cgst, sgst] of cases) {
      const paid = totalWithGst(items);
      const split = splitGst(paid, [items]);
      expect(split, `items ${items}`).toEqual({
        lineTaxablePaise: [items],
        taxablePaise: taxable,
        cgstPaise: cgst,
        sgstPaise: sgst,
        totalPaise: paid,
      });
    }
  });

  it('adds up exactly for every items total up to ₹2,000', () => {
    const wrong: number[] = [];
    for (let items = 1; items <= 200_000; items++) {
      const paid = totalWithGst(items);
      const split = splitGst(paid, [items]);
      const apart = split.cgstPaise - split.sgstPaise;
      if (split.taxablePaise !== items || split.taxablePaise + split.cgstPaise + split.sgstPaise !== paid)
        wrong.push(items);
      else if (apart < 0 || apart > 1) wrong.push(items);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the lines’ own values when they add up, and shares the taxable value by largest remainder when not', () => {
    expect(splitGst(totalWithGst(3000), [1000, 2000]).lineTaxablePaise).toEqual([1000, 2000]);
    // 1000 paid: taxable 952, shared 1:1:1 as 317.33 each, the spare paisa to the first.
    const shared = splitGst(1000, [1, 1, 1]);
    expect(shared.taxablePaise).toBe(952);
    expect(shared.lineTaxablePaise).toEqual([318, 317, 317]);
    const uneven = splitGst(1000, [100, 200, 700]);
    expect(uneven.lineTaxablePaise.reduce((a, b) => a + b)).toBe(952);
    expect(uneven.lineTaxablePaise).toEqual([95, 191, 666]);
  });
});

describe('invoice numbers', () => {
  it('belong to the Indian financial year, April to March in India time', () => {
    expect(financialYearOf(new Date('2026-11-25T04:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // midnight, 1 April
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('fit in 16 characters', () => {
    expect(invoiceNumber('invoice', '2026-27', 123)).toBe('RC/26-27/000123');
    expect(invoiceNumber('credit-note', '2026-27', 7)).toBe('CN/26-27/000007');
    expect(invoiceNumber('invoice', '2026-27', 9_999_999)).toHaveLength(16);
  });
});

describe('GSTINs', () => {
  it('are checked to the last character', () => {
    expect(isGstin('29AAHCR4821K1Z0')).toBe(true);
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isGstin('29aahcr4821k1z0')).toBe(false);
    expect(isGstin('29AAHCR4821K1Z')).toBe(false);
  });
});

describe('amounts in words', () => {
  it('read the Indian way, with lakh and crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(1260)).toBe('One Thousand Two Hundred Sixty');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_234_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(numberInWords(250_000_000)).toBe('Twenty Five Crore');
  });

  it('say rupees and paise', () => {
    expect(rupeesInWords(126_050)).toBe('Rupees One Thousand Two Hundred Sixty and Paise Fifty Only');
    expect(rupeesInWords(105_000)).toBe('Rupees One Thousand Fifty Only');
    expect(rupeesInWords(1)).toBe('Rupees Zero and Paise One Only');
  });
});
