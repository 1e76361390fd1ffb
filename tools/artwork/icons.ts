/**
 * The store's app icons: a cup of coffee beside a slice of layered cake, in Roast's palette, drawn
 * as SVG here and rendered to PNG with sharp into apps/web/public/icons. Deterministic.
 *
 *   npx tsx tools/artwork/icons.ts      (npm run icons)
 *
 * - roast-192.png, roast-512.png: the mark on an Espresso tile with rounded corners.
 * - roast-maskable-512.png: full-bleed Espresso with the mark inside the central safe circle
 *   (radius 40% of the side), so a launcher may crop it to any shape.
 * - apple-touch-icon.png (180): full-bleed, since iOS rounds the corners itself.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../../apps/web/public/icons');

const ESPRESSO = '#2B1A12';
const CREMA = '#F6EFE6';
const CARAMEL = '#C8873A';
const TOFFEE = '#9A5B1E';
const ROAST = '#5A3521';
const BERRY = '#A23B4A';

/**
 * The mark on a 512 × 512 canvas, its drawing within x 96–416, y 104–408 (a box of about 320):
 * the cup on the left with steam rising, the slice on the right, both on one saucer.
 */
const MARK = `
  <g stroke-linecap="round" stroke-linejoin="round">
    <path d="M178 178c-18-20 18-34 0-56M222 178c-18-20 18-34 0-56" fill="none" stroke="${CARAMEL}" stroke-width="12"/>
    <ellipse cx="256" cy="378" rx="160" ry="26" fill="${TOFFEE}"/>
    <ellipse cx="256" cy="370" rx="148" ry="20" fill="${CARAMEL}"/>
    <path d="M262 260a34 34 0 1 1 0 62" fill="none" stroke="${CREMA}" stroke-width="16"/>
    <path d="M112 206h164l-14 118c-3 24-22 42-46 42h-44c-24 0-43-18-46-42z" fill="${CREMA}"/>
    <ellipse cx="194" cy="206" rx="82" ry="16" fill="${TOFFEE}"/>
    <ellipse cx="194" cy="206" rx="62" ry="10" fill="${CARAMEL}"/>
    <path d="M120 246h150" stroke="${CARAMEL}" stroke-width="10"/>
    <g>
      <path d="M300 354v-74l108-44v118z" fill="${CREMA}"/>
      <path d="M300 302l108-36v22l-108 36z" fill="${TOFFEE}"/>
      <path d="M300 338l108-28v20l-108 24z" fill="${ROAST}"/>
      <path d="M294 280l114-46c4 10 2 18-6 22l-102 40c-8 2-10-8-6-16z" fill="${CARAMEL}"/>
      <circle cx="384" cy="226" r="14" fill="${BERRY}"/>
      <path d="M384 212c2-10 8-16 16-18" fill="none" stroke="${ROAST}" stroke-width="4"/>
    </g>
  </g>`;

/** The mark scaled about the canvas centre, its centre of weight moved to the middle. */
const placed = (scale: number) => `<g transform="translate(256 256) scale(${scale}) translate(-256 -262)">${MARK}</g>`;

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>`;

/** The tile for launchers that show an icon as it is. */
const ANY = svg(`<rect width="512" height="512" rx="112" fill="${ESPRESSO}"/>${placed(1.05)}`);
/** Full bleed, the mark within the safe circle of radius 204.8 around the centre. */
const MASKABLE = svg(`<rect width="512" height="512" fill="${ESPRESSO}"/>${placed(0.78)}`);
const FULL_BLEED = svg(`<rect width="512" height="512" fill="${ESPRESSO}"/>${placed(0.95)}`);

const ICONS: { file: string; svg: string; size: number }[] = [
  { file: 'roast-192.png', svg: ANY, size: 192 },
  { file: 'roast-512.png', svg: ANY, size: 512 },
  { file: 'roast-maskable-512.png', svg: MASKABLE, size: 512 },
  { file: 'apple-touch-icon.png', svg: FULL_BLEED, size: 180 },
];

await mkdir(OUT, { recursive: true });
for (const icon of ICONS) {
  const png = await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 512) * 4 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  await writeFile(join(OUT, icon.file), png);
  console.log(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
}
