import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';

/**
 * The outlets feature alone writes an outlet's settings: no other file of the server updates,
 * inserts into or deletes from the outlets' table (the seed and the migrations excepted), and the
 * other features take only the read interface of `outlets.service.ts` (lint keeps them out of its
 * other files; app.ts, which composes the features, alone makes the writer).
 */

const SOURCE = path.resolve(import.meta.dirname, '../..');
const OWNER = path.join('features', 'outlets');
/** The outlets' tables: the JavaScript name the schema exports, and the table's name in SQL. */
const TABLES = [{ name: 'stores', sqlName: getTableName(stores) }];
/** What another feature may take from `outlets.service.ts`: reads, never the writer. */
const READS = ['findOutlet', 'listOutlets', 'outletsNamed', 'toStore', 'OutletRow'];
const OUTLETS_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*\/outlets\/outlets\.service'/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a file gives a table it imports from the schema (`stores`, or `stores as outlets`). */
function localNames(source: string, table: string): string[] {
  const names = new Set([table]);
  for (const [, list] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema'/g)) {
    for (const [, alias] of list!.matchAll(new RegExp(`\\b${escape(table)}\\s+as\\s+(\\w+)`, 'g'))) names.add(alias!);
  }
  return [...names];
}

/** Each write of an outlets' table in a file's source, as written ('update(stores)'). */
export function outletWrites(source: string): string[] {
  const found: string[] = [];
  for (const { name, sqlName } of TABLES) {
    const names = localNames(source, name).map(escape).join('|');
    const table = `(?:\\w+\\.)?(?:${names})`;
    // Drizzle: db.update(stores), tx.insert(schema.stores), db.delete(stores).
    const builder = new RegExp(`\\.(?:update|insert|delete)\\(\\s*${table}\\s*\\)`, 'g');
    // SQL: update ${stores} set …, insert into stores …, delete from "stores" ….
    const statement = new RegExp(
      `\\b(?:update|insert\\s+into|delete\\s+from)\\s+(?:\\$\\{\\s*${table}\\s*\\}|"?${escape(sqlName)}"?(?![\\w]))`,
      'gi',
    );
    for (const pattern of [builder, statement]) found.push(...[...source.matchAll(pattern)].map((m) => m[0]));
  }
  return found;
}

/** The server's own source files, tests, test helpers, the schema, the seed and the migrations left out. */
function serverSources(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    const relative = path.relative(SOURCE, file);
    if (entry.isDirectory()) {
      return ['test', path.join('db', 'seed'), path.join('db', 'migrations'), path.join('db', 'schema')].includes(
        relative,
      )
        ? []
        : serverSources(file);
    }
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts');
    return source ? [relative] : [];
  });
}

describe('who writes an outlet’s settings', () => {
  it('finds writes of the outlets’ table however they are spelled, and only writes', () => {
    expect(outletWrites('await tx.update(stores).set(values)')).toEqual(['.update(stores)']);
    expect(outletWrites('db.insert(\n  schema.stores\n).values(row)')).toHaveLength(1);
    expect(outletWrites('await db.delete(stores).where(eq(stores.id, id))')).toHaveLength(1);
    expect(
      outletWrites("import { orders, stores as outlets } from '../../db/schema';\ndb.update(outlets).set({})"),
    ).toEqual(['.update(outlets)']);
    expect(outletWrites('sql`update ${stores} set slot_capacity = 1`')).toHaveLength(1);
    expect(outletWrites('db.execute(sql`UPDATE stores SET paused_until = null`)')).toHaveLength(1);
    expect(outletWrites('sql`insert into "stores" (id) values (1)`')).toHaveLength(1);
    expect(outletWrites('sql`delete from ${schema.stores}`')).toHaveLength(1);

    expect(outletWrites('db.select().from(stores).where(eq(stores.id, id))')).toEqual([]);
    expect(outletWrites('db.update(orders).set({ storeId: stores.id })')).toEqual([]);
    expect(outletWrites('sql`update ${orders} set store_id = ${id}`')).toEqual([]);
    expect(outletWrites('const guestStores = new Set(); db.update(storesOfCart)')).toEqual([]);
  });

  it('is the outlets feature alone', () => {
    const files = serverSources();
    expect(files).toContain(path.join(OWNER, 'outlets.repository.ts'));
    expect(files).toContain(path.join('features', 'capacity', 'capacity.service.ts'));

    const writers = files
      .filter((file) => !file.startsWith(OWNER + path.sep))
      .flatMap((file) =>
        outletWrites(readFileSync(path.join(SOURCE, file), 'utf8')).map((write) => `${file}: ${write}`),
      );
    expect(writers).toEqual([]);
    expect(outletWrites(readFileSync(path.join(SOURCE, OWNER, 'outlets.repository.ts'), 'utf8'))).not.toEqual([]);
  });

  it('is read by the other features, which take from it only its read interface', () => {
    const taken = serverSources()
      .filter((file) => file.startsWith('features' + path.sep) && !file.startsWith(OWNER + path.sep))
      .flatMap((file) =>
        [...readFileSync(path.join(SOURCE, file), 'utf8').matchAll(OUTLETS_IMPORT)].flatMap(([, names]) =>
          names!
            .split(',')
            .map((name) => name.replace(/^\s*type\s+/, '').trim())
            .filter(Boolean)
            .map((name) => `${file}: ${name}`),
        ),
      );
    expect(taken).toContain(path.join('features', 'capacity', 'capacity.service.ts') + ': findOutlet');
    expect(taken.filter((entry) => !READS.includes(entry.slice(entry.lastIndexOf(': ') + 2)))).toEqual([]);
  });
});
