import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupees, gstOf, paiseToRupees, rupeesToPaise, totalWithGst } from './money';

describe('GST at 5%', () => {
  it('adds 5% to the items total', () => {
    expect(totalWithGst(120_000)).toBe(126_000);
    expect(gstOf(120_000)).toBe(6_000);
  });

  it('rounds half a paisa up, to two decimals of a rupee', () => {
    // 0.05 × 1,010 paise = 50.5 paise
    expect(totalWithGst(1_010)).toBe(1_061);
    // 0.05 × 1,009 paise = 50.45 paise
    expect(totalWithGst(1_009)).toBe(1_059);
    // 0.05 × 19,999 paise = 999.95 paise
    expect(totalWithGst(19_999)).toBe(20_999);
  });

  it('never produces fractions of a paisa, whatever the total', () => {
    for (let paise = 0; paise < 5_000; paise += 7) {
      const total = totalWithGst(paise);
      expect(Number.isInteger(total)).toBe(true);
      expect(Math.abs(total - paise * 1.05)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses fractional or negative paise', () => {
    expect(() => totalWithGst(10.5)).toThrow(RangeError);
    expect(() => totalWithGst(-1)).toThrow(RangeError);
  });
});

describe('rupees and paise', () => {
  it('converts without floating-point drift', () => {
    expect(rupeesToPaise(1199.99)).toBe(119_999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(119_999)).toBe(1199.99);
  });

  it('formats with Indian grouping', () => {
    expect(formatRupees(12_345_678)).toBe('1,23,456.78');
    expect(formatRupees(126_000)).toBe('1,260.00');
    expect(formatPrice(1200)).toBe('1,200');
    expect(formatPrice(1199.5)).toBe('1,199.50');
  });
});
