/**
 * What an uploaded photo really is, read from its bytes (the name and the type the browser sent are
 * only claims): JPEG, PNG, WebP or AVIF.
 */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // An ISO media file whose 'ftyp' box names AVIF as its brand or one it is compatible with.
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [];
    for (let at = 8; at + 4 <= boxSize; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}
