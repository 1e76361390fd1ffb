import { CAKE_CATEGORIES, type Blog } from '@roast/domain';
import type { Database } from '../../db/client';
import { cacheJson, type CachedBody } from '../../http/cached-body';
import * as repository from './catalog.repository';
import { listOutlets, toStore } from '../outlets/outlets.service';
import { toBlog, toCake, toOffer, toSession, toJob } from './catalog.serialize';

/**
 * Every catalog list and item, serialized and compressed once. A write that changes what a list
 * shows (a slot count, say) announces `catalog.changed`; its subscriber calls `invalidate` on every
 * server, and the next read rebuilds that list.
 */
export type CatalogList = 'cakes' | 'categories' | 'offers' | 'stores' | 'blogs' | 'events' | 'workshops' | 'jobs';

interface Entry {
  list: CachedBody;
  items: Map<string, CachedBody>;
  /** The serialized items, for features that read the catalog (the sitemap, say). */
  values: unknown[];
}

interface Describer<T extends { _id: string | number }> {
  load(db: Database): Promise<T[]>;
  list(items: T[]): unknown;
  item(item: T): unknown;
}

const describe = <T extends { _id: string | number }>(d: Describer<T>) => d as Describer<{ _id: string | number }>;

/** Most calls answer `{ success, data }`, for the list and for one item alike. */
const inData = {
  list: (data: unknown[]) => ({ success: true, data }),
  item: (data: unknown) => ({ success: true, data }),
};

const LISTS: Record<CatalogList, Describer<{ _id: string | number }>> = {
  cakes: describe({
    load: async (db) => (await repository.listCakes(db)).map(toCake),
    ...inData,
  }),
  categories: describe({
    load: async () => CAKE_CATEGORIES.map((category) => ({ ...category })),
    ...inData,
  }),
  offers: describe({
    load: async (db) => (await repository.listHampers(db)).map(toOffer),
    ...inData,
  }),
  stores: describe({
    load: async (db) => (await listOutlets(db)).map(toStore),
    list: (stores) => ({ success: true, stores }),
    item: (store) => ({ success: true, store }),
  }),
  blogs: describe({
    load: async (db) => (await repository.listBlogs(db)).map(toBlog),
    // Posts the owner took down stay in the database (and the console) but leave the public list.
    list: (blogs) => ({ success: true, data: blogs.filter((blog) => (blog as Blog).isActive) }),
    item: inData.item,
  }),
  events: describe({
    load: async (db) => (await repository.listEvents(db)).map(toSession),
    ...inData,
  }),
  workshops: describe({
    load: async (db) => (await repository.listWorkshops(db)).map(toSession),
    ...inData,
  }),
  // The careers calls answer with the list itself and the job itself.
  jobs: describe({
    load: async (db) => (await repository.listJobs(db)).map(toJob),
    list: (jobs) => jobs,
    item: (job) => job,
  }),
};

export class CatalogCache {
  private readonly entries = new Map<CatalogList, Entry>();
  private readonly pending = new Map<CatalogList, Promise<Entry>>();
  private readonly versions = new Map<CatalogList, number>();
  private readonly listeners = new Set<(lists: CatalogList[]) => void>();

  constructor(private readonly db: Database) {}

  async list(name: CatalogList): Promise<CachedBody> {
    return (this.entries.get(name) ?? (await this.build(name))).list;
  }

  async item(name: CatalogList, id: string): Promise<CachedBody | undefined> {
    return (this.entries.get(name) ?? (await this.build(name))).items.get(id);
  }

  async values<T>(name: CatalogList): Promise<T[]> {
    return (this.entries.get(name) ?? (await this.build(name))).values as T[];
  }

  /** Drops lists so the next read sees the database as it is now. */
  invalidate(...names: CatalogList[]): void {
    for (const name of names) {
      this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
      this.entries.delete(name);
      this.pending.delete(name);
    }
    for (const listener of this.listeners) listener(names);
  }

  /** Hears of every invalidation (pages rendered from the catalog go stale with it). */
  onInvalidate(listener: (lists: CatalogList[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  invalidateAll(): void {
    this.invalidate(...this.lists());
  }

  /** Every list the cache keeps. */
  lists(): CatalogList[] {
    return Object.keys(LISTS) as CatalogList[];
  }

  /** Builds every list now, so the first customer does not wait. */
  async warm(): Promise<void> {
    await Promise.all((Object.keys(LISTS) as CatalogList[]).map((name) => this.list(name)));
  }

  private build(name: CatalogList): Promise<Entry> {
    const inFlight = this.pending.get(name);
    if (inFlight) return inFlight;
    const version = this.versions.get(name) ?? 0;
    const describer = LISTS[name];
    const building = (async () => {
      const values = await describer.load(this.db);
      const [list, ...items] = await Promise.all([
        cacheJson(describer.list(values)),
        ...values.map((value) => cacheJson(describer.item(value))),
      ]);
      const entry: Entry = {
        list: list!,
        items: new Map(values.map((value, index) => [String(value._id), items[index]!])),
        values,
      };
      // An invalidation while this was building means the rows read may be stale: serve them
      // to this request, but do not keep them.
      if ((this.versions.get(name) ?? 0) === version) this.entries.set(name, entry);
      return entry;
    })().finally(() => {
      if (this.pending.get(name) === building) this.pending.delete(name);
    });
    this.pending.set(name, building);
    return building;
  }
}
