/**
 * What a resume really is, read from its bytes (the name and the type the browser sent are only
 * claims): a PDF, a Word 97-2003 document (OLE2 with a WordDocument stream) or a Word document
 * (a ZIP package holding word/document.xml).
 */
export interface ResumeKind {
  extension: '.pdf' | '.doc' | '.docx';
  mime: string;
}

const PDF: ResumeKind = { extension: '.pdf', mime: 'application/pdf' };
const DOC: ResumeKind = { extension: '.doc', mime: 'application/msword' };
const DOCX: ResumeKind = {
  extension: '.docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** The OLE2 directory names its streams in UTF-16LE. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const DOCX_PART = 'word/document.xml';

export function detectResume(bytes: Buffer): ResumeKind | undefined {
  // PDF readers accept the header anywhere in the first kilobyte; we ask for it at the start.
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  if (bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE2)) {
    return bytes.includes(WORD_STREAM) ? DOC : undefined;
  }
  if (bytes.length >= 30 && bytes.readUInt32LE(0) === ZIP_LOCAL) {
    return zipEntryNames(bytes).includes(DOCX_PART) ? DOCX : undefined;
  }
  return undefined;
}

/** The names in a ZIP's central directory (empty when there is none or it does not add up). */
export function zipEntryNames(bytes: Buffer): string[] {
  // The end record is in the last 22 bytes plus a comment of at most 65535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return [];
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_CENTRAL) return [];
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return [];
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * A file name safe to show in a mail: no path, no control characters, not too long, ending in the
 * extension its content earned.
 */
export function attachmentName(original: string | undefined, kind: ResumeKind, fallback: string): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/\.(pdf|docx?)$/i, '')
    .trim()
    .slice(0, 80);
  return `${base || fallback}${kind.extension}`;
}
