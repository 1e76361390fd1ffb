import type { preHandlerAsyncHookHandler } from 'fastify';
import { requireUser } from '../../auth/require-user';
import type { Feature } from '../../feature';
import { usersRoutes } from './users.routes';
import { createAccounts, type Accounts } from './users.service';
import { subscribeUsers } from './users.subscribers';

declare module '../../feature' {
  interface Services {
    accounts: Accounts;
    /** Refuses a request without a customer's session. */
    signedIn: preHandlerAsyncHookHandler;
  }
}

/** Customers' accounts: sign-up, sessions, passwords, their data. */
export const usersFeature: Feature = {
  name: 'users',
  setup({ db, tokens, links, events, limiter, mail, config, sessions, bus, log, provide }) {
    const accounts = createAccounts({
      db,
      tokens,
      limiter,
      mail,
      events,
      links,
      scryptLogN: config.scryptLogN,
      sessions,
      sessionsEnded: (change) =>
        void bus
          .publish('sessions', change)
          .catch((error: unknown) => log.error({ err: error }, 'an ended session was not announced')),
    });
    subscribeUsers({ events, mail, links });
    provide('accounts', accounts);
    provide('signedIn', requireUser(tokens, accounts.sessionUser));
  },
  routes: (app, { use }) => app.register(usersRoutes, { accounts: use('accounts'), requireUser: use('signedIn') }),
};
