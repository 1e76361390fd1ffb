import type { Feature } from '../../feature';
import { cartRoutes } from './cart.routes';
import { createCarts, type Carts } from './cart.service';
import { subscribeCart } from './cart.subscribers';

declare module '../../feature' {
  interface Services {
    carts: Carts;
  }
}

/** A customer's cart, kept on the server once they sign in. */
export const cartFeature: Feature = {
  name: 'cart',
  setup({ db, now, events, use, provide }) {
    provide('carts', createCarts({ db, now, capacity: use('capacity') }));
    subscribeCart({ db, events });
  },
  routes: (app, { use }) => app.register(cartRoutes, { carts: use('carts'), requireUser: use('signedIn') }),
};
