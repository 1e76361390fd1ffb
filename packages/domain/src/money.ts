/** Money is held as integer paise everywhere; people read rupees. */
export const GST_PERCENT = 5;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Items total plus 5% GST, rounded half up to the paisa. */
export function totalWithGst(itemsTotalPaise: number): number {
  assertPaise(itemsTotalPaise);
  return Math.floor((itemsTotalPaise * (100 + GST_PERCENT) + 50) / 100);
}

export function gstOf(itemsTotalPaise: number): number {
  return totalWithGst(itemsTotalPaise) - itemsTotalPaise;
}

// Made once: a formatter built on every call (toLocaleString with options) costs far more than the formatting.
const TWO_DECIMALS = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '1,200.00' style, Indian digit grouping, always two decimals. */
export function formatRupees(paise: number): string {
  return TWO_DECIMALS.format(paise / 100);
}

/** Whole rupees stay whole ('1,200'); fractional ones show two decimals. */
export function formatPrice(rupees: number): string {
  return (Number.isInteger(rupees) ? WHOLE : TWO_DECIMALS).format(rupees);
}

function assertPaise(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Expected a non-negative whole number of paise, got ${value}`);
  }
}
