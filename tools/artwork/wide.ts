/** Hero slides, home tiles, blog and job banners, the about pictures, logos and the not-found picture. */
import { dust, finish, table } from './backgrounds';
import { cake, stand } from './cake';
import type { CakeLook } from './cake';
import { hamper } from './hamper';
import { item } from './items';
import { dark, light, BRAND } from './lib/color';
import { Rng } from './lib/rng';
import { circle, dotsRect, ellipse, f, path, poly, rect, type Svg } from './lib/svg';
import type { Point } from './lib/svg';
import { CAKE_PICTURES } from './looks/cakes';
import { HAMPER_PICTURES } from './looks/hampers';
import { facade } from './places';
import {
  at,
  brickWall,
  croissant,
  cup,
  cupcake,
  espressoMachine,
  macaronPile,
  mic,
  pastryCase,
  pendant,
  pipingBag,
  plant,
  softShadow,
  steam,
  stringLights,
} from './props';
import { topping } from './toppings';
import type { ToppingKind } from './toppings';

type Scene = (svg: Svg, rng: Rng) => void;

const look = (base: string): CakeLook => {
  const picture = CAKE_PICTURES[base];
  if (!picture) throw new Error(`No cake look for ${base}`);
  return picture.look;
};

function scatter(
  svg: Svg,
  rng: Rng,
  kinds: ToppingKind[],
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  scale: number,
): void {
  for (let i = 0; i < count; i++)
    svg.add(topping(svg, rng.pick(kinds), x + rng.next() * w, y + rng.next() * h, scale * rng.range(0.85, 1.15), rng));
}

function davaraTumbler(svg: Svg, x: number, y: number, s: number): string {
  const steel = svg.linear(
    [
      [0, '#f4f4f4'],
      [0.25, '#c9c9c9'],
      [0.5, '#8f8f8f'],
      [0.75, '#e6e6e6'],
      [1, '#7a7a7a'],
    ],
    0,
    0,
    1,
    0,
  );
  return at(x, y, s, [
    softShadow(svg, 0, 4, 100, 24, 0.45),
    path('M-96 -40C-96 -6 -60 0 0 0C60 0 96 -6 96 -40Z', steel),
    ellipse(0, -40, 96, 24, '#b9b9b9'),
    ellipse(0, -40, 88, 20, '#8a5a34'),
    path('M-44 -200L-34 -30L34 -30L44 -200Z', steel),
    ellipse(0, -200, 44, 12, '#a9a9a9'),
    ellipse(0, -199, 39, 10, '#e8d2b0'),
    dotsRect(new Rng('froth'), -30, -206, 60, 12, 30, ['#f7ead6', '#d9b98e'], 1, 2.5),
    rect(-30, -190, 8, 150, '#ffffff', 'rx="4" opacity="0.4"'),
  ]);
}

function phone(svg: Svg, x: number, y: number, s: number, rotate: number): string {
  const screen = 'M-58 -118L58 -118L58 118L-58 118Z';
  const clip = svg.clip(screen);
  return at(
    x,
    y,
    s,
    [
      softShadow(svg, 6, 130, 70, 20, 0.45),
      rect(-66, -132, 132, 264, '#1c1a19', 'rx="18"'),
      `<g clip-path="${clip}">${[
        rect(
          -58,
          -118,
          116,
          236,
          svg.linear([
            [0, '#5a3521'],
            [1, '#2b1a12'],
          ]),
        ),
        rect(-58, 20, 116, 100, '#9a6236'),
        stand(svg, 'plate', 0, 30, 46),
        cake(svg, look('cake-mahabaleshwar-strawberry-cream'), 0, 30, 46, 'phone-cake'),
        rect(-58, -118, 116, 22, '#000000', 'opacity="0.25"'),
        circle(-40, -107, 6, '#c8873a'),
        rect(-28, -110, 40, 5, '#f6efe6', 'rx="2" opacity="0.7"'),
        path(
          'M-44 100C-48 95 -47 91 -44 91C-42.5 91 -41.5 92.5 -41.5 93.5C-41.5 92.5 -40.5 91 -39 91C-36 91 -35 95 -39 100',
          '#e8557a',
        ),
      ].join('')}</g>`,
      rect(-66, -132, 132, 264, 'none', 'rx="18" stroke="#4a4644" stroke-width="3"'),
      path('M-50 -120L10 -120L-50 40Z', '#ffffff', 'opacity="0.08"'),
    ],
    rotate,
  );
}

function map(svg: Svg, x: number, y: number, s: number, rng: Rng): string {
  const parts: string[] = [softShadow(svg, 0, 20, 150, 30, 0.35), path('M-160 30L-120 -90L160 -80L130 40Z', '#efe4cc')];
  parts.push(path('M-120 -90L-80 -86L-110 36L-160 30Z', '#e6d9bd'), path('M40 -83L80 -82L60 38L20 38Z', '#e6d9bd'));
  for (let i = 0; i < 5; i++) {
    const pts: Point[] = [];
    for (let k = 0; k < 5; k++) pts.push([-140 + k * 65 + rng.range(-10, 10), -70 + i * 24 + rng.range(-8, 8)]);
    parts.push(
      `<path d="M${pts.map(([px, py]) => `${f(px)} ${f(py)}`).join('L')}" stroke="${i === 2 ? '#c8873a' : '#b9a98e'}" stroke-width="${i === 2 ? 3 : 1.5}" fill="none"/>`,
    );
  }
  parts.push(ellipse(-20, -30, 30, 14, '#9fc49a', 'opacity="0.7"'), ellipse(70, 0, 22, 10, '#9fc4d6', 'opacity="0.7"'));
  parts.push(
    path('M30 -46C30 -60 46 -60 46 -46C46 -38 38 -30 38 -30C38 -30 30 -38 30 -46Z', '#a23b4a'),
    circle(38, -47, 3, '#fff'),
  );
  return at(x, y, s, parts, -6);
}

function cart(svg: Svg, x: number, y: number, s: number): string {
  const wood = '#9a6236';
  return at(x, y, s, [
    softShadow(svg, 0, 0, 220, 24, 0.45),
    rect(
      -200,
      -200,
      400,
      150,
      svg.linear(
        [
          [0, light(wood, 0.15)],
          [1, dark(wood, 0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
      'rx="8"',
    ),
    ...[0, 1, 2, 3, 4].map((i) => rect(-200, -190 + i * 30, 400, 2, dark(wood, 0.35))),
    rect(-210, -210, 420, 14, '#5a3521', 'rx="4"'),
    rect(-190, -430, 10, 220, '#3a2418'),
    rect(180, -430, 10, 220, '#3a2418'),
    path('M-230 -430L230 -430L210 -380L-210 -380Z', '#c8873a'),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      path(
        `M${-230 + i * 57.5} -430L${-230 + i * 57.5 + 28} -430L${-210 + i * 52.5 + 26} -380L${-210 + i * 52.5} -380Z`,
        '#f6efe6',
      ),
    ),
    `<g transform="translate(-60 -210) scale(0.42)">${espressoMachine(svg, 0, 0, 1)}</g>`,
    item(svg, 'jar', 90, -210, 0.9, new Rng('cart-jar'), '#e8821c'),
    item(svg, 'jar', 140, -210, 0.8, new Rng('cart-jar2'), '#8a5a34'),
    circle(-140, -30, 40, '#2b1a12'),
    circle(-140, -30, 30, '#5a3521'),
    circle(-140, -30, 6, '#c9a04a'),
    circle(140, -30, 40, '#2b1a12'),
    circle(140, -30, 30, '#5a3521'),
    circle(140, -30, 6, '#c9a04a'),
  ]);
}

/** Letter-like strokes for logos, drawn as geometry, not text. */
function monogram(svg: Svg, kind: 'paper' | 'travel' | 'journal' | 'lifestyle'): void {
  const S = svg.width;
  const c = S / 2;
  const ring = (color: string) => circle(c, c, S * 0.4, 'none', `stroke="${color}" stroke-width="${f(S * 0.025)}"`);
  switch (kind) {
    case 'paper': {
      svg.add(rect(0, 0, S, S, '#1d2a44', `rx="${f(S * 0.16)}"`));
      svg.add(rect(S * 0.16, S * 0.2, S * 0.68, S * 0.03, '#f6efe6'));
      svg.add(rect(S * 0.16, S * 0.77, S * 0.68, S * 0.03, '#f6efe6'));
      // an N with serifs
      const n: Point[] = [
        [0.3, 0.3],
        [0.4, 0.3],
        [0.62, 0.58],
        [0.62, 0.34],
        [0.57, 0.34],
        [0.57, 0.3],
        [0.72, 0.3],
        [0.72, 0.34],
        [0.67, 0.34],
        [0.67, 0.71],
        [0.61, 0.71],
        [0.38, 0.42],
        [0.38, 0.66],
        [0.43, 0.66],
        [0.43, 0.7],
        [0.28, 0.7],
        [0.28, 0.66],
        [0.33, 0.66],
        [0.33, 0.34],
        [0.3, 0.34],
      ];
      svg.add(path(poly(n.map(([x, y]) => [x * S, y * S])), '#f6efe6'));
      break;
    }
    case 'travel': {
      svg.add(circle(c, c, S * 0.48, '#1f6b6b'));
      svg.add(ring('#f6efe6'));
      const star: Point[] = [];
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
        const r = i % 2 === 0 ? S * 0.3 : S * 0.07;
        star.push([c + Math.cos(a) * r, c + Math.sin(a) * r]);
      }
      svg.add(path(poly(star), '#f6efe6'));
      svg.add(
        path(
          poly([
            [c, c - S * 0.3],
            [c + S * 0.07, c],
            [c, c],
          ]),
          '#c8873a',
        ),
      );
      svg.add(circle(c, c, S * 0.035, '#1f6b6b'));
      break;
    }
    case 'journal': {
      svg.add(circle(c, c, S * 0.48, BRAND.espresso));
      svg.add(ring(BRAND.caramel));
      svg.add(
        ellipse(
          c,
          c,
          S * 0.17,
          S * 0.25,
          svg.linear(
            [
              [0, '#e0a55a'],
              [1, BRAND.toffee],
            ],
            0,
            0,
            1,
            1,
          ),
          `transform="rotate(25 ${f(c)} ${f(c)})"`,
        ),
      );
      svg.add(
        `<path d="M${f(c + S * 0.02)} ${f(c - S * 0.23)}C${f(c - S * 0.1)} ${f(c - S * 0.08)} ${f(c + S * 0.1)} ${f(c + S * 0.06)} ${f(c - S * 0.02)} ${f(c + S * 0.23)}" stroke="${BRAND.espresso}" stroke-width="${f(S * 0.035)}" fill="none" stroke-linecap="round" transform="rotate(25 ${f(c)} ${f(c)})"/>`,
      );
      break;
    }
    case 'lifestyle': {
      svg.add(rect(0, 0, S, S, BRAND.berry, `rx="${f(S * 0.5)}"`));
      // a geometric M
      const m: Point[] = [
        [0.24, 0.7],
        [0.24, 0.3],
        [0.34, 0.3],
        [0.5, 0.52],
        [0.66, 0.3],
        [0.76, 0.3],
        [0.76, 0.7],
        [0.67, 0.7],
        [0.67, 0.46],
        [0.5, 0.66],
        [0.33, 0.46],
        [0.33, 0.7],
      ];
      svg.add(path(poly(m.map(([x, y]) => [x * S, y * S])), '#fff6ee'));
      svg.add(circle(c, S * 0.22, S * 0.035, '#f6d77a'));
      break;
    }
  }
}

export const HERO_SCENES: Record<string, Scene> = {
  'hero-celebration-cake': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(table(svg, { surface: 'walnut', horizon: 0.56 }));
    for (let i = 0; i < 26; i++)
      svg.add(
        circle(
          rng.range(W * 0.45, W),
          rng.range(0, H * 0.5),
          rng.range(10, 40),
          rng.pick(['#ffd98a', '#ffc46b', '#fff3d6']),
          `opacity="${f(rng.range(0.12, 0.4))}" filter="${svg.blur(8)}"`,
        ),
      );
    const cx = W * 0.72;
    const RB = 330;
    svg.add(stand(svg, 'pedestal', cx, H * 0.8, RB));
    const bottom: CakeLook = {
      shape: 'layer',
      sponge: '#f3e1b5',
      cream: '#fff6e6',
      frosting: '#fdf4ef',
      side: 'ruffle',
      border: '#fdf4ef',
      cut: false,
      rim: { kind: 'rosette', color: '#fffaf2', count: 18 },
      toppings: [],
      heightRatio: 0.55,
    };
    svg.add(cake(svg, bottom, cx, H * 0.8, RB, 'hero-bottom'));
    const topTier: CakeLook = {
      shape: 'layer',
      sponge: '#f3e1b5',
      cream: '#f2a6b4',
      frosting: '#fdf1ee',
      drip: '#d8405c',
      cut: false,
      heightRatio: 0.62,
      toppings: [
        { kind: 'candle', count: 5, layout: 'ring', radius: 0.45, size: 1.2 },
        { kind: 'strawberry', count: 4, layout: 'crescent', radius: 0.75 },
        { kind: 'macaron', count: 3, layout: 'crescent', radius: 0.7, color: '#f2a7b8' },
        { kind: 'gold', count: 4, layout: 'scatter' },
      ],
    };
    svg.add(cake(svg, topTier, cx, H * 0.8 - RB * 0.55 + 4, 210, 'hero-top'));
    scatter(svg, rng, ['strawberry', 'macaron', 'petal', 'blueberry'], W * 0.5, H * 0.88, W * 0.5, H * 0.1, 14, 3.2);
    svg.add(finish(svg, { vignette: 0.5, calmLeft: 0.78, glow: 0.2 }));
  },
  'hero-roast-above-the-rest': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(table(svg, { surface: 'walnut', horizon: 0.2 }));
    scatter(svg, rng, ['bean'], W * 0.48, H * 0.32, W * 0.52, H * 0.64, 38, 2.7);
    svg.add(item(svg, 'pouch', W * 0.9, H * 0.5, 2.7, rng, '#8a5a34'));
    svg.add(macaronPile(svg, W * 0.52, H * 0.6, 1.7, rng, ['#c9a27c', '#5a3521', '#f6d77a']));
    svg.add(cup(svg, W * 0.66, H * 0.72, 3, 'rosetta', '#f4efe7', rng));
    svg.add(steam(svg, W * 0.66, H * 0.46, 2.4, rng));
    // a slice of the chocolate truffle cake on a small plate
    svg.add(
      at(W * 0.86, H * 0.86, 1, [
        softShadow(svg, 0, 10, 210, 60, 0.45),
        ellipse(0, 8, 210, 70, '#d9d2c6'),
        ellipse(
          0,
          0,
          210,
          70,
          svg.radial(
            [
              [0, '#ffffff'],
              [0.8, '#f4efe7'],
              [1, '#e6ded2'],
            ],
            0.4,
            0.35,
            0.8,
          ),
        ),
        ellipse(0, 4, 160, 52, '#ece5da'),
      ]),
    );
    svg.add(
      cake(svg, look('cake-belgian-chocolate-truffle'), W * 0.86 - 150, H * 0.86 + 14, 300, 'hero-slice', 'slice'),
    );
    svg.add(croissant(svg, W * 0.55, H * 0.92, 2.2, -12));
    scatter(svg, rng, ['bean'], W * 0.05, H * 0.6, W * 0.35, H * 0.35, 6, 2.4);
    svg.add(finish(svg, { vignette: 0.5, calmLeft: 0.8, glow: 0.2 }));
  },
};

export const TILE_SCENES: Record<string, Scene> = {
  'tile-outlets': (svg, rng) => {
    facade(svg, { mood: 'dusk', wall: '#ead9bd', awning: '#9a5b1e', brick: true }, rng);
    svg.add(finish(svg, { vignette: 0.45, glow: 0.15 }));
  },
  'tile-cakes': (svg, _rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0.3 }));
    svg.add(stand(svg, 'pedestal', 215, 300, 125));
    svg.add(cake(svg, look('cake-belgian-chocolate-truffle'), 215, 300, 125, 'tile-a'));
    svg.add(stand(svg, 'pedestal', 590, 300, 125));
    svg.add(cake(svg, look('cake-alphonso-mango-delight'), 590, 300, 125, 'tile-b'));
    svg.add(stand(svg, 'board', 400, 500, 150));
    svg.add(cake(svg, look('cake-red-velvet-cream-cheese'), 400, 500, 150, 'tile-c'));
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'tile-workshops-events': (svg, rng) => {
    const { width: W } = svg;
    svg.add(brickWall(svg, 0, 0, W, 330, '#6a3422', rng));
    svg.add(
      rect(
        0,
        0,
        W,
        330,
        svg.linear([
          [0, '#1c0e07', 0.55],
          [1, '#1c0e07', 0.2],
        ]),
      ),
    );
    svg.add(ellipse(210, 210, 240, 150, '#ffcf8a', `opacity="0.32" filter="${svg.blur(30)}"`));
    svg.add(stringLights(svg, -20, 26, 820, 44, 46, 12, rng));
    svg.add(mic(svg, 150, 372, 0.74));
    svg.add(
      rect(
        0,
        330,
        W,
        270,
        svg.linear([
          [0, '#a8744a'],
          [1, '#6b4128'],
        ]),
      ),
    );
    svg.add(rect(0, 328, W, 4, '#c8873a', 'opacity="0.6"'));
    svg.add(cupcake(svg, 360, 470, 1.35, '#f2a7b8', rng, '#5fb0d9'));
    svg.add(cupcake(svg, 510, 500, 1.45, '#9fd3d6', rng, '#e8557a'));
    svg.add(pipingBag(svg, 680, 400, 1.05, '#f6d77a', 30));
    svg.add(cup(svg, 170, 575, 1.35, 'heart', '#f4efe7', rng));
    svg.add(macaronPile(svg, 660, 580, 1.15, rng, ['#f2a7b8', '#b8d98a', '#c9b3e6']));
    svg.add(finish(svg, { vignette: 0.5, glow: 0.15 }));
  },
  'tile-hampers': (svg, rng) => {
    const picture = HAMPER_PICTURES['hamper-grand-celebration'];
    if (!picture) throw new Error('missing hamper look');
    svg.add(table(svg, { surface: 'oak', horizon: 0.26 }));
    scatter(svg, rng, ['macaron', 'strawberry'], 60, 520, 160, 50, 3, 2.2);
    scatter(svg, rng, ['truffle', 'macaron'], 600, 520, 160, 50, 3, 2.2);
    svg.add(`<g transform="translate(400 540) scale(1.44)">${hamper(svg, picture.look, 'tile-hamper')}</g>`);
    svg.add(finish(svg, { vignette: 0.45 }));
  },
};

export const PRODUCT_EXTRAS: Record<string, Scene> = {
  'not-found': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0.3 }));
    svg.add(stand(svg, 'pedestal', 400, 400, 200));
    svg.add(dotsRect(rng, 260, 385, 280, 34, 70, ['#c98a3d', '#f3e1b5', '#4a2616'], 1.5, 4, [0.6, 1]));
    svg.add(
      at(
        470,
        395,
        1.2,
        [
          rect(
            -70,
            -3,
            110,
            6,
            svg.linear(
              [
                [0, '#f2f2f2'],
                [1, '#9a9a9a'],
              ],
              0,
              0,
              0,
              1,
            ),
            'rx="3"',
          ),
          path('M40 -10L70 -12L70 -8L44 -6L70 -4L70 0L44 2L70 4L70 8L40 10Z', '#c9c9c9'),
        ],
        -12,
      ),
    );
    svg.add(topping(svg, 'mint', 300, 398, 1.6, rng));
    svg.add(topping(svg, 'strawberry', 130, 540, 2.2, rng));
    svg.add(finish(svg, { vignette: 0.5 }));
  },
};

export const BANNER_SCENES: Record<string, Scene> = {
  'blog-three-outlets-one-obsession': (svg, _rng) => {
    svg.add(table(svg, { surface: 'walnut', horizon: 0.36 }));
    const cakes: [string, number][] = [
      ['cake-belgian-chocolate-truffle', 170],
      ['cake-pistachio-rose', 400],
      ['cake-alphonso-mango-delight', 630],
    ];
    for (const [base, x] of cakes) {
      svg.add(stand(svg, 'pedestal', x, 320, 92));
      svg.add(cake(svg, look(base), x, 320, 92, `blog-${base}`));
    }
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'blog-city-guide-cheesecake': (svg, rng) => {
    svg.add(table(svg, { surface: 'marble', horizon: 0.2 }));
    svg.add(map(svg, 620, 330, 0.95, rng));
    svg.add(stand(svg, 'board', 300, 330, 130));
    svg.add(cake(svg, look('cake-basque-burnt-cheesecake'), 300, 330, 130, 'blog-basque'));
    svg.add(cup(svg, 640, 430, 0.9, 'heart', '#f4efe7', rng));
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'blog-how-we-make-tres-leches': (svg, rng) => {
    svg.add(table(svg, { surface: 'teak', horizon: 0.24 }));
    svg.add(stand(svg, 'plate', 300, 340, 135));
    svg.add(cake(svg, look('cake-filter-coffee-tres-leches'), 300, 340, 135, 'blog-tres'));
    svg.add(davaraTumbler(svg, 600, 400, 1.1));
    scatter(svg, rng, ['bean'], 500, 400, 260, 40, 8, 1.8);
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'blog-cakes-that-taste-like-home': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0.28 }));
    svg.add(stand(svg, 'pedestal', 400, 300, 125));
    svg.add(cake(svg, look('cake-rasmalai-cake'), 400, 300, 125, 'blog-rasmalai'));
    svg.add(item(svg, 'diya', 120, 410, 1.6, rng));
    svg.add(item(svg, 'diya', 690, 400, 1.5, rng));
    svg.add(item(svg, 'marigold', 200, 440, 1.5, rng));
    svg.add(item(svg, 'marigold', 610, 445, 1.4, rng));
    scatter(svg, rng, ['petal'], 60, 380, 680, 60, 10, 1.8);
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'job-barista': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(rect(0, 0, W, H * 0.72, '#efe8dd'));
    for (let y = 0; y < H * 0.72; y += 22)
      for (let x = (y / 22) % 2 === 0 ? 0 : -30; x < W; x += 60)
        svg.add(rect(x + 1.5, y + 1.5, 57, 19, rng.pick(['#f7f2ea', '#f2ebe0', '#ece4d8']), 'rx="2"'));
    svg.add(
      rect(
        0,
        0,
        W,
        H * 0.72,
        svg.linear([
          [0, '#1c0e07', 0.35],
          [1, '#1c0e07', 0.05],
        ]),
      ),
    );
    svg.add(
      rect(
        0,
        H * 0.72,
        W,
        H * 0.28,
        svg.linear([
          [0, '#9a6236'],
          [1, '#5a3521'],
        ]),
      ),
    );
    svg.add(espressoMachine(svg, W * 0.58, H * 0.8, 0.9, '#c9c4bd', '#2b1a12'));
    svg.add(cup(svg, W * 0.17, H * 0.9, 0.95, 'heart', '#f4efe7', rng));
    svg.add(steam(svg, W * 0.17, H * 0.78, 0.9, rng));
    svg.add(finish(svg, { vignette: 0.45, glow: 0.2 }));
  },
  'job-pastry-chef': (svg, rng) => {
    svg.add(table(svg, { surface: 'marble', horizon: 0.3 }));
    svg.add(stand(svg, 'plate', 330, 370, 140));
    svg.add(
      cake(
        svg,
        {
          shape: 'layer',
          sponge: '#f3e1b5',
          cream: '#fff6e6',
          frosting: '#fdf6ef',
          side: 'ruffle',
          rim: { kind: 'rosette', color: '#f2b8c6', count: 11 },
          toppings: [],
          cut: false,
        },
        330,
        370,
        140,
        'chef',
      ),
    );
    svg.add(pipingBag(svg, 470, 235, 1.05, '#f2b8c6', 32));
    svg.add(
      at(650, 400, 1, [
        softShadow(svg, 0, 2, 50, 14),
        path('M-48 -30C-48 -6 -26 0 0 0C26 0 48 -6 48 -30Z', '#f4efe7'),
        ellipse(0, -30, 48, 15, '#e6ded2'),
        `<g transform="translate(0 -30) scale(2.4 1.2)">${topping(svg, 'sprinkles', 0, 0, 1, rng)}</g>`,
      ]),
    );
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'job-cafe-manager': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(
      rect(
        0,
        0,
        W,
        H,
        svg.linear([
          [0, '#b8946a'],
          [1, '#d9b98e'],
        ]),
      ),
    );
    svg.add(pendant(svg, W * 0.22, 0, 40, 0.8));
    svg.add(pendant(svg, W * 0.78, 0, 40, 0.8));
    svg.add(rect(0, H * 0.62, W, 8, '#3a2418'));
    svg.add(
      rect(
        0,
        H * 0.64,
        W,
        H * 0.36,
        svg.linear([
          [0, '#8a5532'],
          [1, '#5a3521'],
        ]),
      ),
    );
    for (let x = 0; x < W; x += 36) svg.add(rect(x, H * 0.64, 2, H * 0.36, '#3a2418', 'opacity="0.4"'));
    svg.add(pastryCase(svg, W * 0.36, H * 0.3, W * 0.56, H * 0.32, rng));
    svg.add(plant(svg, W * 0.14, H * 0.63, 1.1, rng, '#c8744a', 'leafy'));
    svg.add(cup(svg, W * 0.26, H * 0.66, 0.55, 'heart', '#4f6b3f', rng));
    svg.add(finish(svg, { vignette: 0.45, glow: 0.2 }));
  },
  'job-social-media': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0 }));
    svg.add(phone(svg, 400, 225, 1.2, -8));
    svg.add(cup(svg, 150, 300, 1.05, 'rosetta', '#f4efe7', rng));
    svg.add(croissant(svg, 640, 330, 1.2, 20));
    scatter(svg, rng, ['bean'], 540, 60, 200, 120, 8, 1.9);
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'job-default': (svg, rng) => {
    svg.add(table(svg, { surface: 'walnut', horizon: 0.2 }));
    svg.add(cup(svg, 400, 360, 1.3, 'heart', '#f4efe7', rng));
    svg.add(steam(svg, 400, 250, 1.1, rng));
    svg.add(croissant(svg, 160, 360, 1.15, -14));
    scatter(svg, rng, ['bean'], 560, 280, 200, 120, 12, 2);
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'about-history': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(
      rect(
        0,
        0,
        W,
        H * 0.8,
        svg.linear([
          [0, '#f2c89a'],
          [0.6, '#f7e2c4'],
          [1, '#e9cfa8'],
        ]),
      ),
    );
    svg.add(circle(W * 0.78, H * 0.3, 50, '#fff3d6', 'opacity="0.9"'));
    svg.add(circle(W * 0.78, H * 0.3, 110, '#ffe2a8', `opacity="0.35" filter="${svg.blur(20)}"`));
    for (let i = 0; i < 8; i++)
      svg.add(
        ellipse(
          rng.range(0, W),
          H * rng.range(0.45, 0.65),
          rng.range(50, 100),
          rng.range(40, 70),
          '#6e8f4e',
          `opacity="0.6" filter="${svg.blur(5)}"`,
        ),
      );
    svg.add(
      rect(
        0,
        H * 0.78,
        W,
        H * 0.22,
        svg.linear([
          [0, '#b9aa98'],
          [1, '#8f8070'],
        ]),
      ),
    );
    svg.add(cart(svg, W * 0.45, H * 0.9, 0.75));
    svg.add(plant(svg, W * 0.85, H * 0.9, 1, rng, '#b8643a', 'leafy'));
    svg.add(finish(svg, { vignette: 0.4, glow: 0.3 }));
  },
  'about-story': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0 }));
    // flour bowl, eggs, beans, a whisk and a cake: the day's work laid out
    svg.add(
      at(150, 150, 1, [
        softShadow(svg, 0, 40, 90, 30),
        ellipse(0, 0, 90, 60, '#f4efe7'),
        ellipse(0, 0, 76, 50, '#fbf7f0'),
        ellipse(-10, -6, 50, 32, '#ffffff'),
      ]),
    );
    svg.add(dust(svg, 40, 200, 240, 80, 260, '#fbf5ea', 2));
    for (const [ex, ey] of [
      [110, 330],
      [170, 360],
      [90, 390],
    ] as [number, number][])
      svg.add(
        at(ex, ey, 1, [
          softShadow(svg, 0, 10, 24, 10),
          ellipse(
            0,
            0,
            22,
            28,
            svg.radial(
              [
                [0, '#fffaf0'],
                [1, '#e0c9a6'],
              ],
              0.35,
              0.3,
              0.8,
            ),
          ),
        ]),
      );
    svg.add(
      at(640, 130, 1, [
        softShadow(svg, 0, 30, 80, 26),
        ellipse(0, 0, 80, 50, '#e6ded2'),
        ellipse(0, -2, 68, 40, '#4a2a18'),
      ]),
    );
    scatter(svg, rng, ['bean'], 580, 100, 120, 50, 12, 1.6);
    svg.add(
      at(
        560,
        330,
        1,
        [
          `<path d="M-120 10L0 -10" stroke="#9a6236" stroke-width="12" stroke-linecap="round"/>`,
          ellipse(40, -16, 50, 22, 'none', 'stroke="#c9c9c9" stroke-width="3"'),
          ellipse(40, -16, 36, 14, 'none', 'stroke="#c9c9c9" stroke-width="3"'),
          ellipse(40, -16, 20, 8, 'none', 'stroke="#c9c9c9" stroke-width="3"'),
        ],
        -20,
      ),
    );
    svg.add(stand(svg, 'board', 380, 300, 110));
    svg.add(cake(svg, look('cake-jaggery-walnut'), 380, 300, 110, 'story-cake'));
    svg.add(finish(svg, { vignette: 0.45 }));
  },
};

export const LOGO_SCENES: Record<string, Scene> = {
  'logo-daily-paper': (svg) => monogram(svg, 'paper'),
  'logo-travel-magazine': (svg) => monogram(svg, 'travel'),
  'logo-roast-journal': (svg) => monogram(svg, 'journal'),
  'logo-lifestyle-magazine': (svg) => monogram(svg, 'lifestyle'),
};
