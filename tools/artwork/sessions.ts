/** Event and workshop pictures (4:3): cafe evenings and hands-on classes, in the catalog palette. */
import { dust, finish, shadow, table } from './backgrounds';
import { cake, stand } from './cake';
import { item } from './items';
import { type Rng } from './lib/rng';
import { blob, circle, dotsRect, ellipse, f, path, rect, type Svg } from './lib/svg';
import {
  at,
  bookStack,
  boule,
  brickWall,
  croissant,
  cup,
  cupcake,
  doughBall,
  guitar,
  kettle,
  macaronPile,
  mic,
  pipingBag,
  rain,
  rollingPin,
  saxophone,
  softShadow,
  steam,
  stool,
  stringLights,
  wheat,
} from './props';
import { topping } from './toppings';

export type Scene = (svg: Svg, rng: Rng) => void;

const PASTELS = ['#f2a7b8', '#b8d98a', '#f6d77a', '#c9b3e6', '#f4c7a1', '#9fd3d6'];

function bowl(svg: Svg, x: number, y: number, s: number, liquid: string, crust: boolean, rng: Rng): string {
  const parts = [
    softShadow(svg, 0, 2, 58, 16, 0.4),
    path(
      'M-56 -44C-56 -10 -30 0 0 0C30 0 56 -10 56 -44Z',
      svg.linear(
        [
          [0, '#ffffff'],
          [0.35, '#f4efe7'],
          [1, '#bfb6aa'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    ellipse(0, -44, 56, 18, '#e6ded2'),
    ellipse(0, -43, 50, 15, liquid),
  ];
  if (crust) parts.push(dotsRect(rng, -40, -54, 80, 20, 60, ['#8a5a34', '#a8733f', '#c9965e'], 1, 3, [0.5, 0.9]));
  parts.push(ellipse(-18, -47, 14, 3, '#ffffff', 'opacity="0.25"'));
  return at(x, y, s, parts);
}

function spoon(svg: Svg, x: number, y: number, s: number, rotate: number): string {
  return at(
    x,
    y,
    s,
    [
      softShadow(svg, 0, 4, 60, 6, 0.3),
      rect(
        -70,
        -3,
        100,
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
      ellipse(
        44,
        0,
        20,
        11,
        svg.radial(
          [
            [0, '#ffffff'],
            [1, '#9a9a9a'],
          ],
          0.4,
          0.35,
          0.8,
        ),
      ),
    ],
    rotate,
  );
}

function pitcher(svg: Svg, x: number, y: number, s: number, rotate: number): string {
  return at(
    x,
    y,
    s,
    [
      path(
        'M-40 0L-46 -90L40 -96L44 -78L60 -100L50 -70L40 0Z',
        svg.linear(
          [
            [0, '#f4f4f4'],
            [0.3, '#c9c9c9'],
            [0.6, '#8a8a8a'],
            [0.85, '#e0e0e0'],
            [1, '#7a7a7a'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      `<path d="M-44 -70C-80 -70 -80 -20 -42 -20" stroke="#9a9a9a" stroke-width="8" fill="none"/>`,
      rect(-30, -86, 8, 80, '#ffffff', 'rx="4" opacity="0.5"'),
    ],
    rotate,
  );
}

function glasses(x: number, y: number, s: number): string {
  return at(x, y, s, [
    ellipse(-30, 0, 26, 12, 'none', 'stroke="#2b1a12" stroke-width="4"'),
    ellipse(30, 0, 26, 12, 'none', 'stroke="#2b1a12" stroke-width="4"'),
    `<path d="M-4 -2Q0 -8 4 -2M-56 -2L-90 -10M56 -2L90 -10" stroke="#2b1a12" stroke-width="4" fill="none"/>`,
    ellipse(-36, -4, 10, 3, '#ffffff', 'opacity="0.4"'),
  ]);
}

function vase(svg: Svg, x: number, y: number, s: number, rng: Rng): string {
  const parts: string[] = [softShadow(svg, 0, 2, 30, 8, 0.35)];
  for (let i = 0; i < 7; i++) {
    const ex = rng.range(-40, 40);
    const ey = rng.range(-150, -100);
    parts.push(
      `<path d="M0 -60Q${f(ex * 0.3)} ${f(ey + 20)} ${f(ex)} ${f(ey)}" stroke="#4f6b3f" stroke-width="2" fill="none"/>`,
    );
    parts.push(
      `<g transform="translate(${f(ex)} ${f(ey)}) scale(0.9)">${rng.chance(0.5) ? topping(svg, 'rose', 0, 0, 1, rng, rng.pick(['#f2a7b8', '#fbf3e6', '#e8557a'])) : item(svg, 'marigold', 0, 12, 0.9, rng)}</g>`,
    );
  }
  parts.push(
    path(
      'M-20 0C-30 -20 -26 -50 -10 -62L10 -62C26 -50 30 -20 20 0Z',
      svg.linear(
        [
          [0, '#cfe3e0', 0.9],
          [0.5, '#9fc4c0', 0.7],
          [1, '#6f9a96', 0.9],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  return at(x, y, s, parts);
}

function notebook(svg: Svg, x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    [
      softShadow(svg, 0, 10, 120, 30, 0.35),
      path('M-130 0L-100 -70L130 -70L110 0Z', '#f7f0e2'),
      path('M-130 0L110 0L110 6L-130 6Z', '#d9cdb8'),
      `<path d="M-100 -54L100 -54M-106 -42L96 -42M-110 -30L92 -30M-114 -18L88 -18" stroke="#b9a98e" stroke-width="1.5" opacity="0.8"/>`,
      `<path d="M-90 -48C-70 -56 -50 -40 -30 -50S10 -44 20 -50M-96 -24C-70 -30 -40 -20 -10 -26" stroke="#2b1a12" stroke-width="1.6" fill="none" opacity="0.7"/>`,
      `<path d="M60 10L150 -60" stroke="#5a3521" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M60 10L52 16" stroke="#c8873a" stroke-width="6" stroke-linecap="round"/>`,
    ],
    -4,
  );
}

function bajjiPlate(svg: Svg, x: number, y: number, s: number, rng: Rng): string {
  const parts: string[] = [
    softShadow(svg, 0, 4, 110, 30, 0.4),
    ellipse(0, 0, 110, 36, '#f4efe7'),
    ellipse(0, 2, 84, 26, '#e6ded2'),
  ];
  for (let i = 0; i < 6; i++) {
    const px = rng.range(-60, 60);
    const py = rng.range(-14, 10);
    parts.push(
      path(
        blob(px, py - 8, 30, 13, rng, 0.2, 9),
        svg.radial(
          [
            [0, '#f0b45a'],
            [0.7, '#c8782a'],
            [1, '#8a4a16'],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ),
    );
    parts.push(dotsRect(rng, px - 22, py - 16, 44, 14, 10, ['#f7d08a', '#8a4a16'], 0.8, 1.8, [0.5, 0.9]));
  }
  return at(x, y, s, parts);
}

function chefHat(svg: Svg, x: number, y: number, s: number): string {
  return at(x, y, s, [
    softShadow(svg, 0, 2, 56, 12, 0.3),
    rect(
      -44,
      -40,
      88,
      40,
      svg.linear(
        [
          [0, '#ffffff'],
          [1, '#d9d2c6'],
        ],
        0,
        0,
        1,
        0,
      ),
      'rx="6"',
    ),
    path(
      'M-48 -36C-80 -60 -60 -110 -20 -96C-10 -130 40 -126 40 -96C80 -106 84 -56 48 -36Z',
      svg.radial(
        [
          [0, '#ffffff'],
          [0.8, '#f0ebe2'],
          [1, '#cfc7ba'],
        ],
        0.4,
        0.35,
        0.8,
      ),
    ),
  ]);
}

/** A dark cafe stage: brick, string lights and a warm spot. */
function stage(svg: Svg, rng: Rng, floorY: number): void {
  const { width: W, height: H } = svg;
  svg.add(brickWall(svg, 0, 0, W, floorY, '#6a3422', rng));
  svg.add(
    rect(
      0,
      0,
      W,
      floorY,
      svg.linear([
        [0, '#1c0e07', 0.55],
        [1, '#1c0e07', 0.2],
      ]),
    ),
  );
  svg.add(ellipse(W * 0.42, floorY * 0.6, W * 0.3, floorY * 0.5, '#ffcf8a', `opacity="0.32" filter="${svg.blur(40)}"`));
  svg.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, '#4a2a18'],
        [1, '#2b1a12'],
      ]),
    ),
  );
  for (let y = floorY + 18, step = 18; y < H; step *= 1.3, y += step)
    svg.add(rect(0, y, W, 2, '#1c0e07', 'opacity="0.5"'));
  svg.add(rect(0, floorY, W, 4, '#8a5532', 'opacity="0.6"'));
}

export const EVENT_SCENES: Record<string, Scene> = {
  'event-open-mic-night': (svg, rng) => {
    stage(svg, rng, 420);
    svg.add(stringLights(svg, -20, 40, 820, 70, 60, 14, rng));
    svg.add(stringLights(svg, -20, 130, 820, 100, 40, 12, rng));
    svg.add(stool(svg, 560, 520, 1.05));
    svg.add(guitar(svg, 640, 520, 0.95, 14));
    svg.add(mic(svg, 330, 540, 1.0));
    svg.add(cup(svg, 110, 610, 0.9, 'heart', '#f4efe7', rng));
    svg.add(finish(svg, { vignette: 0.65, glow: 0.12 }));
  },
  'event-jazz-evening': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(
      rect(
        0,
        0,
        W,
        H,
        svg.linear([
          [0, '#1e1410'],
          [1, '#3a2218'],
        ]),
      ),
    );
    // velvet curtain folds
    for (let i = 0; i < 14; i++) {
      const x = i * 62;
      svg.add(
        rect(
          x,
          0,
          62,
          440,
          svg.linear(
            [
              [0, '#4a1820'],
              [0.5, '#7a2a34'],
              [1, '#3a1018'],
            ],
            0,
            0,
            1,
            0,
          ),
          'opacity="0.75"',
        ),
      );
    }
    svg.add(
      rect(
        0,
        0,
        W,
        440,
        svg.linear([
          [0, '#1c0e07', 0.6],
          [1, '#1c0e07', 0.1],
        ]),
      ),
    );
    svg.add(ellipse(430, 260, 260, 220, '#ffcf8a', `opacity="0.28" filter="${svg.blur(50)}"`));
    svg.add(
      rect(
        0,
        430,
        W,
        H - 430,
        svg.linear([
          [0, '#5a3521'],
          [1, '#2b1a12'],
        ]),
      ),
    );
    svg.add(saxophone(svg, 410, 470, 1.15));
    svg.add(at(430, 520, 1, [ellipse(0, 0, 60, 14, '#1c0e07', `opacity="0.5" filter="${svg.blur(6)}"`)]));
    // table edge in front with a candle and a cup
    svg.add(
      rect(
        0,
        520,
        W,
        80,
        svg.linear([
          [0, '#8a5532'],
          [1, '#4a2a18'],
        ]),
      ),
    );
    svg.add(rect(0, 518, W, 4, '#c8873a', 'opacity="0.6"'));
    svg.add(item(svg, 'candle', 150, 568, 1.2, rng, '#f1e4cf'));
    svg.add(cup(svg, 660, 590, 0.85, 'rosetta', '#2b1a12', rng));
    for (let i = 0; i < 16; i++)
      svg.add(
        circle(
          rng.range(0, W),
          rng.range(0, 300),
          rng.range(6, 18),
          '#ffc46b',
          `opacity="${f(rng.range(0.1, 0.3))}" filter="${svg.blur(5)}"`,
        ),
      );
    svg.add(finish(svg, { vignette: 0.65, glow: 0.1 }));
  },
  'event-coffee-cupping': (svg, rng) => {
    svg.add(table(svg, { surface: 'walnut', horizon: 0.2 }));
    svg.add(kettle(svg, 690, 250, 0.95));
    const liquids = ['#3a1a0a', '#4a2410', '#2e1408', '#5a2e14'];
    for (let i = 0; i < 4; i++) svg.add(bowl(svg, 150 + i * 150, 300, 1.05, liquids[i] as string, true, rng));
    for (let i = 0; i < 3; i++)
      svg.add(bowl(svg, 220 + i * 160, 430, 1.2, liquids[(i + 1) % 4] as string, i !== 1, rng));
    for (let i = 0; i < 7; i++)
      svg.add(topping(svg, 'bean', 100 + rng.range(-40, 40), 520 + rng.range(-20, 30), 2, rng));
    for (let i = 0; i < 7; i++)
      svg.add(topping(svg, 'bean', 700 + rng.range(-40, 40), 520 + rng.range(-20, 30), 2, rng));
    svg.add(spoon(svg, 420, 540, 1.3, -8));
    svg.add(spoon(svg, 560, 520, 1.2, 14));
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'event-latte-art-throwdown': (svg, rng) => {
    svg.add(table(svg, { surface: 'marble', horizon: 0.3, mood: 'warm' }));
    svg.add(cup(svg, 190, 470, 1.2, 'heart', '#f4efe7', rng));
    svg.add(cup(svg, 420, 520, 1.4, 'rosetta', '#2b1a12', rng));
    svg.add(cup(svg, 640, 460, 1.15, 'tulip', '#c8873a', rng));
    svg.add(pitcher(svg, 470, 330, 1.0, -38));
    svg.add(
      `<path d="M436 300C430 330 424 360 420 405" stroke="#fbf3e4" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    );
    svg.add(steam(svg, 190, 370, 1, rng));
    svg.add(steam(svg, 640, 365, 0.9, rng));
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'event-book-club-brunch': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0.26, mood: 'day' }));
    svg.add(vase(svg, 640, 330, 1.4, rng));
    svg.add(bookStack(svg, 230, 370, 1.45, rng, ['#4f6b3f', '#a23b4a', '#c8873a', '#2b4a5a']));
    svg.add(glasses(250, 440, 0.9));
    svg.add(at(200, 530, 1.3, [ellipse(0, 0, 100, 34, '#f4efe7'), ellipse(0, 2, 74, 24, '#e6ded2')]));
    svg.add(croissant(svg, 200, 520, 1.3, -6));
    svg.add(cup(svg, 560, 520, 1.25, 'heart', '#f4efe7', rng));
    svg.add(steam(svg, 560, 420, 1, rng));
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'event-monsoon-poetry-evening': (svg, rng) => {
    const { width: W } = svg;
    svg.add(
      rect(
        0,
        0,
        W,
        330,
        svg.linear([
          [0, '#2b3440'],
          [1, '#4a4a50'],
        ]),
      ),
    );
    for (let i = 0; i < 18; i++)
      svg.add(
        circle(
          rng.range(0, W),
          rng.range(120, 320),
          rng.range(8, 24),
          rng.pick(['#ffc46b', '#f7e0a0', '#ff9f5a']),
          `opacity="${f(rng.range(0.2, 0.5))}" filter="${svg.blur(8)}"`,
        ),
      );
    svg.add(rain(rng, 0, 0, W, 330, 160));
    // window frame
    svg.add(rect(0, 0, W, 18, '#3a2418'), rect(392, 0, 16, 330, '#3a2418'), rect(0, 318, W, 20, '#5a3521'));
    svg.add(
      rect(
        0,
        336,
        W,
        264,
        svg.linear([
          [0, '#9a6236'],
          [1, '#5a3521'],
        ]),
      ),
    );
    svg.add(notebook(svg, 250, 520, 1.2));
    svg.add(cup(svg, 590, 470, 1.2, 'black', '#f4efe7', rng));
    svg.add(steam(svg, 590, 380, 1.1, rng));
    svg.add(bajjiPlate(svg, 620, 575, 0.9, rng));
    svg.add(finish(svg, { vignette: 0.55, glow: 0.15 }));
  },
};

export const WORKSHOP_SCENES: Record<string, Scene> = {
  'workshop-sourdough-basics': (svg, rng) => {
    svg.add(table(svg, { surface: 'walnut', horizon: 0.18 }));
    svg.add(wheat(svg, 90, 330, 1.1, -30), wheat(svg, 120, 340, 1.05, -18));
    svg.add(
      path(
        'M150 560L240 230L700 230L660 560Z',
        svg.linear(
          [
            [0, '#d9a66a'],
            [1, '#b8824a'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    svg.add(path('M150 560L660 560L660 574L150 574Z', '#7a4a24'));
    svg.add(dust(svg, 220, 260, 420, 260, 900, '#fbf5ea', 2.2));
    svg.add(boule(svg, 480, 430, 1.25, rng));
    svg.add(doughBall(svg, 280, 330, 1));
    svg.add(rollingPin(svg, 420, 560, 0.95, -6));
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'workshop-cake-decorating': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0.24 }));
    // turntable
    svg.add(shadow(svg, 400, 500, 190, 50, 0.45));
    svg.add(at(400, 500, 1, [path('M-40 0L-60 50L60 50L40 0Z', '#c9c4bd'), ellipse(0, 50, 60, 14, '#8a8580')]));
    svg.add(stand(svg, 'plate', 400, 470, 170));
    svg.add(
      cake(
        svg,
        {
          shape: 'layer',
          sponge: '#f3e1b5',
          cream: '#f2a6b4',
          frosting: '#fbe6ea',
          drip: '#e0506a',
          rim: { kind: 'rosette', color: '#fdf4f1', count: 10 },
          toppings: [{ kind: 'sprinkles', count: 3, layout: 'scatter' }],
          cut: false,
        },
        400,
        470,
        170,
        'decorating',
      ),
    );
    svg.add(pipingBag(svg, 610, 300, 1.1, '#f2a7b8', 28));
    svg.add(pipingBag(svg, 150, 560, 0.9, '#b8d98a', -70));
    for (const [bx, c] of [
      [120, '#e8557a'],
      [680, '#5fb0d9'],
    ] as [number, string][]) {
      svg.add(
        at(bx, 500, 1, [
          softShadow(svg, 0, 2, 50, 14),
          path('M-48 -30C-48 -6 -26 0 0 0C26 0 48 -6 48 -30Z', '#f4efe7'),
          ellipse(0, -30, 48, 15, '#e6ded2'),
          `<g transform="translate(0 -30) scale(2.4 1.2)">${topping(svg, 'sprinkles', 0, 0, 1, rng, c)}</g>`,
        ]),
      );
    }
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'workshop-pour-over-brewing': (svg, rng) => {
    svg.add(table(svg, { surface: 'teak', horizon: 0.3 }));
    svg.add(item(svg, 'dripper', 380, 540, 2.6, rng, '#f4efe7'));
    svg.add(at(600, 230, 1.05, [kettle(svg, 0, 0, 1)], -28));
    svg.add(
      `<path d="M414 196C404 220 392 240 386 268" stroke="#e9f1f4" stroke-width="4" fill="none" opacity="0.85" stroke-linecap="round"/>`,
    );
    svg.add(steam(svg, 380, 250, 0.9, rng));
    for (let i = 0; i < 12; i++)
      svg.add(topping(svg, 'bean', 640 + rng.range(-60, 60), 520 + rng.range(-25, 40), 2, rng));
    svg.add(item(svg, 'pouch', 150, 560, 1.6, rng, '#8a5a34'));
    svg.add(finish(svg, { vignette: 0.5 }));
  },
  'workshop-kids-cupcake-class': (svg, rng) => {
    svg.add(table(svg, { surface: 'oak', horizon: 0.22, mood: 'day' }));
    svg.add(
      path(
        'M120 580L210 260L620 260L700 580Z',
        svg.linear(
          [
            [0, '#c9c4bd'],
            [1, '#8a8580'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    svg.add(path('M132 570L218 270L612 270L690 570Z', '#e8e4de'));
    const frostings = ['#f2a7b8', '#9fd3d6', '#f6d77a', '#c9b3e6', '#b8d98a', '#fbf3e6'];
    const liners = ['#5fb0d9', '#e8557a', '#7cc36a', '#f2c14e', '#b07ad6', '#e8557a'];
    let i = 0;
    for (const [px, py] of [
      [290, 390],
      [410, 390],
      [530, 390],
      [260, 530],
      [400, 530],
      [550, 530],
    ] as [number, number][]) {
      svg.add(cupcake(svg, px, py, py > 450 ? 1.15 : 1, frostings[i] as string, rng, liners[i] as string));
      i++;
    }
    svg.add(chefHat(svg, 700, 330, 1));
    svg.add(pipingBag(svg, 90, 500, 0.85, '#9fd3d6', -40));
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'workshop-french-macarons': (svg, rng) => {
    svg.add(table(svg, { surface: 'marble', horizon: 0.2 }));
    svg.add(path('M110 560L190 250L640 250L700 560Z', '#f3e9d6'));
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 5; c++) {
        const t = r / 3;
        const x = 230 + c * (90 + t * 12) - t * 30;
        const y = 300 + r * 70;
        svg.add(topping(svg, 'macaron', x, y, 2 + t * 0.6, rng, PASTELS[(r + c) % PASTELS.length]));
      }
    }
    svg.add(pipingBag(svg, 690, 380, 1, '#f2a7b8', 32));
    svg.add(macaronPile(svg, 120, 540, 1, rng, PASTELS));
    svg.add(finish(svg, { vignette: 0.45 }));
  },
  'workshop-chocolate-tempering': (svg, rng) => {
    svg.add(table(svg, { surface: 'marble', horizon: 0.22 }));
    svg.add(
      path(
        blob(400, 400, 220, 80, rng, 0.14, 11),
        svg.radial(
          [
            [0, '#6b3a20'],
            [0.7, '#3a1a0a'],
            [1, '#2b1206'],
          ],
          0.4,
          0.35,
          0.8,
        ),
      ),
    );
    svg.add(
      `<path d="M250 380C330 360 430 420 540 390" stroke="#a8734a" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/>`,
    );
    svg.add(
      at(
        560,
        360,
        1,
        [
          rect(
            -10,
            -90,
            140,
            80,
            svg.linear(
              [
                [0, '#f2f2f2'],
                [1, '#9a9a9a'],
              ],
              0,
              0,
              1,
              1,
            ),
            'rx="4"',
          ),
          rect(100, -120, 30, 80, '#2b1a12', 'rx="6"'),
        ],
        20,
      ),
    );
    for (let i = 0; i < 6; i++) svg.add(topping(svg, 'truffle', 180 + i * 80, 540 + (i % 2) * 10, 2.4, rng));
    for (let i = 0; i < 5; i++)
      svg.add(topping(svg, 'shard', 110 + rng.range(-30, 30), 300 + rng.range(-20, 40), 2.2, rng));
    svg.add(finish(svg, { vignette: 0.5 }));
  },
};
