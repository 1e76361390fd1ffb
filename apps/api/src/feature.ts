import type { FastifyBaseLogger, FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Platform } from './platform';

/**
 * What a feature offers the others, by name. Each feature adds its own entries to this interface
 * next to its code (`declare module './feature'`), so a name and its type are declared once.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/** What every feature is given: the platform, the clock, and the services of the features before it. */
export interface FeatureContext extends Platform {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The app itself, for decorations tests read and hooks on close. */
  app: FastifyInstance;
  /** Offers a service to the features after this one. */
  provide<K extends keyof Services>(name: K, service: Services[K]): void;
  /** A service an earlier feature offered (a later one's only inside callbacks run after set-up). */
  use<K extends keyof Services>(name: K): Services[K];
}

/**
 * One feature: its services, its routes on the store and on the console, and its scheduled work.
 * Every part is optional; the app runs each part of every feature in the order of the list.
 */
export interface Feature {
  name: string;
  /** Makes the feature's services and subscribes them to the changes they care about. */
  setup?(context: FeatureContext): void | Promise<void>;
  /** The store's routes (customers and guests). */
  routes?(app: FastifyInstance, context: FeatureContext): PromiseLike<unknown>;
  /** The console's routes: same-origin writes, staff sessions checked by `requireStaff`. */
  consoleRoutes?(
    app: FastifyInstance,
    context: FeatureContext & { requireStaff: preHandlerAsyncHookHandler },
  ): PromiseLike<unknown>;
  /** Work on a schedule (servers only; `sweepMs` is how often the short sweeps run). */
  schedule?(context: FeatureContext & { sweepMs: number }): unknown;
  /** Once the job engine has started: work left by an older version or a server that died gets its jobs. */
  started?(context: FeatureContext): Promise<void>;
}

/** The context the features share, with its register of services. */
export function featureContext(base: Omit<FeatureContext, 'provide' | 'use'>): FeatureContext {
  const services = new Map<string, unknown>();
  return {
    ...base,
    provide(name, service) {
      if (services.has(name)) throw new Error(`the service ${String(name)} is offered twice`);
      services.set(name, service);
    },
    use(name) {
      if (!services.has(name)) throw new Error(`the service ${String(name)} is not offered (yet)`);
      return services.get(name) as Services[typeof name];
    },
  };
}
