/**
 * Every image the site needs: its base name, its kind (which fixes aspect and widths) and how to
 * draw it. Catalog images are looked up by the base names the seed catalog uses.
 */
import type { ImageKind } from '../../packages/domain/src/images';
import { Rng } from './lib/rng';
import { Svg } from './lib/svg';
import { CAKE_PICTURES } from './looks/cakes';
import { HAMPER_PICTURES } from './looks/hampers';
import { GALLERY_SCENES, OUTLET_SCENES } from './places';
import { drawCakePicture, drawHamperPicture } from './product';
import { EVENT_SCENES, WORKSHOP_SCENES } from './sessions';
import { BANNER_SCENES, HERO_SCENES, LOGO_SCENES, PRODUCT_EXTRAS, TILE_SCENES } from './wide';

export interface Artwork {
  base: string;
  kind: ImageKind;
  draw: (svg: Svg, rng: Rng) => void;
}

/** The drawing size (viewBox) per kind; rendering scales it to each width. */
export const DESIGN_SIZE: Record<ImageKind, [number, number]> = {
  product: [800, 600],
  hero: [1920, 1080],
  gallery: [1200, 800],
  banner: [800, 450],
  logo: [192, 192],
};

function fromScenes(kind: ImageKind, scenes: Record<string, (svg: Svg, rng: Rng) => void>): Artwork[] {
  return Object.entries(scenes).map(([base, draw]) => ({ base, kind, draw }));
}

export function artworks(): Artwork[] {
  return [
    ...Object.entries(CAKE_PICTURES).map(([base, picture]) => ({
      base,
      kind: 'product' as const,
      draw: (svg: Svg) => drawCakePicture(svg, picture, base),
    })),
    ...Object.entries(HAMPER_PICTURES).map(([base, picture]) => ({
      base,
      kind: 'product' as const,
      draw: (svg: Svg) => drawHamperPicture(svg, picture, base),
    })),
    ...fromScenes('product', EVENT_SCENES),
    ...fromScenes('product', WORKSHOP_SCENES),
    ...fromScenes('product', OUTLET_SCENES),
    ...fromScenes('product', TILE_SCENES),
    ...fromScenes('product', PRODUCT_EXTRAS),
    ...fromScenes('gallery', GALLERY_SCENES),
    ...fromScenes('hero', HERO_SCENES),
    ...fromScenes('banner', BANNER_SCENES),
    ...fromScenes('logo', LOGO_SCENES),
  ];
}

/** The SVG markup of one artwork at a pixel size. Same input, same output. */
export function svgFor(art: Artwork, pixelWidth: number, pixelHeight: number): string {
  const [w, h] = DESIGN_SIZE[art.kind];
  const svg = new Svg(w, h, new Rng(art.base));
  art.draw(svg, new Rng(`${art.base}:scene`));
  return svg.toString(pixelWidth, pixelHeight);
}
