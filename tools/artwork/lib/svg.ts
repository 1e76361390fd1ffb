/** A tiny SVG builder: primitives return markup strings, the builder collects shared defs. */
import { type Rng } from './rng';

/** Numbers with one decimal, to keep the markup small. */
export function f(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

export type Point = [number, number];
/** [offset 0..1, colour, opacity]. */
export type Stop = [number, string, number?];

function stopsMarkup(stops: Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${f(offset * 100)}%" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(
    /** Design width and height (the viewBox). */
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  /** A linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${user}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const id = this.uid('lg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const coords = user
      ? `x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`
      : `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
    this.def(`<linearGradient id="${id}" ${coords}${units}>${stopsMarkup(stops)}</linearGradient>`);
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A radial gradient; fractions of the shape's box unless `user` is set. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false): string {
    const key = `r${JSON.stringify(stops)}${cx},${cy},${r},${fx},${fy},${user}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const id = this.uid('rg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const fmt = (v: number) => (user ? f(v) : String(Math.round(v * 1000) / 1000));
    this.def(
      `<radialGradient id="${id}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fx="${fmt(fx)}" fy="${fmt(fy)}"${units}>${stopsMarkup(stops)}</radialGradient>`,
    );
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A gaussian blur filter (shared per strength). */
  blur(deviation: number): string {
    const key = `b${deviation}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const id = this.uid('bl');
    this.def(
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A clip path from path data. */
  clip(d: string): string {
    const id = this.uid('cp');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Any filter markup; returns the url. */
  filter(inner: string, region = 'x="0" y="0" width="100%" height="100%"'): string {
    const id = this.uid('fl');
    this.def(`<filter id="${id}" ${region} color-interpolation-filters="sRGB">${inner}</filter>`);
    return `url(#${id})`;
  }

  toString(pixelWidth: number, pixelHeight: number): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${f(this.width)} ${f(this.height)}" preserveAspectRatio="none">`,
      `<defs>${this.defs.join('')}</defs>`,
      this.body.join(''),
      '</svg>',
    ].join('');
  }
}

/** Attribute helper: skips undefined values. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? f(v) : v}"`)
    .join(' ');
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
}

export function group(content: string | string[], extra = ''): string {
  return `<g ${extra}>${Array.isArray(content) ? content.join('') : content}</g>`;
}

/** Rotate/translate/scale a group about a point. */
export function place(content: string | string[], x: number, y: number, scale = 1, rotate = 0): string {
  const t = `translate(${f(x)} ${f(y)})${rotate ? ` rotate(${f(rotate)})` : ''}${scale !== 1 ? ` scale(${Math.round(scale * 1000) / 1000})` : ''}`;
  return group(content, `transform="${t}"`);
}

export function poly(points: Point[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
}

/** A smooth closed curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothClosed(points: Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number): Point => points[((i % n) + n) % n] as Point;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    d += `C${f(p1[0] + (p2[0] - p0[0]) * k)} ${f(p1[1] + (p2[1] - p0[1]) * k)} ${f(p2[0] - (p3[0] - p1[0]) * k)} ${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** A smooth open curve through the points; the string starts with M. */
export function smoothOpen(points: Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number): Point => points[Math.max(0, Math.min(n - 1, i))] as Point;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    d += `C${f(p1[0] + (p2[0] - p0[0]) * k)} ${f(p1[1] + (p2[1] - p0[1]) * k)} ${f(p2[0] - (p3[0] - p1[0]) * k)} ${f(p2[1] - (p3[1] - p1[1]) * k)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** An organic closed blob around a centre. */
export function blob(cx: number, cy: number, rx: number, ry: number, rng: Rng, jitter = 0.12, n = 9, turn = 0): string {
  const points: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + turn;
    const k = 1 + (rng.next() - 0.5) * 2 * jitter;
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(points);
}

/** Point on an ellipse at angle a (radians; 0 = right, PI/2 = front/bottom of the screen). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, a: number): Point {
  return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
}

/** Many small semi-transparent dots scattered in an ellipse: crumbs, sugar, pores, grain. */
export function dots(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  colors: string[],
  rMin: number,
  rMax: number,
  opacity: [number, number] = [0.3, 0.8],
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = Math.sqrt(rng.next());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    parts.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(rMin, rMax))}" fill="${rng.pick(colors)}" opacity="${Math.round(rng.range(opacity[0], opacity[1]) * 100) / 100}"/>`,
    );
  }
  return parts.join('');
}

/** Dots scattered in a rectangle. */
export function dotsRect(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  colors: string[],
  rMin: number,
  rMax: number,
  opacity: [number, number] = [0.3, 0.8],
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      `<circle cx="${f(x + rng.next() * w)}" cy="${f(y + rng.next() * h)}" r="${f(rng.range(rMin, rMax))}" fill="${rng.pick(colors)}" opacity="${Math.round(rng.range(opacity[0], opacity[1]) * 100) / 100}"/>`,
    );
  }
  return parts.join('');
}
