import type { Feature } from '../../feature';
import { cakeMenuRoutes } from './cake-menu.routes';
import { catalogEditorRoutes } from './catalog-editor.routes';
import { catalogRoutes } from './catalog.routes';
import { createCatalogEditor, type CatalogEditor } from './catalog.service';
import { subscribeCatalog } from './catalog.subscribers';

declare module '../../feature' {
  interface Services {
    catalogEditor: CatalogEditor;
  }
}

/** What the store shows (cakes, hampers, events, workshops, posts, jobs) and the console's editor of it. */
export const catalogFeature: Feature = {
  name: 'catalog',
  setup({ db, catalog, bus, events, use, provide }) {
    subscribeCatalog({ events, catalog, bus });
    provide('catalogEditor', createCatalogEditor({ db, events, audit: use('audit') }));
  },
  async routes(app, { catalog, config, now }) {
    await app.register(catalogRoutes, { catalog, publicUrl: config.publicUrl });
    await app.register(cakeMenuRoutes, { catalog, now });
  },
  consoleRoutes: (app, { use, requireStaff }) =>
    app.register(catalogEditorRoutes, { editor: use('catalogEditor'), requireStaff }),
};
