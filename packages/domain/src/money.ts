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

/** '1,200.00' style, Indian digit grouping, always two decimals. */
export function formatRupees(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** Whole rupees stay whole ('1,200'); fractional ones show two decimals. */
export function formatPrice(rupees: number): string {
  const whole = Number.isInteger(rupees);
  return rupees.toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

function assertPaise(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Expected a non-negative whole number of paise, got ${value}`);
  }
}
