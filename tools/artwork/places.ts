/** Outlet pictures: facades by day, dusk and night, and interiors for the galleries. */
import { finish } from './backgrounds';
import { cake, stand } from './cake';
import { item } from './items';
import { dark, light } from './lib/color';
import { type Rng } from './lib/rng';
import { circle, dotsRect, ellipse, f, path, rect, type Svg } from './lib/svg';
import {
  at,
  boule,
  brickWall,
  cafeTable,
  chair,
  croissant,
  cup,
  espressoMachine,
  pastryCase,
  pendant,
  plant,
  softShadow,
  steam,
  stool,
} from './props';

export type Mood = 'day' | 'dusk' | 'night';

export interface FacadeOptions {
  mood: Mood;
  wall: string;
  awning: string;
  brick?: boolean;
  corner?: boolean;
}

function sky(svg: Svg, mood: Mood, bottom: number, rng: Rng): void {
  const { width: W } = svg;
  const stops: Record<Mood, [string, string]> = {
    day: ['#9cc3d6', '#f3e2c4'],
    dusk: ['#3b3f5c', '#e89a6a'],
    night: ['#0f1424', '#2b2a3a'],
  };
  const [a, b] = stops[mood];
  svg.add(
    rect(
      0,
      0,
      W,
      bottom,
      svg.linear([
        [0, a],
        [1, b],
      ]),
    ),
  );
  if (mood === 'night') {
    svg.add(dotsRect(rng, 0, 0, W, bottom * 0.5, 60, ['#ffffff', '#fff3d6'], 0.6, 1.6, [0.3, 0.9]));
    svg.add(circle(W * 0.82, bottom * 0.16, W * 0.035, '#fff6dc', `opacity="0.9"`));
    svg.add(circle(W * 0.82, bottom * 0.16, W * 0.07, '#fff6dc', `opacity="0.15" filter="${svg.blur(W * 0.02)}"`));
  }
  // trees, soft
  const treeColor = mood === 'day' ? '#5f7f45' : mood === 'dusk' ? '#2f3a2a' : '#141a14';
  for (let i = 0; i < 9; i++) {
    const x = rng.range(-0.05, 1.05) * W;
    svg.add(
      ellipse(
        x,
        bottom * rng.range(0.45, 0.7),
        W * rng.range(0.06, 0.11),
        bottom * rng.range(0.2, 0.35),
        treeColor,
        `opacity="0.85" filter="${svg.blur(W * 0.006)}"`,
      ),
    );
  }
}

function awning(svg: Svg, x: number, y: number, w: number, h: number, color: string): string {
  const stripes = Math.round(w / 46);
  const parts: string[] = [];
  for (let i = 0; i < stripes; i++) {
    const sx = x + (i * w) / stripes;
    const c = i % 2 === 0 ? color : '#f6efe6';
    parts.push(
      path(
        `M${f(sx)} ${f(y)}L${f(sx + w / stripes)} ${f(y)}L${f(sx + w / stripes + 6)} ${f(y + h)}L${f(sx - 6 + 6)} ${f(y + h)}Z`,
        c,
      ),
    );
    parts.push(
      path(`M${f(sx)} ${f(y + h)}A${f(w / stripes / 2)} ${f(h * 0.22)} 0 0 0 ${f(sx + w / stripes)} ${f(y + h)}Z`, c),
    );
  }
  parts.push(
    rect(
      x,
      y,
      w,
      h,
      svg.linear([
        [0, '#ffffff', 0.15],
        [1, '#1c0e07', 0.3],
      ]),
    ),
  );
  parts.push(rect(x - 6, y - 8, w + 12, 10, dark(color, 0.4), 'rx="3"'));
  return parts.join('');
}

/** The inside of a lit window: warm light, lamps, shelves and a few silhouettes. */
function windowGlass(svg: Svg, x: number, y: number, w: number, h: number, mood: Mood, rng: Rng): string {
  const parts: string[] = [];
  parts.push(
    rect(
      x,
      y,
      w,
      h,
      svg.linear([
        [0, '#ffd89a'],
        [0.6, '#f0a85a'],
        [1, '#b8672e'],
      ]),
    ),
  );
  parts.push(rect(x, y + h * 0.38, w, 8, '#7a4a24', 'opacity="0.7"'));
  for (let i = 0; i < Math.floor(w / 40); i++)
    parts.push(
      rect(
        x + 10 + i * 40 + rng.range(-4, 4),
        y + h * 0.38 - rng.range(18, 34),
        18,
        30,
        rng.pick(['#a05a2a', '#f3e6cf', '#5a3521', '#4f6b3f']),
        'opacity="0.6"',
      ),
    );
  const lamps = Math.max(1, Math.floor(w / 140));
  for (let i = 0; i < lamps; i++) {
    const lx = x + ((i + 0.5) * w) / lamps;
    parts.push(`<path d="M${f(lx)} ${f(y)}L${f(lx)} ${f(y + h * 0.2)}" stroke="#3a2418" stroke-width="2"/>`);
    parts.push(circle(lx, y + h * 0.24, 40, '#fff3c4', `opacity="0.6" filter="${svg.blur(14)}"`));
    parts.push(
      path(
        `M${f(lx - 16)} ${f(y + h * 0.26)}L${f(lx - 5)} ${f(y + h * 0.2)}L${f(lx + 5)} ${f(y + h * 0.2)}L${f(lx + 16)} ${f(y + h * 0.26)}Z`,
        '#2b1a12',
      ),
    );
  }
  // counter and silhouettes
  parts.push(rect(x, y + h * 0.7, w, h * 0.3, '#6b3a1c', 'opacity="0.8"'));
  for (let i = 0; i < Math.floor(w / 180); i++) {
    const px = x + 60 + i * 180 + rng.range(-20, 20);
    const py = y + h * 0.72;
    parts.push(ellipse(px, py - 64, 16, 19, '#3a2418', 'opacity="0.55"'));
    parts.push(
      path(
        `M${f(px - 30)} ${f(py + 10)}C${f(px - 30)} ${f(py - 50)} ${f(px + 30)} ${f(py - 50)} ${f(px + 30)} ${f(py + 10)}Z`,
        '#3a2418',
        'opacity="0.55"',
      ),
    );
  }
  parts.push(
    path(
      `M${f(x)} ${f(y)}L${f(x + w * 0.35)} ${f(y)}L${f(x + w * 0.1)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`,
      '#ffffff',
      `opacity="${mood === 'day' ? 0.28 : 0.12}"`,
    ),
  );
  if (mood === 'day') parts.push(rect(x, y, w, h, '#9cc3d6', 'opacity="0.25"'));
  return parts.join('');
}

/** A cafe shopfront filling the frame. */
export function facade(svg: Svg, options: FacadeOptions, rng: Rng): void {
  const { width: W, height: H } = svg;
  const ground = H * 0.84;
  sky(svg, options.mood, ground, rng);
  const left = W * 0.06;
  const right = W * 0.94;
  const top = H * 0.1;
  // building
  svg.add(
    rect(
      left,
      top,
      right - left,
      ground - top,
      svg.linear(
        [
          [0, light(options.wall, 0.1)],
          [1, dark(options.wall, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  if (options.brick)
    svg.add(brickWall(svg, left, top, (right - left) * 0.22, ground - top, '#9a4e30', rng, W * 0.05, W * 0.02));
  if (options.corner)
    svg.add(rect(right - (right - left) * 0.16, top, (right - left) * 0.16, ground - top, dark(options.wall, 0.2)));
  svg.add(rect(left - 10, top - 14, right - left + 20, 18, dark(options.wall, 0.35)));
  // upper windows
  for (let i = 0; i < 4; i++) {
    const wx = left + (right - left) * (0.3 + i * 0.16);
    svg.add(rect(wx, top + H * 0.05, W * 0.07, H * 0.11, options.mood === 'night' ? '#f3c27a' : '#3a4658', 'rx="3"'));
    svg.add(rect(wx - 4, top + H * 0.16, W * 0.07 + 8, 6, dark(options.wall, 0.3)));
  }
  // signboard without words: a cup mark in a circle
  const signY = top + H * 0.2;
  svg.add(rect(W * 0.34, signY, W * 0.32, H * 0.07, '#2b1a12', 'rx="6"'));
  svg.add(circle(W * 0.5, signY + H * 0.035, H * 0.026, 'none', `stroke="#c8873a" stroke-width="3"`));
  svg.add(
    path(
      `M${f(W * 0.5 - H * 0.013)} ${f(signY + H * 0.03)}L${f(W * 0.5 + H * 0.013)} ${f(signY + H * 0.03)}L${f(W * 0.5 + H * 0.009)} ${f(signY + H * 0.048)}L${f(W * 0.5 - H * 0.009)} ${f(signY + H * 0.048)}Z`,
      '#c8873a',
    ),
  );
  if (options.mood !== 'day')
    svg.add(rect(W * 0.34, signY, W * 0.32, H * 0.07, '#ffb84d', `opacity="0.25" filter="${svg.blur(10)}"`));
  // shop windows and door
  const winTop = H * 0.44;
  const winH = ground - winTop - H * 0.04;
  const doorW = W * 0.12;
  const doorX = W * 0.5 - doorW / 2;
  svg.add(rect(left + W * 0.04, winTop - 12, right - left - W * 0.08, winH + 24, '#2b1a12'));
  svg.add(windowGlass(svg, left + W * 0.05, winTop, doorX - left - W * 0.07, winH, options.mood, rng));
  svg.add(
    windowGlass(svg, doorX + doorW + W * 0.02, winTop, right - doorX - doorW - W * 0.07, winH, options.mood, rng),
  );
  svg.add(rect(doorX, winTop - 4, doorW, winH + 4 + H * 0.04, '#3a2418'));
  svg.add(
    rect(
      doorX + 10,
      winTop + 8,
      doorW - 20,
      winH * 0.62,
      svg.linear([
        [0, '#ffd89a'],
        [1, '#e0944a'],
      ]),
    ),
  );
  svg.add(rect(doorX + doorW - 22, winTop + winH * 0.5, 6, 40, '#c9a04a', 'rx="3"'));
  svg.add(awning(svg, left + W * 0.03, winTop - H * 0.09, right - left - W * 0.06, H * 0.07, options.awning));
  // light spilling on the pavement
  svg.add(
    rect(
      0,
      ground,
      W,
      H - ground,
      svg.linear([
        [0, options.mood === 'day' ? '#b9aa98' : '#4a4038'],
        [1, options.mood === 'day' ? '#8f8070' : '#241c18'],
      ]),
    ),
  );
  for (let x = 0; x < W; x += W * 0.08)
    svg.add(
      `<path d="M${f(x)} ${f(ground)}L${f(x - W * 0.05)} ${f(H)}" stroke="#1c0e07" stroke-width="2" opacity="0.2"/>`,
    );
  if (options.mood !== 'day')
    svg.add(
      ellipse(
        W * 0.5,
        ground + (H - ground) * 0.4,
        W * 0.4,
        (H - ground) * 0.6,
        '#ffb84d',
        `opacity="0.3" filter="${svg.blur(W * 0.02)}"`,
      ),
    );
  // plants at the door and a bench
  const s = W / 1200;
  svg.add(plant(svg, doorX - W * 0.035, ground + 6, 0.85 * s, rng, '#b8643a', 'tall'));
  svg.add(plant(svg, doorX + doorW + W * 0.035, ground + 6, 0.85 * s, rng, '#b8643a', 'tall'));
  svg.add(
    at(W * 0.2, ground + 10, s, [
      softShadow(svg, 0, 0, 120, 16),
      rect(-110, -60, 220, 14, '#7a4a24', 'rx="4"'),
      rect(-100, -46, 10, 46, '#3a2418'),
      rect(90, -46, 10, 46, '#3a2418'),
      rect(-110, -120, 220, 12, '#7a4a24', 'rx="4"'),
    ]),
  );
  if (options.mood === 'night') {
    // a street lamp
    svg.add(rect(W * 0.9, H * 0.25, 10 * s, ground - H * 0.25, '#1c1c1c'));
    svg.add(circle(W * 0.9 + 5 * s, H * 0.25, 80 * s, '#ffd98a', `opacity="0.4" filter="${svg.blur(24 * s)}"`));
    svg.add(circle(W * 0.9 + 5 * s, H * 0.25, 14 * s, '#fff3c4'));
  }
}

/** A warm interior wall with a floor. */
function room(svg: Svg, floorY: number, wall: string, rng: Rng, brickFrom?: number): void {
  const { width: W, height: H } = svg;
  svg.add(
    rect(
      0,
      0,
      W,
      floorY,
      svg.linear([
        [0, dark(wall, 0.25)],
        [1, wall],
      ]),
    ),
  );
  svg.add(dotsRect(rng, 0, 0, W, floorY, 500, [dark(wall, 0.2), light(wall, 0.15)], 1, 4, [0.1, 0.3]));
  if (brickFrom !== undefined) {
    svg.add(brickWall(svg, brickFrom, 0, W - brickFrom, floorY, '#9a4e30', rng, W * 0.05, W * 0.021));
    svg.add(
      rect(
        brickFrom,
        0,
        W - brickFrom,
        floorY,
        svg.linear([
          [0, '#1c0e07', 0.35],
          [1, '#1c0e07', 0.05],
        ]),
      ),
    );
  }
  svg.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, '#8a5532'],
        [1, '#4a2a18'],
      ]),
    ),
  );
  for (let x = -W; x < W * 2; x += W * 0.07)
    svg.add(
      `<path d="M${f(W / 2 + (x - W / 2) * 0.45)} ${f(floorY)}L${f(x)} ${f(H)}" stroke="#2b1a12" stroke-width="2" opacity="0.35"/>`,
    );
  svg.add(rect(0, floorY - 4, W, 8, '#3a2418'));
}

function shelf(svg: Svg, x: number, y: number, w: number, rng: Rng, things: 'jars' | 'bread' | 'cups'): string {
  const parts: string[] = [rect(x, y, w, 12, '#7a4a24'), rect(x, y + 12, w, 5, '#3a2418', 'opacity="0.5"')];
  let px = x + 30;
  while (px < x + w - 30) {
    if (things === 'jars')
      parts.push(item(svg, 'jar', px, y, 0.8, rng, rng.pick(['#e8821c', '#b3192e', '#8a5a34', '#f3e6cf'])));
    else if (things === 'cups')
      parts.push(
        at(px, y, 0.7, [path('M-18 0L-20 -34L20 -34L18 0Z', rng.pick(['#f4efe7', '#4f6b3f', '#c8873a', '#2b1a12']))]),
      );
    else parts.push(rng.chance(0.5) ? boule(svg, px + 20, y + 2, 0.5, rng) : croissant(svg, px + 10, y - 8, 0.7));
    px += things === 'bread' ? rng.range(90, 120) : rng.range(50, 75);
  }
  return parts.join('');
}

function frame(svg: Svg, x: number, y: number, w: number, h: number, rng: Rng): string {
  return [
    softShadow(svg, x + w / 2, y + h, w / 2, 10, 0.3),
    rect(x, y, w, h, '#2b1a12'),
    rect(x + 8, y + 8, w - 16, h - 16, '#f3e6cf'),
    circle(
      x + w * rng.range(0.3, 0.7),
      y + h * 0.45,
      Math.min(w, h) * 0.22,
      rng.pick(['#c8873a', '#a23b4a', '#4f6b3f']),
    ),
    path(
      `M${f(x + 8)} ${f(y + h - 8)}Q${f(x + w / 2)} ${f(y + h * 0.45)} ${f(x + w - 8)} ${f(y + h - 8)}Z`,
      rng.pick(['#5a3521', '#9a5b1e']),
      'opacity="0.7"',
    ),
  ].join('');
}

export const GALLERY_SCENES: Record<string, (svg: Svg, rng: Rng) => void> = {
  'gallery-ccx-facade': (svg, rng) => {
    facade(svg, { mood: 'dusk', wall: '#e6d2b2', awning: '#4f6b3f', brick: true }, rng);
    svg.add(finish(svg, { vignette: 0.45, glow: 0.15 }));
  },
  'gallery-ccx-counter': (svg, rng) => {
    const { width: W, height: H } = svg;
    room(svg, H * 0.78, '#d9b98e', rng);
    svg.add(rect(W * 0.08, H * 0.08, W * 0.24, H * 0.2, '#2b2420', 'rx="6"'));
    svg.add(rect(W * 0.68, H * 0.08, W * 0.24, H * 0.2, '#2b2420', 'rx="6"'));
    for (const bx of [W * 0.08, W * 0.68])
      for (let i = 0; i < 5; i++)
        svg.add(rect(bx + 20, H * 0.11 + i * 18, rng.range(W * 0.08, W * 0.18), 3, '#f3e6cf', 'opacity="0.6"'));
    svg.add(shelf(svg, W * 0.36, H * 0.24, W * 0.28, rng, 'jars'));
    svg.add(shelf(svg, W * 0.36, H * 0.38, W * 0.28, rng, 'cups'));
    svg.add(espressoMachine(svg, W * 0.28, H * 0.56, 0.62));
    svg.add(pendant(svg, W * 0.25, 0, H * 0.12, 1.1));
    svg.add(pendant(svg, W * 0.5, 0, H * 0.08, 1.1));
    svg.add(pendant(svg, W * 0.75, 0, H * 0.12, 1.1));
    // counter front
    svg.add(rect(0, H * 0.56, W, H * 0.04, '#3a2418'));
    svg.add(
      rect(
        0,
        H * 0.6,
        W,
        H * 0.26,
        svg.linear([
          [0, '#8a5532'],
          [1, '#5a3521'],
        ]),
      ),
    );
    for (let x = 0; x < W; x += W * 0.04) svg.add(rect(x, H * 0.6, 3, H * 0.26, '#3a2418', 'opacity="0.4"'));
    svg.add(pastryCase(svg, W * 0.45, H * 0.4, W * 0.48, H * 0.2, rng));
    svg.add(plant(svg, W * 0.06, H * 0.56, 1.1, rng, '#c8744a', 'trailing'));
    svg.add(finish(svg, { vignette: 0.5, glow: 0.2 }));
  },
  'gallery-ccx-espresso-bar': (svg, rng) => {
    const { width: W, height: H } = svg;
    // white subway tiles
    svg.add(rect(0, 0, W, H * 0.7, '#efe8dd'));
    for (let y = 0; y < H * 0.7; y += 30)
      for (let x = (y / 30) % 2 === 0 ? 0 : -40; x < W; x += 80)
        svg.add(rect(x + 2, y + 2, 76, 26, rng.pick(['#f7f2ea', '#f2ebe0', '#ece4d8']), 'rx="3"'));
    svg.add(
      rect(
        0,
        0,
        W,
        H * 0.7,
        svg.linear([
          [0, '#1c0e07', 0.3],
          [1, '#1c0e07', 0.05],
        ]),
      ),
    );
    svg.add(pendant(svg, W * 0.3, 0, H * 0.06, 1.2, '#c8873a'));
    svg.add(pendant(svg, W * 0.72, 0, H * 0.06, 1.2, '#c8873a'));
    svg.add(
      rect(
        0,
        H * 0.7,
        W,
        H * 0.3,
        svg.linear([
          [0, '#9a6236'],
          [1, '#5a3521'],
        ]),
      ),
    );
    svg.add(rect(0, H * 0.69, W, 10, '#c8873a', 'opacity="0.7"'));
    svg.add(espressoMachine(svg, W * 0.45, H * 0.78, 1.25, '#c9c4bd', '#2b1a12'));
    svg.add(
      at(W * 0.85, H * 0.78, 1.1, [
        softShadow(svg, 0, 0, 60, 14),
        rect(-40, -120, 80, 120, '#2b2420', 'rx="8"'),
        path('M-34 -120L34 -120L48 -220L-48 -220Z', '#3a2418', 'opacity="0.8"'),
        ellipse(0, -220, 48, 12, '#5a3521'),
        dotsRect(rng, -40, -210, 80, 80, 50, ['#2b1206', '#5a2e14'], 2, 4),
      ]),
    );
    svg.add(cup(svg, W * 0.12, H * 0.9, 1.1, 'rosetta', '#f4efe7', rng));
    svg.add(steam(svg, W * 0.12, H * 0.78, 1, rng));
    svg.add(finish(svg, { vignette: 0.45, glow: 0.2 }));
  },
  'gallery-ccx-seating': (svg, rng) => {
    const { width: W, height: H } = svg;
    room(svg, H * 0.66, '#e3c9a0', rng, W * 0.6);
    // windows with daylight
    for (const wx of [W * 0.06, W * 0.32]) {
      svg.add(rect(wx, H * 0.12, W * 0.2, H * 0.4, '#3a2418'));
      svg.add(
        rect(
          wx + 8,
          H * 0.12 + 8,
          W * 0.2 - 16,
          H * 0.4 - 16,
          svg.linear([
            [0, '#cfe3ea'],
            [1, '#f3e6cf'],
          ]),
        ),
      );
      svg.add(ellipse(wx + W * 0.1, H * 0.42, W * 0.08, H * 0.1, '#5f7f45', `opacity="0.6" filter="${svg.blur(8)}"`));
      svg.add(rect(wx + W * 0.1 - 3, H * 0.12, 6, H * 0.4, '#3a2418'));
    }
    svg.add(frame(svg, W * 0.68, H * 0.14, W * 0.12, H * 0.18, rng));
    svg.add(frame(svg, W * 0.83, H * 0.2, W * 0.09, H * 0.14, rng));
    svg.add(pendant(svg, W * 0.2, 0, H * 0.18, 1));
    svg.add(pendant(svg, W * 0.5, 0, H * 0.24, 1));
    svg.add(pendant(svg, W * 0.8, 0, H * 0.18, 1));
    const s = W / 1200;
    for (const [tx, ty, ts] of [
      [W * 0.24, H * 0.8, 1.15],
      [W * 0.66, H * 0.84, 1.25],
    ] as [number, number, number][]) {
      svg.add(chair(svg, tx - 120 * s * ts, ty - 4, ts * s, '#5a3521'));
      svg.add(chair(svg, tx + 120 * s * ts, ty - 4, ts * s, '#5a3521', true));
      svg.add(cafeTable(svg, tx, ty, ts * s));
      svg.add(cup(svg, tx - 20 * s, ty - 160 * ts * s, 0.55 * ts * s, 'heart', '#f4efe7', rng));
      svg.add(croissant(svg, tx + 40 * s, ty - 156 * ts * s, 0.45 * ts * s));
    }
    svg.add(plant(svg, W * 0.92, H * 0.9, 2 * s, rng, '#c8744a', 'tall'));
    svg.add(plant(svg, W * 0.46, H * 0.68, 1.3 * s, rng, '#4f6b3f', 'leafy'));
    svg.add(finish(svg, { vignette: 0.45, glow: 0.25 }));
  },
  'gallery-ccx-window-seat': (svg, rng) => {
    const { width: W, height: H } = svg;
    svg.add(rect(0, 0, W, H, '#d9b98e'));
    svg.add(rect(W * 0.04, H * 0.05, W * 0.92, H * 0.55, '#3a2418'));
    svg.add(
      rect(
        W * 0.05,
        H * 0.07,
        W * 0.9,
        H * 0.51,
        svg.linear([
          [0, '#bcd6e0'],
          [0.6, '#e9dcc2'],
          [1, '#c9b48f'],
        ]),
      ),
    );
    for (let i = 0; i < 10; i++)
      svg.add(
        ellipse(
          rng.range(0.05, 0.95) * W,
          H * rng.range(0.2, 0.45),
          W * rng.range(0.05, 0.1),
          H * rng.range(0.08, 0.15),
          rng.pick(['#6e8f4e', '#5f7f45', '#86a35e']),
          `opacity="0.7" filter="${svg.blur(10)}"`,
        ),
      );
    for (let i = 1; i < 4; i++) svg.add(rect(W * 0.05 + (W * 0.9 * i) / 4 - 5, H * 0.07, 10, H * 0.51, '#3a2418'));
    // sunbeams
    svg.add(
      path(
        `M${f(W * 0.1)} ${f(H * 0.07)}L${f(W * 0.35)} ${f(H * 0.07)}L${f(W * 0.6)} ${f(H)}L${f(W * 0.2)} ${f(H)}Z`,
        '#fff3d6',
        `opacity="0.18" filter="${svg.blur(12)}"`,
      ),
    );
    // window counter
    svg.add(rect(0, H * 0.6, W, H * 0.05, '#8a5532'));
    svg.add(
      rect(
        0,
        H * 0.65,
        W,
        H * 0.35,
        svg.linear([
          [0, '#6b3f22'],
          [1, '#3a2418'],
        ]),
      ),
    );
    svg.add(cup(svg, W * 0.3, H * 0.64, 0.8, 'tulip', '#f4efe7', rng));
    svg.add(croissant(svg, W * 0.45, H * 0.63, 0.75));
    svg.add(item(svg, 'bottle', W * 0.62, H * 0.63, 0.8, rng, '#6f9a96'));
    svg.add(plant(svg, W * 0.82, H * 0.62, 0.9, rng, '#f4efe7', 'trailing'));
    svg.add(stool(svg, W * 0.24, H * 1.02, 1.4));
    svg.add(stool(svg, W * 0.56, H * 1.02, 1.4));
    svg.add(finish(svg, { vignette: 0.4, glow: 0.3 }));
  },
  'gallery-ccx-bakery-shelves': (svg, rng) => {
    const { width: W, height: H } = svg;
    room(svg, H * 0.86, '#caa27a', rng);
    svg.add(rect(W * 0.05, H * 0.06, W * 0.9, H * 0.62, '#5a3521'));
    svg.add(rect(W * 0.07, H * 0.08, W * 0.86, H * 0.58, '#3a2418'));
    svg.add(shelf(svg, W * 0.07, H * 0.25, W * 0.86, rng, 'bread'));
    svg.add(shelf(svg, W * 0.07, H * 0.45, W * 0.86, rng, 'jars'));
    svg.add(shelf(svg, W * 0.07, H * 0.64, W * 0.86, rng, 'bread'));
    svg.add(pendant(svg, W * 0.3, 0, H * 0.02, 0.9, '#c8873a'));
    svg.add(pendant(svg, W * 0.7, 0, H * 0.02, 0.9, '#c8873a'));
    // counter with two cakes under the shelves
    svg.add(
      rect(
        0,
        H * 0.7,
        W,
        H * 0.3,
        svg.linear([
          [0, '#9a6236'],
          [1, '#5a3521'],
        ]),
      ),
    );
    svg.add(stand(svg, 'pedestal', W * 0.3, H * 0.78, 110));
    svg.add(
      cake(
        svg,
        {
          shape: 'layer',
          sponge: '#4a2616',
          cream: '#6b3a22',
          frosting: '#3d1f10',
          drip: '#2e160a',
          rim: { kind: 'rosette', color: '#4f2a17', count: 10 },
          toppings: [{ kind: 'strawberry', count: 3, layout: 'center' }],
        },
        W * 0.3,
        H * 0.78,
        110,
        'shelf-a',
      ),
    );
    svg.add(stand(svg, 'pedestal', W * 0.68, H * 0.78, 110));
    svg.add(
      cake(
        svg,
        {
          shape: 'layer',
          sponge: '#f6d98a',
          cream: '#ffc23d',
          frosting: '#ffe7a8',
          drip: '#ffa51a',
          toppings: [{ kind: 'mango', count: 7, layout: 'cluster' }],
        },
        W * 0.68,
        H * 0.78,
        110,
        'shelf-b',
      ),
    );
    svg.add(finish(svg, { vignette: 0.5, glow: 0.2 }));
  },
  'gallery-24-seven-night': (svg, rng) => {
    facade(svg, { mood: 'night', wall: '#6a5a4e', awning: '#a23b4a', corner: true }, rng);
    // a round neon cup mark in the window, no words
    const { width: W, height: H } = svg;
    svg.add(
      circle(
        W * 0.76,
        H * 0.58,
        H * 0.06,
        'none',
        `stroke="#ffb84d" stroke-width="10" opacity="0.5" filter="${svg.blur(6)}"`,
      ),
    );
    svg.add(circle(W * 0.76, H * 0.58, H * 0.06, 'none', 'stroke="#fff0c8" stroke-width="3"'));
    svg.add(
      path(
        `M${f(W * 0.76 - H * 0.025)} ${f(H * 0.565)}L${f(W * 0.76 + H * 0.025)} ${f(H * 0.565)}L${f(W * 0.76 + H * 0.018)} ${f(H * 0.6)}L${f(W * 0.76 - H * 0.018)} ${f(H * 0.6)}Z`,
        'none',
        'stroke="#fff0c8" stroke-width="3"',
      ),
    );
    svg.add(finish(svg, { vignette: 0.55, glow: 0.05 }));
  },
};

export const OUTLET_SCENES: Record<string, (svg: Svg, rng: Rng) => void> = {
  'outlet-ccx': (svg, rng) => {
    facade(svg, { mood: 'dusk', wall: '#e6d2b2', awning: '#4f6b3f', brick: true }, rng);
    svg.add(finish(svg, { vignette: 0.45, glow: 0.15 }));
  },
  'outlet-24-seven': (svg, rng) => {
    facade(svg, { mood: 'night', wall: '#6a5a4e', awning: '#a23b4a', corner: true }, rng);
    svg.add(finish(svg, { vignette: 0.5, glow: 0.05 }));
  },
  'outlet-caffeine-capital': (svg, rng) => {
    facade(svg, { mood: 'day', wall: '#f1e4cf', awning: '#c8873a', corner: true }, rng);
    svg.add(finish(svg, { vignette: 0.35, glow: 0.3 }));
  },
};
