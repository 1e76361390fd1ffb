import { IMAGE_KINDS, imageBase, imageFileName, imageHeight, type ImageKind } from '@roast/domain';

interface CatalogImageProps {
  /** The catalog's image name, e.g. 'cake-rasmalai-cake-800.webp'. */
  img: string;
  kind: ImageKind;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's main image: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A catalog image as AVIF with a WebP fallback, in every rendered width, with fixed dimensions so
 * nothing moves when it arrives.
 */
export function CatalogImage({ img, kind, alt, sizes, priority = false, className }: CatalogImageProps) {
  const base = imageBase(img);
  const { widths } = IMAGE_KINDS[kind];
  const largest = widths[widths.length - 1] ?? 800;
  const src = `/images/${img}`;
  const srcSet = (format: 'avif' | 'webp') =>
    base ? widths.map((w) => `/images/${imageFileName(base, w, format)} ${w}w`).join(', ') : undefined;
  return (
    <picture className={className}>
      {base ? <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} /> : null}
      <img
        src={src}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={largest}
        height={imageHeight(kind, largest)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
