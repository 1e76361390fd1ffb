import { fillPlaceholders, is, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Queryable } from './client';

interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

type ResultOf<T extends Preparable> = Awaited<ReturnType<ReturnType<T['prepare']>['execute']>>;

/** What a prepared query keeps of the connection it runs on; the rest is the built statement. */
interface Bindable {
  client: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** The driver's session of the database or of a transaction: its class and its connection. */
const sessionOf = (q: Queryable) =>
  (q as unknown as { session: { client: unknown; constructor: abstract new (...args: never[]) => unknown } }).session;

/**
 * A query built once, with placeholders (`sql.placeholder('name')`) for its values, and run many
 * times on the database or inside any of its transactions. Drizzle builds a query's SQL and its
 * result mapping each time an ordinary query runs, which costs more than the round trip for the
 * small queries of a checkout (ADR 21); a prepared one does that once, and PostgreSQL parses a
 * named statement once per connection. `name` must be unique in the app.
 *
 * The statement is built on the first database it meets and run on each caller's connection: a
 * prepared query of either driver runs through its `client`, which is all that differs between
 * the database and its transactions.
 */
export function preparedQuery<T extends Preparable>(name: string, build: (q: Queryable) => T) {
  const byDriver = new Map<unknown, Bindable>();
  return (q: Queryable, values: Record<string, unknown> = {}): Promise<ResultOf<T>> => {
    const session = sessionOf(q);
    let statement = byDriver.get(session.constructor);
    if (!statement) {
      statement = build(q).prepare(name) as unknown as Bindable;
      byDriver.set(session.constructor, statement);
    }
    if (statement.client === session.client) return statement.execute(values) as Promise<ResultOf<T>>;
    const bound = Object.create(statement) as Bindable;
    bound.client = session.client;
    return bound.execute(values) as Promise<ResultOf<T>>;
  };
}

interface RawSession {
  client: { query(...args: unknown[]): Promise<{ rows: unknown[] }> };
}

/**
 * A statement written in SQL (a CTE, a function call), built once with placeholders and run many
 * times on the caller's connection, like `preparedQuery`. Rows come as the driver reads them:
 * column names as written, timestamps as `Date`.
 */
export function preparedSql<Row = Record<string, unknown>>(name: string, statement: SQL) {
  let built: { sql: string; params: unknown[] } | undefined;
  return async (q: Queryable, values: Record<string, unknown> = {}): Promise<Row[]> => {
    const { dialect, session } = q as unknown as { dialect: PgDialect; session: RawSession };
    built ??= dialect.sqlToQuery(statement);
    const params = fillPlaceholders(built.params, values);
    const { client } = session;
    const result = is(session, PgliteSession)
      ? await client.query(built.sql, params)
      : await client.query({ name, text: built.sql, values: params });
    return result.rows as Row[];
  };
}
