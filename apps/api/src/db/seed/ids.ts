import { createHash } from 'node:crypto';

/**
 * A stable UUID (version 5 layout) for a catalog record, derived from its kind and key, so that
 * the same catalog always has the same ids and links keep working after a re-seed.
 */
export function catalogId(kind: string, key: string): string {
  const bytes = createHash('sha1').update(`roast:${kind}:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
