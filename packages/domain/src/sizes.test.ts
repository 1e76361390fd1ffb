import { describe, expect, it } from 'vitest';
import { cakeUnitPricePaise, defaultSize, offeredSizes, parseSize, sizeLabel } from './sizes';

const truffle = { pricePerMediumPaise: 95_000, pricePerLargePaise: 120_000 };
const cheesecake = { pricePerMediumPaise: null, pricePerLargePaise: 160_000 };

describe('cake sizes', () => {
  it('prices 750-grms at the medium price', () => {
    expect(cakeUnitPricePaise(truffle, '750-grms')).toBe(95_000);
  });

  it('has no 750 g price for a cake without a medium price', () => {
    expect(cakeUnitPricePaise(cheesecake, '750-grms')).toBeNull();
  });

  it('prices 1-kg at the large price and N-kg at N times it', () => {
    expect(cakeUnitPricePaise(truffle, '1-kg')).toBe(120_000);
    expect(cakeUnitPricePaise(truffle, '2-kg')).toBe(240_000);
    expect(cakeUnitPricePaise(cheesecake, '5-kg')).toBe(800_000);
  });

  it('refuses sizes outside 1 to 5 kg and anything malformed', () => {
    for (const size of ['6-kg', '0-kg', '-1-kg', '1.5-kg', '01-kg', '1kg', '', '750-grm', '1-KG']) {
      expect(cakeUnitPricePaise(truffle, size), size).toBeNull();
    }
  });

  it('keeps 0-kg for things that are not cakes', () => {
    expect(parseSize('0-kg')).toEqual({ kind: 'none' });
    expect(sizeLabel('0-kg')).toBe('');
  });

  it('defaults to 750-grms when there is a medium price, else 1-kg', () => {
    expect(defaultSize(truffle)).toBe('750-grms');
    expect(defaultSize(cheesecake)).toBe('1-kg');
  });

  it('offers 750-grms only with a medium price', () => {
    expect(offeredSizes(truffle)).toEqual(['750-grms', '1-kg', '2-kg', '3-kg']);
    expect(offeredSizes(cheesecake)).toEqual(['1-kg', '2-kg', '3-kg']);
  });

  it('labels sizes as people read them', () => {
    expect(sizeLabel('750-grms')).toBe('750 g');
    expect(sizeLabel('2-kg')).toBe('2 kg');
  });
});
