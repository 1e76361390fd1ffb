import { randomBytes } from 'node:crypto';
import {
  catalogImageName,
  IMAGE_KINDS,
  imageFileName,
  imageHeight,
  IMAGE_UPLOAD_MAX_BYTES,
  type ImageKind,
} from '@roast/domain';
import sharp from 'sharp';
import type { StaffUser } from '../../auth/require-staff';
import type { Database } from '../../db/client';
import { badRequest, HttpError } from '../../http/errors';
import { detectPhoto } from './photo-check';
import * as repository from './images.repository';

/** A photo larger than this many pixels is refused before it is decoded (a 'decompression bomb'). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The catalog's warm background, behind a photo fitted inside its frame. */
const CREMA = { r: 246, g: 239, b: 230, alpha: 1 };
const WEBP_QUALITY = 82;
const AVIF_QUALITY = 55;
/** Kept in memory, the most recently served first; beyond this the least recent go. */
const MAX_CACHED = 200;

export const photoTooLarge = () => new HttpError(413, 'photo_too_large', { mb: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 });

export interface ServedImage {
  bytes: Buffer;
  contentType: string;
}

/** Letters and digits that cannot be misread, for new image names. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newBase = () => `u-${Array.from(randomBytes(12), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

/**
 * Photos uploaded from the console: checked by their bytes, turned the right way up, cropped or
 * fitted to their kind's shape, rendered with sharp to AVIF and WebP at the artwork's widths, and
 * stored in the database (so every server serves them), under a name that is new for every upload.
 */
export function createImages({ db }: { db: Database }) {
  const served = new Map<string, ServedImage>();

  return {
    async upload(
      actor: StaffUser,
      bytes: Buffer,
      options: { kind: Extract<ImageKind, 'product' | 'banner' | 'logo'>; fit: 'cover' | 'contain' },
    ) {
      if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw photoTooLarge();
      if (!detectPhoto(bytes)) throw badRequest('not_a_photo');
      const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      try {
        // Decoding the header proves the bytes are an image sharp can read, before any work.
        await source.metadata();
      } catch {
        throw badRequest('not_a_photo');
      }
      const base = newBase();
      const { widths } = IMAGE_KINDS[options.kind];
      let rendered;
      try {
        rendered = await Promise.all(
          widths.flatMap((width) => {
            const height = imageHeight(options.kind, width);
            const sized = source
              .clone()
              .rotate()
              .resize(width, height, { fit: options.fit, background: CREMA, position: 'attention' })
              .flatten({ background: CREMA });
            return [
              sized
                .clone()
                .webp({ quality: WEBP_QUALITY })
                .toBuffer()
                .then((out) => ({ width, height, format: 'webp' as const, out })),
              sized
                .clone()
                .avif({ quality: AVIF_QUALITY, effort: 3 })
                .toBuffer()
                .then((out) => ({ width, height, format: 'avif' as const, out })),
            ];
          }),
        );
      } catch {
        // The header read, but the picture itself did not (a truncated or damaged file).
        throw badRequest('not_a_photo');
      }
      await repository.insertImages(
        db,
        rendered.map(({ width, height, format, out }) => ({
          name: imageFileName(base, width, format),
          base,
          format,
          width,
          height,
          bytes: out,
          uploadedBy: actor.id,
        })),
      );
      const widest = widths[widths.length - 1]!;
      return { img: catalogImageName(base, options.kind), width: widest, height: imageHeight(options.kind, widest) };
    },

    /** An uploaded image, or undefined when no upload has that name. */
    async read(name: string): Promise<ServedImage | undefined> {
      const cached = served.get(name);
      if (cached) {
        // The most recently served stay longest.
        served.delete(name);
        served.set(name, cached);
        return cached;
      }
      const image = await repository.findImage(db, name);
      if (!image) return undefined;
      const found: ServedImage = {
        bytes: image.bytes,
        contentType: image.format === 'avif' ? 'image/avif' : 'image/webp',
      };
      served.set(name, found);
      if (served.size > MAX_CACHED) served.delete(served.keys().next().value!);
      return found;
    },
  };
}

export type Images = ReturnType<typeof createImages>;
