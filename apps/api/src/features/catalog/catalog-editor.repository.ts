import type { CatalogKind } from '@roast/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Queryable } from '../../db/client';
import {
  blogs,
  cakeOutlets,
  cakes,
  catalogImages,
  events,
  hamperOutlets,
  hampers,
  jobs,
  workshops,
} from '../../db/schema';

/** Each kind's table, and the table linking it to the outlets that sell it (cakes and hampers). */
export const TABLES = {
  cakes: { table: cakes, links: { table: cakeOutlets, item: cakeOutlets.cakeId } },
  offers: { table: hampers, links: { table: hamperOutlets, item: hamperOutlets.hamperId } },
  events: { table: events, links: null },
  workshops: { table: workshops, links: null },
  blogs: { table: blogs, links: null },
  jobs: { table: jobs, links: null },
} as const;

type ItemTable = (typeof TABLES)[CatalogKind]['table'];
const idOf = (table: ItemTable) => table.id;

/**
 * Locks one item's row until the transaction ends, so two edits of it take turns (and the audit's
 * 'before' is what the edit really changed). Answers whether it exists.
 */
export async function lockItem(db: Queryable, kind: CatalogKind, id: string): Promise<boolean> {
  const table = TABLES[kind].table;
  const rows = await db
    .select({ id: idOf(table) })
    .from(table as PgTable)
    .where(eq(idOf(table), id))
    .for('update');
  return rows.length > 0;
}

export async function insertItem(db: Queryable, kind: CatalogKind, values: Record<string, unknown>): Promise<void> {
  const table = TABLES[kind].table;
  // A new item goes to the end of the menu (blogs are ordered by date instead).
  const position = 'position' in table ? sql`(select coalesce(max(position), -1) + 1 from ${table})` : undefined;
  await db.insert(table).values({ ...values, ...(position ? { position } : {}) } as never);
}

export async function updateItem(
  db: Queryable,
  kind: CatalogKind,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const table = TABLES[kind].table;
  if (Object.keys(values).length === 0) return;
  await db
    .update(table)
    .set(values as never)
    .where(eq(idOf(table), id));
}

/** The outlets that sell a cake or hamper, replaced by these. */
export async function setOutlets(db: Queryable, kind: CatalogKind, id: string, storeIds: string[]): Promise<void> {
  const links = TABLES[kind].links;
  if (!links) return;
  await db.delete(links.table).where(eq(links.item, id));
  if (storeIds.length === 0) return;
  const key = kind === 'cakes' ? 'cakeId' : 'hamperId';
  await db.insert(links.table).values(storeIds.map((storeId) => ({ [key]: id, storeId })) as never);
}

/** The image names among these that were uploaded. */
export async function uploadedImages(db: Queryable, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select name from ${catalogImages} where name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.name));
}
