import { deflateSync } from 'node:zlib';
import type * as fontkit from 'fontkit';

/**
 * Embedding a font in a PDF, shared across documents. pdfkit subsets every font of every document
 * anew (fontkit's subset encoder in JavaScript), then compresses it and its Unicode map: more than
 * half of an invoice's CPU, for bytes that are the same from one invoice to the next whenever the
 * same glyphs are used in the same order.
 *
 * So a text font starts every document with a stock of glyphs (printable ASCII and the punctuation
 * we write), in a fixed order: a document that uses only those embeds the same subset as the last
 * one, and its compressed bytes are reused. Glyphs beyond the stock (a name in another alphabet, a
 * ligature) join the subset after it, as pdfkit would add them; that subset is encoded for the
 * document and remembered like any other.
 */

/** What pdfkit's EmbeddedFont (0.20) keeps, as far as embedding reads it. */
interface PdfRef {
  data: Record<string, unknown>;
  end(chunk?: Uint8Array | string): void;
}
export interface EmbeddedFont {
  document: { ref(data?: Record<string, unknown>): PdfRef; subset?: number };
  font: fontkit.Font;
  id: string;
  subset: { glyphs: number[]; cff?: unknown; includeGlyph(glyph: number): number; encode(): Uint8Array };
  widths: (number | undefined)[];
  unicode: number[][];
  scale: number;
  ascender: number;
  descender: number;
  dictionary: PdfRef;
  embed(): void;
}

/** The glyphs a text font's subset starts with, and what pdfkit would note for each. */
interface Stock {
  glyphs: number[];
  widths: number[];
  unicode: number[][];
}

/** Printable ASCII and the punctuation the documents write: every invoice's figures and most words. */
const STOCK_TEXT = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + '·‘’“”–—…';

/** Subsets remembered per font: enough for the stock and a few documents' own glyphs. */
const KEPT_PER_FONT = 32;

const stocks = new WeakMap<fontkit.Font, Stock>();
const encoded = new WeakMap<fontkit.Font, Map<string, Buffer>>();

function stockOf(font: fontkit.Font, scale: number): Stock {
  let stock = stocks.get(font);
  if (stock) return stock;
  stock = { glyphs: [], widths: [], unicode: [] };
  const seen = new Set<number>();
  // Each character on its own, as pdfkit lays out a word: no ligatures or kerning pairs.
  for (const char of STOCK_TEXT) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
    if (glyph.id === 0 || seen.has(glyph.id)) continue;
    seen.add(glyph.id);
    stock.glyphs.push(glyph.id);
    stock.widths.push(glyph.advanceWidth * scale);
    stock.unicode.push([char.codePointAt(0)!]);
  }
  stocks.set(font, stock);
  return stock;
}

/** Compressed bytes remembered for one font by what they were made from, the oldest forgotten first. */
function remembered(font: fontkit.Font, key: string, make: () => Uint8Array): Buffer {
  let kept = encoded.get(font);
  if (!kept) encoded.set(font, (kept = new Map()));
  let bytes = kept.get(key);
  if (!bytes) {
    bytes = deflateSync(make());
    if (kept.size >= KEPT_PER_FONT) kept.delete(kept.keys().next().value!);
    kept.set(key, bytes);
  }
  return bytes;
}

/**
 * Makes a document's font embed through the shared subsets: a text font (`stock`) starts with the
 * stock glyphs. Called once per font and document, before its first text.
 */
export function shareEmbedding(embedded: EmbeddedFont, options: { stock: boolean }): void {
  // A CFF font, or a PDF/A document's glyph sets, take pdfkit's own way.
  if (embedded.subset.cff != null || embedded.document.subset) return;
  if (options.stock) {
    const stock = stockOf(embedded.font, embedded.scale);
    stock.glyphs.forEach((glyph, index) => {
      const gid = embedded.subset.includeGlyph(glyph);
      embedded.widths[gid] ??= stock.widths[index];
      embedded.unicode[gid] ??= stock.unicode[index]!;
    });
  }
  embedded.embed = () => embed(embedded);
}

const toHex = (n: number) => n.toString(16).padStart(4, '0');

/** pdfkit's EmbeddedFont.embed, with the font file and the Unicode map from the shared subsets. */
function embed(self: EmbeddedFont): void {
  const { document, font } = self;
  const glyphs = self.subset.glyphs.join(',');
  const fontFile = document.ref({ Filter: 'FlateDecode' });
  fontFile.end(remembered(font, glyphs, () => self.subset.encode()));

  const os2 = (font as unknown as { 'OS/2'?: { sFamilyClass?: number } })['OS/2'];
  const familyClass = (os2?.sFamilyClass ?? 0) >> 8;
  const tables = font as unknown as { post: { isFixedPitch: boolean }; head: { macStyle: { italic: boolean } } };
  let flags = 1 << 2;
  if (tables.post.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (tables.head.macStyle.italic) flags |= 1 << 6;
  const tag = [1, 2, 3, 4, 5, 6].map((i) => String.fromCharCode((self.id.charCodeAt(i) || 73) + 17)).join('');
  const name = `${tag}+${font.postscriptName?.replaceAll(' ', '_')}`;
  const { bbox } = font;
  const descriptor = document.ref({
    Type: 'FontDescriptor',
    FontName: name,
    Flags: flags,
    FontBBox: [bbox.minX * self.scale, bbox.minY * self.scale, bbox.maxX * self.scale, bbox.maxY * self.scale],
    ItalicAngle: font.italicAngle,
    Ascent: self.ascender,
    Descent: self.descender,
    CapHeight: (font.capHeight || font.ascent) * self.scale,
    XHeight: (font.xHeight || 0) * self.scale,
    StemV: 0,
    FontFile2: fontFile,
  });
  descriptor.end();
  const descendant = document.ref({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: name,
    // pdfkit writes a String object as a PDF string, a plain string as a name.
    CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    W: [0, self.widths],
    CIDToGIDMap: 'Identity',
  });
  descendant.end();
  self.dictionary.data = {
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: name,
    Encoding: 'Identity-H',
    DescendantFonts: [descendant],
    ToUnicode: toUnicodeMap(self),
  };
  self.dictionary.end();
}

/** The glyphs' text (pdfkit's ToUnicode CMap), compressed once per distinct map. */
function toUnicodeMap(self: EmbeddedFont): PdfRef {
  const entries = self.unicode.map((codePoints) => {
    const encoded: string[] = [];
    for (let value of codePoints) {
      if (value > 0xffff) {
        value -= 0x10000;
        encoded.push(toHex(((value >>> 10) & 0x3ff) | 0xd800));
        value = 0xdc00 | (value & 0x3ff);
      }
      encoded.push(toHex(value));
    }
    return `<${encoded.join(' ')}>`;
  });
  const ranges: string[] = [];
  for (let start = 0; start < entries.length; start += 256) {
    const end = Math.min(start + 256, entries.length);
    ranges.push(`<${toHex(start)}> <${toHex(end - 1)}> [${entries.slice(start, end).join(' ')}]`);
  }
  const text = `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo <<
  /Registry (Adobe)
  /Ordering (UCS)
  /Supplement 0
>> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000><ffff>
endcodespacerange
${ranges.length} beginbfrange
${ranges.join('\n')}
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`;
  const cmap = self.document.ref({ Filter: 'FlateDecode' });
  cmap.end(remembered(self.font, text, () => Buffer.from(text, 'latin1')));
  return cmap;
}
