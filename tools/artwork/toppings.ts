/**
 * Small edible things that sit on cakes, hampers and tables. Each draws around (0, 0) at a
 * 1:1 scale where a strawberry is about 28 px wide; callers place them with `place`.
 * Light comes from the top left.
 */
import { dark, light } from './lib/color';
import { type Rng } from './lib/rng';
import { blob, circle, ellipse, f, group, path, place, poly, type Svg } from './lib/svg';
import type { Point } from './lib/svg';

export type ToppingKind =
  | 'strawberry'
  | 'blueberry'
  | 'raspberry'
  | 'cherry'
  | 'mango'
  | 'pineapple'
  | 'pistachio'
  | 'nutcrumb'
  | 'cookiecrumb'
  | 'redcrumb'
  | 'bean'
  | 'petal'
  | 'rose'
  | 'lemon'
  | 'orange'
  | 'kiwi'
  | 'walnut'
  | 'almond'
  | 'sliver'
  | 'hazelnut'
  | 'mint'
  | 'shard'
  | 'curl'
  | 'truffle'
  | 'gold'
  | 'silver'
  | 'sprinkles'
  | 'coconut'
  | 'chikoo'
  | 'jaggery'
  | 'rasmalai'
  | 'saffron'
  | 'meringue'
  | 'macaron'
  | 'rosette'
  | 'dollop'
  | 'biscuit'
  | 'cinnamon'
  | 'anise'
  | 'candle'
  | 'holly'
  | 'pomegranate'
  | 'grape'
  | 'jamun'
  | 'date'
  | 'lavender'
  | 'passion'
  | 'betel'
  | 'praline'
  | 'custard'
  | 'zest';

export type Draw = (svg: Svg, rng: Rng, color?: string) => string;

function shine(x: number, y: number, rx: number, ry: number, opacity = 0.55, rot = -30): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#fffaf0" opacity="${opacity}" transform="rotate(${rot} ${f(x)} ${f(y)})"/>`;
}

function sphereFill(svg: Svg, base: string): string {
  return svg.radial(
    [
      [0, light(base, 0.45)],
      [0.45, base],
      [1, dark(base, 0.55)],
    ],
    0.35,
    0.3,
    0.75,
  );
}

const strawberry: Draw = (svg, rng) => {
  const d = 'M-13 -5C-15 6 -5 16 0 18C5 16 15 6 13 -5C11 -12 -11 -12 -13 -5Z';
  const seeds: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = rng.range(-9, 9);
    const y = rng.range(-5, 12 - Math.abs(x) * 0.6);
    seeds.push(ellipse(x, y, 0.9, 1.4, '#f6dc7a', 'opacity="0.85"'));
  }
  const leaves: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = -90 + (i - 2) * 36;
    leaves.push(
      `<ellipse cx="0" cy="-5" rx="2.6" ry="7" fill="${svg.linear([
        [0, '#6aa84f'],
        [1, '#2f6b22'],
      ])}" transform="rotate(${a + 90} 0 -9) translate(0 -3)"/>`,
    );
  }
  return group([
    path(
      d,
      svg.radial(
        [
          [0, '#ff7a72'],
          [0.5, '#dc2433'],
          [1, '#7d0b16'],
        ],
        0.38,
        0.3,
        0.8,
      ),
    ),
    ...seeds,
    shine(-6, -3, 3.5, 2, 0.45),
    ...leaves,
    circle(0, -10, 1.6, '#3c6b2a'),
  ]);
};

const blueberry: Draw = (svg) =>
  group([
    circle(0, 0, 7.5, sphereFill(svg, '#3b4a86')),
    circle(0, 0, 7.5, '#c8d0ee', 'opacity="0.16"'),
    `<path d="M-1.8 -3.6L0 -5.4L1.8 -3.6L0 -1.9Z" fill="#1a1f3a" opacity="0.8"/>`,
    shine(-3, -3, 2.2, 1.3, 0.5),
  ]);

const raspberry: Draw = (svg, rng, color = '#d3304f') => {
  const drupes: string[] = [];
  const fill = sphereFill(svg, color);
  const spots: Point[] = [];
  for (let row = 0; row < 4; row++) {
    const n = 5 - row;
    for (let i = 0; i < n; i++) spots.push([(i - (n - 1) / 2) * 5 + rng.range(-0.6, 0.6), 8 - row * 4.6]);
  }
  spots.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots) drupes.push(circle(x, y, 3.3, fill), shine(x - 1, y - 1, 1, 0.6, 0.6));
  return group(drupes);
};

const cherry: Draw = (svg, rng) =>
  group([
    `<path d="M0 -6Q${f(rng.range(2, 6))} -18 ${f(rng.range(6, 10))} -24" stroke="#5b4a1c" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    circle(0, 0, 9, sphereFill(svg, '#b3122a')),
    shine(-3.5, -3.5, 3, 1.8, 0.55),
    path('M-1 -7Q0 -9 1 -7', 'none', 'stroke="#4a0710" stroke-width="1"'),
  ]);

function cube(top: string, size: number, rng: Rng): string {
  const a = size;
  const h = size * 0.8;
  const tilt = rng.range(-0.2, 0.2);
  const t: Point[] = [
    [-a, tilt * a],
    [0 + tilt * a, -a * 0.45],
    [a, -tilt * a],
    [0 - tilt * a, a * 0.45],
  ];
  const topFace = t.map(([x, y]) => [x, y - h] as Point);
  const left: Point[] = [topFace[0] as Point, topFace[3] as Point, t[3] as Point, t[0] as Point];
  const right: Point[] = [topFace[3] as Point, topFace[2] as Point, t[2] as Point, t[3] as Point];
  const join = `stroke-linejoin="round" stroke-width="${f(size * 0.35)}"`;
  return group([
    path(poly(left), dark(top, 0.12), `stroke="${dark(top, 0.12)}" ${join}`),
    path(poly(right), dark(top, 0.28), `stroke="${dark(top, 0.28)}" ${join}`),
    path(poly(topFace), light(top, 0.12), `stroke="${light(top, 0.12)}" ${join}`),
    shine(-a * 0.3, -h - a * 0.05, a * 0.35, a * 0.12, 0.55, -20),
  ]);
}

const mango: Draw = (_svg, rng) => cube(rng.pick(['#ffb11f', '#ffa51a', '#ffbd2e']), 8.5, rng);
const pineapple: Draw = (_svg, rng) => cube(rng.pick(['#f7d84a', '#f2cf3c', '#fbe06a']), 8, rng);
const jaggery: Draw = (_svg, rng) => cube(rng.pick(['#b86f22', '#a9611c', '#c67e2c']), 7, rng);

function crumbs(colors: string[], count: number, spread: number, size: number): Draw {
  return (_svg, rng) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = rng.gauss() * spread;
      const y = rng.gauss() * spread * 0.45;
      const c = rng.pick(colors);
      const pts: Point[] = [];
      const n = rng.int(4, 6);
      const r = rng.range(size * 0.5, size);
      for (let k = 0; k < n; k++) {
        const a = (k / n) * Math.PI * 2 + rng.next();
        pts.push([x + Math.cos(a) * r * rng.range(0.6, 1.2), y + Math.sin(a) * r * rng.range(0.5, 1)]);
      }
      parts.push(path(poly(pts), c), circle(x - r * 0.3, y - r * 0.3, r * 0.3, '#fff8e8', 'opacity="0.25"'));
    }
    return group(parts);
  };
}

const pistachio = crumbs(['#93b04a', '#7a9a36', '#b3c865', '#6d8a2e', '#a47a66'], 16, 7, 2.6);
const nutcrumb = crumbs(['#c9965e', '#a8733f', '#e0bd8c', '#8a5a2e'], 16, 7, 2.6);
const cookiecrumb = crumbs(['#2b1a12', '#3b2418', '#4a2e1d', '#f3ead8'], 14, 7, 2.8);
const redcrumb = crumbs(['#9e1b2c', '#b8283a', '#7d1322'], 16, 7, 2.4);

const bean: Draw = (svg, rng) => {
  const rot = rng.range(-70, 70);
  return group(
    [
      ellipse(
        0,
        0,
        6.5,
        9,
        svg.radial(
          [
            [0, '#8a5734'],
            [0.6, '#56301a'],
            [1, '#2a150a'],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ),
      `<path d="M0.5 -8C-3 -3 3 3 -0.5 8" stroke="#1b0c05" stroke-width="1.5" fill="none" stroke-linecap="round"/>`,
      shine(-3, -3, 2, 3.5, 0.3, 10),
    ],
    `transform="rotate(${f(rot)})"`,
  );
};

const petal: Draw = (svg, rng, color = '#dc5a78') => {
  const rot = rng.range(0, 360);
  return group(
    [
      path(
        'M0 0C-9 -3 -11 -15 -1 -21C8 -17 9 -5 0 0Z',
        svg.linear(
          [
            [0, light(color, 0.35)],
            [0.6, color],
            [1, dark(color, 0.35)],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      `<path d="M-1 -3C-6 -8 -6 -14 -1 -18" stroke="${light(color, 0.5)}" stroke-width="1.2" fill="none" opacity="0.6"/>`,
    ],
    `transform="rotate(${f(rot)}) scale(0.8)"`,
  );
};

const rose: Draw = (svg, rng, color = '#d9506e') => {
  const parts: string[] = [];
  const fill = svg.radial(
    [
      [0, light(color, 0.25)],
      [0.7, color],
      [1, dark(color, 0.3)],
    ],
    0.4,
    0.35,
    0.7,
  );
  for (let ring = 0; ring < 3; ring++) {
    const r = 15 - ring * 4.5;
    const n = 5;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring * 0.6 + rng.range(-0.1, 0.1);
      const x = Math.cos(a) * r * 0.55;
      const y = Math.sin(a) * r * 0.4;
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.62)}" ry="${f(r * 0.45)}" fill="${fill}" stroke="${dark(color, 0.35)}" stroke-width="0.6" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})"/>`,
      );
    }
  }
  parts.push(
    `<path d="M-3 0C-3 -4 3 -4 3 0C3 3 -2 3 -1 0" stroke="${dark(color, 0.45)}" stroke-width="1.1" fill="none"/>`,
  );
  return group(parts);
};

function halfWheel(rind: string, pith: string, flesh: string, seeds?: string): Draw {
  return (_svg, rng) => {
    const r = 15;
    const rot = rng.range(-25, 25);
    const segs: string[] = [];
    const n = 7;
    for (let i = 0; i < n; i++) {
      const a0 = Math.PI + (i / n) * Math.PI + 0.06;
      const a1 = Math.PI + ((i + 1) / n) * Math.PI - 0.06;
      const rr = r * 0.8;
      segs.push(
        path(
          `M0 -1.5L${f(Math.cos(a0) * rr)} ${f(Math.sin(a0) * rr - 1.5)}A${f(rr)} ${f(rr)} 0 0 1 ${f(Math.cos(a1) * rr)} ${f(Math.sin(a1) * rr - 1.5)}Z`,
          flesh,
          'opacity="0.95"',
        ),
      );
      if (seeds) {
        const am = (a0 + a1) / 2;
        segs.push(
          ellipse(
            Math.cos(am) * r * 0.35,
            Math.sin(am) * r * 0.35 - 1.5,
            1,
            1.8,
            seeds,
            `transform="rotate(${f((am * 180) / Math.PI + 90)} ${f(Math.cos(am) * r * 0.35)} ${f(Math.sin(am) * r * 0.35 - 1.5)})"`,
          ),
        );
      }
    }
    return group(
      [
        path(`M${-r - 1.5} 2A${r + 1.5} ${r + 1.5} 0 0 1 ${r + 1.5} 2Z`, dark(rind, 0.25)),
        path(`M${-r} 0A${r} ${r} 0 0 1 ${r} 0Z`, rind),
        path(`M${-r * 0.88} -0.5A${r * 0.88} ${r * 0.88} 0 0 1 ${r * 0.88} -0.5Z`, pith),
        ...segs,
        path(`M${-r} 0A${r} ${r} 0 0 1 ${r} 0`, 'none', `stroke="${light(rind, 0.4)}" stroke-width="1" opacity="0.7"`),
      ],
      `transform="rotate(${f(rot)})"`,
    );
  };
}

const lemon = halfWheel('#f0c419', '#fff7cf', '#f6e27c');
const orange = halfWheel('#f08a1c', '#ffe9c9', '#f7a540');
const kiwi = halfWheel('#7a5a2e', '#eaf3c4', '#8fbf3a', '#1b1b12');

const walnut: Draw = (svg, rng) => {
  const fill = svg.radial(
    [
      [0, '#b98550'],
      [0.6, '#8a5a30'],
      [1, '#5a361a'],
    ],
    0.35,
    0.3,
    0.8,
  );
  return group(
    [
      path(blob(-4.5, 0, 6, 8, rng, 0.18, 8), fill),
      path(blob(4.5, 0, 6, 8, rng, 0.18, 8), fill),
      `<path d="M-6 -4C-3 -1 -7 2 -4 5M5 -5C3 -1 7 1 4 5M0 -7L0 7" stroke="#4a2a12" stroke-width="1" fill="none" opacity="0.7"/>`,
      shine(-6, -4, 2, 1.2, 0.4),
    ],
    `transform="rotate(${f(rng.range(-40, 40))})"`,
  );
};

const almond: Draw = (svg, rng) =>
  group(
    [
      path(
        'M0 -11C6 -6 6 6 0 10C-6 6 -6 -6 0 -11Z',
        svg.radial(
          [
            [0, '#d8a06a'],
            [0.7, '#b07442'],
            [1, '#7a4a24'],
          ],
          0.35,
          0.35,
          0.8,
        ),
      ),
      `<path d="M-2 -6C-3 -2 -3 2 -2 6M2 -5C3 -1 3 3 2 6" stroke="#7a4a24" stroke-width="0.7" fill="none" opacity="0.6"/>`,
    ],
    `transform="rotate(${f(rng.range(-80, 80))})"`,
  );

const sliver: Draw = (_svg, rng) => {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = rng.gauss() * 6;
    const y = rng.gauss() * 3;
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="1.6" fill="${rng.pick(['#f3e2c2', '#ecd3a8', '#f8ecd5'])}" stroke="#c9a070" stroke-width="0.5" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`,
    );
  }
  return group(parts);
};

const hazelnut: Draw = (svg, rng) =>
  group([
    circle(0, 1, 7.5, sphereFill(svg, '#8e5a2c')),
    path('M-7 -1C-5 -7 5 -7 7 -1C4 -3 -4 -3 -7 -1Z', '#d8b07a'),
    shine(-3, 0, 2, 1.2, 0.4),
    `<path d="M-2 3L-3 6M2 2L3 6" stroke="#5a3415" stroke-width="0.6" opacity="${rng.range(0.4, 0.7).toFixed(2)}"/>`,
  ]);

const mint: Draw = (svg, rng) => {
  const leaf = (rot: number, s: number) =>
    group(
      [
        path(
          'M0 0C5 -4 6 -12 0 -17C-6 -12 -5 -4 0 0Z',
          svg.linear(
            [
              [0, '#8fd06a'],
              [1, '#357a28'],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
        `<path d="M0 -1L0 -15M0 -6L3 -9M0 -10L-3 -12" stroke="#c8ecb0" stroke-width="0.6" opacity="0.7"/>`,
      ],
      `transform="rotate(${f(rot)}) scale(${s})"`,
    );
  const base = rng.range(-40, 40);
  return group([leaf(base - 50, 0.85), leaf(base + 45, 0.8), leaf(base, 1)]);
};

const shard: Draw = (svg, rng, color = '#3a1d0e') => {
  const h = rng.range(18, 28);
  const w = rng.range(10, 16);
  const pts: Point[] = [
    [-w / 2, 4],
    [-w / 2 + rng.range(-2, 2), -h * 0.6],
    [rng.range(-2, 3), -h],
    [w / 2, -h * rng.range(0.4, 0.8)],
    [w / 2 + rng.range(-1, 1), 4],
  ];
  return group(
    [
      path(
        poly(pts),
        svg.linear(
          [
            [0, light(color, 0.25)],
            [0.5, color],
            [1, dark(color, 0.4)],
          ],
          0,
          0,
          1,
          0.3,
        ),
      ),
      `<path d="M${f(-w / 2)} 4L${f((pts[1] as Point)[0])} ${f((pts[1] as Point)[1])}L${f((pts[2] as Point)[0])} ${f(-h)}" stroke="${light(color, 0.45)}" stroke-width="1" fill="none" opacity="0.8"/>`,
    ],
    `transform="rotate(${f(rng.range(-18, 18))})"`,
  );
};

const curl: Draw = (svg, rng, color = '#4a2614') =>
  group(
    [
      `<rect x="-13" y="-3.5" width="26" height="7" rx="3.5" fill="${svg.linear([
        [0, light(color, 0.3)],
        [0.5, color],
        [1, dark(color, 0.4)],
      ])}"/>`,
      ellipse(12, 0, 2.5, 3.5, dark(color, 0.3)),
      `<path d="M11 -2C13 -2 13 1 11.5 1" stroke="${light(color, 0.3)}" stroke-width="0.7" fill="none"/>`,
    ],
    `transform="rotate(${f(rng.range(-40, 40))})"`,
  );

const truffle: Draw = (svg, rng, color = '#3b1d0f') =>
  group([
    circle(0, 0, 9, sphereFill(svg, color)),
    ...Array.from({ length: 14 }, () => circle(rng.gauss() * 3.5, rng.gauss() * 3.5, 0.7, '#6b4026', 'opacity="0.6"')),
    shine(-3.5, -3.5, 2.6, 1.4, 0.35),
  ]);

function leafBits(colors: string[]): Draw {
  return (_svg, rng) => {
    const parts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const cx = rng.gauss() * 5;
      const cy = rng.gauss() * 2.5;
      const pts: Point[] = [];
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2 + rng.next();
        pts.push([cx + Math.cos(a) * rng.range(2, 5), cy + Math.sin(a) * rng.range(1.5, 3.5)]);
      }
      parts.push(path(poly(pts), rng.pick(colors), 'opacity="0.95"'));
    }
    return group(parts);
  };
}

const gold = leafBits(['#e9c45a', '#f5d77a', '#c99a2e', '#fbe7a0']);
const silver = leafBits(['#e8e6e2', '#cfccc6', '#f7f6f3']);

const sprinkles: Draw = (_svg, rng, color) => {
  const palette = color
    ? [color, light(color, 0.4)]
    : ['#e8557a', '#f2c14e', '#5fb0d9', '#7cc36a', '#fff4e0', '#b07ad6'];
  const parts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = rng.gauss() * 8;
    const y = rng.gauss() * 4;
    parts.push(
      `<rect x="${f(x)}" y="${f(y)}" width="4.5" height="1.6" rx="0.8" fill="${rng.pick(palette)}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`,
    );
  }
  return group(parts);
};

const coconut: Draw = (_svg, rng) => {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = rng.gauss() * 6;
    const y = rng.gauss() * 3;
    const len = rng.range(6, 11);
    const d = `M${f(x - len / 2)} ${f(y)}Q${f(x)} ${f(y - rng.range(3, 6))} ${f(x + len / 2)} ${f(y + rng.range(-1, 1))}`;
    parts.push(
      `<path d="${d}" stroke="#c9b99a" stroke-width="3.4" fill="none" stroke-linecap="round" transform="translate(0.6 0.8)"/>`,
    );
    parts.push(`<path d="${d}" stroke="#fffbf2" stroke-width="2.6" fill="none" stroke-linecap="round"/>`);
  }
  return group(parts);
};

const chikoo: Draw = (svg, rng) =>
  group(
    [
      path('M-14 4C-12 -8 12 -8 14 4Z', '#7a4f2e'),
      path(
        'M-12 3C-10 -6 10 -6 12 3Z',
        svg.radial(
          [
            [0, '#d8a877'],
            [1, '#b07a4a'],
          ],
          0.5,
          0.8,
          0.8,
        ),
      ),
      ellipse(0, 0, 3, 1.8, '#1d130c'),
      shine(-0.8, -0.6, 1.2, 0.5, 0.6, 0),
    ],
    `transform="rotate(${f(rng.range(-25, 25))})"`,
  );

const rasmalai: Draw = (svg, rng) => {
  const strands: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = rng.range(-8, 8);
    const y = rng.range(-4, 1);
    strands.push(
      `<path d="M${f(x)} ${f(y)}l${f(rng.range(-3, 3))} ${f(rng.range(-1, 1.5))}" stroke="#d9480f" stroke-width="0.8" stroke-linecap="round"/>`,
    );
  }
  return group([
    ellipse(0, 3, 13, 5.5, '#e9d7b1'),
    `<rect x="-13" y="-2" width="26" height="5" fill="#efdfbf"/>`,
    ellipse(
      0,
      -2,
      13,
      5.5,
      svg.radial(
        [
          [0, '#fffaf0'],
          [1, '#f1e1bd'],
        ],
        0.4,
        0.4,
        0.7,
      ),
    ),
    ellipse(0, -2, 13, 5.5, 'none', 'stroke="#f6e8b0" stroke-width="1.5" opacity="0.7"'),
    ...strands,
    ellipse(3, -2, 2.2, 0.9, '#8cae4a'),
    ellipse(-4, -3, 2, 0.8, '#8cae4a'),
  ]);
};

const saffron: Draw = (_svg, rng) => {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = rng.gauss() * 7;
    const y = rng.gauss() * 3;
    parts.push(
      `<path d="M${f(x)} ${f(y)}q${f(rng.range(-2, 2))} ${f(rng.range(-2, 2))} ${f(rng.range(-5, 5))} ${f(rng.range(-2, 2))}" stroke="${rng.pick(['#d9480f', '#e8590c', '#c2410c'])}" stroke-width="0.9" fill="none" stroke-linecap="round"/>`,
    );
  }
  return group(parts);
};

const meringue: Draw = (svg) =>
  group([
    path(
      'M-10 4C-12 -2 -4 -6 -2 -12C-1 -16 2 -16 2 -12C4 -6 12 -2 10 4C5 7 -5 7 -10 4Z',
      svg.radial(
        [
          [0, '#fffdf7'],
          [0.7, '#f3e6d0'],
          [1, '#d9b07a'],
        ],
        0.35,
        0.3,
        0.8,
      ),
    ),
    `<path d="M-6 2C-7 -3 -2 -6 0 -12M4 2C5 -3 2 -6 1 -10" stroke="#e2c9a0" stroke-width="1" fill="none" opacity="0.7"/>`,
    circle(0.5, -13.5, 1.6, '#d09a5a', 'opacity="0.7"'),
  ]);

const macaron: Draw = (svg, rng, color = '#f2a7b8') =>
  group(
    [
      ellipse(0, 5, 12, 5, dark(color, 0.25)),
      `<rect x="-12" y="0" width="24" height="5" fill="${dark(color, 0.15)}"/>`,
      `<rect x="-11.5" y="-2" width="23" height="3" fill="#fff4e6"/>`,
      ellipse(0, -3, 12, 5, dark(color, 0.1)),
      `<rect x="-12" y="-7" width="24" height="4" fill="${color}"/>`,
      ellipse(
        0,
        -7,
        12,
        5,
        svg.radial(
          [
            [0, light(color, 0.35)],
            [1, color],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ),
      `<path d="M-12 -3C-10 -1 -6 -2 -3 -1C0 -2 5 -1 12 -3" stroke="${light(color, 0.25)}" stroke-width="1.3" fill="none" stroke-dasharray="1.5 1"/>`,
    ],
    `transform="rotate(${f(rng.range(-8, 8))})"`,
  );

const rosette: Draw = (svg, rng, color = '#fbf4e8') => {
  const parts: string[] = [
    ellipse(1, 4, 12, 6, '#1c0e07', 'opacity="0.18"'),
    ellipse(
      0,
      0,
      12,
      8.5,
      svg.radial(
        [
          [0, light(color, 0.5)],
          [0.6, color],
          [1, dark(color, 0.22)],
        ],
        0.35,
        0.3,
        0.75,
      ),
    ),
  ];
  const rot = rng.range(0, 60);
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + (rot * Math.PI) / 180;
    const x1 = Math.cos(a) * 3;
    const y1 = Math.sin(a) * 2.2 - 2;
    const x2 = Math.cos(a + 0.9) * 11;
    const y2 = Math.sin(a + 0.9) * 7.5;
    parts.push(
      `<path d="M${f(x1)} ${f(y1)}Q${f(Math.cos(a + 0.4) * 9)} ${f(Math.sin(a + 0.4) * 6 - 1)} ${f(x2)} ${f(y2)}" stroke="${dark(color, 0.22)}" stroke-width="1.1" fill="none" opacity="0.55"/>`,
    );
  }
  parts.push(path('M-4 -3C-3 -9 3 -9 4 -3C2 -5 -2 -5 -4 -3Z', light(color, 0.35)));
  parts.push(shine(-5, -3, 3, 1.3, 0.45));
  return group(parts);
};

const dollop: Draw = (svg, _rng, color = '#fffaf0') =>
  group([
    ellipse(1, 4, 12, 5, '#1c0e07', 'opacity="0.15"'),
    path(
      'M-12 3C-13 -4 -5 -9 0 -13C2 -9 12 -6 12 2C6 6 -6 6 -12 3Z',
      svg.radial(
        [
          [0, '#ffffff'],
          [0.7, color],
          [1, dark(color, 0.15)],
        ],
        0.35,
        0.3,
        0.8,
      ),
    ),
    `<path d="M-6 -2C-4 -6 -1 -8 0 -11" stroke="#ffffff" stroke-width="1.5" fill="none" opacity="0.8"/>`,
  ]);

const biscuit: Draw = (svg, rng) => {
  const holes: string[] = [];
  for (let i = 0; i < 5; i++) holes.push(circle(rng.range(-7, 7), rng.range(-7, 7), 0.8, '#8a4f1e', 'opacity="0.7"'));
  return group(
    [
      ellipse(1.5, 0, 12, 12, '#8a4f1e'),
      ellipse(
        0,
        0,
        12,
        12,
        svg.radial(
          [
            [0, '#d99a55'],
            [0.8, '#b8702e'],
            [1, '#93561f'],
          ],
          0.4,
          0.35,
          0.7,
        ),
      ),
      ellipse(0, 0, 9.5, 9.5, 'none', 'stroke="#9a5b1e" stroke-width="0.8" stroke-dasharray="2 1.5" opacity="0.7"'),
      ...holes,
    ],
    `transform="rotate(${f(rng.range(-20, 20))}) scale(1 ${rng.range(0.75, 1).toFixed(2)})"`,
  );
};

const cinnamon: Draw = (svg, rng) =>
  group(
    [
      `<rect x="-18" y="-3.5" width="36" height="7" rx="2" fill="${svg.linear([
        [0, '#b06a34'],
        [0.5, '#8a4a22'],
        [1, '#5e3015'],
      ])}"/>`,
      `<path d="M-14 -3.5L-14 3.5M-6 -3.5L-6 3.5M4 -3.5L4 3.5M12 -3.5L12 3.5" stroke="#4a2510" stroke-width="0.6" opacity="0.6"/>`,
      ellipse(18, 0, 2.5, 3.5, '#6a3818'),
      `<path d="M17 -2C19.5 -2 19.5 2 17.5 1.5" stroke="#c48050" stroke-width="0.8" fill="none"/>`,
    ],
    `transform="rotate(${f(rng.range(-30, 30))})"`,
  );

const anise: Draw = (svg, rng) => {
  const parts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * 360;
    parts.push(
      `<path d="M0 0C3 -2 4 -8 0 -12C-4 -8 -3 -2 0 0Z" fill="${svg.linear([
        [0, '#8a4a22'],
        [1, '#4a220e'],
      ])}" transform="rotate(${a})"/>`,
    );
    parts.push(`<ellipse cx="0" cy="-6" rx="1.3" ry="2" fill="#c88a50" transform="rotate(${a})"/>`);
  }
  return group(parts, `transform="rotate(${f(rng.range(0, 45))}) scale(1 0.7)"`);
};

const candle: Draw = (svg, rng, color = '#f4c7d0') => {
  const h = rng.range(34, 42);
  return group([
    `<rect x="-2.5" y="${f(-h)}" width="5" height="${f(h)}" rx="1.5" fill="${svg.linear(
      [
        [0, light(color, 0.4)],
        [0.5, color],
        [1, dark(color, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<path d="M-2.5 ${f(-h * 0.8)}L2.5 ${f(-h * 0.7)}M-2.5 ${f(-h * 0.5)}L2.5 ${f(-h * 0.4)}M-2.5 ${f(-h * 0.2)}L2.5 ${f(-h * 0.1)}" stroke="#ffffff" stroke-width="1.4" opacity="0.7"/>`,
    circle(0, -h - 8, 12, '#ffc766', `opacity="0.35" filter="${svg.blur(4)}"`),
    path(
      `M0 ${f(-h - 16)}C4 ${f(-h - 9)} 3 ${f(-h - 3)} 0 ${f(-h - 2)}C-3 ${f(-h - 3)} -4 ${f(-h - 9)} 0 ${f(-h - 16)}Z`,
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
    `<path d="M0 ${f(-h)}L0 ${f(-h - 3)}" stroke="#2b1a12" stroke-width="1"/>`,
  ]);
};

const holly: Draw = (svg, rng) => {
  const leaf = (rot: number) =>
    `<path d="M0 0C2 -3 5 -2 6 -5C7 -8 10 -7 11 -10C12 -13 15 -12 17 -14C15 -10 16 -7 13 -6C10 -5 11 -2 8 -1C5 0 4 2 0 0Z" fill="${svg.linear(
      [
        [0, '#3f7a3a'],
        [1, '#1f4a22'],
      ],
    )}" transform="rotate(${rot})"/>`;
  return group([
    leaf(rng.range(-10, 10)),
    leaf(180 + rng.range(-10, 10)),
    circle(-2, -3, 3.6, sphereFill(svg, '#c0172c')),
    circle(3, -2, 3.6, sphereFill(svg, '#c0172c')),
    circle(0.5, 1.5, 3.6, sphereFill(svg, '#c0172c')),
  ]);
};

function beads(color: string, count: number, r: number): Draw {
  return (svg, rng) => {
    const parts: string[] = [];
    const fill = sphereFill(svg, color);
    for (let i = 0; i < count; i++) {
      const x = rng.gauss() * 5;
      const y = rng.gauss() * 2.5;
      parts.push(
        circle(x, y, r * rng.range(0.85, 1.15), fill),
        shine(x - r * 0.35, y - r * 0.35, r * 0.3, r * 0.2, 0.7),
      );
    }
    return group(parts);
  };
}

const pomegranate = beads('#c2183a', 7, 2.6);
const grape: Draw = (svg, rng) => {
  const c = rng.pick(['#9bbf4a', '#6b2e5a']);
  return group([ellipse(0, 0, 6, 7.5, sphereFill(svg, c)), shine(-2.5, -3, 1.8, 1, 0.55)]);
};
const jamun: Draw = (svg) =>
  group([
    ellipse(0, 0, 6.5, 9.5, sphereFill(svg, '#3d1a45')),
    ellipse(0, 0, 6.5, 9.5, '#b59ac7', 'opacity="0.15"'),
    shine(-2.5, -4, 2, 1.2, 0.5),
  ]);
const date: Draw = (svg, rng) =>
  group(
    [
      ellipse(0, 0, 13, 6, sphereFill(svg, '#5a2a12')),
      `<path d="M-10 -1C-5 -3 2 1 9 -2M-8 3C-2 1 4 4 10 1" stroke="#2e1206" stroke-width="0.8" fill="none" opacity="0.7"/>`,
      shine(-5, -3, 4, 1.2, 0.4, -8),
    ],
    `transform="rotate(${f(rng.range(-40, 40))})"`,
  );

const lavender: Draw = (_svg, rng) => {
  const parts: string[] = [];
  const stemRot = rng.range(-40, 40);
  parts.push(`<path d="M0 8L0 -14" stroke="#7a8a5a" stroke-width="1"/>`);
  for (let i = 0; i < 8; i++) {
    const y = -14 + i * 2.2;
    parts.push(ellipse(rng.range(-1.6, 1.6), y, 1.7, 1.2, rng.pick(['#8a6bbf', '#9f84cf', '#6f52a3'])));
  }
  return group(parts, `transform="rotate(${f(stemRot)})"`);
};

const passion: Draw = (svg, rng) => {
  const seeds: string[] = [];
  for (let i = 0; i < 14; i++) seeds.push(circle(rng.gauss() * 5, rng.gauss() * 2.2 - 1, 1.1, '#1d140c'));
  return group([
    ellipse(0, 2, 15, 8, dark('#6b2a4a', 0.1)),
    ellipse(0, 0, 14, 6.5, '#f7e9b0'),
    ellipse(
      0,
      0,
      12.5,
      5.5,
      svg.radial(
        [
          [0, '#ffc93c'],
          [1, '#e89a10'],
        ],
        0.4,
        0.4,
        0.7,
      ),
    ),
    ...seeds,
    shine(-5, -2, 3, 1, 0.55, 0),
  ]);
};

const betel: Draw = (svg, rng) =>
  group(
    [
      path(
        'M0 14C-10 6 -16 -4 -9 -10C-5 -13 -1 -11 0 -8C1 -11 5 -13 9 -10C16 -4 10 6 0 14Z',
        svg.linear(
          [
            [0, '#7fb24a'],
            [1, '#2f6a22'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      `<path d="M0 -8L0 13M0 -2L-7 -6M0 4L-6 1M0 -2L7 -6M0 4L6 1" stroke="#c9e6a0" stroke-width="0.7" fill="none" opacity="0.7"/>`,
    ],
    `transform="rotate(${f(rng.range(-50, 50))})"`,
  );

const praline: Draw = (svg, rng) => {
  const pts: Point[] = [];
  const n = 6;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.next() * 0.5;
    pts.push([Math.cos(a) * rng.range(8, 15), Math.sin(a) * rng.range(5, 9) - 6]);
  }
  return group(
    [
      path(
        poly(pts),
        svg.linear(
          [
            [0, '#f0b45a'],
            [0.6, '#c8782a'],
            [1, '#8a4a16'],
          ],
          0,
          0,
          1,
          1,
        ),
        'opacity="0.95"',
      ),
      circle(-2, -6, 2.6, '#8e5a2c', 'opacity="0.8"'),
      circle(4, -4, 2.2, '#a06a38', 'opacity="0.8"'),
      `<path d="${poly(pts.slice(0, 3))}" fill="none" stroke="#ffe3a8" stroke-width="0.8" opacity="0.8"/>`,
    ],
    `transform="rotate(${f(rng.range(-20, 20))})"`,
  );
};

const custard: Draw = (svg, rng) =>
  group([
    path(
      blob(0, 0, 12, 7, rng, 0.15, 8),
      svg.radial(
        [
          [0, '#ffffff'],
          [1, '#efe6d4'],
        ],
        0.4,
        0.35,
        0.8,
      ),
    ),
    circle(-3, 0, 1.6, '#1f140c'),
    circle(4, 1, 1.5, '#1f140c'),
    shine(-4, -2, 3, 1, 0.6, 0),
  ]);

const zest: Draw = (_svg, rng, color = '#f08a1c') => {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = rng.gauss() * 7;
    const y = rng.gauss() * 3;
    parts.push(
      `<path d="M${f(x)} ${f(y)}q3 -2 6 0" stroke="${color}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`,
    );
  }
  return group(parts);
};

export const TOPPINGS: Record<ToppingKind, Draw> = {
  strawberry,
  blueberry,
  raspberry,
  cherry,
  mango,
  pineapple,
  pistachio,
  nutcrumb,
  cookiecrumb,
  redcrumb,
  bean,
  petal,
  rose,
  lemon,
  orange,
  kiwi,
  walnut,
  almond,
  sliver,
  hazelnut,
  mint,
  shard,
  curl,
  truffle,
  gold,
  silver,
  sprinkles,
  coconut,
  chikoo,
  jaggery,
  rasmalai,
  saffron,
  meringue,
  macaron,
  rosette,
  dollop,
  biscuit,
  cinnamon,
  anise,
  candle,
  holly,
  pomegranate,
  grape,
  jamun,
  date,
  lavender,
  passion,
  betel,
  praline,
  custard,
  zest,
};

/** Draw one topping at (x, y) with a scale. */
export function topping(
  svg: Svg,
  kind: ToppingKind,
  x: number,
  y: number,
  scale: number,
  rng: Rng,
  color?: string,
): string {
  return place(TOPPINGS[kind](svg, rng, color), x, y, scale);
}
