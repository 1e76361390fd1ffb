import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  blogs,
  cakeOutlets,
  cakes,
  events,
  hamperOutlets,
  hampers,
  jobs,
  outletSoldOut,
  workshops,
} from '../../db/schema';
import { listOutlets } from '../outlets/outlets.service';

/** Reads the whole catalog, one list at a time, in menu order. */

/** Each cake's (or hamper's) outlet names, in the outlets' menu order. */
async function outletNamesBy(
  db: Queryable,
  link: typeof cakeOutlets | typeof hamperOutlets,
  itemColumn: typeof cakeOutlets.cakeId | typeof hamperOutlets.hamperId,
): Promise<Map<string, string[]>> {
  const [links, outlets] = await Promise.all([
    db.select({ itemId: itemColumn, storeId: link.storeId }).from(link),
    listOutlets(db),
  ]);
  const byItem = new Map<string, string[]>();
  for (const outlet of outlets) {
    for (const row of links) {
      if (row.storeId !== outlet.id) continue;
      const names = byItem.get(row.itemId) ?? [];
      names.push(outlet.outletName);
      byItem.set(row.itemId, names);
    }
  }
  return byItem;
}

/** The outlets each item of a kind is sold out at now (a member said so, until a time not yet come). */
async function soldOutBy(db: Queryable, kind: 'cakes' | 'offers'): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ itemId: outletSoldOut.itemId, storeId: outletSoldOut.storeId })
    .from(outletSoldOut)
    .where(and(eq(outletSoldOut.kind, kind), sql`${outletSoldOut.until} > now()`))
    .orderBy(asc(outletSoldOut.storeId));
  const byItem = new Map<string, string[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.storeId]);
  return byItem;
}

export async function listCakes(db: Queryable) {
  const [rows, outlets, soldOut] = await Promise.all([
    db.select().from(cakes).orderBy(asc(cakes.position)),
    outletNamesBy(db, cakeOutlets, cakeOutlets.cakeId),
    soldOutBy(db, 'cakes'),
  ]);
  return rows.map((cake) => ({
    ...cake,
    outletNames: outlets.get(cake.id) ?? [],
    soldOutAt: soldOut.get(cake.id) ?? [],
  }));
}

export async function listHampers(db: Queryable) {
  const [rows, outlets, soldOut] = await Promise.all([
    db.select().from(hampers).orderBy(asc(hampers.position)),
    outletNamesBy(db, hamperOutlets, hamperOutlets.hamperId),
    soldOutBy(db, 'offers'),
  ]);
  return rows.map((hamper) => ({
    ...hamper,
    outletNames: outlets.get(hamper.id) ?? [],
    soldOutAt: soldOut.get(hamper.id) ?? [],
  }));
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

export type CakeRow = Awaited<ReturnType<typeof listCakes>>[number];
export type HamperRow = Awaited<ReturnType<typeof listHampers>>[number];
export type SessionRow = Awaited<ReturnType<typeof listEvents>>[number];
export type BlogRow = Awaited<ReturnType<typeof listBlogs>>[number];
export type JobRow = Awaited<ReturnType<typeof listJobs>>[number];
