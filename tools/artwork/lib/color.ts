/** Colour arithmetic on #rrggbb strings. */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const clean = hex.replace('#', '');
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean;
  const value = parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Towards a warm white (the key light is warm). */
export function light(c: string, t: number): string {
  return mix(c, '#fff8ec', t);
}

/** Towards a warm near-black (shadows in a cafe are brown, not grey). */
export function dark(c: string, t: number): string {
  return mix(c, '#1c0e07', t);
}

/** 0..1 channel values, for feColorMatrix. */
export function unit(c: string): Rgb {
  const [r, g, b] = parse(c);
  return [r / 255, g / 255, b / 255];
}

/** Nudge hue-ish by mixing towards another colour a little, for natural variation. */
export function vary(c: string, amount: number, r: number): string {
  return r < 0.5 ? light(c, amount * (0.5 - r) * 2) : dark(c, amount * (r - 0.5) * 2);
}

/** The brand palette (BRAND.md). */
export const BRAND = {
  espresso: '#2B1A12',
  roast: '#5A3521',
  crema: '#F6EFE6',
  milk: '#FFFDF9',
  caramel: '#C8873A',
  toffee: '#9A5B1E',
  berry: '#A23B4A',
  pistachio: '#4F6B3F',
  slate: '#5E5A57',
} as const;
