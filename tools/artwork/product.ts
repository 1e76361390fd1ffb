/** Product pictures (4:3): a cake on its stand on a warm tabletop. */
import { finish, table } from './backgrounds';
import { cake, stand } from './cake';
import type { CakePicture } from './looks/cakes';
import type { HamperPicture } from './looks/hampers';
import { hamper } from './hamper';
import { Rng } from './lib/rng';
import { type Svg } from './lib/svg';
import { topping } from './toppings';

/** Where loose pieces lie on the table, in a 800 x 600 frame. */
const SCATTER_SPOTS: [number, number][] = [
  [118, 548],
  [690, 540],
  [176, 574],
  [742, 572],
];

export function cakeRadius(picture: CakePicture): number {
  switch (picture.look.shape) {
    case 'chiffon':
      return 180;
    case 'cotton':
      return 195;
    case 'cheesecake':
    case 'torte':
    case 'basque':
      return 225;
    default:
      return 212;
  }
}

export function drawCakePicture(svg: Svg, picture: CakePicture, seed: string): void {
  const { look } = picture;
  const rng = new Rng(`${seed}:scene`);
  svg.add(table(svg, { surface: picture.surface, horizon: 0.28 }));
  const kind = look.stand ?? 'board';
  const R = cakeRadius(picture);
  const raised = kind === 'pedestal' || kind === 'glass';
  const baseY = raised ? 392 : 446;
  const cx = 400;
  (picture.scatter ?? []).forEach((piece, i) => {
    const [x, y] = SCATTER_SPOTS[i % SCATTER_SPOTS.length] as [number, number];
    svg.add(topping(svg, piece, x + rng.range(-14, 14), y + rng.range(-8, 8), 2.3, rng));
  });
  svg.add(stand(svg, kind, cx, baseY, R));
  svg.add(cake(svg, look, cx, baseY, R, seed));
  svg.add(finish(svg, { vignette: 0.45 }));
}

export function drawHamperPicture(svg: Svg, picture: HamperPicture, seed: string): void {
  const rng = new Rng(`${seed}:scene`);
  svg.add(table(svg, { surface: picture.surface, horizon: 0.26 }));
  (picture.scatter ?? []).forEach((piece, i) => {
    const [x, y] = SCATTER_SPOTS[i % SCATTER_SPOTS.length] as [number, number];
    svg.add(topping(svg, piece, x + rng.range(-20, 0), y + rng.range(-8, 8), 2.3, rng));
  });
  svg.add(`<g transform="translate(400 540) scale(1.44)">${hamper(svg, picture.look, seed)}</g>`);
  svg.add(finish(svg, { vignette: 0.45 }));
}
