import type { Cake, Offer, Store } from '@roast/domain';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogCache, CatalogList } from './catalog-cache';
import { renderCakeMenu } from './cake-menu';

/** What the menu shows: a change to any of these makes it again. */
const MENU_LISTS: CatalogList[] = ['cakes', 'offers', 'stores'];

interface Menu {
  pdf: Buffer;
  etag: string;
}

/**
 * GET /cake-menu.pdf: the cake menu, made from the live catalog on the first request after the
 * catalog changed and kept in memory until the next change.
 */
export const cakeMenuRoutes: FastifyPluginAsync<{ catalog: CatalogCache; now: () => Date }> = async (
  app,
  { catalog, now },
) => {
  let menu: Promise<Menu> | undefined;
  let version = 0;
  catalog.onInvalidate((lists) => {
    if (!lists.some((list) => MENU_LISTS.includes(list))) return;
    version += 1;
    menu = undefined;
  });

  const build = () => {
    const builtFor = version;
    const building = (async () => {
      const [cakes, offers, stores] = await Promise.all([
        catalog.values<Cake>('cakes'),
        catalog.values<Offer>('offers'),
        catalog.values<Store>('stores'),
      ]);
      const pdf = await renderCakeMenu({ cakes, offers, stores, at: now() });
      return { pdf, etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"` };
    })();
    // A change while it was being made: this request gets it, the next one a fresh menu.
    if (builtFor === version) menu = building;
    building.catch(() => {
      if (menu === building) menu = undefined;
    });
    return building;
  };

  app.get('/cake-menu.pdf', { schema: { hide: true } }, async (request, reply) => {
    const { pdf, etag } = await (menu ?? build());
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="Roast-cake-menu.pdf"')
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(pdf);
  });
};
