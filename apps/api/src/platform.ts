import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createOneTimeLinks } from './auth/one-time-links';
import { createTokens } from './auth/tokens';
import { openBus } from './cluster/bus';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createEvents } from './events/events';
import { CatalogCache } from './features/catalog/catalog-cache';
import { createSessionCache, isSessionChange } from './features/users/session-cache';
import type { UserRow } from './features/users/users.repository';
import { createJobs } from './jobs/jobs';
import { MailQueue } from './mail/mail-queue';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { createMemoryStore } from './rate-limit/memory-store';
import { createPostgresStore } from './rate-limit/postgres-store';
import { RateLimiter } from './rate-limit/rate-limiter';
import { createRedisStore } from './rate-limit/redis-store';

/**
 * What every feature stands on: the catalog cache, the word between servers, tokens, the job
 * engine and the events on it, the mail queue, the limits and the cache of customers' sessions.
 * Each is closed with the app.
 */
export async function openPlatform(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  const catalog = new CatalogCache(database.db);
  app.decorate('catalog', catalog);
  // Word between servers: the catalog's changes, orders, ended sessions.
  const bus = await openBus(
    {
      redisUrl: config.redisUrl,
      postgresUrl: database.kind === 'postgres' ? database.url : undefined,
      notify: async (channel, payload) => {
        await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
    },
    app.log,
  );
  const tokens = createTokens(config.jwtSecret!);
  app.decorate('tokens', tokens);
  const jobs = createJobs({ db: database.db, log: app.log });
  app.decorate('jobs', jobs);
  const events = createEvents({ db: database.db, jobs, log: app.log });
  app.decorate('events', events);
  const mail = new MailQueue(
    database.db,
    jobs,
    config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createOutboxTransport(config.dataDir, app.log),
    config.mail.from,
    app.log,
  );
  app.decorate('mail', mail);
  // Limits count across every server: in Redis, else in PostgreSQL; one embedded server keeps them in memory.
  const limiterStore = config.redisUrl
    ? createRedisStore(config.redisUrl)
    : database.kind === 'postgres'
      ? createPostgresStore(database.db)
      : createMemoryStore();
  const limiter = new RateLimiter(limiterStore, config.rateLimits);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mail.close();
    await limiterStore.close();
  });
  // A session ended on another server is forgotten here as soon as the word arrives; after the bus
  // was away, every remembered session is looked up again.
  const sessions = createSessionCache<UserRow>({ ttlMs: config.sessionCacheMs, max: 20_000 });
  bus.subscribe('sessions', (change, origin) => {
    if (origin !== bus.origin && isSessionChange(change)) sessions.forget(change);
  });
  bus.onReconnect(() => sessions.clear());
  // Reset, confirmation and set-password links, made again from their row's id wherever they are mailed.
  const links = createOneTimeLinks({ secret: config.jwtSecret!, publicUrl: config.publicUrl });
  return { catalog, bus, tokens, links, jobs, events, mail, limiter, sessions };
}

export type Platform = Awaited<ReturnType<typeof openPlatform>>;
