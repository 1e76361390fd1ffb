/**
 * Upright things for hampers and scenes: jars, bottles, pouches, mugs, cookies. Each draws with
 * its base centre at (0, 0), growing upwards, at a scale where a jam jar is about 70 px tall.
 */
import { dark, light } from './lib/color';
import { type Rng } from './lib/rng';
import { circle, ellipse, f, group, path, rect, type Svg } from './lib/svg';
import { TOPPINGS } from './toppings';

export type ItemKind =
  | 'jar'
  | 'bottle'
  | 'pouch'
  | 'cookies'
  | 'loaf'
  | 'mug'
  | 'press'
  | 'truffles'
  | 'macarons'
  | 'candle'
  | 'tin'
  | 'dripper'
  | 'cane'
  | 'pine'
  | 'brownies'
  | 'biscotti'
  | 'diya'
  | 'marigold'
  | 'minicake'
  | 'card';

export type ItemDraw = (svg: Svg, rng: Rng, color: string) => string;

const glassBody = (svg: Svg) =>
  svg.linear(
    [
      [0, '#ffffff', 0.35],
      [0.2, '#ffffff', 0.08],
      [0.75, '#ffffff', 0.02],
      [1, '#ffffff', 0.25],
    ],
    0,
    0,
    1,
    0,
  );

const side = (svg: Svg, c: string) =>
  svg.linear(
    [
      [0, light(c, 0.25)],
      [0.35, c],
      [1, dark(c, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );

/** A plain label with two soft lines on it (no text). */
function label(x: number, y: number, w: number, h: number, paper = '#efe2c6'): string {
  return [
    rect(x, y, w, h, paper, 'rx="2"'),
    rect(x + w * 0.18, y + h * 0.32, w * 0.64, Math.max(1.5, h * 0.12), dark(paper, 0.35), 'rx="1" opacity="0.6"'),
    rect(x + w * 0.28, y + h * 0.58, w * 0.44, Math.max(1, h * 0.08), dark(paper, 0.25), 'rx="1" opacity="0.5"'),
  ].join('');
}

const jar: ItemDraw = (svg, rng, color) => {
  const fabric = rng.chance(0.5);
  const lid = fabric
    ? [
        path(
          'M-27 -62C-24 -74 24 -74 27 -62L22 -56L-22 -56Z',
          svg.linear([
            [0, '#f4efe6'],
            [1, '#d9cfc0'],
          ]),
        ),
        `<path d="M-20 -68L20 -60M-12 -72L24 -64M-26 -62L10 -56" stroke="#c0392b" stroke-width="2.2" opacity="0.6"/>`,
        rect(-23, -60, 46, 3, '#a8834f'),
      ]
    : [rect(-21, -70, 42, 12, side(svg, '#c9a04a'), 'rx="3"'), rect(-21, -66, 42, 1.5, '#7a5a20', 'opacity="0.5"')];
  return group([
    rect(-24, -58, 48, 58, side(svg, color), 'rx="9"'),
    rect(-24, -58, 48, 10, light(color, 0.15), 'rx="5" opacity="0.6"'),
    label(-17, -40, 34, 20),
    rect(-24, -58, 48, 58, glassBody(svg), 'rx="9"'),
    rect(-18, -54, 5, 44, '#ffffff', 'rx="2.5" opacity="0.35"'),
    ...lid,
  ]);
};

const bottle: ItemDraw = (svg, _rng, color) =>
  group([
    path(
      'M-17 -86C-17 -96 -7 -100 -7 -112L-7 -126L7 -126L7 -112C7 -100 17 -96 17 -86L17 -4C17 -1 15 0 12 0L-12 0C-15 0 -17 -1 -17 -4Z',
      side(svg, color),
    ),
    rect(-8, -140, 16, 18, side(svg, '#c9a04a'), 'rx="2"'),
    label(-15, -66, 30, 30, '#f4ead6'),
    rect(-12, -90, 4, 80, '#ffffff', 'rx="2" opacity="0.35"'),
  ]);

const pouch: ItemDraw = (svg, _rng, color) =>
  group([
    path('M-30 -2C-32 -30 -31 -70 -28 -92L28 -92C31 -70 32 -30 30 -2C10 2 -10 2 -30 -2Z', side(svg, color)),
    path('M-28 -92L-26 -100L-20 -92L-14 -100L-8 -92L-2 -100L4 -92L10 -100L16 -92L22 -100L28 -92Z', dark(color, 0.15)),
    rect(-28, -86, 56, 5, dark(color, 0.25), 'opacity="0.6"'),
    circle(0, -48, 15, '#f7f0e2'),
    circle(0, -48, 15, 'none', `stroke="${dark(color, 0.4)}" stroke-width="1.5"`),
    ellipse(0, -48, 5, 8, '#5a3521'),
    `<path d="M0.5 -55C-2 -50 2 -46 -0.5 -41" stroke="#f7f0e2" stroke-width="1.2" fill="none"/>`,
    rect(-24, -84, 5, 76, '#ffffff', 'rx="2" opacity="0.2"'),
  ]);

const cookies: ItemDraw = (svg, rng, color) => {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = -i * 9;
    parts.push(ellipse(0, y, 26, 8, dark(color, 0.3)));
    parts.push(rect(-26, y - 7, 52, 7, side(svg, color)));
    parts.push(
      ellipse(
        0,
        y - 7,
        26,
        8,
        svg.radial(
          [
            [0, light(color, 0.25)],
            [1, color],
          ],
          0.4,
          0.4,
          0.7,
        ),
      ),
    );
    for (let k = 0; k < 5; k++)
      parts.push(circle(rng.range(-18, 18), y - 7 + rng.range(-4, 4), 2, '#3a1d0e', 'opacity="0.85"'));
  }
  parts.push(`<path d="M-26 -22L26 -22" stroke="#d6c29a" stroke-width="2"/>`);
  parts.push(
    `<path d="M0 -22C-8 -30 -12 -24 -4 -21M0 -22C8 -30 12 -24 4 -21" stroke="#d6c29a" stroke-width="1.8" fill="none"/>`,
  );
  return group(parts);
};

const loaf: ItemDraw = (svg, rng, color) => {
  const parts = [
    path('M-40 0L-40 -30C-40 -44 40 -44 40 -30L40 0Z', side(svg, color)),
    path('M-40 -30C-40 -50 40 -50 40 -30C30 -38 -30 -38 -40 -30Z', light(color, 0.15)),
  ];
  for (let i = 0; i < 22; i++) {
    parts.push(
      circle(
        rng.range(-36, 36),
        rng.range(-34, -4),
        rng.range(1.5, 3),
        rng.pick(['#7a1020', '#2b1206', '#c8721e', '#3f6b2a']),
        'opacity="0.85"',
      ),
    );
  }
  for (let i = 0; i < 30; i++)
    parts.push(circle(rng.range(-34, 34), rng.range(-44, -34), 1, '#fffaf0', 'opacity="0.8"'));
  return group(parts);
};

const mug: ItemDraw = (svg, _rng, color) =>
  group([
    path('M22 -44C40 -44 40 -14 22 -14', 'none', `stroke="${dark(color, 0.1)}" stroke-width="7"`),
    rect(-24, -56, 48, 56, side(svg, color), 'rx="5"'),
    ellipse(0, -56, 24, 7, dark(color, 0.3)),
    ellipse(0, -55, 21, 5.5, '#3a1d0e'),
    ellipse(-4, -56, 8, 1.8, '#c8873a', 'opacity="0.6"'),
  ]);

const press: ItemDraw = (svg) =>
  group([
    rect(-24, -92, 48, 92, glassBody(svg), 'rx="3"'),
    rect(
      -22,
      -52,
      44,
      52,
      svg.linear([
        [0, '#6b3a1f'],
        [1, '#2b1206'],
      ]),
      'rx="2" opacity="0.9"',
    ),
    rect(-24, -92, 48, 92, 'none', 'rx="3" stroke="#c9c4bd" stroke-width="3"'),
    rect(-26, -100, 52, 10, side(svg, '#b8b2aa'), 'rx="3"'),
    rect(-2, -122, 4, 24, '#a8a29a'),
    circle(0, -124, 6, side(svg, '#3a3331')),
    path('M24 -80C40 -80 40 -30 24 -30', 'none', 'stroke="#3a3331" stroke-width="6"'),
    rect(-17, -86, 4, 80, '#ffffff', 'rx="2" opacity="0.4"'),
  ]);

const truffles: ItemDraw = (svg, rng, color) => {
  const parts = [
    path('M-40 0L-40 -18L40 -18L40 0Z', side(svg, color)),
    path('M-40 -18L-30 -34L50 -34L40 -18Z', dark(color, 0.45)),
    path('M40 0L40 -18L50 -34L50 -16Z', dark(color, 0.3)),
  ];
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 4; c++) {
      const x = -28 + c * 19 + (1 - r) * 6;
      const y = -22 - r * 9;
      parts.push(
        `<g transform="translate(${f(x)} ${f(y)}) scale(0.8 0.65)">${TOPPINGS.truffle(svg, rng, rng.pick(['#3b1d0f', '#5a3220', '#2b1206']))}</g>`,
      );
    }
  }
  return group(parts);
};

const macarons: ItemDraw = (svg, rng) => {
  const parts: string[] = [];
  const colors = ['#f2a7b8', '#b8d98a', '#f6d77a', '#c9b3e6', '#f4c7a1'];
  for (let i = 0; i < 4; i++)
    parts.push(
      `<g transform="translate(${f(rng.range(-2, 2))} ${f(-8 - i * 15)}) scale(1.5)">${TOPPINGS.macaron(svg, rng, colors[i % colors.length])}</g>`,
    );
  return group(parts);
};

const candle: ItemDraw = (svg, _rng, color) =>
  group([
    rect(-22, -50, 44, 50, side(svg, color), 'rx="6"'),
    ellipse(0, -50, 22, 6, light(color, 0.4)),
    `<path d="M0 -50L0 -56" stroke="#2b1a12" stroke-width="1.5"/>`,
    circle(0, -66, 16, '#ffc766', `opacity="0.4" filter="${svg.blur(6)}"`),
    path(
      'M0 -76C5 -68 4 -60 0 -57C-4 -60 -5 -68 0 -76Z',
      svg.radial(
        [
          [0, '#fffbe0'],
          [0.5, '#ffd45a'],
          [1, '#f08a1c'],
        ],
        0.5,
        0.7,
        0.7,
      ),
    ),
    label(-15, -32, 30, 16, '#f7efe0'),
  ]);

const tin: ItemDraw = (svg, _rng, color) =>
  group([
    rect(-22, -70, 44, 70, side(svg, color), 'rx="3"'),
    rect(-23, -74, 46, 12, side(svg, dark(color, 0.2)), 'rx="3"'),
    rect(-22, -44, 44, 18, side(svg, '#c9a04a')),
    `<path d="M-22 -35L22 -35" stroke="${dark(color, 0.3)}" stroke-width="1" stroke-dasharray="4 3"/>`,
    rect(-16, -66, 4, 62, '#ffffff', 'rx="2" opacity="0.3"'),
  ]);

const dripper: ItemDraw = (svg, _rng, color) =>
  group([
    rect(-26, -58, 52, 58, glassBody(svg), 'rx="12"'),
    rect(
      -23,
      -26,
      46,
      26,
      svg.linear([
        [0, '#7a4222'],
        [1, '#3a1a0a'],
      ]),
      'rx="10" opacity="0.9"',
    ),
    rect(-26, -58, 52, 58, 'none', 'rx="12" stroke="#d8d2c8" stroke-width="2.5"'),
    rect(-30, -64, 60, 6, side(svg, color), 'rx="3"'),
    path('M-34 -108L34 -108L12 -64L-12 -64Z', side(svg, color)),
    ellipse(0, -108, 34, 6, dark(color, 0.2)),
    ellipse(0, -108, 28, 4, '#f6efe6'),
    rect(-20, -52, 4, 44, '#ffffff', 'rx="2" opacity="0.4"'),
  ]);

const cane: ItemDraw = () =>
  group([
    `<path d="M0 0L0 -70C0 -86 22 -86 22 -72" stroke="#f8f2ea" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<path d="M0 0L0 -70C0 -86 22 -86 22 -72" stroke="#c0172c" stroke-width="9" fill="none" stroke-linecap="round" stroke-dasharray="6 6"/>`,
    `<path d="M-2 -2L-2 -70" stroke="#ffffff" stroke-width="1.5" opacity="0.6"/>`,
  ]);

const pine: ItemDraw = (_svg, rng) => {
  const parts: string[] = [`<path d="M0 0Q6 -40 0 -80" stroke="#5a3a1c" stroke-width="2.5" fill="none"/>`];
  for (let i = 0; i < 28; i++) {
    const t = i / 28;
    const y = -t * 78;
    const x = Math.sin(t * 3) * 3;
    const len = 18 * (1 - t * 0.5);
    const dir = i % 2 === 0 ? 1 : -1;
    parts.push(
      `<path d="M${f(x)} ${f(y)}l${f(dir * len)} ${f(-len * 0.5)}" stroke="${rng.pick(['#2f5a2a', '#3f6b32', '#24482a'])}" stroke-width="2.2" stroke-linecap="round"/>`,
    );
  }
  return group(parts);
};

const brownies: ItemDraw = (svg, rng, color) => {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = -i * 16;
    const x = rng.range(-4, 4);
    parts.push(path(`M${x - 26} ${y}L${x - 26} ${y - 14}L${x + 22} ${y - 14}L${x + 22} ${y}Z`, side(svg, color)));
    parts.push(
      path(`M${x - 26} ${y - 14}L${x - 18} ${y - 22}L${x + 30} ${y - 22}L${x + 22} ${y - 14}Z`, light(color, 0.12)),
    );
    parts.push(path(`M${x + 22} ${y}L${x + 22} ${y - 14}L${x + 30} ${y - 22}L${x + 30} ${y - 8}Z`, dark(color, 0.3)));
    for (let k = 0; k < 4; k++)
      parts.push(circle(x + rng.range(-18, 22), y - 18 + rng.range(-2, 2), 1.4, light(color, 0.35), 'opacity="0.7"'));
  }
  return group(parts);
};

const biscotti: ItemDraw = (svg, rng) => {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = -18 + i * 12;
    parts.push(
      `<rect x="${f(x - 6)}" y="-70" width="14" height="66" rx="5" fill="${side(svg, '#d9a760')}" transform="rotate(${f(rng.range(-8, 8))} ${f(x)} -4)"/>`,
    );
    parts.push(circle(x, -50 + rng.range(-6, 6), 2.4, '#8a5a2c', 'opacity="0.8"'));
    parts.push(circle(x + 2, -30 + rng.range(-6, 6), 2.2, '#7a9a36', 'opacity="0.8"'));
  }
  parts.push(path('M-30 0L-28 -80C-10 -86 10 -86 28 -80L30 0Z', '#ffffff', 'opacity="0.18"'));
  parts.push(`<path d="M-26 -70L26 -70" stroke="#c0392b" stroke-width="2.5"/>`);
  return group(parts);
};

const diya: ItemDraw = (svg) =>
  group([
    path('M-22 0C-26 -10 -20 -16 0 -16C20 -16 26 -10 22 0Z', side(svg, '#c99a3a')),
    ellipse(0, -16, 20, 5, '#7a5a20'),
    ellipse(0, -16, 17, 3.5, '#f3d27a'),
    circle(0, -30, 12, '#ffc766', `opacity="0.45" filter="${svg.blur(5)}"`),
    path(
      'M0 -36C4 -30 3 -24 0 -21C-3 -24 -4 -30 0 -36Z',
      svg.radial(
        [
          [0, '#fffbe0'],
          [0.5, '#ffd45a'],
          [1, '#f08a1c'],
        ],
        0.5,
        0.7,
        0.7,
      ),
    ),
  ]);

const marigold: ItemDraw = (_svg, rng) => {
  const parts: string[] = [];
  for (let ring = 3; ring >= 0; ring--) {
    const n = 8 + ring * 3;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + rng.next() * 0.3;
      const r = ring * 4;
      parts.push(
        circle(
          Math.cos(a) * r,
          -12 + Math.sin(a) * r * 0.8,
          4.2 - ring * 0.4,
          rng.pick(['#f29e1b', '#f5b429', '#e8820c', '#ffc340']),
        ),
      );
    }
  }
  return group(parts);
};

const minicake: ItemDraw = (svg, rng, color) =>
  group([
    ellipse(0, 0, 34, 10, '#e8e0d2'),
    rect(-28, -36, 56, 34, side(svg, color)),
    ellipse(0, -2, 28, 8, dark(color, 0.2)),
    ellipse(
      0,
      -36,
      28,
      8,
      svg.radial(
        [
          [0, light(color, 0.3)],
          [1, color],
        ],
        0.4,
        0.4,
        0.7,
      ),
    ),
    `<g transform="translate(-10 -40) scale(0.7)">${TOPPINGS.rosette(svg, rng, light(color, 0.3))}</g>`,
    `<g transform="translate(10 -40) scale(0.7)">${TOPPINGS.rosette(svg, rng, light(color, 0.3))}</g>`,
    `<g transform="translate(0 -44) scale(0.7)">${TOPPINGS.rasmalai(svg, rng)}</g>`,
  ]);

const card: ItemDraw = (svg, _rng, color) =>
  group([
    path('M-26 0L-22 -64L26 -60L24 0Z', side(svg, '#f7f0e2')),
    path('M-20 -52L20 -49', 'none', `stroke="${color}" stroke-width="2.5"`),
    path('M-18 -40L16 -38M-18 -32L10 -30', 'none', 'stroke="#c9b99a" stroke-width="1.5"'),
    circle(0, -16, 7, color, 'opacity="0.8"'),
  ]);

export const ITEMS: Record<ItemKind, ItemDraw> = {
  jar,
  bottle,
  pouch,
  cookies,
  loaf,
  mug,
  press,
  truffles,
  macarons,
  candle,
  tin,
  dripper,
  cane,
  pine,
  brownies,
  biscotti,
  diya,
  marigold,
  minicake,
  card,
};

export function item(
  svg: Svg,
  kind: ItemKind,
  x: number,
  y: number,
  scale: number,
  rng: Rng,
  color = '#c8873a',
  rotate = 0,
): string {
  const t = `translate(${f(x)} ${f(y)})${rotate ? ` rotate(${f(rotate)})` : ''} scale(${Math.round(scale * 1000) / 1000})`;
  return `<g transform="${t}">${ITEMS[kind](svg, rng, color)}</g>`;
}
