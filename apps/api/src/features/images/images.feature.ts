import type { Feature } from '../../feature';
import { imagesRoutes } from './images.routes';
import { createImages, type Images } from './images.service';

declare module '../../feature' {
  interface Services {
    images: Images;
  }
}

/** Photos uploaded in the console, served in the sizes pages ask for. */
export const imagesFeature: Feature = {
  name: 'images',
  setup: ({ db, provide }) => provide('images', createImages({ db })),
  consoleRoutes: (app, { use, requireStaff }) => app.register(imagesRoutes, { images: use('images'), requireStaff }),
};
