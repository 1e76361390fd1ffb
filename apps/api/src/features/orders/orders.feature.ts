import type { Feature } from '../../feature';
import { BoardStreams } from './board-streams';
import { counterOrderRoutes, paymentLinkRoutes } from './counter-orders.routes';
import { createCounterOrders, type CounterOrders } from './counter-orders.service';
import { createKitchen, type Kitchen } from './kitchen';
import { kitchenRoutes } from './kitchen.routes';
import { createBusOrderEvents } from './order-events';
import { ordersRoutes } from './orders.routes';
import { createOrders, type Orders } from './orders.service';
import { subscribeOrders } from './orders.subscribers';

declare module '../../feature' {
  interface Services {
    orders: Orders;
    kitchen: Kitchen;
    /** Orders staff take at the counter or on the phone. */
    counterOrders: CounterOrders;
    /** The open order boards, ended with their sessions. */
    boardStreams: BoardStreams;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The order board's side of orders (tests run its refund retries themselves). */
    kitchen: Kitchen;
  }
}

/** Orders for pickup: checkout, the customer's list, and the outlets' live board. */
export const ordersFeature: Feature = {
  name: 'orders',
  setup({ app, db, bus, events, mail, links, limiter, log, now, use, provide }) {
    const provider = use('paymentProvider');
    const boards = createBusOrderEvents(bus, (error) => log.error({ err: error }, 'an order event was not sent'));
    const kitchen = createKitchen({ db, provider, events, log, now, audit: use('audit') });
    const orders = createOrders({ db, cart: use('carts'), provider, limiter, events, capacity: use('capacity'), now });
    subscribeOrders({ events, mail, boards, links });
    use('paymentCompletion').register(orders.payable);
    use('reconciler').addSource(orders.unpaid);
    // An open board lives as long as its session and the member's outlet (the staff feature ends it).
    const streams = new BoardStreams(boards, kitchen.boardOrder, (ids) => use('staff').liveSessions(ids), log);
    app.decorate('kitchen', kitchen);
    provide('orders', orders);
    provide('kitchen', kitchen);
    provide(
      'counterOrders',
      createCounterOrders({
        db,
        carts: use('carts'),
        capacity: use('capacity'),
        events,
        provider,
        links,
        kitchen,
        audit: use('audit'),
        now,
      }),
    );
    provide('boardStreams', streams);
    // Open boards would keep the server from closing; they reconnect to whichever server is up.
    app.addHook('preClose', async () => streams.close());
    app.addHook('onClose', async () => boards.close());
  },
  async routes(app, { use }) {
    await app.register(ordersRoutes, {
      orders: use('orders'),
      kitchen: use('kitchen'),
      requireUser: use('signedIn'),
      verification: use('paymentVerification'),
    });
    await app.register(paymentLinkRoutes, { counterOrders: use('counterOrders') });
  },
  async consoleRoutes(app, { use, requireStaff }) {
    await app.register(kitchenRoutes, { kitchen: use('kitchen'), streams: use('boardStreams'), requireStaff });
    await app.register(counterOrderRoutes, { counterOrders: use('counterOrders'), requireStaff });
  },
};
