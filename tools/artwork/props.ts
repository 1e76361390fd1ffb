/**
 * Props for cafe scenes: cups with latte art, croissants, bread, piping bags, cupcakes, a mic,
 * string lights, lamps, plants, an espresso machine, chairs and tables. Each draws at (x, y) =
 * base centre, at scale s (1 = sized for an 800 x 600 frame). Light comes from the top left.
 */
import { dark, light, mix } from './lib/color';
import { type Rng } from './lib/rng';
import { blob, circle, ellipse, f, group, path, poly, rect, smoothOpen, type Svg } from './lib/svg';
import type { Point } from './lib/svg';
import { TOPPINGS } from './toppings';

const K = 0.36;

export function at(x: number, y: number, s: number, content: string | string[], rotate = 0): string {
  return group(
    content,
    `transform="translate(${f(x)} ${f(y)})${rotate ? ` rotate(${f(rotate)})` : ''} scale(${Math.round(s * 1000) / 1000})"`,
  );
}

function sideFill(svg: Svg, c: string, amount = 0.35): string {
  return svg.linear(
    [
      [0, light(c, 0.3)],
      [0.3, c],
      [1, dark(c, amount)],
    ],
    0,
    0,
    1,
    0,
  );
}

function dome(svg: Svg, c: string): string {
  return svg.radial(
    [
      [0, light(c, 0.4)],
      [0.55, c],
      [1, dark(c, 0.35)],
    ],
    0.35,
    0.3,
    0.8,
  );
}

export function softShadow(svg: Svg, x: number, y: number, rx: number, ry: number, opacity = 0.4): string {
  return ellipse(
    x + rx * 0.12,
    y + ry * 0.2,
    rx,
    ry,
    '#1c0e07',
    `opacity="${opacity}" filter="${svg.blur(Math.max(2, rx * 0.12))}"`,
  );
}

export type LatteArt = 'heart' | 'rosetta' | 'tulip' | 'plain' | 'black';

/** A cup on a saucer, seen from slightly above, with latte art on the crema. */
export function cup(svg: Svg, x: number, y: number, s: number, art: LatteArt, color = '#f4efe7', rng?: Rng): string {
  const r = 46;
  const parts: string[] = [softShadow(svg, 0, 6, 86, 28, 0.45)];
  // saucer
  parts.push(ellipse(0, 6, 82, 82 * K, dark(color, 0.25)));
  parts.push(
    ellipse(
      0,
      0,
      82,
      82 * K,
      svg.radial(
        [
          [0, light(color, 0.5)],
          [0.7, color],
          [1, dark(color, 0.1)],
        ],
        0.4,
        0.35,
        0.8,
      ),
    ),
  );
  parts.push(ellipse(0, 0, 52, 52 * K, dark(color, 0.08)));
  // handle
  parts.push(
    `<path d="M${r - 4} -52C${r + 30} -56 ${r + 28} -20 ${r - 6} -22" stroke="${dark(color, 0.15)}" stroke-width="10" fill="none"/>`,
  );
  parts.push(
    `<path d="M${r - 4} -52C${r + 30} -56 ${r + 28} -20 ${r - 6} -22" stroke="${light(color, 0.3)}" stroke-width="3" fill="none" opacity="0.6" transform="translate(-1 -2)"/>`,
  );
  // body
  parts.push(
    path(`M${-r} -62C${-r} -30 ${-r * 0.7} -4 0 -4C${r * 0.7} -4 ${r} -30 ${r} -62Z`, sideFill(svg, color, 0.3)),
  );
  parts.push(ellipse(0, -62, r, r * K, dark(color, 0.12)));
  const liquid = art === 'black' ? '#2b1206' : '#b8763a';
  parts.push(
    ellipse(
      0,
      -61,
      r - 5,
      (r - 5) * K,
      svg.radial(
        [
          [0, light(liquid, 0.25)],
          [0.7, liquid],
          [1, dark(liquid, 0.4)],
        ],
        0.45,
        0.45,
        0.6,
      ),
    ),
  );
  const milk = '#fbf3e4';
  const cx = 0;
  const cy = -61;
  const sx = (r - 12) / 30;
  const sy = sx * K;
  const tr = (d: string) =>
    `<path d="${d}" fill="${milk}" transform="translate(${cx} ${cy}) scale(${f(sx)} ${f(sy)})"/>`;
  if (art === 'heart') {
    parts.push(tr('M0 22C-22 8 -26 -10 -14 -16C-6 -20 0 -14 0 -8C0 -14 6 -20 14 -16C26 -10 22 8 0 22Z'));
  } else if (art === 'tulip') {
    parts.push(tr('M0 24C-16 14 -18 2 -10 -2C-4 -4 0 0 0 4C0 0 4 -4 10 -2C18 2 16 14 0 24Z'));
    parts.push(tr('M0 2C-14 -6 -14 -16 -6 -18C-2 -19 0 -16 0 -14C0 -16 2 -19 6 -18C14 -16 14 -6 0 2Z'));
    parts.push(tr('M0 -14C-8 -18 -8 -24 -3 -25C0 -25 0 -22 0 -21C0 -22 0 -25 3 -25C8 -24 8 -18 0 -14Z'));
  } else if (art === 'rosetta') {
    // stacked leaves, widest at the bottom, with the pull-through line
    for (let i = 0; i < 7; i++) {
      const yy = 20 - i * 6.2;
      const w = 22 - i * 2.6;
      parts.push(
        tr(
          `M${-w} ${yy - 2}C${-w * 0.9} ${yy - 11} ${w * 0.9} ${yy - 11} ${w} ${yy - 2}C${w * 0.55} ${yy - 5} ${-w * 0.55} ${yy - 5} ${-w} ${yy - 2}Z`,
        ),
      );
    }
    parts.push(tr('M0 -26C-5 -26 -5 -19 0 -18C5 -19 5 -26 0 -26Z'));
    parts.push(tr('M-1 -20L1 -20L1.6 24L-1.6 24Z'));
  } else if (art === 'plain') {
    parts.push(ellipse(0, -61, (r - 10) * 0.6, (r - 10) * 0.6 * K, milk, 'opacity="0.85"'));
  }
  parts.push(ellipse(-r * 0.35, -64, r * 0.35, r * 0.06, '#ffffff', 'opacity="0.3"'));
  void rng;
  return at(x, y, s, parts);
}

/** Wisps of steam rising. */
export function steam(svg: Svg, x: number, y: number, s: number, rng: Rng): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const dx = (i - 1) * 14;
    const pts: Point[] = [];
    for (let k = 0; k < 5; k++)
      pts.push([dx + Math.sin(k * 1.1 + i * 0.5) * 7 + rng.range(-1.5, 1.5), -k * 22 - i * 6]);
    parts.push(
      `<path d="${smoothOpen(pts)}" stroke="#fffaf0" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.28" filter="${svg.blur(2.5)}"/>`,
    );
  }
  return at(x, y, s, parts);
}

export function croissant(svg: Svg, x: number, y: number, s: number, rotate = 0): string {
  const c = '#d08a3c';
  const parts: string[] = [softShadow(svg, 0, 8, 62, 16, 0.4)];
  const segs = [
    [-50, 6, 16, 12],
    [-30, -2, 22, 18],
    [0, -8, 28, 24],
    [30, -2, 22, 18],
    [50, 6, 16, 12],
  ];
  const order = [0, 4, 1, 3, 2];
  for (const i of order) {
    const [sx, sy, rx, ry] = segs[i] as [number, number, number, number];
    parts.push(ellipse(sx, sy, rx, ry, dome(svg, i === 2 ? light(c, 0.05) : c)));
    parts.push(
      `<path d="M${sx - rx * 0.7} ${sy - ry * 0.2}Q${sx} ${sy - ry * 1.1} ${sx + rx * 0.7} ${sy - ry * 0.2}" stroke="${dark(c, 0.4)}" stroke-width="1.5" fill="none" opacity="0.5"/>`,
    );
    parts.push(ellipse(sx - rx * 0.3, sy - ry * 0.45, rx * 0.35, ry * 0.15, '#fff2d6', 'opacity="0.45"'));
  }
  return at(x, y, s, parts, rotate);
}

/** A round sourdough loaf with an ear and flour. */
export function boule(svg: Svg, x: number, y: number, s: number, rng: Rng): string {
  const c = '#b8702e';
  const parts: string[] = [softShadow(svg, 0, 4, 96, 30, 0.45)];
  parts.push(path('M-92 0C-96 -70 -50 -96 0 -96C50 -96 96 -70 92 0C60 14 -60 14 -92 0Z', dome(svg, c)));
  parts.push(path('M-70 -40C-40 -84 30 -90 66 -52C40 -74 -20 -76 -70 -40Z', '#f3e6cf', 'opacity="0.55"'));
  parts.push(
    `<path d="M-54 -30C-20 -70 30 -72 60 -44" stroke="${dark(c, 0.45)}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M-54 -34C-20 -74 30 -76 60 -48" stroke="#f0c98a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 90; i++)
    parts.push(
      circle(
        rng.range(-70, 70),
        rng.range(-88, -50),
        rng.range(0.8, 2.2),
        '#fbf5ea',
        `opacity="${f(rng.range(0.3, 0.8))}"`,
      ),
    );
  return at(x, y, s, parts);
}

export function doughBall(svg: Svg, x: number, y: number, s: number): string {
  return at(x, y, s, [
    softShadow(svg, 0, 2, 70, 20, 0.35),
    path('M-70 0C-74 -44 -36 -60 0 -60C36 -60 74 -44 70 0C40 10 -40 10 -70 0Z', dome(svg, '#f1e2c4')),
    ellipse(-22, -38, 22, 8, '#ffffff', 'opacity="0.4"'),
  ]);
}

export function rollingPin(svg: Svg, x: number, y: number, s: number, rotate = -12): string {
  const wood = '#c9955a';
  return at(
    x,
    y,
    s,
    [
      softShadow(svg, 0, 12, 170, 12, 0.35),
      rect(-190, -7, 50, 14, sideFill(svg, dark(wood, 0.1)), 'rx="7"'),
      rect(140, -7, 50, 14, sideFill(svg, dark(wood, 0.1)), 'rx="7"'),
      rect(
        -145,
        -16,
        290,
        32,
        svg.linear(
          [
            [0, light(wood, 0.35)],
            [0.4, wood],
            [1, dark(wood, 0.35)],
          ],
          0,
          0,
          0,
          1,
        ),
        'rx="10"',
      ),
      rect(-140, -12, 280, 5, '#ffffff', 'rx="2.5" opacity="0.3"'),
    ],
    rotate,
  );
}

export function wheat(svg: Svg, x: number, y: number, s: number, rotate: number): string {
  const parts: string[] = [`<path d="M0 0L0 -150" stroke="#c9a25a" stroke-width="2.5"/>`];
  for (let i = 0; i < 9; i++) {
    const yy = -90 - i * 7;
    parts.push(ellipse(-6, yy, 4.5, 8, '#d9b36a', 'transform="rotate(-25 -6 ' + yy + ')"'));
    parts.push(ellipse(6, yy - 3, 4.5, 8, '#caa256', 'transform="rotate(25 6 ' + (yy - 3) + ')"'));
  }
  void svg;
  return at(x, y, s, parts, rotate);
}

/** A piping bag lying or held at an angle, tip pointing down. */
export function pipingBag(svg: Svg, x: number, y: number, s: number, color: string, rotate = 0): string {
  return at(
    x,
    y,
    s,
    [
      path(
        'M-34 -150C-40 -120 -30 -60 -8 -12L8 -12C30 -60 40 -120 34 -150Z',
        svg.linear(
          [
            [0, '#ffffff', 0.9],
            [0.5, '#f4f0ea', 0.75],
            [1, '#d9d2c6', 0.9],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      path('M-28 -128C-32 -100 -24 -58 -6 -16L6 -16C24 -58 32 -100 28 -128Z', color, 'opacity="0.85"'),
      path('M-34 -150C-20 -160 20 -160 34 -150C20 -146 -20 -146 -34 -150Z', '#e8e2d8'),
      `<path d="M-36 -154L-44 -170M36 -154L40 -168" stroke="#e8e2d8" stroke-width="4" stroke-linecap="round"/>`,
      path(
        'M-8 -14L8 -14L4 8L-4 8Z',
        svg.linear(
          [
            [0, '#f2f2f2'],
            [0.5, '#b9b9b9'],
            [1, '#8a8a8a'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      `<path d="M-4 8L-3 13M0 8L0 14M4 8L3 13" stroke="#8a8a8a" stroke-width="1.5"/>`,
      path('M-22 -130C-26 -100 -20 -60 -6 -20', 'none', 'stroke="#ffffff" stroke-width="4" opacity="0.5"'),
    ],
    rotate,
  );
}

export function cupcake(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  frosting: string,
  rng: Rng,
  liner = '#e8557a',
): string {
  const parts: string[] = [softShadow(svg, 0, 4, 44, 13, 0.4)];
  parts.push(path('M-36 -50L-26 0L26 0L36 -50Z', sideFill(svg, liner, 0.4)));
  for (let i = -3; i <= 3; i++)
    parts.push(`<path d="M${i * 10} -50L${i * 7.4} 0" stroke="${dark(liner, 0.3)}" stroke-width="1.5" opacity="0.6"/>`);
  parts.push(ellipse(0, -50, 38, 10, '#c98a3d'));
  // swirl of frosting: three stacked rings and a peak
  const rings: [number, number, number][] = [
    [-52, 40, 16],
    [-72, 32, 14],
    [-90, 22, 12],
  ];
  for (const [yy, rx, ry] of rings)
    parts.push(
      path(
        `M${-rx} ${yy}C${-rx} ${yy - ry * 1.4} ${rx} ${yy - ry * 1.4} ${rx} ${yy}C${rx * 0.6} ${yy + ry * 0.9} ${-rx * 0.6} ${yy + ry * 0.9} ${-rx} ${yy}Z`,
        dome(svg, frosting),
      ),
    );
  parts.push(path('M-12 -96C-10 -112 -2 -118 2 -122C4 -112 12 -104 12 -96C6 -92 -6 -92 -12 -96Z', dome(svg, frosting)));
  parts.push(`<g transform="translate(0 -78) scale(1.4)">${TOPPINGS.sprinkles(svg, rng)}</g>`);
  parts.push(`<g transform="translate(2 -122)">${TOPPINGS.cherry(svg, rng)}</g>`);
  return at(x, y, s, parts);
}

export function macaronPile(svg: Svg, x: number, y: number, s: number, rng: Rng, colors: string[]): string {
  const parts: string[] = [softShadow(svg, 0, 4, 60, 16, 0.35)];
  const spots: Point[] = [
    [-34, 0],
    [0, 4],
    [34, 0],
    [-17, -20],
    [17, -20],
    [0, -40],
  ];
  spots.forEach(([px, py], i) =>
    parts.push(
      `<g transform="translate(${px} ${py}) scale(1.45)">${TOPPINGS.macaron(svg, rng, colors[i % colors.length])}</g>`,
    ),
  );
  return at(x, y, s, parts);
}

/** A gooseneck kettle. */
export function kettle(svg: Svg, x: number, y: number, s: number, color = '#2f2a28'): string {
  return at(x, y, s, [
    softShadow(svg, 0, 4, 70, 18, 0.4),
    path('M-60 -6C-66 -60 -50 -96 0 -96C50 -96 66 -60 60 -6C30 4 -30 4 -60 -6Z', sideFill(svg, color, 0.5)),
    ellipse(0, -96, 40, 10, dark(color, 0.2)),
    rect(-10, -118, 20, 22, sideFill(svg, color), 'rx="4"'),
    circle(0, -122, 8, sideFill(svg, '#c9a04a')),
    `<path d="M-50 -40C-100 -40 -110 -90 -140 -110" stroke="${dark(color, 0.1)}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<path d="M-50 -42C-100 -42 -110 -92 -140 -112" stroke="${light(color, 0.3)}" stroke-width="2" fill="none" opacity="0.6"/>`,
    `<path d="M56 -80C96 -90 96 -20 56 -24" stroke="${dark(color, 0.1)}" stroke-width="10" fill="none"/>`,
    rect(-40, -86, 8, 70, '#ffffff', 'rx="4" opacity="0.18"'),
  ]);
}

export function mic(svg: Svg, x: number, y: number, s: number): string {
  const metal = '#9a9590';
  return at(x, y, s, [
    ellipse(0, 0, 70, 18, '#1c0e07', `opacity="0.45" filter="${svg.blur(6)}"`),
    ellipse(0, -4, 56, 14, sideFill(svg, '#2a2624')),
    rect(-4, -300, 8, 296, sideFill(svg, metal)),
    rect(-7, -310, 14, 18, sideFill(svg, '#3a3331'), 'rx="3"'),
    `<g transform="translate(0 -318) rotate(-28)">${[
      rect(-9, -70, 18, 72, sideFill(svg, '#2a2624'), 'rx="6"'),
      path('M-16 -70C-18 -110 18 -110 16 -70Z', sideFill(svg, '#b9b4ae', 0.45)),
      `<path d="M-14 -80L14 -80M-15 -90L15 -90M-13 -100L13 -100M0 -106L0 -70M-8 -104L-8 -72M8 -104L8 -72" stroke="#6a6560" stroke-width="1" opacity="0.7"/>`,
      rect(-16, -72, 32, 5, '#6a6560'),
    ].join('')}</g>`,
  ]);
}

export function stool(svg: Svg, x: number, y: number, s: number, wood = '#8a5532'): string {
  return at(x, y, s, [
    ellipse(0, 0, 60, 14, '#1c0e07', `opacity="0.4" filter="${svg.blur(6)}"`),
    `<path d="M-40 0L-26 -150M40 0L26 -150M-6 4L-2 -150M-34 -50L34 -50" stroke="${dark(wood, 0.2)}" stroke-width="8" stroke-linecap="round"/>`,
    ellipse(0, -152, 46, 13, dark(wood, 0.3)),
    ellipse(0, -158, 46, 13, dome(svg, wood)),
  ]);
}

export function guitar(svg: Svg, x: number, y: number, s: number, rotate = -12): string {
  const wood = '#c27a35';
  return at(
    x,
    y,
    s,
    [
      path(
        'M0 0C-60 0 -70 -60 -40 -80C-50 -110 -30 -140 0 -140C30 -140 50 -110 40 -80C70 -60 60 0 0 0Z',
        dome(svg, wood),
      ),
      circle(0, -82, 16, '#2a1608'),
      rect(-6, -300, 12, 170, sideFill(svg, '#5a3418')),
      rect(-10, -330, 20, 36, sideFill(svg, '#3a2010'), 'rx="4"'),
      rect(-20, -34, 40, 6, '#3a2010', 'rx="2"'),
      `<path d="M-3 -30L-3 -320M0 -30L0 -320M3 -30L3 -320" stroke="#e8e0d0" stroke-width="0.8" opacity="0.8"/>`,
    ],
    rotate,
  );
}

/** A saxophone built from a tube that widens into a bell. */
export function saxophone(svg: Svg, x: number, y: number, s: number): string {
  const center: Point[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    if (t < 0.6) center.push([0 + Math.sin(t * 2) * 8, -260 + t * 400]);
    else {
      const u = (t - 0.6) / 0.4;
      const a = Math.PI * u;
      center.push([40 - Math.cos(a) * 40 + 0, -20 + Math.sin(a) * 40 - u * 120]);
    }
  }
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < center.length; i++) {
    const p = center[i] as Point;
    const q = center[Math.min(center.length - 1, i + 1)] as Point;
    const o = center[Math.max(0, i - 1)] as Point;
    const dx = q[0] - o[0];
    const dy = q[1] - o[1];
    const len = Math.hypot(dx, dy) || 1;
    const t = i / (center.length - 1);
    const w = 7 + t * t * 22;
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  }
  const brass = '#d9a43a';
  const end = center[center.length - 1] as Point;
  const parts: string[] = [
    path(
      poly([...left, ...right.reverse()]),
      svg.linear(
        [
          [0, light(brass, 0.45)],
          [0.4, brass],
          [1, dark(brass, 0.45)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    ellipse(end[0], end[1], 34, 12, dark(brass, 0.5)),
    ellipse(end[0], end[1], 28, 9, '#3a2410'),
    `<path d="M0 -260C-6 -290 -20 -300 -36 -296" stroke="${dark(brass, 0.1)}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    rect(-42, -302, 12, 10, '#1c1c1c', 'rx="3"'),
  ];
  for (let i = 0; i < 7; i++)
    parts.push(
      circle(
        -8,
        -190 + i * 26,
        6,
        svg.radial(
          [
            [0, '#fff2c0'],
            [1, dark(brass, 0.3)],
          ],
          0.4,
          0.4,
          0.7,
        ),
      ),
    );
  return at(x, y, s, parts, 8);
}

/** A catenary of warm bulbs between two points. */
export function stringLights(
  svg: Svg,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  bulbs: number,
  rng: Rng,
): string {
  const parts: string[] = [];
  const at2 = (t: number): Point => [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + Math.sin(Math.PI * t) * sag];
  const pts: Point[] = [];
  for (let i = 0; i <= 24; i++) pts.push(at2(i / 24));
  parts.push(`<path d="${smoothOpen(pts)}" stroke="#1c120c" stroke-width="2" fill="none" opacity="0.8"/>`);
  const glow = svg.blur(9);
  for (let i = 0; i < bulbs; i++) {
    const t = (i + 0.5) / bulbs;
    const [bx, by] = at2(t);
    parts.push(circle(bx, by + 12, 20, '#ffb84d', `opacity="${f(rng.range(0.35, 0.55))}" filter="${glow}"`));
    parts.push(`<path d="M${f(bx)} ${f(by)}L${f(bx)} ${f(by + 5)}" stroke="#2a1c12" stroke-width="3"/>`);
    parts.push(ellipse(bx, by + 12, 5.5, 8, '#ffe3a0'));
    parts.push(ellipse(bx - 1.5, by + 10, 2, 3.5, '#fffbe8'));
  }
  return parts.join('');
}

export function pendant(svg: Svg, x: number, top: number, length: number, s: number, shade = '#2b1a12'): string {
  return [
    `<path d="M${f(x)} ${f(top)}L${f(x)} ${f(top + length)}" stroke="#1c120c" stroke-width="${f(2 * s)}"/>`,
    circle(x, top + length + 40 * s, 110 * s, '#ffc46b', `opacity="0.22" filter="${svg.blur(30 * s)}"`),
    at(x, top + length, s, [
      path('M-10 0L10 0L46 40L-46 40Z', sideFill(svg, shade, 0.5)),
      ellipse(0, 40, 46, 9, '#ffe2a0'),
      ellipse(0, 42, 16, 5, '#fffbe8'),
    ]),
  ].join('');
}

export function plant(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  rng: Rng,
  pot = '#c8744a',
  kind: 'leafy' | 'trailing' | 'tall' = 'leafy',
): string {
  const parts: string[] = [softShadow(svg, 0, 2, 52, 12, 0.4)];
  const leaves: string[] = [];
  const greens = ['#4f6b3f', '#5f7f45', '#3f5a32', '#6e8f4e'];
  const count = kind === 'tall' ? 16 : 14;
  for (let i = 0; i < count; i++) {
    const a = kind === 'trailing' ? rng.range(-200, 20) : rng.range(-165, -15);
    const len = kind === 'tall' ? rng.range(90, 170) : rng.range(60, 110);
    const rad = (a * Math.PI) / 180;
    const ex = Math.cos(rad) * len;
    const ey = -70 + Math.sin(rad) * len * (kind === 'trailing' && a < -170 ? -1 : 1);
    const c = rng.pick(greens);
    leaves.push(
      `<path d="M0 -66Q${f(ex * 0.3)} ${f(-66 + (ey + 66) * 0.6 - 20)} ${f(ex)} ${f(ey)}" stroke="${dark(c, 0.3)}" stroke-width="2" fill="none"/>`,
    );
    leaves.push(
      `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(kind === 'tall' ? 12 : 20)}" ry="${f(kind === 'tall' ? 34 : 11)}" fill="${dome(svg, c)}" transform="rotate(${f(kind === 'tall' ? a + 90 : a)} ${f(ex)} ${f(ey)})"/>`,
    );
  }
  parts.push(...leaves);
  parts.push(path('M-40 -70L40 -70L32 0L-32 0Z', sideFill(svg, pot, 0.45)));
  parts.push(rect(-44, -78, 88, 12, sideFill(svg, light(pot, 0.08), 0.45), 'rx="3"'));
  return at(x, y, s, parts);
}

/** A small round cafe table in side view, top at y - 150*s. */
export function cafeTable(svg: Svg, x: number, y: number, s: number, top = '#e9e0d2'): string {
  return at(x, y, s, [
    ellipse(0, 0, 70, 14, '#1c0e07', `opacity="0.4" filter="${svg.blur(6)}"`),
    path('M-40 0L40 0L30 -10L-30 -10Z', '#2a2420'),
    rect(-5, -150, 10, 142, sideFill(svg, '#3a3331')),
    ellipse(0, -148, 86, 20, dark(top, 0.35)),
    ellipse(0, -154, 86, 20, dome(svg, top)),
  ]);
}

export function chair(svg: Svg, x: number, y: number, s: number, wood = '#6b3f22', flip = false): string {
  const d = flip ? -1 : 1;
  return at(x, y, s, [
    ellipse(0, 0, 50, 10, '#1c0e07', `opacity="0.35" filter="${svg.blur(5)}"`),
    `<path d="M${-30 * d} 0L${-26 * d} -90M${30 * d} 0L${26 * d} -90M${-30 * d} -90L${-38 * d} -210" stroke="${wood}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    `<path d="M${-38 * d} -210C${-10 * d} -222 ${10 * d} -214 ${18 * d} -206" stroke="${wood}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
    `<path d="M${-34 * d} -150L${14 * d} -150" stroke="${wood}" stroke-width="5" stroke-linecap="round"/>`,
    ellipse(0, -92, 40, 10, dome(svg, light(wood, 0.1))),
  ]);
}

export function espressoMachine(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  body = '#b8b2aa',
  accent = '#a23b4a',
): string {
  const parts: string[] = [softShadow(svg, 0, 2, 200, 20, 0.45)];
  parts.push(
    rect(
      -190,
      -260,
      380,
      250,
      svg.linear(
        [
          [0, '#f4f1ec'],
          [0.2, body],
          [0.6, dark(body, 0.15)],
          [0.85, '#e8e4de'],
          [1, dark(body, 0.35)],
        ],
        0,
        0,
        1,
        0,
      ),
      'rx="14"',
    ),
  );
  parts.push(rect(-190, -200, 380, 60, sideFill(svg, accent, 0.45), ''));
  parts.push(rect(-200, -272, 400, 18, sideFill(svg, '#d8d3cc'), 'rx="6"'));
  // cups warming on top
  for (let i = 0; i < 4; i++)
    parts.push(
      path(
        `M${-120 + i * 56 - 18} -272L${-120 + i * 56 - 14} -300L${-120 + i * 56 + 14} -300L${-120 + i * 56 + 18} -272Z`,
        sideFill(svg, '#f4efe7', 0.3),
      ),
    );
  // gauges
  parts.push(
    circle(-60, -230, 16, '#2a2624'),
    circle(-60, -230, 12, '#f4efe7'),
    `<path d="M-60 -230L-52 -238" stroke="#a23b4a" stroke-width="2"/>`,
  );
  parts.push(
    circle(60, -230, 16, '#2a2624'),
    circle(60, -230, 12, '#f4efe7'),
    `<path d="M60 -230L66 -222" stroke="#a23b4a" stroke-width="2"/>`,
  );
  // group heads and portafilters
  for (const gx of [-95, 95]) {
    parts.push(rect(gx - 28, -140, 56, 26, sideFill(svg, '#d8d3cc'), 'rx="6"'));
    parts.push(rect(gx - 30, -114, 60, 14, sideFill(svg, '#8a8580'), 'rx="4"'));
    parts.push(`<path d="M${gx + 26} -107L${gx + 86} -96" stroke="#1c1c1c" stroke-width="12" stroke-linecap="round"/>`);
    parts.push(path(`M${gx - 22} -52L${gx - 18} -86L${gx + 18} -86L${gx + 22} -52Z`, sideFill(svg, '#f4efe7', 0.3)));
    parts.push(
      `<path d="M${gx - 4} -100L${gx - 4} -86M${gx + 4} -100L${gx + 4} -86" stroke="#5a2a12" stroke-width="3" opacity="0.9"/>`,
    );
  }
  // drip tray and steam wand
  parts.push(rect(-180, -52, 360, 14, sideFill(svg, '#6a6560'), 'rx="3"'));
  parts.push(
    `<path d="M170 -150L196 -150L206 -60" stroke="#c9c4bd" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(rect(-176, -250, 8, 230, '#ffffff', 'rx="4" opacity="0.35"'));
  return at(x, y, s, parts);
}

/** A glass pastry case with croissants, cake slices and cookies on two shelves. */
export function pastryCase(svg: Svg, x: number, y: number, w: number, h: number, rng: Rng): string {
  const parts: string[] = [];
  parts.push(rect(x, y, w, h, '#3a2418'));
  parts.push(
    rect(
      x + 6,
      y + 6,
      w - 12,
      h - 12,
      svg.linear(
        [
          [0, '#fff3dc'],
          [1, '#e8cfa8'],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  const shelfY = [y + h * 0.48, y + h * 0.92];
  for (const sy of shelfY) {
    parts.push(rect(x + 6, sy, w - 12, 5, '#c9c4bd'));
    let px = x + 40;
    while (px < x + w - 40) {
      const k = rng.int(0, 3);
      if (k === 0) parts.push(croissant(svg, px + 20, sy - 14, 0.55));
      else if (k === 1)
        parts.push(
          at(px + 20, sy - 2, 0.7, [
            rect(-30, -40, 60, 40, '#f3e3c8'),
            rect(-30, -28, 60, 6, '#c49060'),
            rect(-30, -16, 60, 6, '#6b4026'),
            rect(-30, -44, 60, 6, rng.pick(['#3a1d0e', '#e0506a', '#ffb52e'])),
          ]),
        );
      else if (k === 2)
        parts.push(
          at(px + 20, sy - 4, 0.9, [
            ellipse(0, 0, 26, 8, '#c48a4a'),
            ellipse(0, -4, 26, 8, dome(svg, '#d9a05a')),
            circle(-8, -5, 2, '#3a1d0e'),
            circle(6, -3, 2, '#3a1d0e'),
          ]),
        );
      else parts.push(cupcake(svg, px + 20, sy, 0.45, rng.pick(['#f2a7b8', '#fbf3e6', '#c9a27c']), rng));
      px += rng.range(70, 95);
    }
  }
  parts.push(
    rect(
      x + 6,
      y + 6,
      w - 12,
      h - 12,
      svg.linear(
        [
          [0, '#ffffff', 0.25],
          [0.3, '#ffffff', 0.02],
          [0.7, '#ffffff', 0.05],
          [1, '#ffffff', 0.15],
        ],
        0,
        0,
        1,
        0.4,
      ),
    ),
  );
  parts.push(
    `<path d="M${f(x + w * 0.15)} ${f(y + 10)}L${f(x + w * 0.05)} ${f(y + h - 10)}" stroke="#ffffff" stroke-width="8" opacity="0.2"/>`,
  );
  return parts.join('');
}

export function brickWall(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  rng: Rng,
  brickW = 64,
  brickH = 26,
): string {
  const parts: string[] = [rect(x, y, w, h, dark(color, 0.45))];
  for (let row = 0; row * brickH < h; row++) {
    const offset = row % 2 === 0 ? 0 : brickW / 2;
    for (let bx = x - offset; bx < x + w; bx += brickW) {
      const c = mix(color, rng.pick(['#7a3a22', '#a0583a', '#8a4a2e', '#b46a48']), rng.range(0.1, 0.4));
      parts.push(rect(bx + 2, y + row * brickH + 2, brickW - 4, brickH - 4, c, 'rx="2"'));
    }
  }
  return group(parts, `clip-path="${svg.clip(`M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`)}"`);
}

export function bookStack(svg: Svg, x: number, y: number, s: number, rng: Rng, colors: string[]): string {
  const parts: string[] = [softShadow(svg, 0, 4, 110, 24, 0.4)];
  let yy = 0;
  colors.forEach((c, i) => {
    const w = rng.range(170, 210);
    const h = rng.range(20, 30);
    const dx = rng.range(-12, 12);
    parts.push(rect(dx - w / 2, yy - h, w, h, sideFill(svg, c, 0.35), 'rx="3"'));
    parts.push(rect(dx + w / 2 - 10, yy - h + 3, 8, h - 6, '#f6efe2'));
    parts.push(rect(dx - w / 2 + 20, yy - h + h * 0.4, 40, 3, light(c, 0.5), 'opacity="0.6"'));
    yy -= h;
    void i;
  });
  return at(x, y, s, parts);
}

/** Parallel rain streaks on glass. */
export function rain(rng: Rng, x: number, y: number, w: number, h: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = x + rng.next() * w;
    const py = y + rng.next() * h;
    const len = rng.range(10, 40);
    parts.push(
      `<path d="M${f(px)} ${f(py)}l${f(-len * 0.15)} ${f(len)}" stroke="#e8f0ff" stroke-width="${f(rng.range(0.8, 2))}" opacity="${f(rng.range(0.2, 0.5))}" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

export function scoop(svg: Svg, x: number, y: number, s: number, color: string, rng: Rng): string {
  return at(x, y, s, [softShadow(svg, 0, 2, 40, 12, 0.35), path(blob(0, -18, 40, 24, rng, 0.12, 9), dome(svg, color))]);
}
