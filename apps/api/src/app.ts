import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sameOriginWrites } from './auth/require-staff';
import type { Tokens } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Events } from './events/events';
import { FEATURES } from './all-features';
import type { CatalogCache } from './features/catalog/catalog-cache';
import { catalogLookup } from './features/catalog/catalog-lookup';
import { featureContext } from './feature';
import { paymentKeyLookup } from './features/payments/payments.routes';
import { registerErrorHandling } from './http/errors';
import { loggerOptions, requestIdOf, type LogDestination } from './http/logging';
import { registerSecurity } from './http/security';
import { firstAnswer } from './http/site';
import { registerTextSafety } from './http/text-safety';
import { registerWeb } from './http/web';
import type { Jobs, JobsMode } from './jobs/jobs';
import type { MailQueue } from './mail/mail-queue';
import { openPlatform } from './platform';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** The short sweeps (lapsed holds) run at least this often. */
const SWEEP_MS = 30_000;

export interface AppDependencies {
  database: DatabaseHandle;
  /** The clock of every time rule (pickup times, holds); tests set their own. */
  now?: () => Date;
  /**
   * How background jobs run: `workers` (a server: its workers and scheduled work) or `manual`
   * (tests and commands run them with `app.jobs.drain()`, `app.mail.drain()`).
   */
  jobs?: JobsMode;
  /** Log lines go here rather than to standard output (tests read them). */
  logDestination?: LogDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog cache; a `catalog.changed` event empties it on every server. */
    catalog: CatalogCache;
    /** The mail queue. */
    mail: MailQueue;
    /** Background jobs (tests run what is due with `drain()`). */
    jobs: Jobs;
    /** Changes and their subscribers. */
    events: Events;
    tokens: Tokens;
  }
}

/**
 * The nearest `hops` peers are proxies (the connection's, then X-Forwarded-For's last entries, each
 * written by the proxy before it), so the address before them is the client's.
 */
const trustLastHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole store as a Fastify instance that does not listen: plugins, then features, then errors. */
export async function buildApp(
  config: Config,
  { database, jobs: jobsMode = 'workers', now = () => new Date(), logDestination }: AppDependencies,
): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (server.ts resolves one)');
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count goes in as a function: Fastify takes a bare number as trusting no one.
    trustProxy: typeof config.trustProxy === 'number' ? trustLastHops(config.trustProxy) : config.trustProxy,
    // Reads (catalog, pages, images) are too many to log one by one; their failures are logged
    // by the error handler. Every write is logged.
    logController: new LogController({
      disableRequestLogging: (request) => request.method === 'GET' || request.method === 'HEAD',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Behind nginx every log line carries the proxy's X-Request-Id; alone, a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // While stopping, requests already on an open connection are still answered: a rolling
    // restart behind a proxy fails none of them.
    return503OnClosing: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextSafety(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Roast storefront API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurity(app, config);

  const platform = await openPlatform(app, config, database);
  const context = featureContext({ ...platform, app, config, database, db: database.db, now, log: app.log });
  for (const feature of FEATURES) await feature.setup?.(context);
  for (const feature of FEATURES) await feature.routes?.(app, context);
  await app.register(async (consoleApi) => {
    consoleApi.addHook('onRequest', sameOriginWrites(new URL(config.publicUrl).origin));
    // The console's refusals, like the store's, name the field at fault in `field`.
    registerErrorHandling(consoleApi);
    const guarded = { ...context, requireStaff: context.use('requireStaff') };
    for (const feature of FEATURES) await feature.consoleRoutes?.(consoleApi, guarded);
  });
  app.addHook('onClose', async () => platform.bus.close());
  // Scheduled work, each run once at a time across every server (none when the interval is 0).
  if (config.payments.reconcileIntervalMs > 0) {
    const sweepMs = Math.min(config.payments.reconcileIntervalMs, SWEEP_MS);
    for (const feature of FEATURES) feature.schedule?.({ ...context, sweepMs });
  }
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
  // Every queue is defined by now: the engine starts (a server's workers, or nothing for tests).
  await platform.jobs.start(jobsMode);
  const adopted = await platform.mail.adoptOrphans();
  if (adopted > 0) app.log.info({ adopted }, 'mail queued before the job engine is on its way');
  for (const feature of FEATURES) await feature.started?.(context);
  // Without workers (tests), a write is answered once the work it started here is done, so what a
  // test reads next is what the subscribers left.
  if (jobsMode === 'manual') {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await platform.jobs.settled();
      return payload;
    });
  }

  const catalogPages = catalogLookup(platform.catalog);
  await registerWeb(
    app,
    config,
    {
      lookup: firstAnswer(catalogPages.lookup, paymentKeyLookup(context.use('paymentProvider'))),
      onChange: catalogPages.onChange,
    },
    context.use('images'),
  );
  return app;
}
