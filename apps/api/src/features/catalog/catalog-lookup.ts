import type { CatalogCache, CatalogList } from './catalog-cache';

/** The web app's catalog query keys, ['catalog', list] and ['catalog', list, id], and the lists they read. */
const LIST_BY_KEY: Record<string, CatalogList> = {
  cakes: 'cakes',
  offers: 'offers',
  stores: 'stores',
  events: 'events',
  workshops: 'workshops',
  blogs: 'blogs',
  jobs: 'jobs',
};

export type CatalogAnswer = { found: true; data: unknown } | { found: false } | undefined;

/**
 * Answers the web app's catalog queries from the catalog cache, so a page rendered on the server
 * holds the same data the browser would have fetched.
 */
export function catalogLookup(catalog: CatalogCache) {
  const lookup = async (key: readonly unknown[]): Promise<CatalogAnswer> => {
    const [scope, name, id, ...rest] = key;
    if (scope !== 'catalog' || typeof name !== 'string' || rest.length > 0) return undefined;
    const list = LIST_BY_KEY[name];
    if (!list) return undefined;
    const values = await catalog.values<{ _id: string }>(list);
    if (id === undefined) return { found: true, data: values };
    const item = values.find((value) => value._id === id);
    return item ? { found: true, data: item } : { found: false };
  };
  return { lookup, onChange: (listener: () => void) => catalog.onInvalidate(listener) };
}
