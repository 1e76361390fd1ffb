import { formatRupees } from '@roast/domain';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { shareEmbedding, type EmbeddedFont } from './font-embedding';

/**
 * The PDFs' shared parts: the site's fonts (Fraunces for headings, Nunito Sans for text, Noto Sans
 * for Devanagari and Kannada), Roast's palette, and writing text whose script picks its font.
 */

const require = createRequire(import.meta.url);

/**
 * A WOFF 1.0 file as the plain OpenType font it wraps: each table inflated once. fontkit reads a
 * WOFF's tables compressed and inflates one again every time it reads it (in pure JavaScript), which
 * made a one-page invoice cost a quarter of a second of CPU.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const header = 12 + 16 * count;
  const out = Buffer.alloc(header + tables.reduce((sum, table) => sum + pad4(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}

/** A font read and parsed once: fontkit keeps its glyphs and shaping tables for every document after. */
const fontFile = (pkg: string, file: string) =>
  fontkit.create(woffToSfnt(readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)))) as fontkit.Font;

type Weight = 'regular' | 'bold';
type Script = 'latin' | 'latinExt' | 'devanagari' | 'kannada';

let fonts: Record<string, fontkit.Font> | undefined;
/** Read once, on the first PDF. */
function loadedFonts(): Record<string, fontkit.Font> {
  fonts ??= {
    'latin-regular': fontFile('nunito-sans', 'nunito-sans-latin-400-normal.woff'),
    'latin-bold': fontFile('nunito-sans', 'nunito-sans-latin-700-normal.woff'),
    'latinExt-regular': fontFile('nunito-sans', 'nunito-sans-latin-ext-400-normal.woff'),
    'latinExt-bold': fontFile('nunito-sans', 'nunito-sans-latin-ext-700-normal.woff'),
    'devanagari-regular': fontFile('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
    'devanagari-bold': fontFile('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff'),
    'kannada-regular': fontFile('noto-sans-kannada', 'noto-sans-kannada-kannada-400-normal.woff'),
    'kannada-bold': fontFile('noto-sans-kannada', 'noto-sans-kannada-kannada-700-normal.woff'),
    heading: fontFile('fraunces', 'fraunces-latin-600-normal.woff'),
  };
  return fonts;
}

export const PALETTE = {
  espresso: '#2B1A12',
  roast: '#5A3521',
  crema: '#F6EFE6',
  milk: '#FFFDF9',
  caramel: '#C8873A',
  toffee: '#9A5B1E',
  berry: '#A23B4A',
  pistachio: '#4F6B3F',
  slate: '#5E5A57',
  line: '#E6D9C8',
} as const;

export type Pdf = PDFKit.PDFDocument;

/** The text fonts, whose subsets start with the stock glyphs (see font-embedding). */
const STOCKED = new Set(['latin-regular', 'latin-bold']);

/**
 * How each font lays out a word, shared by every document: pdfkit keeps it per document, and
 * shaping the same words again (OpenType lookups in JavaScript) was most of an invoice's cost. A
 * laid-out word depends on the font alone. Forgotten every few hundred documents, so names and
 * references never seen again do not pile up. Each font's embedding is shared as well.
 */
let layoutCaches = new Map<string, Record<string, unknown>>();
let documentsSinceForgotten = 0;
const FORGET_LAYOUTS_EVERY = 500;

function shareLayouts(doc: Pdf): void {
  if (++documentsSinceForgotten > FORGET_LAYOUTS_EVERY) {
    layoutCaches = new Map();
    documentsSinceForgotten = 0;
  }
  const caches = layoutCaches;
  const select = doc.font.bind(doc) as (...args: unknown[]) => Pdf;
  doc.font = ((...args: unknown[]) => {
    select(...args);
    const font = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown>; shared?: boolean } })._font;
    const name = args[0];
    if (font && !font.shared && typeof name === 'string') {
      let cache = caches.get(name);
      if (!cache) caches.set(name, (cache = font.layoutCache ?? Object.create(null)));
      font.layoutCache = cache;
      font.shared = true;
      shareEmbedding(font as unknown as EmbeddedFont, { stock: STOCKED.has(name) });
    }
    return doc;
  }) as Pdf['font'];
}

/** An A4 document with the fonts registered. */
export function newPdf(info: { title: string; subject?: string; bufferPages?: boolean }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: info.bufferPages ?? false,
    margin: 48,
    info: { Title: info.title, Author: 'Roast', Subject: info.subject ?? info.title, Creator: 'Roast' },
    pdfVersion: '1.7',
    lang: 'en-IN',
    displayTitle: true,
    // No Helvetica to start with: every text picks one of ours, and reading its metrics cost 10%.
    font: null as unknown as string,
  });
  // pdfkit takes a parsed fontkit font as it takes a file (its types say only the file).
  for (const [name, font] of Object.entries(loadedFonts())) doc.registerFont(name, font as unknown as Buffer);
  shareLayouts(doc);
  doc.font('latin-regular');
  return doc;
}

/** The document's bytes once it is ended. */
export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function scriptOf(codePoint: number): Script | null {
  if (codePoint >= 0x0900 && codePoint <= 0x097f) return 'devanagari';
  if (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) return 'devanagari';
  if (codePoint >= 0x0c80 && codePoint <= 0x0cff) return 'kannada';
  if ((codePoint >= 0x0100 && codePoint <= 0x024f) || (codePoint >= 0x20a0 && codePoint <= 0x20cf)) return 'latinExt';
  // Spaces, digits and punctuation go with the run around them.
  if (codePoint <= 0x40 || (codePoint >= 0x2000 && codePoint <= 0x206f)) return null;
  return 'latin';
}

/** The text in runs of one script each (marks and spaces stay with the run they are in). */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    // The Latin Extended file has no digits or punctuation: those go back to the Latin one.
    const joins = script === null ? last && last.script !== 'latinExt' : script === last?.script;
    if (last && joins) last.text += char;
    else runs.push({ script: script ?? 'latin', text: char });
  }
  return runs;
}

export interface WriteOptions extends PDFKit.Mixins.TextOptions {
  weight?: Weight;
  size?: number;
  color?: string;
  /** Fraunces (Latin only: other scripts keep the text font). */
  heading?: boolean;
}

/** Writes text at (x, y), or where the last text ended, each script in its own font. */
export function write(doc: Pdf, text: string, at: { x?: number; y?: number } = {}, options: WriteOptions = {}): Pdf {
  const { weight = 'regular', size = 10, color = PALETTE.espresso, heading = false, ...textOptions } = options;
  doc.fontSize(size).fillColor(color);
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  const fontOf = (script: Script) => (heading && script === 'latin' ? 'heading' : `${script}-${weight}`);
  const { align, width } = textOptions;
  if (runs.length > 1 && (align === 'right' || align === 'center') && width !== undefined) {
    // pdfkit aligns each run of a continued line by itself: a line of several fonts is placed here.
    const widths = runs.map((run) => doc.font(fontOf(run.script)).widthOfString(run.text));
    const total = widths.reduce((a, b) => a + b, 0);
    const startX = at.x ?? doc.x;
    const y = at.y ?? doc.y;
    let x = startX + (align === 'right' ? width - total : (width - total) / 2);
    runs.forEach((run, index) => {
      doc.font(fontOf(run.script)).text(run.text, x, y, { lineBreak: false });
      x += widths[index]!;
    });
    doc.x = startX;
    doc.y = y + doc.currentLineHeight(true);
    return doc;
  }
  runs.forEach((run, index) => {
    doc.font(fontOf(run.script));
    const last = index === runs.length - 1;
    const options = { ...textOptions, continued: last ? (textOptions.continued ?? false) : true };
    if (index === 0 && at.x !== undefined) doc.text(run.text, at.x, at.y, options);
    else doc.text(run.text, options);
  });
  return doc;
}

/** The height text takes in a width, in the text font. */
export function heightOf(doc: Pdf, text: string, width: number, size = 10, weight: Weight = 'regular'): number {
  doc.font(`latin-${weight}`).fontSize(size);
  return doc.heightOfString(text, { width });
}

/** '₹1,260.50'. */
export const rupees = (paise: number) => `₹${formatRupees(paise)}`;
