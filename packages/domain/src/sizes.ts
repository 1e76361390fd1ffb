/**
 * Cake sizes and their prices. '750-grms' is the medium price, 'N-kg' is the 1 kg price times N,
 * and everything that is not a cake (hampers) is '0-kg'.
 */
const MEDIUM_SIZE = '750-grms';
const NO_SIZE = '0-kg';
const MAX_CAKE_KG = 5;
/** The sizes a customer is offered, in order; the server also accepts up to MAX_CAKE_KG. */
const OFFERED_KG_SIZES = ['1-kg', '2-kg', '3-kg'] as const;

export type ParsedSize = { kind: 'medium' } | { kind: 'kg'; kg: number } | { kind: 'none' };

export interface CakePricing {
  /** 750 g price in paise, when the cake comes in that size. */
  pricePerMediumPaise: number | null;
  /** 1 kg price in paise. */
  pricePerLargePaise: number;
}

export function parseSize(size: string): ParsedSize | null {
  if (size === MEDIUM_SIZE) return { kind: 'medium' };
  if (size === NO_SIZE) return { kind: 'none' };
  const match = /^([1-9]\d*)-kg$/.exec(size);
  if (!match) return null;
  const kg = Number(match[1]);
  return kg <= MAX_CAKE_KG ? { kind: 'kg', kg } : null;
}

/** Sizes shown in a cake's size select. */
export function offeredSizes(cake: Pick<CakePricing, 'pricePerMediumPaise'>): string[] {
  return cake.pricePerMediumPaise === null ? [...OFFERED_KG_SIZES] : [MEDIUM_SIZE, ...OFFERED_KG_SIZES];
}

export function defaultSize(cake: Pick<CakePricing, 'pricePerMediumPaise'>): string {
  return cake.pricePerMediumPaise === null ? '1-kg' : MEDIUM_SIZE;
}

/** Unit price of a cake in a size, or null when the cake is not sold in that size. */
export function cakeUnitPricePaise(cake: CakePricing, size: string): number | null {
  const parsed = parseSize(size);
  if (!parsed) return null;
  switch (parsed.kind) {
    case 'medium':
      return cake.pricePerMediumPaise;
    case 'kg':
      return cake.pricePerLargePaise * parsed.kg;
    case 'none':
      return null;
  }
}

/** '750-grms' → '750 g', '2-kg' → '2 kg'; '0-kg' has no weight to show. */
export function sizeLabel(size: string): string {
  const parsed = parseSize(size);
  if (!parsed || parsed.kind === 'none') return '';
  return parsed.kind === 'medium' ? '750 g' : `${parsed.kg} kg`;
}
