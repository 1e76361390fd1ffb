import { asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blogs, cakeOutlets, cakes, events, hamperOutlets, hampers, jobs, stores, workshops } from '../../db/schema';

/** Reads the whole catalog, one list at a time, in menu order. */

export function listStores(db: Queryable) {
  return db.select().from(stores).orderBy(asc(stores.position));
}

async function outletNamesBy(
  db: Queryable,
  link: typeof cakeOutlets | typeof hamperOutlets,
  itemColumn: typeof cakeOutlets.cakeId | typeof hamperOutlets.hamperId,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ itemId: itemColumn, outletName: stores.outletName })
    .from(link)
    .innerJoin(stores, eq(stores.id, link.storeId))
    .orderBy(asc(stores.position));
  const byItem = new Map<string, string[]>();
  for (const row of rows) {
    const names = byItem.get(row.itemId) ?? [];
    names.push(row.outletName);
    byItem.set(row.itemId, names);
  }
  return byItem;
}

export async function listCakes(db: Queryable) {
  const [rows, outlets] = await Promise.all([
    db.select().from(cakes).orderBy(asc(cakes.position)),
    outletNamesBy(db, cakeOutlets, cakeOutlets.cakeId),
  ]);
  return rows.map((cake) => ({ ...cake, outletNames: outlets.get(cake.id) ?? [] }));
}

export async function listHampers(db: Queryable) {
  const [rows, outlets] = await Promise.all([
    db.select().from(hampers).orderBy(asc(hampers.position)),
    outletNamesBy(db, hamperOutlets, hamperOutlets.hamperId),
  ]);
  return rows.map((hamper) => ({ ...hamper, outletNames: outlets.get(hamper.id) ?? [] }));
}

export function listEvents(db: Queryable) {
  return db.select().from(events).orderBy(asc(events.date), asc(events.position));
}

export function listWorkshops(db: Queryable) {
  return db.select().from(workshops).orderBy(asc(workshops.date), asc(workshops.position));
}

export function listBlogs(db: Queryable) {
  return db.select().from(blogs).orderBy(desc(blogs.publishedOn));
}

export function listJobs(db: Queryable) {
  return db.select().from(jobs).orderBy(asc(jobs.position));
}

export type StoreRow = Awaited<ReturnType<typeof listStores>>[number];
export type CakeRow = Awaited<ReturnType<typeof listCakes>>[number];
export type HamperRow = Awaited<ReturnType<typeof listHampers>>[number];
export type SessionRow = Awaited<ReturnType<typeof listEvents>>[number];
export type BlogRow = Awaited<ReturnType<typeof listBlogs>>[number];
export type JobRow = Awaited<ReturnType<typeof listJobs>>[number];
