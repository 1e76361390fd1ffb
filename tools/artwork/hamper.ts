/** Gift hampers: a wicker basket, a kraft box or a wooden crate, filled and tied with ribbon. */
import { dark, light } from './lib/color';
import { Rng } from './lib/rng';
import { circle, ellipse, f, group, path, rect, type Svg } from './lib/svg';
import { item } from './items';
import type { ItemKind } from './items';

export interface HamperItem {
  kind: ItemKind;
  color?: string;
  /** -1 (left) to 1 (right) across the opening. */
  x: number;
  row: 'back' | 'front';
  scale?: number;
  rotate?: number;
}

export interface HamperLook {
  container: 'basket' | 'box' | 'crate';
  /** Basket wicker, box card or crate wood colour. */
  color: string;
  ribbon: string;
  filler: string;
  items: HamperItem[];
  handle?: boolean;
  tag?: boolean;
}

const W = 300;
const KH = 0.3;

function bow(svg: Svg, x: number, y: number, color: string, size = 1): string {
  const loop = (dir: number) =>
    path(
      `M0 0C${dir * 10} -22 ${dir * 44} -30 ${dir * 46} -10C${dir * 48} 6 ${dir * 20} 6 0 0Z`,
      svg.linear(
        [
          [0, light(color, 0.3)],
          [0.6, color],
          [1, dark(color, 0.35)],
        ],
        dir > 0 ? 0 : 1,
        0,
        dir > 0 ? 1 : 0,
        1,
      ),
    );
  const tail = (dir: number) =>
    path(
      `M0 2C${dir * 8} 20 ${dir * 14} 40 ${dir * 24} 58L${dir * 14} 54L${dir * 10} 62C${dir * 6} 40 ${dir * 2} 20 ${-dir * 4} 4Z`,
      dark(color, 0.12),
    );
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${size})">${tail(-1)}${tail(1)}${loop(-1)}${loop(1)}${ellipse(
    0,
    0,
    9,
    8,
    svg.radial(
      [
        [0, light(color, 0.35)],
        [1, dark(color, 0.2)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  )}</g>`;
}

function tag(svg: Svg, x: number, y: number, rng: Rng): string {
  const rot = rng.range(-14, 8);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${[
    `<path d="M0 -30Q-6 -14 0 0" stroke="#8a6a40" stroke-width="1.4" fill="none"/>`,
    path(
      'M-16 0L16 0L16 40L0 48L-16 40Z',
      svg.linear(
        [
          [0, '#e8cf9f'],
          [1, '#c9a66a'],
        ],
        0,
        0,
        1,
        1,
      ),
      'stroke="#a8834f" stroke-width="1"',
    ),
    circle(0, 7, 3, '#6b4a2a'),
    `<path d="M-9 20L9 20M-9 27L5 27" stroke="#8a6a40" stroke-width="1.6" opacity="0.7"/>`,
    // a tiny heart stamp, no words
    path(
      'M0 39C-6 34 -5 30 -2.5 30C-1 30 0 31.5 0 32.5C0 31.5 1 30 2.5 30C5 30 6 34 0 39Z',
      '#a23b4a',
      'opacity="0.8"',
    ),
  ].join('')}</g>`;
}

function filler(rng: Rng, cx: number, cy: number, rx: number, ry: number, color: string): string {
  const parts: string[] = [ellipse(cx, cy, rx * 1.02, ry * 1.05, dark(color, 0.18))];
  for (let i = 0; i < 260; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    const len = rng.range(8, 16);
    const c = rng.pick([color, light(color, 0.25), dark(color, 0.25)]);
    parts.push(
      `<path d="M${f(x - len / 2)} ${f(y)}q${f(len / 4)} ${f(rng.range(-5, 5))} ${f(len / 2)} 0t${f(len / 2)} 0" stroke="${c}" stroke-width="2.8" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function basket(svg: Svg, look: HamperLook, rng: Rng, contents: { back: string; front: string }): string {
  const h = 112;
  const rTop = W / 2;
  const rBot = (W / 2) * 0.8;
  const top = -h;
  const c = look.color;
  const parts: string[] = [];
  parts.push(ellipse(14, 8, rBot * 1.2, rBot * KH * 1.3, '#1c0e07', `opacity="0.45" filter="${svg.blur(12)}"`));
  // opening
  parts.push(ellipse(0, top, rTop, rTop * KH, dark(c, 0.55)));
  parts.push(ellipse(0, top + 4, rTop * 0.94, rTop * KH * 0.85, dark(c, 0.7)));
  parts.push(contents.back);
  if (look.handle !== false) {
    const hd = `M${-rTop * 0.92} ${top}C${-rTop * 0.9} ${top - 230} ${rTop * 0.9} ${top - 230} ${rTop * 0.92} ${top}`;
    parts.push(`<path d="${hd}" stroke="${dark(c, 0.45)}" stroke-width="16" fill="none"/>`);
    parts.push(`<path d="${hd}" stroke="${c}" stroke-width="12" fill="none" stroke-dasharray="7 3"/>`);
    parts.push(
      `<path d="${hd}" stroke="${light(c, 0.35)}" stroke-width="3" fill="none" transform="translate(-2 -3)" opacity="0.6"/>`,
    );
  }
  parts.push(filler(rng, 0, top + 2, rTop * 0.9, rTop * KH * 0.7, look.filler));
  parts.push(contents.front);
  // woven body
  const body = `M${-rTop} ${top}A${rTop} ${rTop * KH} 0 0 0 ${rTop} ${top}L${rBot} 0A${rBot} ${rBot * KH} 0 0 1 ${-rBot} 0Z`;
  const clip = svg.clip(body);
  const weave: string[] = [path(body, dark(c, 0.2))];
  const rows = 9;
  for (let i = 0; i < rows; i++) {
    const t = (i + 0.5) / rows;
    const r = rTop + (rBot - rTop) * t;
    const y = top + h * t;
    const steps = 22;
    for (let k = 0; k <= steps; k++) {
      const a = ((k + (i % 2) * 0.5) / steps) * Math.PI;
      const x = Math.cos(a) * r;
      const yy = y + Math.sin(a) * r * KH;
      const w = Math.max(2, Math.sin(a) * 9);
      weave.push(
        `<ellipse cx="${f(x)}" cy="${f(yy)}" rx="${f(w)}" ry="6.6" fill="${rng.pick([c, light(c, 0.1), dark(c, 0.06)])}"/>`,
      );
      weave.push(
        `<ellipse cx="${f(x - w * 0.3)}" cy="${f(yy - 2.5)}" rx="${f(w * 0.5)}" ry="1.8" fill="${light(c, 0.45)}" opacity="0.5"/>`,
      );
    }
  }
  weave.push(
    path(
      body,
      svg.linear(
        [
          [0, '#fff8ec', 0.18],
          [0.25, '#fff8ec', 0.05],
          [0.55, '#1c0e07', 0],
          [1, '#1c0e07', 0.45],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  weave.push(
    path(
      body,
      svg.linear(
        [
          [0, '#1c0e07', 0],
          [1, '#1c0e07', 0.3],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  parts.push(group(weave, `clip-path="${clip}"`));
  // rim
  parts.push(
    `<path d="M${-rTop} ${top}A${rTop} ${rTop * KH} 0 0 0 ${rTop} ${top}" stroke="${dark(c, 0.25)}" stroke-width="13" fill="none"/>`,
  );
  parts.push(
    `<path d="M${-rTop} ${top}A${rTop} ${rTop * KH} 0 0 0 ${rTop} ${top}" stroke="${c}" stroke-width="9" fill="none" stroke-dasharray="9 3"/>`,
  );
  parts.push(
    `<path d="M${-rTop} ${top - 2}A${rTop} ${rTop * KH} 0 0 0 ${rTop} ${top - 2}" stroke="${light(c, 0.4)}" stroke-width="2" fill="none" opacity="0.6"/>`,
  );
  // ribbon around the front and a bow
  const ry = top + h * 0.45;
  const rr = rTop + (rBot - rTop) * 0.45;
  parts.push(
    `<path d="M${-rr} ${ry}A${rr} ${rr * KH} 0 0 0 ${rr} ${ry}" stroke="${dark(look.ribbon, 0.25)}" stroke-width="18" fill="none"/>`,
  );
  parts.push(
    `<path d="M${-rr} ${ry - 1}A${rr} ${rr * KH} 0 0 0 ${rr} ${ry - 1}" stroke="${look.ribbon}" stroke-width="14" fill="none"/>`,
  );
  parts.push(
    `<path d="M${-rr} ${ry - 5}A${rr} ${rr * KH} 0 0 0 ${rr} ${ry - 5}" stroke="${light(look.ribbon, 0.4)}" stroke-width="2" fill="none" opacity="0.6"/>`,
  );
  parts.push(bow(svg, -rr * 0.35, ry + rr * KH * 0.93, look.ribbon));
  if (look.tag !== false) parts.push(tag(svg, rr * 0.45, ry + rr * KH * 0.9, rng));
  return parts.join('');
}

function box(svg: Svg, look: HamperLook, rng: Rng, contents: { back: string; front: string }, crate: boolean): string {
  const h = crate ? 120 : 130;
  const depth = 70;
  const half = W / 2;
  const top = -h;
  const c = look.color;
  const parts: string[] = [];
  parts.push(ellipse(16, 4, half * 1.15, 30, '#1c0e07', `opacity="0.45" filter="${svg.blur(12)}"`));
  if (!crate) {
    // lid leaning behind
    parts.push(
      path(
        `M${-half + 20} ${top - depth * 0.6}L${-half + 40} ${top - depth * 0.6 - 120}L${half + 10} ${top - depth * 0.6 - 110}L${half - 10} ${top - depth * 0.6 + 6}Z`,
        svg.linear(
          [
            [0, light(c, 0.15)],
            [1, dark(c, 0.2)],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    parts.push(
      path(
        `M${half - 10} ${top - depth * 0.6 + 6}L${half + 10} ${top - depth * 0.6 - 110}L${half + 22} ${top - depth * 0.6 - 106}L${half + 2} ${top - depth * 0.6 + 10}Z`,
        dark(c, 0.35),
      ),
    );
  }
  // inside: back wall and floor
  const back = top - depth * 0.6;
  parts.push(path(`M${-half} ${top}L${-half + 16} ${back}L${half - 16} ${back}L${half} ${top}Z`, dark(c, 0.55)));
  parts.push(
    path(
      `M${-half + 16} ${back}L${half - 16} ${back}L${half - 16} ${back + 14}L${-half + 16} ${back + 14}Z`,
      dark(c, 0.3),
    ),
  );
  parts.push(contents.back);
  parts.push(filler(rng, 0, top - depth * 0.22, half * 0.92, depth * 0.26, look.filler));
  parts.push(contents.front);
  // front face
  const face = `M${-half} ${top}L${half} ${top}L${half} 0L${-half} 0Z`;
  const inner: string[] = [
    path(
      face,
      svg.linear(
        [
          [0, light(c, 0.15)],
          [0.4, c],
          [1, dark(c, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  ];
  if (crate) {
    const slats = 3;
    for (let i = 0; i < slats; i++) {
      const y0 = top + (i * h) / slats;
      inner.push(
        rect(
          -half,
          y0 + 1,
          W,
          h / slats - 6,
          svg.linear(
            [
              [0, light(c, 0.12)],
              [1, dark(c, 0.12)],
            ],
            0,
            0,
            0,
            1,
          ),
        ),
      );
      inner.push(rect(-half, y0 + h / slats - 5, W, 5, dark(c, 0.55)));
      for (let k = 0; k < 3; k++)
        inner.push(
          `<path d="M${-half} ${f(y0 + 6 + k * 10 + rng.range(-2, 2))}Q0 ${f(y0 + 8 + k * 10)} ${half} ${f(y0 + 6 + k * 10)}" stroke="${dark(c, 0.3)}" stroke-width="0.8" fill="none" opacity="0.5"/>`,
        );
      inner.push(
        circle(-half + 14, y0 + h / slats / 2 - 2, 2.5, '#4a4038'),
        circle(half - 14, y0 + h / slats / 2 - 2, 2.5, '#4a4038'),
      );
    }
  } else {
    for (let i = 0; i < 60; i++)
      inner.push(
        `<path d="M${f(rng.range(-half, half))} ${f(rng.range(top, 0))}l${f(rng.range(4, 10))} ${f(rng.range(-1, 1))}" stroke="${dark(c, 0.3)}" stroke-width="0.7" opacity="0.35"/>`,
      );
  }
  inner.push(
    path(
      face,
      svg.linear(
        [
          [0, '#1c0e07', 0],
          [1, '#1c0e07', 0.25],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  parts.push(group(inner, `clip-path="${svg.clip(face)}"`));
  parts.push(rect(-half, top - 3, W, 6, light(c, 0.2)));
  // ribbon: a vertical band and a bow at the top edge
  const rx = -half * 0.3;
  parts.push(rect(rx - 10, top, 20, h, dark(look.ribbon, 0.15)));
  parts.push(rect(rx - 8, top, 16, h, look.ribbon));
  parts.push(rect(rx - 5, top, 3, h, light(look.ribbon, 0.4), 'opacity="0.6"'));
  parts.push(bow(svg, rx, top + 6, look.ribbon, 1.1));
  if (look.tag !== false) parts.push(tag(svg, half * 0.45, top + 16, rng));
  return parts.join('');
}

/** Draw a hamper whose base centre is at (0, 0), about 300 units wide; place it with a transform. */
export function hamper(svg: Svg, look: HamperLook, seed: string): string {
  const rng = new Rng(seed);
  const isBasket = look.container === 'basket';
  const top = isBasket ? -112 : look.container === 'crate' ? -120 : -130;
  const backY = isBasket ? top - 16 : top - 34;
  const frontY = isBasket ? top + 6 : top - 4;
  const draw = (row: 'back' | 'front') =>
    look.items
      .filter((it) => it.row === row)
      .map((it) =>
        item(
          svg,
          it.kind,
          it.x * (W / 2) * 0.72,
          row === 'back' ? backY : frontY,
          (it.scale ?? 1) * 1.3,
          rng,
          it.color,
          it.rotate ?? 0,
        ),
      )
      .join('');
  const contents = { back: draw('back'), front: draw('front') };
  return isBasket ? basket(svg, look, rng, contents) : box(svg, look, rng, contents, look.container === 'crate');
}
