/**
 * Renders the catalog artwork to apps/api/assets/images as `{base}-{width}.avif|webp`, for every
 * width of each image's kind. Deterministic: the same code always writes the same pictures.
 *
 *   npx tsx tools/artwork/render.ts            all images
 *   npx tsx tools/artwork/render.ts cake-      only bases starting with "cake-"
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { catalog } from '../../apps/api/src/db/seed/data';
import { IMAGE_KINDS, imageFileName, imageHeight } from '../../packages/domain/src/images';
import type { ImageKind } from '../../packages/domain/src/images';
import { artworks, svgFor } from './manifest';
import type { Artwork } from './manifest';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../../apps/api/assets/images');
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 72, effort: 5 } as const;

/** Every image base the seed catalog refers to, with the kind it needs. */
function catalogImages(): Map<string, ImageKind> {
  const needed = new Map<string, ImageKind>();
  const need = (base: string | null, kind: ImageKind) => {
    if (base !== null) needed.set(base, kind);
  };
  for (const o of catalog.outlets) {
    need(o.image, 'product');
    o.gallery.forEach((g) => need(g, 'gallery'));
  }
  catalog.cakes.forEach((c) => need(c.image, 'product'));
  catalog.hampers.forEach((h) => need(h.image, 'product'));
  [...catalog.events, ...catalog.workshops].forEach((s) => need(s.image, 'product'));
  for (const b of catalog.blogs) {
    need(b.logo, 'logo');
    need(b.image, 'banner');
  }
  catalog.jobs.forEach((j) => need(j.image, 'banner'));
  return needed;
}

/** Images the site uses by name outside the catalog. */
const SITE_IMAGES: [string, ImageKind][] = [
  ['hero-celebration-cake', 'hero'],
  ['hero-roast-above-the-rest', 'hero'],
  ['tile-outlets', 'product'],
  ['tile-cakes', 'product'],
  ['tile-workshops-events', 'product'],
  ['tile-hampers', 'product'],
  ['job-default', 'banner'],
  ['about-history', 'banner'],
  ['about-story', 'banner'],
  ['not-found', 'product'],
];

function checkCoverage(all: Artwork[]): void {
  const byBase = new Map(all.map((a) => [a.base, a]));
  const problems: string[] = [];
  for (const [base, kind] of [...catalogImages(), ...SITE_IMAGES]) {
    const art = byBase.get(base);
    if (!art) problems.push(`no artwork for ${base}`);
    else if (art.kind !== kind) problems.push(`${base} is drawn as ${art.kind} but used as ${kind}`);
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

async function renderOne(art: Artwork): Promise<number> {
  const widths = IMAGE_KINDS[art.kind].widths;
  const widest = widths[widths.length - 1] as number;
  // logos keep their transparent corners; every other picture is a full, opaque frame
  const source = sharp(Buffer.from(svgFor(art, widest, imageHeight(art.kind, widest))));
  const raw = await (art.kind === 'logo' ? source.ensureAlpha() : source.flatten({ background: '#2b1a12' }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let files = 0;
  for (const width of widths) {
    const height = imageHeight(art.kind, width);
    const image = sharp(raw.data, { raw: raw.info }).resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
    await image
      .clone()
      .avif(AVIF)
      .toFile(join(OUT, imageFileName(art.base, width, 'avif')));
    await image
      .clone()
      .webp(WEBP)
      .toFile(join(OUT, imageFileName(art.base, width, 'webp')));
    files += 2;
  }
  return files;
}

async function main(): Promise<void> {
  const started = Date.now();
  const prefix = process.argv[2];
  const all = artworks();
  const bases = new Set<string>();
  for (const art of all) {
    if (bases.has(art.base)) throw new Error(`Duplicate artwork base ${art.base}`);
    bases.add(art.base);
  }
  checkCoverage(all);
  const selected = prefix ? all.filter((a) => a.base.startsWith(prefix)) : all;
  await mkdir(OUT, { recursive: true });
  if (!prefix) {
    // a full run owns the folder: clear out renders of images that no longer exist
    for (const name of await readdir(OUT)) if (/\.(avif|webp)$/.test(name)) await rm(join(OUT, name));
  }
  const queue = [...selected];
  let files = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    for (let art = queue.shift(); art; art = queue.shift()) {
      const written = await renderOne(art);
      files += written;
    }
  });
  await Promise.all(workers);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Rendered ${selected.length} images (${files} files) into ${OUT} in ${seconds}s`);
}

await main();
