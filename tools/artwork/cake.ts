/**
 * A cake seen from slightly above at a three-quarter angle: elliptical top, cylindrical sides,
 * a wedge cut out of the front so the layers show, frosting, drips, piping and toppings.
 * Everything is driven by a `CakeLook`, so each cake in the catalog gets its own picture.
 */
import { dark, light, mix } from './lib/color';
import { Rng } from './lib/rng';
import { circle, dotsRect, ellipse, f, group, path, poly, smoothOpen, type Svg } from './lib/svg';
import type { Point } from './lib/svg';
import { topping } from './toppings';
import type { ToppingKind } from './toppings';

export type CakeShape =
  'layer' | 'naked' | 'cheesecake' | 'chiffon' | 'cotton' | 'basque' | 'mousse' | 'torte' | 'tresleches';
export type SideStyle = 'smooth' | 'ruffle' | 'stripes' | 'crumb' | 'ladyfingers' | 'coconut' | 'ombre';
export type StandKind = 'pedestal' | 'board' | 'plate' | 'slate' | 'glass';

export interface ToppingSpec {
  kind: ToppingKind;
  count: number;
  layout: 'ring' | 'cluster' | 'scatter' | 'crescent' | 'center';
  size?: number;
  color?: string;
  /** Fraction of the top radius (ring and crescent). */
  radius?: number;
  /** Raise the pieces (px at scale 1), e.g. cherries sitting on rosettes. */
  lift?: number;
}

export interface CakeLook {
  shape: CakeShape;
  /** Crumb colour of the sponge in the cut. */
  sponge: string;
  /** Filling between layers. */
  cream: string;
  /** Outside coating. */
  frosting: string;
  /** Top surface when it differs from the frosting (glaze, compote). */
  top?: string;
  drip?: string;
  /** Cheesecake base. */
  crust?: string;
  layers?: number;
  side?: SideStyle;
  /** Second colour for ombre sides, crumb colour for crumb sides. */
  sideColor?: string;
  /** Piping around the top edge. */
  rim?: { kind: 'rosette' | 'dollop' | 'meringue'; color?: string; count?: number };
  /** Piped pearls around the bottom edge. */
  border?: string;
  toppings: ToppingSpec[];
  /** Cocoa, coffee, cinnamon or icing sugar on top. */
  dusting?: string;
  /** Zigzag lines across the top. */
  drizzle?: string;
  /** Fruit pieces inside the cream layers (strawberry shortcake). */
  fruitInLayers?: string;
  cut?: boolean;
  stand?: StandKind;
  heightRatio?: number;
}

const K = 0.36;

interface Geo {
  cx: number;
  yTop: number;
  yBot: number;
  Rt: number;
  Rb: number;
}

interface Band {
  t0: number;
  t1: number;
  color: string;
  texture?: 'sponge' | 'crumb' | 'smooth';
}

const radiusAt = (g: Geo, t: number) => g.Rt + (g.Rb - g.Rt) * t;
const yAt = (g: Geo, t: number) => g.yTop + (g.yBot - g.yTop) * t;

function P(g: Geo, t: number, a: number, k = 1): Point {
  const r = radiusAt(g, t) * k;
  return [g.cx + Math.cos(a) * r, yAt(g, t) + Math.sin(a) * r * K];
}

const pt = (p: Point) => `${f(p[0])} ${f(p[1])}`;

/** The front side between two angles and two heights. */
function sideBand(g: Geo, t0: number, t1: number, a0: number, a1: number): string {
  const r0 = radiusAt(g, t0);
  const r1 = radiusAt(g, t1);
  return `M${pt(P(g, t0, a0))}A${f(r0)} ${f(r0 * K)} 0 0 1 ${pt(P(g, t0, a1))}L${pt(P(g, t1, a1))}A${f(r1)} ${f(r1 * K)} 0 0 0 ${pt(P(g, t1, a0))}Z`;
}

/** A vertical cut face at angle a, between heights and radii fractions. */
function faceBand(g: Geo, a: number, t0: number, t1: number, k0: number, k1: number): string {
  return poly([P(g, t0, a, k0), P(g, t0, a, k1), P(g, t1, a, k1), P(g, t1, a, k0)]);
}

function bandsFor(look: CakeLook): Band[] {
  const n = look.layers ?? 3;
  const stack = (top: number, topColor: string, cream = 0.075): Band[] => {
    const bands: Band[] = [{ t0: 0, t1: top, color: topColor, texture: 'smooth' }];
    const sponge = (1 - top - cream * (n - 1)) / n;
    let t = top;
    for (let i = 0; i < n; i++) {
      bands.push({ t0: t, t1: t + sponge, color: look.sponge, texture: 'sponge' });
      t += sponge;
      if (i < n - 1) {
        bands.push({ t0: t, t1: t + cream, color: look.cream, texture: 'smooth' });
        t += cream;
      }
    }
    return bands;
  };
  switch (look.shape) {
    case 'cheesecake': {
      const bands: Band[] = [];
      let t = 0;
      if (look.top) {
        bands.push({ t0: 0, t1: 0.14, color: look.top, texture: 'smooth' });
        t = 0.14;
      }
      bands.push({ t0: t, t1: 0.76, color: look.cream, texture: 'smooth' });
      bands.push({ t0: 0.76, t1: 1, color: look.crust ?? '#b9854f', texture: 'crumb' });
      return bands;
    }
    case 'basque':
      return [
        { t0: 0, t1: 0.05, color: '#5a2c12', texture: 'smooth' },
        { t0: 0.05, t1: 1, color: look.cream, texture: 'smooth' },
      ];
    case 'cotton':
    case 'chiffon':
      return [
        { t0: 0, t1: 0.04, color: dark(look.frosting, 0.1), texture: 'smooth' },
        { t0: 0.04, t1: 1, color: look.sponge, texture: 'sponge' },
      ];
    case 'mousse':
      return [
        { t0: 0, t1: 0.05, color: look.top ?? look.frosting, texture: 'smooth' },
        { t0: 0.05, t1: 0.44, color: look.frosting, texture: 'smooth' },
        { t0: 0.44, t1: 0.58, color: look.cream, texture: 'smooth' },
        { t0: 0.58, t1: 0.82, color: look.sideColor ?? light(look.frosting, 0.12), texture: 'smooth' },
        { t0: 0.82, t1: 1, color: look.sponge, texture: 'sponge' },
      ];
    case 'torte':
      return [{ t0: 0, t1: 1, color: look.sponge, texture: 'sponge' }];
    case 'tresleches':
      return stack(0.24, look.frosting, 0.06);
    case 'naked':
      return stack(0.05, look.frosting);
    default:
      return stack(0.07, look.drip ?? look.top ?? look.frosting);
  }
}

function heightFor(look: CakeLook): number {
  if (look.heightRatio) return look.heightRatio;
  switch (look.shape) {
    case 'cheesecake':
      return 0.42;
    case 'basque':
      return 0.5;
    case 'cotton':
      return 0.62;
    case 'chiffon':
      return 0.78;
    case 'mousse':
      return 0.5;
    case 'torte':
      return 0.3;
    case 'tresleches':
      return 0.52;
    default:
      return 0.6;
  }
}

const NOTCH: [number, number] = [Math.PI * 0.3, Math.PI * 0.58];

/** A stand or board under the cake; returns markup drawn before the cake. */
export function stand(svg: Svg, kind: StandKind, cx: number, y: number, R: number): string {
  const s = R / 190;
  const parts: string[] = [];
  const shadowBlur = svg.blur(10 * s);
  switch (kind) {
    case 'pedestal':
    case 'glass': {
      const Rp = R * 1.2;
      const foot = y + 78 * s;
      const glass = kind === 'glass';
      const body = glass ? '#e9e4da' : '#f4efe7';
      parts.push(
        ellipse(cx + 22 * s, foot + 12 * s, Rp * 0.85, Rp * K * 0.5, '#1c0e07', `opacity="0.4" filter="${shadowBlur}"`),
      );
      parts.push(ellipse(cx, foot, Rp * 0.5, Rp * K * 0.5, dark(body, 0.25)));
      parts.push(
        ellipse(
          cx,
          foot - 5 * s,
          Rp * 0.5,
          Rp * K * 0.48,
          svg.linear(
            [
              [0, light(body, 0.3)],
              [1, dark(body, 0.15)],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      parts.push(
        path(
          `M${f(cx - 18 * s)} ${f(y + 8 * s)}C${f(cx - 14 * s)} ${f(y + 40 * s)} ${f(cx - 36 * s)} ${f(foot - 14 * s)} ${f(cx - 44 * s)} ${f(foot - 4 * s)}L${f(cx + 44 * s)} ${f(foot - 4 * s)}C${f(cx + 36 * s)} ${f(foot - 14 * s)} ${f(cx + 14 * s)} ${f(y + 40 * s)} ${f(cx + 18 * s)} ${f(y + 8 * s)}Z`,
          svg.linear(
            [
              [0, light(body, 0.4)],
              [0.35, body],
              [1, dark(body, 0.35)],
            ],
            0,
            0,
            1,
            0,
          ),
          glass ? 'opacity="0.85"' : '',
        ),
      );
      parts.push(ellipse(cx, y + 9 * s, Rp, Rp * K, dark(body, 0.3)));
      parts.push(
        `<rect x="${f(cx - Rp)}" y="${f(y)}" width="${f(Rp * 2)}" height="${f(9 * s)}" fill="${svg.linear(
          [
            [0, light(body, 0.2)],
            [0.3, body],
            [1, dark(body, 0.3)],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
      );
      parts.push(
        ellipse(
          cx,
          y,
          Rp,
          Rp * K,
          svg.radial(
            [
              [0, light(body, 0.5)],
              [0.7, body],
              [1, dark(body, 0.1)],
            ],
            0.35,
            0.3,
            0.8,
          ),
        ),
      );
      parts.push(
        ellipse(cx, y, Rp - 3 * s, Rp * K - 2 * s, 'none', `stroke="#ffffff" stroke-width="${f(2 * s)}" opacity="0.6"`),
      );
      if (glass) parts.push(ellipse(cx - Rp * 0.5, y + 4 * s, Rp * 0.25, 3 * s, '#ffffff', 'opacity="0.7"'));
      break;
    }
    case 'board': {
      const Rp = R * 1.24;
      const th = 16 * s;
      const wood = '#9a6236';
      parts.push(
        ellipse(
          cx + 26 * s,
          y + th + 14 * s,
          Rp * 1.02,
          Rp * K * 1.05,
          '#1c0e07',
          `opacity="0.5" filter="${shadowBlur}"`,
        ),
      );
      parts.push(ellipse(cx, y + th, Rp, Rp * K, dark(wood, 0.45)));
      parts.push(
        `<rect x="${f(cx - Rp)}" y="${f(y)}" width="${f(Rp * 2)}" height="${f(th)}" fill="${svg.linear(
          [
            [0, light(wood, 0.1)],
            [0.3, dark(wood, 0.1)],
            [1, dark(wood, 0.5)],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
      );
      parts.push(
        ellipse(
          cx,
          y,
          Rp,
          Rp * K,
          svg.radial(
            [
              [0, light(wood, 0.3)],
              [0.75, wood],
              [1, dark(wood, 0.2)],
            ],
            0.35,
            0.3,
            0.8,
          ),
        ),
      );
      for (let i = 1; i < 7; i++) {
        const k = i / 7;
        parts.push(
          ellipse(
            cx + svg.rng.range(-3, 3) * s,
            y + svg.rng.range(-1, 1) * s,
            Rp * k,
            Rp * K * k,
            'none',
            `stroke="${dark(wood, 0.3)}" stroke-width="${f(1.2 * s)}" opacity="0.35"`,
          ),
        );
      }
      parts.push(
        ellipse(
          cx,
          y,
          Rp - 2 * s,
          Rp * K - 1.5 * s,
          'none',
          `stroke="${light(wood, 0.4)}" stroke-width="${f(2 * s)}" opacity="0.5"`,
        ),
      );
      break;
    }
    case 'slate': {
      const Rp = R * 1.26;
      const th = 7 * s;
      parts.push(ellipse(cx + 24 * s, y + th + 10 * s, Rp, Rp * K, '#1c0e07', `opacity="0.5" filter="${shadowBlur}"`));
      parts.push(ellipse(cx, y + th, Rp, Rp * K, '#1e1a19'));
      parts.push(`<rect x="${f(cx - Rp)}" y="${f(y)}" width="${f(Rp * 2)}" height="${f(th)}" fill="#26211f"/>`);
      parts.push(
        ellipse(
          cx,
          y,
          Rp,
          Rp * K,
          svg.radial(
            [
              [0, '#5a514c'],
              [0.8, '#3a3331'],
              [1, '#2e2826'],
            ],
            0.35,
            0.3,
            0.8,
          ),
        ),
      );
      parts.push(
        dotsRect(
          svg.rng,
          cx - Rp * 0.7,
          y - Rp * K * 0.6,
          Rp * 1.4,
          Rp * K * 1.2,
          40,
          ['#6b625d', '#2a2422'],
          0.6,
          1.6,
          [0.2, 0.5],
        ),
      );
      break;
    }
    case 'plate': {
      const Rp = R * 1.28;
      const body = '#f7f3ec';
      parts.push(ellipse(cx + 22 * s, y + 14 * s, Rp, Rp * K, '#1c0e07', `opacity="0.45" filter="${shadowBlur}"`));
      parts.push(ellipse(cx, y + 6 * s, Rp, Rp * K, dark(body, 0.2)));
      parts.push(
        ellipse(
          cx,
          y,
          Rp,
          Rp * K,
          svg.radial(
            [
              [0, '#ffffff'],
              [0.8, body],
              [1, dark(body, 0.08)],
            ],
            0.35,
            0.3,
            0.8,
          ),
        ),
      );
      parts.push(ellipse(cx, y + 3 * s, Rp * 0.8, Rp * K * 0.8, dark(body, 0.06)));
      parts.push(
        ellipse(
          cx,
          y + 3 * s,
          Rp * 0.8,
          Rp * K * 0.8,
          'none',
          `stroke="${dark(body, 0.15)}" stroke-width="${f(1.5 * s)}" opacity="0.6"`,
        ),
      );
      break;
    }
  }
  return parts.join('');
}

interface TopItem {
  y: number;
  markup: string;
}

/** A single slice lying on its side of the plate: the wedge between these angles. */
const SLICE: [number, number] = [-Math.PI * 0.12, Math.PI * 0.17];

function inNotch(a: number, r: number, cut: boolean, slice = false): boolean {
  const norm = ((a % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2);
  if (slice) {
    const signed = norm > Math.PI ? norm - Math.PI * 2 : norm;
    return r < 0.45 || r > 0.9 || signed < SLICE[0] + 0.12 || signed > SLICE[1] - 0.1;
  }
  if (!cut || r < 0.18) return false;
  return norm > NOTCH[0] - 0.2 && norm < NOTCH[1] + 0.2;
}

function toppingPositions(spec: ToppingSpec, rng: Rng, cut: boolean, hole: boolean, slice: boolean): Point[] {
  const out: Point[] = [];
  const minR = hole ? 0.32 : 0;
  let guard = 0;
  while (out.length < spec.count && guard < 500) {
    guard++;
    let a: number;
    let r: number;
    switch (spec.layout) {
      case 'ring':
        if (guard > spec.count) return out;
        a = -Math.PI / 2 + ((guard - 1) / spec.count) * Math.PI * 2;
        r = spec.radius ?? 0.72;
        break;
      case 'crescent':
        a = Math.PI * rng.range(0.7, 1.45);
        r = (spec.radius ?? 0.68) + rng.range(-0.15, 0.12);
        break;
      case 'cluster': {
        const u = -0.1 + rng.gauss() * 0.22;
        const v = -0.15 + rng.gauss() * 0.22;
        a = Math.atan2(v, u);
        r = Math.min(0.85, Math.hypot(u, v));
        break;
      }
      case 'center': {
        const u = rng.gauss() * 0.12;
        const v = rng.gauss() * 0.12;
        a = Math.atan2(v, u);
        r = Math.hypot(u, v);
        break;
      }
      default:
        a = rng.range(0, Math.PI * 2);
        r = Math.sqrt(rng.next()) * 0.84;
    }
    if (r < minR) r = minR + rng.range(0, 0.1);
    if (inNotch(a, r, cut, slice)) continue;
    out.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  return out;
}

function drips(svg: Svg, g: Geo, color: string, a0: number, a1: number, rng: Rng, notchEdges: boolean): string {
  const H = g.yBot - g.yTop;
  const drops: { a: number; w: number; l: number }[] = [];
  for (let a = a0 + 0.06; a < a1 - 0.04; a += rng.range(0.14, 0.26)) {
    if (notchEdges && (a < a0 + 0.12 || a > a1 - 0.12) && a0 > 0 && a1 < Math.PI) continue;
    drops.push({ a, w: rng.range(0.05, 0.085), l: H * rng.range(0.14, 0.55) });
  }
  const base = H * 0.07;
  const dropAt = (a: number) => {
    let d = base;
    for (const drop of drops) {
      const u = (a - drop.a) / drop.w;
      if (Math.abs(u) < 1) d = Math.max(d, base + drop.l * Math.pow(1 - u * u, 0.45));
    }
    return d;
  };
  const n = 160;
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    const p = P(g, 0, a);
    upper.push([p[0], p[1] - 1]);
    lower.push([p[0], p[1] + dropAt(a)]);
  }
  const outline = poly([...upper, ...lower.reverse()]);
  const parts = [
    path(
      outline,
      svg.linear(
        [
          [0, light(color, 0.15)],
          [0.3, color],
          [1, dark(color, 0.35)],
        ],
        g.cx - g.Rt,
        0,
        g.cx + g.Rt,
        0,
        true,
      ),
    ),
  ];
  for (const drop of drops) {
    const p = P(g, 0, drop.a);
    const sideLight = Math.max(0, Math.cos(drop.a + 0.6));
    parts.push(
      ellipse(p[0] - 1.5, p[1] + base + drop.l - 4, 1.6, 2.6, '#fff6e6', `opacity="${f(0.25 + sideLight * 0.35)}"`),
    );
    parts.push(
      `<path d="M${f(p[0] - 2)} ${f(p[1] + base * 0.6)}L${f(p[0] - 2)} ${f(p[1] + base + drop.l * 0.7)}" stroke="#fff6e6" stroke-width="1.2" stroke-linecap="round" opacity="${f(0.12 + sideLight * 0.3)}"/>`,
    );
  }
  return parts.join('');
}

/** Draw the cake whose bottom centre sits at (cx, baseY) with bottom radius R. */
export function cake(
  svg: Svg,
  look: CakeLook,
  cx: number,
  baseY: number,
  R: number,
  seed: string,
  mode: 'whole' | 'slice' = 'whole',
): string {
  const rng = new Rng(seed);
  const s = R / 190;
  const slice = mode === 'slice';
  const cut = slice || (look.cut ?? !['chiffon', 'cotton'].includes(look.shape));
  const faces: number[] = slice ? [SLICE[1]] : [...NOTCH];
  const taper = look.shape === 'chiffon' ? 0.9 : look.shape === 'cotton' ? 0.97 : 1;
  const H = R * heightFor(look);
  const g: Geo = { cx, yTop: baseY - H, yBot: baseY, Rt: R * taper, Rb: R };
  const pieces: [number, number][] = slice
    ? [[0, SLICE[1]]]
    : cut
      ? [
          [0, NOTCH[0]],
          [NOTCH[1], Math.PI],
        ]
      : [[0, Math.PI]];
  const bands = bandsFor(look);
  const parts: string[] = [];

  // contact shadow on the stand
  if (slice) {
    const foot = [P(g, 1, SLICE[0]), P(g, 1, 0), P(g, 1, SLICE[1]), [cx, g.yBot] as Point];
    parts.push(
      path(
        poly(foot.map(([x, y]) => [x + 6 * s, y + 5 * s] as Point)),
        '#1c0e07',
        `opacity="0.4" filter="${svg.blur(5 * s)}"`,
      ),
    );
  } else {
    parts.push(
      ellipse(
        cx + R * 0.06,
        baseY + R * K * 0.12,
        R * 1.04,
        R * K * 1.05,
        '#1c0e07',
        `opacity="0.35" filter="${svg.blur(6 * s)}"`,
      ),
    );
  }

  // ---- sides
  const sideShade = svg.linear(
    [
      [0, '#fff8ec', 0.18],
      [0.2, '#fff8ec', 0.28],
      [0.42, '#fff8ec', 0],
      [0.7, '#1c0e07', 0.12],
      [1, '#1c0e07', 0.45],
    ],
    cx - R,
    0,
    cx + R,
    0,
    true,
  );
  const sideLow = svg.linear(
    [
      [0, '#1c0e07', 0],
      [0.7, '#1c0e07', 0.06],
      [1, '#1c0e07', 0.22],
    ],
    0,
    g.yTop,
    0,
    g.yBot + R * K,
    true,
  );
  for (const [a0, a1] of pieces) {
    const whole = sideBand(g, 0, 1, a0, a1);
    const clipId = svg.clip(whole);
    const inner: string[] = [];
    switch (look.shape) {
      case 'naked':
      case 'cheesecake':
      case 'tresleches': {
        for (const band of bands) {
          const color =
            look.shape === 'cheesecake' && band.texture === 'smooth' && band.color === look.cream
              ? mix(look.cream, '#d9a25a', 0.28)
              : band.color;
          const bandPath = sideBand(g, band.t0, band.t1 + 0.002, a0, a1);
          inner.push(path(bandPath, color));
          const texture: string[] = [];
          if (band.texture === 'crumb')
            texture.push(
              dotsRect(
                rng,
                cx - R,
                yAt(g, band.t0),
                R * 2,
                H * (band.t1 - band.t0) + R * K,
                420 * s,
                [dark(band.color, 0.35), light(band.color, 0.3)],
                0.8 * s,
                2.2 * s,
                [0.3, 0.8],
              ),
            );
          if (band.texture === 'sponge')
            texture.push(
              dotsRect(
                rng,
                cx - R,
                yAt(g, band.t0),
                R * 2,
                H * (band.t1 - band.t0) + R * K,
                260 * s,
                [dark(band.color, 0.25), light(band.color, 0.25)],
                0.7 * s,
                1.8 * s,
                [0.25, 0.6],
              ),
            );
          if (texture.length) inner.push(group(texture, `clip-path="${svg.clip(bandPath)}"`));
        }
        if (look.shape === 'naked') {
          inner.push(path(whole, look.frosting, 'opacity="0.45"'));
          for (let a = a0; a < a1; a += 0.05) {
            const p = P(g, 0, a);
            const q = P(g, 1, a);
            inner.push(
              `<path d="M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}" stroke="${look.frosting}" stroke-width="${f(rng.range(2, 9) * s * Math.sin(a) + 1)}" opacity="${f(rng.range(0.2, 0.6))}"/>`,
            );
          }
        }
        break;
      }
      case 'basque':
        inner.push(path(whole, '#6e3a18'));
        for (let i = 0; i < 26; i++)
          inner.push(
            ellipse(
              cx + rng.range(-R, R),
              rng.range(g.yTop, g.yBot + R * K),
              rng.range(10, 40) * s,
              rng.range(6, 18) * s,
              rng.pick(['#3d1d0b', '#8a4c22', '#a8662e']),
              `opacity="${f(rng.range(0.25, 0.6))}" filter="${svg.blur(5 * s)}"`,
            ),
          );
        break;
      case 'cotton':
      case 'chiffon':
        inner.push(
          path(
            whole,
            svg.linear(
              [
                [0, look.frosting],
                [1, dark(look.frosting, 0.15)],
              ],
              0,
              0,
              0,
              1,
            ),
          ),
        );
        inner.push(
          dotsRect(
            rng,
            cx - R,
            g.yTop,
            R * 2,
            H + R * K,
            500 * s,
            [dark(look.frosting, 0.2), light(look.frosting, 0.25)],
            0.8 * s,
            2 * s,
            [0.2, 0.5],
          ),
        );
        break;
      case 'mousse':
        inner.push(path(whole, look.top ?? look.frosting));
        inner.push(path(sideBand(g, 0.9, 1, a0, a1), look.sponge));
        break;
      default: {
        const fill =
          look.side === 'ombre' && look.sideColor
            ? svg.linear(
                [
                  [0, look.frosting],
                  [1, look.sideColor],
                ],
                0,
                g.yTop,
                0,
                g.yBot + R * K,
                true,
              )
            : look.frosting;
        inner.push(path(whole, fill));
        if (look.side === 'ruffle') {
          for (let a = a0 + 0.03; a < a1; a += 0.075) {
            const p = P(g, 0.02, a);
            const q = P(g, 1, a);
            const wob = 3 * s * Math.sin(a);
            inner.push(
              `<path d="M${f(p[0])} ${f(p[1])}Q${f(p[0] + wob)} ${f((p[1] + q[1]) / 2)} ${f(q[0])} ${f(q[1])}" stroke="${dark(look.frosting, 0.18)}" stroke-width="${f(2.2 * s * Math.sin(a) + 0.6)}" opacity="0.5" fill="none"/>`,
            );
            inner.push(
              `<path d="M${f(p[0] + 3 * s)} ${f(p[1])}Q${f(p[0] + 3 * s + wob)} ${f((p[1] + q[1]) / 2)} ${f(q[0] + 3 * s)} ${f(q[1])}" stroke="${light(look.frosting, 0.4)}" stroke-width="${f(1.6 * s * Math.sin(a) + 0.4)}" opacity="0.5" fill="none"/>`,
            );
          }
        } else if (look.side === 'stripes') {
          for (let t = 0.12; t < 0.98; t += 0.11) {
            inner.push(path(sideBand(g, t, t + 0.045, a0, a1), dark(look.frosting, 0.12), 'opacity="0.6"'));
            inner.push(path(sideBand(g, t - 0.012, t + 0.004, a0, a1), light(look.frosting, 0.4), 'opacity="0.5"'));
          }
        } else if (look.side === 'crumb' || look.side === 'coconut') {
          const c = look.sideColor ?? '#c9965e';
          const t0 = look.side === 'coconut' ? 0.04 : 0.5;
          if (look.side === 'coconut') {
            for (let i = 0; i < 900 * s; i++) {
              const a = rng.range(a0, a1);
              const p = P(g, rng.range(t0, 1), a);
              const len = rng.range(3, 7) * s;
              const ang = rng.range(0, 180);
              inner.push(
                `<path d="M${f(p[0] - len / 2)} ${f(p[1])}l${f(len)} 0" stroke="${rng.pick(['#fffdf6', '#f1e8d6', '#e3d6bd'])}" stroke-width="${f(1.6 * s)}" stroke-linecap="round" transform="rotate(${f(ang)} ${f(p[0])} ${f(p[1])})"/>`,
              );
            }
          } else {
            inner.push(path(sideBand(g, t0 + 0.06, 1, a0, a1), mix(c, look.frosting, 0.25), 'opacity="0.7"'));
            for (let i = 0; i < 700 * s; i++) {
              const a = rng.range(a0, a1);
              const t = t0 + Math.pow(rng.next(), 0.6) * (1 - t0);
              const p = P(g, t, a);
              inner.push(
                circle(
                  p[0],
                  p[1],
                  rng.range(0.8, 2.6) * s,
                  rng.pick([c, dark(c, 0.3), light(c, 0.3)]),
                  `opacity="${f(rng.range(0.6, 1))}"`,
                ),
              );
            }
          }
        } else if (look.side === 'ladyfingers') {
          for (let a = a0 + 0.04; a < a1; a += 0.16) {
            const p = P(g, -0.12, a);
            const q = P(g, 1, a);
            const w = Math.max(3, 15 * s * Math.sin(a));
            inner.push(
              `<path d="M${f(p[0])} ${f(p[1] + w / 2)}L${f(q[0])} ${f(q[1] - w / 2)}" stroke="${dark('#d9a766', 0.25)}" stroke-width="${f(w + 2)}" stroke-linecap="round"/>`,
            );
            inner.push(
              `<path d="M${f(p[0])} ${f(p[1] + w / 2)}L${f(q[0])} ${f(q[1] - w / 2)}" stroke="#e2b473" stroke-width="${f(w)}" stroke-linecap="round"/>`,
            );
            inner.push(
              `<path d="M${f(p[0] - w * 0.2)} ${f(p[1] + w / 2)}L${f(q[0] - w * 0.2)} ${f(q[1] - w / 2)}" stroke="#f6e3c2" stroke-width="${f(w * 0.3)}" stroke-linecap="round" stroke-dasharray="${f(2 * s)} ${f(4 * s)}" opacity="0.8"/>`,
            );
          }
        }
      }
    }
    parts.push(group(inner, `clip-path="${clipId}"`));
    // ladyfingers stand proud of the top edge, so draw them unclipped too
    if (look.side === 'ladyfingers') {
      for (let a = a0 + 0.04; a < a1; a += 0.16) {
        const p = P(g, -0.12, a);
        const w = Math.max(3, 15 * s * Math.sin(a));
        parts.push(ellipse(p[0], p[1] + w / 2, w / 2 + 1, w / 2, '#e2b473'));
      }
    }
    parts.push(path(whole, sideShade), path(whole, sideLow));
  }

  // ---- drips
  if (look.drip) for (const [a0, a1] of pieces) parts.push(drips(svg, g, look.drip, a0, a1, rng, cut));

  // ---- bottom border beads
  if (look.border) {
    const beads: string[] = [];
    for (const [a0, a1] of pieces) {
      for (let a = a0 + 0.03; a < a1; a += 0.085) {
        const p = P(g, 1, a);
        const r = 6.5 * s;
        beads.push(
          circle(
            p[0],
            p[1] - r * 0.6,
            r,
            svg.radial(
              [
                [0, light(look.border, 0.5)],
                [0.6, look.border],
                [1, dark(look.border, 0.25)],
              ],
              0.35,
              0.3,
              0.75,
            ),
          ),
        );
      }
    }
    parts.push(...beads);
  }

  // ---- cut faces
  if (cut) {
    const outer = ['layer', 'mousse'].includes(look.shape) ? 0.955 : look.shape === 'basque' ? 0.975 : 1;
    const edgeColor =
      look.shape === 'mousse' ? (look.top ?? look.frosting) : look.shape === 'basque' ? '#5a2c12' : look.frosting;
    for (const [index, a] of faces.entries()) {
      const lit = index === 0;
      const faceParts: string[] = [];
      for (const band of bands) {
        const bandPath = faceBand(g, a, band.t0, band.t1 + 0.003, 0, 1);
        faceParts.push(path(bandPath, band.color));
        const p0 = P(g, band.t0, a);
        const area = Math.abs(p0[0] - cx) * H * (band.t1 - band.t0);
        const texture: string[] = [];
        if (band.texture === 'sponge')
          texture.push(
            dotsRect(
              rng,
              Math.min(cx, p0[0]) - 4,
              yAt(g, band.t0) - 4,
              Math.abs(p0[0] - cx) + 8,
              H * (band.t1 - band.t0) + R * K + 8,
              Math.round(area / (40 * s * s)),
              [dark(band.color, 0.28), light(band.color, 0.22)],
              0.7 * s,
              2 * s,
              [0.3, 0.7],
            ),
          );
        if (band.texture === 'crumb')
          texture.push(
            dotsRect(
              rng,
              Math.min(cx, p0[0]) - 4,
              yAt(g, band.t0) - 4,
              Math.abs(p0[0] - cx) + 8,
              H * (band.t1 - band.t0) + R * K + 8,
              Math.round(area / (22 * s * s)),
              [dark(band.color, 0.35), light(band.color, 0.3)],
              0.8 * s,
              2.2 * s,
              [0.4, 0.9],
            ),
          );
        if (texture.length) faceParts.push(group(texture, `clip-path="${svg.clip(bandPath)}"`));
        if (look.fruitInLayers && band.color === look.cream && band.t0 > 0.05) {
          for (let k = 0.12; k < 0.95; k += 0.21) {
            const q = P(g, (band.t0 + band.t1) / 2, a, k);
            const rr = H * (band.t1 - band.t0) * 0.62;
            faceParts.push(
              ellipse(q[0], q[1], rr * 1.5, rr, look.fruitInLayers),
              ellipse(q[0], q[1], rr * 0.8, rr * 0.5, light(look.fruitInLayers, 0.45)),
            );
          }
        }
      }
      if (outer < 1) faceParts.push(path(faceBand(g, a, 0, 1, outer, 1), edgeColor));
      if (look.shape === 'cheesecake' || look.shape === 'cotton')
        faceParts.push(path(faceBand(g, a, 0, 0.76, 0.97, 1), mix(look.cream, '#c98a3d', 0.5), 'opacity="0.7"'));
      const face = faceBand(g, a, 0, 1, 0, 1);
      const clipId = svg.clip(face);
      parts.push(group(faceParts, `clip-path="${clipId}"`));
      parts.push(path(face, lit ? '#fff8ec' : '#1c0e07', `opacity="${lit ? 0.1 : 0.22}"`));
    }
    // the centre edge, slightly darker
    if (!slice)
      parts.push(
        `<path d="M${f(cx)} ${f(g.yTop)}L${f(cx)} ${f(g.yBot)}" stroke="#1c0e07" stroke-width="${f(1.2 * s)}" opacity="0.25"/>`,
      );
  }

  // ---- top surface
  const topPath = slice
    ? `M${f(cx)} ${f(g.yTop)}L${pt(P(g, 0, SLICE[0]))}A${f(g.Rt)} ${f(g.Rt * K)} 0 0 1 ${pt(P(g, 0, SLICE[1]))}Z`
    : cut
      ? `M${f(cx)} ${f(g.yTop)}L${pt(P(g, 0, NOTCH[0]))}A${f(g.Rt)} ${f(g.Rt * K)} 0 1 0 ${pt(P(g, 0, NOTCH[1]))}Z`
      : `M${f(cx - g.Rt)} ${f(g.yTop)}A${f(g.Rt)} ${f(g.Rt * K)} 0 1 1 ${f(cx + g.Rt)} ${f(g.yTop)}A${f(g.Rt)} ${f(g.Rt * K)} 0 1 1 ${f(cx - g.Rt)} ${f(g.yTop)}Z`;
  const topColor =
    look.shape === 'cheesecake'
      ? (look.top ?? mix(look.cream, '#e2b066', 0.35))
      : look.shape === 'cotton' || look.shape === 'chiffon'
        ? look.frosting
        : look.shape === 'basque'
          ? '#6a3416'
          : (look.drip ?? look.top ?? look.frosting);
  const glossy = Boolean(look.drip) || look.shape === 'mousse' || (look.shape === 'cheesecake' && Boolean(look.top));
  parts.push(
    path(
      topPath,
      svg.radial(
        [
          [0, light(topColor, 0.22)],
          [0.6, topColor],
          [1, dark(topColor, 0.12)],
        ],
        cx - g.Rt * 0.3,
        g.yTop - g.Rt * K * 0.3,
        g.Rt * 1.3,
        cx - g.Rt * 0.3,
        g.yTop - g.Rt * K * 0.3,
        true,
      ),
    ),
  );
  const topClip = svg.clip(topPath);
  const topParts: string[] = [];
  if (look.shape === 'basque') {
    for (let i = 0; i < 30; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next()) * 0.8;
      topParts.push(
        ellipse(
          cx + Math.cos(a) * r * g.Rt,
          g.yTop + Math.sin(a) * r * g.Rt * K,
          rng.range(14, 40) * s,
          rng.range(6, 14) * s,
          rng.pick(['#2b1306', '#3d1d0b', '#8a4c22']),
          `opacity="${f(rng.range(0.3, 0.7))}" filter="${svg.blur(6 * s)}"`,
        ),
      );
    }
    topParts.push(
      ellipse(
        cx,
        g.yTop,
        g.Rt,
        g.Rt * K,
        'none',
        `stroke="#a8662e" stroke-width="${f(10 * s)}" opacity="0.5" filter="${svg.blur(5 * s)}"`,
      ),
    );
  }
  if (look.shape === 'cotton') {
    topParts.push(
      ellipse(
        cx,
        g.yTop,
        g.Rt,
        g.Rt * K,
        'none',
        `stroke="${light(look.frosting, 0.45)}" stroke-width="${f(18 * s)}" opacity="0.6" filter="${svg.blur(6 * s)}"`,
      ),
    );
    topParts.push(
      ellipse(
        cx + 10 * s,
        g.yTop,
        g.Rt * 0.6,
        g.Rt * K * 0.55,
        dark(look.frosting, 0.25),
        `opacity="0.35" filter="${svg.blur(12 * s)}"`,
      ),
    );
  }
  if (look.shape === 'cheesecake' && !look.top) {
    topParts.push(
      ellipse(
        cx,
        g.yTop,
        g.Rt * 0.98,
        g.Rt * K * 0.98,
        'none',
        `stroke="#c98a3d" stroke-width="${f(16 * s)}" opacity="0.45" filter="${svg.blur(6 * s)}"`,
      ),
    );
  }
  if (look.shape === 'cheesecake' && look.top) {
    // compote with fruit pieces suspended in it
    topParts.push(
      ellipse(
        cx,
        g.yTop,
        g.Rt * 0.97,
        g.Rt * K * 0.97,
        'none',
        `stroke="${mix(look.cream, '#d9a25a', 0.28)}" stroke-width="${f(7 * s)}" opacity="0.9"`,
      ),
    );
    for (let i = 0; i < 26; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next()) * 0.85;
      topParts.push(
        ellipse(
          cx + Math.cos(a) * r * g.Rt,
          g.yTop + Math.sin(a) * r * g.Rt * K,
          rng.range(6, 14) * s,
          rng.range(3, 6) * s,
          rng.pick([dark(look.top, 0.18), light(look.top, 0.15)]),
          `opacity="${f(rng.range(0.3, 0.6))}" filter="${svg.blur(2 * s)}"`,
        ),
      );
    }
  }
  if (look.shape === 'chiffon') {
    topParts.push(
      ellipse(
        cx,
        g.yTop,
        g.Rt,
        g.Rt * K,
        'none',
        `stroke="${dark(look.frosting, 0.2)}" stroke-width="${f(10 * s)}" opacity="0.35" filter="${svg.blur(5 * s)}"`,
      ),
    );
  }
  if (look.dusting) {
    topParts.push(ellipse(cx, g.yTop, g.Rt, g.Rt * K, look.dusting, 'opacity="0.35"'));
    topParts.push(
      dotsRect(
        rng,
        cx - g.Rt,
        g.yTop - g.Rt * K,
        g.Rt * 2,
        g.Rt * K * 2,
        2200 * s,
        [look.dusting, light(look.dusting, 0.3), dark(look.dusting, 0.2)],
        0.6 * s,
        1.6 * s,
        [0.4, 0.9],
      ),
    );
  }
  if (look.drizzle) {
    // one thin stream that zigzags across the top, a little unevenly
    const zig: Point[] = [];
    const n = 12;
    for (let i = 0; i <= n; i++) {
      const v = -0.92 + (1.84 * i) / n + rng.range(-0.03, 0.03);
      const half = Math.sqrt(Math.max(0, 1 - v * v));
      const u = (i % 2 === 0 ? -1 : 1) * half * rng.range(0.85, 1.05);
      zig.push([cx + u * g.Rt, g.yTop + v * g.Rt * K]);
    }
    const lines = [smoothOpen(zig, 0.6)];
    topParts.push(
      `<path d="${lines.join('')}" stroke="${dark(look.drizzle, 0.2)}" stroke-width="${f(4.5 * s)}" fill="none" stroke-linecap="round" transform="translate(${f(1.5 * s)} ${f(1.5 * s)})" opacity="0.6"/>`,
    );
    topParts.push(
      `<path d="${lines.join('')}" stroke="${look.drizzle}" stroke-width="${f(3.5 * s)}" fill="none" stroke-linecap="round"/>`,
    );
    topParts.push(
      `<path d="${lines.join('')}" stroke="#fff6e6" stroke-width="${f(1 * s)}" fill="none" stroke-linecap="round" opacity="0.5" transform="translate(${f(-0.8 * s)} ${f(-0.8 * s)})"/>`,
    );
  }
  if (glossy) {
    topParts.push(
      `<path d="M${f(cx - g.Rt * 0.75)} ${f(g.yTop - g.Rt * K * 0.1)}A${f(g.Rt * 0.8)} ${f(g.Rt * K * 0.75)} 0 0 1 ${f(cx - g.Rt * 0.1)} ${f(g.yTop - g.Rt * K * 0.74)}" stroke="#ffffff" stroke-width="${f(7 * s)}" fill="none" stroke-linecap="round" opacity="0.35" filter="${svg.blur(2.5 * s)}"/>`,
    );
  } else {
    topParts.push(
      ellipse(
        cx - g.Rt * 0.35,
        g.yTop - g.Rt * K * 0.25,
        g.Rt * 0.5,
        g.Rt * K * 0.4,
        '#fffaf0',
        `opacity="0.18" filter="${svg.blur(14 * s)}"`,
      ),
    );
  }
  parts.push(group(topParts, `clip-path="${topClip}"`));
  // top front edge highlight
  for (const [a0, a1] of pieces) {
    parts.push(
      `<path d="M${pt(P(g, 0, a0))}A${f(g.Rt)} ${f(g.Rt * K)} 0 0 1 ${pt(P(g, 0, a1))}" stroke="#fff8ec" stroke-width="${f(1.8 * s)}" fill="none" opacity="0.45"/>`,
    );
  }
  if (look.shape === 'chiffon' && !slice) {
    const hr = g.Rt * 0.17;
    parts.push(
      ellipse(
        cx,
        g.yTop,
        hr,
        hr * K,
        svg.linear(
          [
            [0, '#3a2010'],
            [1, '#8a5a30'],
          ],
          0,
          0,
          0,
          1,
        ),
      ),
    );
    parts.push(
      ellipse(cx, g.yTop, hr, hr * K, 'none', `stroke="${light(look.frosting, 0.3)}" stroke-width="${f(2.5 * s)}"`),
    );
  }

  // ---- rim piping and toppings, painted back to front
  const items: TopItem[] = [];
  if (look.rim) {
    const count = look.rim.count ?? 14;
    const color = look.rim.color ?? look.frosting;
    for (let i = 0; i < count; i++) {
      const a = -Math.PI / 2 + (i / count) * Math.PI * 2;
      if (inNotch(a, slice ? 0.86 : 1, cut, slice)) continue;
      const p = P(g, 0, a, 0.86);
      items.push({ y: p[1], markup: topping(svg, look.rim.kind, p[0], p[1] - 2 * s, s * 1.9, rng, color) });
    }
  }
  for (const spec of look.toppings) {
    for (const [u, v] of toppingPositions(spec, rng, cut, look.shape === 'chiffon' && !slice, slice)) {
      const x = cx + u * g.Rt;
      const y = g.yTop + v * g.Rt * K - (spec.lift ?? 0) * s;
      items.push({
        y: y + (spec.lift ?? 0) * s + 0.5,
        markup: topping(svg, spec.kind, x, y, s * 1.85 * (spec.size ?? 1) * rng.range(0.9, 1.1), rng, spec.color),
      });
    }
  }
  items.sort((p, q) => p.y - q.y);
  parts.push(...items.map((item) => item.markup));
  return parts.join('');
}
