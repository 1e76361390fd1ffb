/** Surfaces and finishing layers shared by every picture: tabletops, backdrops, light, grain. */
import { dark, light, mix, unit, BRAND } from './lib/color';
import { circle, dotsRect, f, rect, smoothOpen, type Svg } from './lib/svg';
import type { Point } from './lib/svg';

export type Surface = 'walnut' | 'oak' | 'teak' | 'linen' | 'marble' | 'slate';

const WOOD: Record<'walnut' | 'oak' | 'teak', string> = {
  walnut: '#6b4128',
  oak: '#a8744a',
  teak: '#8a5532',
};

/** A turbulence layer tinted with one colour; `contrast` sharpens the streaks. */
export function noiseLayer(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  freq: string,
  octaves: number,
  seed: number,
  contrast: number,
  offset: number,
  opacity: number,
): string {
  const [r, g, b] = unit(color);
  const id = svg.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 ${r.toFixed(3)} 0 0 0 0 ${g.toFixed(3)} 0 0 0 0 ${b.toFixed(3)} ${contrast} 0 0 0 ${offset}"/>`,
    `filterUnits="userSpaceOnUse" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"`,
  );
  return rect(x, y, w, h, '#000', `filter="${id}" opacity="${opacity}"`);
}

/** Planks that recede: seams get closer towards the horizon. */
function wood(svg: Svg, kind: 'walnut' | 'oak' | 'teak', top: number): string {
  const { width: W, height: H, rng } = svg;
  const base = WOOD[kind];
  const parts: string[] = [];
  parts.push(
    rect(
      0,
      top,
      W,
      H - top,
      svg.linear([
        [0, dark(base, 0.25)],
        [0.45, base],
        [1, dark(base, 0.1)],
      ]),
    ),
  );
  // planks
  const seams: number[] = [];
  let y = top;
  let step = (H - top) * 0.12;
  while (y < H) {
    seams.push(y);
    y += step;
    step *= 1.28;
  }
  seams.push(H);
  for (let i = 0; i < seams.length - 1; i++) {
    const y0 = seams[i] as number;
    const y1 = seams[i + 1] as number;
    const tint = rng.range(-0.1, 0.12);
    const c = tint > 0 ? light(base, tint) : dark(base, -tint);
    parts.push(rect(0, y0, W, y1 - y0, c, 'opacity="0.55"'));
  }
  parts.push(
    noiseLayer(
      svg,
      0,
      top,
      W,
      H - top,
      dark(base, 0.6),
      `${(0.9 / W).toFixed(5)} ${(18 / H).toFixed(4)}`,
      4,
      rng.int(1, 999),
      3.2,
      -1.25,
      0.8,
    ),
  );
  parts.push(
    noiseLayer(
      svg,
      0,
      top,
      W,
      H - top,
      light(base, 0.35),
      `${(1.4 / W).toFixed(5)} ${(30 / H).toFixed(4)}`,
      3,
      rng.int(1, 999),
      3,
      -1.3,
      0.5,
    ),
  );
  // fine grain lines along each plank
  for (let i = 0; i < seams.length - 1; i++) {
    const y0 = seams[i] as number;
    const y1 = seams[i + 1] as number;
    const lines = Math.max(3, Math.round((y1 - y0) / 9));
    for (let k = 0; k < lines; k++) {
      const baseY = y0 + ((k + rng.next()) / lines) * (y1 - y0);
      const pts: Point[] = [];
      for (let x = -20; x <= W + 20; x += W / 6) pts.push([x, baseY + rng.range(-1, 1) * (y1 - y0) * 0.08]);
      parts.push(
        `<path d="${smoothOpen(pts)}" stroke="${dark(base, rng.range(0.3, 0.6))}" stroke-width="${f(rng.range(0.5, 1.6))}" fill="none" opacity="${f(rng.range(0.15, 0.35))}"/>`,
      );
    }
  }
  for (let i = 1; i < seams.length - 1; i++) {
    const sy = seams[i] as number;
    const w = 1 + ((sy - top) / (H - top)) * 2.5;
    parts.push(rect(0, sy - w / 2, W, w, dark(base, 0.7), 'opacity="0.75"'));
    parts.push(rect(0, sy + w / 2, W, w * 0.7, light(base, 0.3), 'opacity="0.35"'));
  }
  return parts.join('');
}

function linen(svg: Svg, top: number): string {
  const { width: W, height: H, rng } = svg;
  const base = '#e9d8bd';
  const parts: string[] = [];
  parts.push(
    rect(
      0,
      top,
      W,
      H - top,
      svg.linear([
        [0, dark(base, 0.12)],
        [0.5, base],
        [1, dark(base, 0.08)],
      ]),
    ),
  );
  parts.push(
    noiseLayer(
      svg,
      0,
      top,
      W,
      H - top,
      dark(base, 0.45),
      `${(260 / W).toFixed(3)} ${(8 / H).toFixed(4)}`,
      2,
      rng.int(1, 999),
      2.4,
      -0.9,
      0.16,
    ),
  );
  parts.push(
    noiseLayer(
      svg,
      0,
      top,
      W,
      H - top,
      dark(base, 0.45),
      `${(8 / W).toFixed(4)} ${(190 / H).toFixed(3)}`,
      2,
      rng.int(1, 999),
      2.4,
      -0.9,
      0.14,
    ),
  );
  // soft folds
  for (let i = 0; i < 3; i++) {
    const x = rng.range(0.1, 0.9) * W;
    const pts: Point[] = [
      [x - W * 0.3, top],
      [x + rng.range(-0.05, 0.05) * W, top + (H - top) * 0.5],
      [x + W * 0.25, H],
    ];
    parts.push(
      `<path d="${smoothOpen(pts)}" stroke="${dark(base, 0.3)}" stroke-width="${f(W * 0.03)}" fill="none" opacity="0.25" filter="${svg.blur(W * 0.012)}"/>`,
    );
    parts.push(
      `<path d="${smoothOpen(pts.map(([px, py]) => [px + W * 0.02, py]))}" stroke="${light(base, 0.6)}" stroke-width="${f(W * 0.015)}" fill="none" opacity="0.35" filter="${svg.blur(W * 0.01)}"/>`,
    );
  }
  return parts.join('');
}

function marble(svg: Svg, top: number): string {
  const { width: W, height: H, rng } = svg;
  const base = '#eee8e1';
  const parts: string[] = [
    rect(
      0,
      top,
      W,
      H - top,
      svg.linear([
        [0, '#e2dbd3'],
        [0.6, base],
        [1, '#e6dfd7'],
      ]),
    ),
  ];
  parts.push(
    noiseLayer(
      svg,
      0,
      top,
      W,
      H - top,
      '#b9aea3',
      `${(3 / W).toFixed(4)} ${(6 / H).toFixed(4)}`,
      4,
      rng.int(1, 999),
      2.2,
      -0.8,
      0.45,
    ),
  );
  for (let i = 0; i < 7; i++) {
    const pts: Point[] = [];
    let x = rng.range(-0.2, 1) * W;
    let y = top + rng.range(0, 1) * (H - top);
    for (let k = 0; k < 6; k++) {
      pts.push([x, y]);
      x += rng.range(0.05, 0.18) * W;
      y += rng.range(-0.12, 0.12) * (H - top);
    }
    parts.push(
      `<path d="${smoothOpen(pts)}" stroke="#9c9087" stroke-width="${f(rng.range(0.8, 2.6))}" fill="none" opacity="${rng.range(0.25, 0.55).toFixed(2)}" filter="${svg.blur(1.2)}"/>`,
    );
  }
  return parts.join('');
}

function slate(svg: Svg, top: number): string {
  const { width: W, height: H, rng } = svg;
  const base = '#3b3330';
  return [
    rect(
      0,
      top,
      W,
      H - top,
      svg.linear([
        [0, '#2c2522'],
        [0.5, base],
        [1, '#2a2320'],
      ]),
    ),
    noiseLayer(
      svg,
      0,
      top,
      W,
      H - top,
      '#6b605a',
      `${(3 / W).toFixed(4)} ${(40 / H).toFixed(4)}`,
      3,
      rng.int(1, 999),
      2.5,
      -1.1,
      0.4,
    ),
  ].join('');
}

/** The soft-focus cafe behind the table: dark warm wall, bokeh from lamps, a hint of shelf and plant. */
export function backdrop(svg: Svg, bottom: number, mood: 'warm' | 'night' | 'day' = 'warm'): string {
  const { width: W, rng } = svg;
  const top = mood === 'day' ? '#b88d66' : mood === 'night' ? '#1a100b' : '#3a2417';
  const low = mood === 'day' ? '#8a603f' : mood === 'night' ? '#2b1a12' : '#5a3521';
  const parts: string[] = [
    rect(
      0,
      0,
      W,
      bottom + 2,
      svg.linear([
        [0, top],
        [1, low],
      ]),
    ),
  ];
  const blurBig = svg.blur(W * 0.012);
  // shelf and plant shapes, out of focus
  const shelfY = bottom * rng.range(0.35, 0.55);
  parts.push(rect(0, shelfY, W, bottom * 0.05, dark(low, 0.4), `opacity="0.6" filter="${blurBig}"`));
  for (let i = 0; i < 5; i++) {
    const x = rng.range(0, W);
    const h = bottom * rng.range(0.12, 0.25);
    parts.push(
      rect(
        x,
        shelfY - h,
        W * rng.range(0.02, 0.05),
        h,
        dark(low, rng.range(0.1, 0.5)),
        `rx="6" opacity="0.5" filter="${blurBig}"`,
      ),
    );
  }
  const plantX = rng.chance(0.5) ? rng.range(0.02, 0.2) * W : rng.range(0.8, 0.98) * W;
  for (let i = 0; i < 9; i++) {
    parts.push(
      `<ellipse cx="${f(plantX + rng.range(-0.07, 0.07) * W)}" cy="${f(bottom * rng.range(0.2, 0.9))}" rx="${f(W * 0.035)}" ry="${f(W * 0.014)}" transform="rotate(${f(rng.range(-60, 60))} ${f(plantX)} ${f(bottom * 0.6)})" fill="${mood === 'day' ? '#4f6b3f' : '#2f3d24'}" opacity="0.55" filter="${blurBig}"/>`,
    );
  }
  // bokeh
  const glow = mood === 'day' ? '#fff3d6' : '#ffc46b';
  const bokehBlur = svg.blur(W * 0.004);
  const count = mood === 'day' ? 10 : 22;
  for (let i = 0; i < count; i++) {
    const r = W * rng.range(0.008, 0.03);
    parts.push(
      circle(
        rng.range(0, W),
        rng.range(0.05, 0.85) * bottom,
        r,
        glow,
        `opacity="${rng.range(0.12, 0.45).toFixed(2)}" filter="${bokehBlur}"`,
      ),
    );
  }
  return parts.join('');
}

export interface TableOptions {
  surface: Surface;
  /** Where the tabletop starts (fraction of height); 0 for a top-down table with no backdrop. */
  horizon: number;
  mood?: 'warm' | 'night' | 'day';
}

/** Backdrop plus tabletop. */
export function table(svg: Svg, options: TableOptions): string {
  const { width: W, height: H } = svg;
  const top = H * options.horizon;
  const parts: string[] = [];
  if (top > 0) parts.push(backdrop(svg, top, options.mood));
  switch (options.surface) {
    case 'linen':
      parts.push(linen(svg, top));
      break;
    case 'marble':
      parts.push(marble(svg, top));
      break;
    case 'slate':
      parts.push(slate(svg, top));
      break;
    default:
      parts.push(wood(svg, options.surface, top));
  }
  if (top > 0) {
    // table edge catching light, and a soft falloff below it
    parts.push(rect(0, top - 1, W, 3, light('#c8873a', 0.5), 'opacity="0.5"'));
    parts.push(
      rect(
        0,
        top,
        W,
        H * 0.12,
        svg.linear([
          [0, '#1c0e07', 0.35],
          [1, '#1c0e07', 0],
        ]),
      ),
    );
  }
  return parts.join('');
}

/** A soft contact shadow, pushed right and down because the key light is top-left. */
export function shadow(svg: Svg, cx: number, cy: number, rx: number, ry: number, strength = 0.45): string {
  return [
    `<ellipse cx="${f(cx + rx * 0.12)}" cy="${f(cy + ry * 0.25)}" rx="${f(rx * 1.1)}" ry="${f(ry * 1.15)}" fill="#1c0e07" opacity="${strength * 0.6}" filter="${svg.blur(Math.max(2, rx * 0.09))}"/>`,
    `<ellipse cx="${f(cx + rx * 0.03)}" cy="${f(cy + ry * 0.05)}" rx="${f(rx * 0.96)}" ry="${f(ry * 0.9)}" fill="#1c0e07" opacity="${strength}" filter="${svg.blur(Math.max(1.5, rx * 0.03))}"/>`,
  ].join('');
}

export interface FinishOptions {
  vignette?: number;
  grain?: number;
  /** Warm key light from the top left. */
  glow?: number;
  /** Darken the left part (for hero slogans): 0..1. */
  calmLeft?: number;
}

/** Light, vignette and film grain over the whole picture. */
export function finish(svg: Svg, options: FinishOptions = {}): string {
  const { width: W, height: H, rng } = svg;
  const parts: string[] = [];
  const glow = options.glow ?? 0.35;
  if (glow > 0) {
    parts.push(
      rect(
        0,
        0,
        W,
        H,
        svg.radial(
          [
            [0, '#ffe2b0', glow],
            [0.55, '#ffd9a0', glow * 0.25],
            [1, '#ffd9a0', 0],
          ],
          0.18,
          0.1,
          0.85,
        ),
      ),
    );
  }
  if (options.calmLeft) {
    parts.push(
      rect(
        0,
        0,
        W,
        H,
        svg.linear(
          [
            [0, BRAND.espresso, options.calmLeft],
            [0.32, BRAND.espresso, options.calmLeft * 0.75],
            [0.5, BRAND.espresso, options.calmLeft * 0.15],
            [0.62, BRAND.espresso, 0],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  }
  const vignette = options.vignette ?? 0.5;
  if (vignette > 0) {
    parts.push(
      rect(
        0,
        0,
        W,
        H,
        svg.radial(
          [
            [0, '#1c0e07', 0],
            [0.62, '#1c0e07', 0],
            [1, '#1c0e07', vignette],
          ],
          0.5,
          0.5,
          0.75,
        ),
      ),
    );
  }
  const grain = options.grain ?? 0.016;
  if (grain > 0) {
    parts.push(noiseLayer(svg, 0, 0, W, H, '#1c0e07', '0.85', 2, rng.int(1, 999), 4, -1.9, grain * 4));
    parts.push(noiseLayer(svg, 0, 0, W, H, '#fff4e0', '0.9', 2, rng.int(1, 999), 4, -2.1, grain * 3));
  }
  return parts.join('');
}

/** Fine sugar, flour or cocoa dust scattered on a surface. */
export function dust(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  color: string,
  size: number,
): string {
  return dotsRect(svg.rng, x, y, w, h, count, [color, mix(color, '#ffffff', 0.3)], size * 0.4, size, [0.2, 0.7]);
}
