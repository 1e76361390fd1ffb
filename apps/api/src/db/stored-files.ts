import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { storedFiles } from './schema';

/**
 * Files kept in the database. Bytes travel as base64 text both ways: the embedded database takes
 * a 5 MB parameter as bytes in some twenty seconds, and as base64 text in under one.
 */
export async function storeFile(db: Queryable, file: { bytes: Buffer; contentType: string }): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      bytes: sql`decode(${file.bytes.toString('base64')}, 'base64')`,
      contentType: file.contentType,
      size: file.bytes.length,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** The bytes of stored files, by id (an id that is not there is left out). */
export async function readFiles(db: Queryable, ids: string[]): Promise<Map<string, Buffer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, base64: sql<string>`encode(${storedFiles.bytes}, 'base64')` })
    .from(storedFiles)
    .where(ids.length === 1 ? eq(storedFiles.id, ids[0]!) : inArray(storedFiles.id, ids));
  return new Map(rows.map((row) => [row.id, Buffer.from(row.base64, 'base64')]));
}
