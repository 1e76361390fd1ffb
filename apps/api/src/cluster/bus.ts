import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Word between the servers of one store: a catalog list changed, an order changed, sessions ended
 * (customers'; staff's, with the outlets a member lost). Every server
 * hears every message, its own included, within a second. With one server (PGlite) the word stays
 * in the process; with several it travels through PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub when
 * REDIS_URL is set.
 */
export type BusChannel = 'catalog' | 'orders' | 'sessions' | 'staff';

export interface Bus {
  /** This server's id: a listener can tell its own messages from the others'. */
  readonly origin: string;
  publish(channel: BusChannel, body: unknown): Promise<void>;
  /** Listens to a channel; answers the function that stops listening. */
  subscribe(channel: BusChannel, listener: (body: unknown, origin: string) => void): () => void;
  /** Called after the bus lost its connection and got it back: messages may have been missed. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

interface Envelope {
  c: BusChannel;
  o: string;
  b: unknown;
}

const PG_CHANNEL = 'roast_bus';
const REDIS_CHANNEL = 'roast:bus';
const RECONNECT_MS = 1_000;

/** The listeners of a bus, and the parsing of what arrives. */
function deliveries(log?: FastifyBaseLogger) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const reconnected = new Set<() => void>();
  return {
    deliver(raw: string) {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw) as Envelope;
      } catch {
        log?.warn('a bus message that is not JSON was ignored');
        return;
      }
      emitter.emit(envelope.c, envelope.b, envelope.o);
    },
    subscribe(channel: BusChannel, listener: (body: unknown, origin: string) => void) {
      emitter.on(channel, listener);
      return () => {
        emitter.off(channel, listener);
      };
    },
    onReconnect: (listener: () => void) => reconnected.add(listener),
    reconnected: () => reconnected.forEach((listener) => listener()),
    clear: () => emitter.removeAllListeners(),
  };
}

/** One server: the word never leaves the process. */
export function createLocalBus(): Bus {
  const origin = randomUUID();
  const listeners = deliveries();
  return {
    origin,
    async publish(channel, body) {
      listeners.deliver(JSON.stringify({ c: channel, o: origin, b: body } satisfies Envelope));
    },
    subscribe: listeners.subscribe,
    onReconnect: listeners.onReconnect,
    async close() {
      listeners.clear();
    },
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY: one connection of its own listens (and comes back by itself when it
 * drops); a message is a NOTIFY through the pool.
 */
export async function createPostgresBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<Bus> {
  const origin = randomUUID();
  const listeners = deliveries(log);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === PG_CHANNEL && message.payload) listeners.deliver(message.payload);
    });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn({ err: error }, 'the bus lost its PostgreSQL connection; reconnecting');
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => {}), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!again) throw error;
      retry = setTimeout(() => void connect(true).catch(() => {}), RECONNECT_MS);
      retry.unref();
      return;
    }
    client = next;
    if (again) {
      log.info('the bus is listening again');
      listeners.reconnected();
    }
  };
  await connect(false);

  return {
    origin,
    async publish(channel, body) {
      await notify(PG_CHANNEL, JSON.stringify({ c: channel, o: origin, b: body } satisfies Envelope));
    },
    subscribe: listeners.subscribe,
    onReconnect: listeners.onReconnect,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: one connection subscribes, another publishes. */
export async function createRedisBus(url: string, log: FastifyBaseLogger): Promise<Bus> {
  const origin = randomUUID();
  const listeners = deliveries(log);
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  let ready = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === REDIS_CHANNEL) listeners.deliver(message);
  });
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was sent meanwhile is lost.
    if (ready) listeners.reconnected();
    ready = true;
  });
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'the bus lost Redis; reconnecting'));
  publisher.on('error', () => {});
  await subscriber.subscribe(REDIS_CHANNEL);
  return {
    origin,
    async publish(channel, body) {
      await publisher.publish(REDIS_CHANNEL, JSON.stringify({ c: channel, o: origin, b: body } satisfies Envelope));
    },
    subscribe: listeners.subscribe,
    onReconnect: listeners.onReconnect,
    async close() {
      listeners.clear();
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}

/** The bus for how the store runs: Redis when configured, else PostgreSQL's own, else this process. */
export async function openBus(
  options: { redisUrl?: string; postgresUrl?: string; notify?: (channel: string, payload: string) => Promise<void> },
  log: FastifyBaseLogger,
): Promise<Bus> {
  if (options.redisUrl) return createRedisBus(options.redisUrl, log);
  if (options.postgresUrl && options.notify) return createPostgresBus(options.postgresUrl, options.notify, log);
  return createLocalBus();
}
