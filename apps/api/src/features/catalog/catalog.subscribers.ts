import type { Bus } from '../../cluster/bus';
import type { Events } from '../../events/events';
import type { CatalogCache, CatalogList } from './catalog-cache';

/**
 * A change to what the catalog shows empties this server's cache of those lists before the change
 * is answered (a save shows on the very next read), and tells the other servers through the bus;
 * they empty theirs as the word arrives. Word sent while a server's bus was away is lost to it, so
 * that server starts again from the database when its bus is back.
 */
export function subscribeCatalog({ events, catalog, bus }: { events: Events; catalog: CatalogCache; bus: Bus }): void {
  const known = new Set<unknown>(catalog.lists());
  bus.subscribe('catalog', (lists, origin) => {
    if (origin === bus.origin || !Array.isArray(lists)) return;
    catalog.invalidate(...lists.filter((list): list is CatalogList => known.has(list)));
  });
  bus.onReconnect(() => catalog.invalidateAll());
  // Awaited: the staff console saves a price, and the store's next read shows it. Run again after
  // a failure (the word not sent), it empties the lists again, which costs one rebuild.
  events.on(
    'catalog.changed',
    'catalog.refresh',
    async ({ lists }) => {
      catalog.invalidate(...lists);
      await bus.publish('catalog', lists);
    },
    { awaited: true },
  );
}
