import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createJobTables } from '../jobs/jobs';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { stores } from './schema';

export type Schema = typeof schema;
/** Either driver: features only see the PostgreSQL dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself. */
export type Queryable = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is (the bus listens on a connection of its own). */
  url?: string;
  /**
   * Runs work (migrations, the first seed) on one connection that holds the schema lock, so
   * several servers can start on one PostgreSQL database at once. PGlite has one connection.
   */
  withSchemaLock<T>(work: (locked: LockedDatabase) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball another PGlite can start from. */
  dumpSnapshot?: () => Promise<Blob>;
}

export interface LockedDatabase {
  db: Database;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** The URL without its password, for messages and logs. */
export function maskDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

const SCHEMA_LOCK_ID = 7_042_026;

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnreachableError(
      `Cannot connect to PostgreSQL at ${maskDatabaseUrl(url)} (DATABASE_URL): ${reason}`,
    );
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const withSchemaLock = async <T>(work: (locked: LockedDatabase) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
      const lockedDb = drizzlePg({ client, schema });
      return await work({
        db: lockedDb as unknown as Database,
        migrate: async () => {
          await migratePg(lockedDb, { migrationsFolder: MIGRATIONS_DIR });
          await createJobTables(lockedDb as unknown as Database);
        },
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_ID]).catch(() => {});
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    url,
    withSchemaLock,
    close: () => pool.end(),
  };
}

/** PGlite in a folder, or in memory when `dataDir` is null (optionally from a dumped snapshot). */
export async function openPglite(dataDir: string | null, options: { snapshot?: Blob } = {}): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir ?? 'memory://', options.snapshot ? { loadDataDir: options.snapshot } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    withSchemaLock: (work) =>
      work({
        db: db as unknown as Database,
        migrate: async () => {
          await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
          await createJobTables(db as unknown as Database);
        },
      }),
    close: () => client.close(),
    dumpSnapshot: () => client.dumpDataDir('none'),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'pglite'));
}

export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length === 0;
}

/** Rows of a raw SQL query; both drivers answer with `rows`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Whether a failed query broke a unique constraint (with either driver), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * Several lists of rows at once, each the way its driver hands rows over best. PGlite passes rows to
 * JavaScript cell by cell, so it answers each list as one JSON text, all in one query (for hundreds
 * of rows, half the time); PostgreSQL sends rows cheaply, so it answers plain rows, the lists read
 * side by side. Values are as JSON or the driver gives them: read timestamps with `new Date(value)`.
 */
export async function selectLists<K extends string>(
  db: Queryable,
  queries: Record<K, SQL>,
): Promise<Record<K, unknown[]>> {
  const names = Object.keys(queries) as K[];
  if (is(db, PgliteDatabase)) {
    const columns = names.map(
      (name) => sql`(select coalesce(json_agg(x), '[]') from (${queries[name]}) x)::text as ${sql.identifier(name)}`,
    );
    const [row] = await selectRows<Record<K, string>>(db, sql`select ${sql.join(columns, sql`, `)}`);
    return Object.fromEntries(names.map((name) => [name, JSON.parse(row![name]) as unknown[]])) as Record<K, unknown[]>;
  }
  const lists = await Promise.all(names.map((name) => selectRows<unknown>(db, queries[name])));
  return Object.fromEntries(names.map((name, index) => [name, lists[index]!])) as Record<K, unknown[]>;
}
