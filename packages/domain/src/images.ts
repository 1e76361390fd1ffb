/**
 * Catalog images are rendered ahead of time in a few widths, as AVIF and WebP, and named
 * `{base}-{width}.{format}`. A catalog record names its widest WebP (`img`, `image`, ...), which
 * is also what an old client would load; the site builds `srcset`s from the same base.
 */
export const IMAGE_KINDS = {
  /** Cakes, hampers, events, workshops, outlet cards. */
  product: { aspect: [4, 3], widths: [400, 800] },
  /** Home carousel slides. */
  hero: { aspect: [16, 9], widths: [640, 1280, 1920] },
  /** Outlet galleries. */
  gallery: { aspect: [3, 2], widths: [640, 1280] },
  /** Blog and job banners. */
  banner: { aspect: [16, 9], widths: [400, 800] },
  /** Blog publication logos. */
  logo: { aspect: [1, 1], widths: [96, 192] },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

export function imageFileName(base: string, width: number, format: 'avif' | 'webp'): string {
  return `${base}-${width}.${format}`;
}

/** The name a catalog record stores: the widest WebP. */
export function catalogImageName(base: string, kind: ImageKind): string {
  const widths = IMAGE_KINDS[kind].widths;
  return imageFileName(base, widths[widths.length - 1] ?? 0, 'webp');
}

/** The base of a catalog image name, or null when the name does not follow the pattern. */
export function imageBase(img: string): string | null {
  const match = /^([a-z0-9-]+?)-(\d+)\.(?:webp|avif)$/.exec(img);
  return match ? (match[1] ?? null) : null;
}

export function imageHeight(kind: ImageKind, width: number): number {
  const [w, h] = IMAGE_KINDS[kind].aspect;
  return Math.round((width * h) / w);
}
