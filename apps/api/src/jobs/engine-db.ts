import type { Queryable } from '../db/client';

/** What the job engine runs its statements on: a database, or a transaction in progress. */
export interface EngineDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface Client {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one text. */
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
}

/**
 * The job engine's statements on the driver under a database or a transaction: the pool (or the
 * transaction's own connection) on PostgreSQL, the database (or the open transaction) on PGlite.
 * PGlite runs a text of several statements only through `exec`; the engine sends those without
 * values (its schema), everything else with them.
 */
export function engineDb(db: Queryable): EngineDb {
  const client = (db as unknown as { session: { client: Client } }).session.client;
  return {
    async executeSql(text, values) {
      if (client.exec && (!values || values.length === 0) && text.includes(';')) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}
