import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './pdf-kit';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff'),
);

describe('a WOFF font unwrapped once', () => {
  it('is a plain OpenType font with the same glyphs, metrics and shaping', () => {
    const plain = woffToSfnt(woff);
    expect(plain.readUInt32BE(0)).not.toBe(0x774f4646);
    const before = fontkit.create(woff) as fontkit.Font;
    const after = fontkit.create(plain) as fontkit.Font;
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.unitsPerEm).toBe(before.unitsPerEm);
    // Kannada needs its shaping tables: the same glyphs and advances for a conjunct-heavy word.
    const word = 'ಕನ್ನಡ ಸರಕುಪಟ್ಟಿ';
    const shaped = (font: fontkit.Font) => {
      const run = font.layout(word);
      return run.glyphs.map((glyph, i) => [glyph.id, run.positions[i]!.xAdvance]);
    };
    expect(shaped(after)).toEqual(shaped(before));
    expect(shaped(after).length).toBeGreaterThan(0);
  });

  it('leaves a font that is not WOFF as it is', () => {
    const plain = woffToSfnt(woff);
    expect(woffToSfnt(plain)).toBe(plain);
  });
});
