import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { requireUser } from './auth/require-user';
import { createTokens, type Tokens } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { CatalogCache } from './features/catalog/catalog-cache';
import { catalogLookup } from './features/catalog/catalog-lookup';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { createContact } from './features/contact/contact.service';
import { contactRoutes } from './features/contact/contact.routes';
import { healthRoutes } from './features/health/health.routes';
import { createApplications } from './features/jobs/jobs.service';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { createBookings, type Bookings } from './features/bookings/bookings.service';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { createCarts } from './features/cart/cart.service';
import { cartRoutes } from './features/cart/cart.routes';
import { createOrders } from './features/orders/orders.service';
import { ordersRoutes } from './features/orders/orders.routes';
import {
  paymentKeyLookup,
  paymentRoutes,
  webhookRoutes,
  type PaymentsOptions,
} from './features/payments/payments.routes';
import { createPaymentMismatches } from './features/payments/payment-mismatches';
import { createWebhookEvents } from './features/payments/webhook-events';
import { createAccounts } from './features/users/users.service';
import { usersRoutes } from './features/users/users.routes';
import { registerErrorHandling } from './http/errors';
import { loggerOptions, type LogDestination } from './http/logging';
import { registerSecurity } from './http/security';
import { firstAnswer } from './http/site';
import { registerWeb } from './http/web';
import { MailQueue } from './mail/mail-queue';
import { createPaymentProvider } from './payments';
import { PaymentCompletion } from './payments/completion';
import { Reconciler } from './payments/reconciler';
import type { PaymentVerification } from './payments/verification';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { createMemoryStore } from './rate-limit/memory-store';
import { RateLimiter } from './rate-limit/rate-limiter';
import { createRedisStore } from './rate-limit/redis-store';

const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  database: DatabaseHandle;
  /** The clock of every time rule (pickup times, holds); tests set their own. */
  now?: () => Date;
  /** Deliver queued mail in the background (tests deliver it themselves with `app.mail.drain()`). */
  startMailWorker?: boolean;
  /** Log lines go here rather than to standard output (tests read them). */
  logDestination?: LogDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog cache; features that change what a list shows invalidate it. */
    catalog: CatalogCache;
    /** The mail queue. */
    mail: MailQueue;
    tokens: Tokens;
    /** Checks unpaid orders with the payment provider. */
    reconciler: Reconciler;
    /** Event bookings and workshop enrollments (tests run its sweeper themselves). */
    bookings: Bookings;
  }
}

/** The whole store as a Fastify instance that does not listen: plugins, then features, then errors. */
export async function buildApp(
  config: Config,
  { database, startMailWorker = true, now = () => new Date(), logDestination }: AppDependencies,
): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (server.ts resolves one)');
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Reads (catalog, pages, images) are too many to log one by one; their failures are logged
    // by the error handler. Every write is logged.
    logController: new LogController({
      disableRequestLogging: (request) => request.method === 'GET' || request.method === 'HEAD',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Roast storefront API', version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurity(app, config);

  const catalog = new CatalogCache(database.db);
  app.decorate('catalog', catalog);
  const tokens = createTokens(config.jwtSecret);
  app.decorate('tokens', tokens);
  const mail = new MailQueue(
    database.db,
    config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createOutboxTransport(config.dataDir, app.log),
    config.mail.from,
    app.log,
  );
  app.decorate('mail', mail);
  if (startMailWorker) mail.start();
  const limiterStore = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();
  const limiter = new RateLimiter(limiterStore, config.rateLimits);
  app.addHook('onClose', async () => {
    await mail.stop();
    await limiterStore.close();
  });
  const accounts = createAccounts({
    db: database.db,
    tokens,
    limiter,
    mail,
    publicUrl: config.publicUrl,
    scryptLogN: config.scryptLogN,
  });
  const signedIn = requireUser(tokens, accounts.sessionUser);

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog, publicUrl: config.publicUrl });
  await app.register(usersRoutes, { accounts, requireUser: signedIn });
  await app.register(contactRoutes, {
    contact: createContact({ db: database.db, limiter, mail, inbox: config.mail.contactInbox }),
  });
  await app.register(jobsRoutes, {
    applications: createApplications({
      db: database.db,
      limiter,
      mail,
      hrInbox: config.mail.hrInbox,
      dataDir: config.dataDir,
    }),
  });

  const { provider, sandbox } = createPaymentProvider(config, database.db);
  if (sandbox) app.log.warn('payments are in sandbox mode: no money moves (PAYMENT_PROVIDER=sandbox)');
  const mismatches = createPaymentMismatches(database.db);
  const completion = new PaymentCompletion(app.log, (mismatch) => mismatches.record(mismatch));
  const reconciler = new Reconciler(provider, completion, app.log, now);
  app.decorate('reconciler', reconciler);
  const carts = createCarts({ db: database.db, now });
  const orders = createOrders({ db: database.db, cart: carts, provider, mail, limiter, now });
  completion.register(orders.payable);
  reconciler.addSource(orders.unpaid);
  const bookings = createBookings({ db: database.db, provider, mail, catalog, limiter, log: app.log, now });
  completion.register(bookings.payable);
  reconciler.addSource(bookings.unpaid);
  app.decorate('bookings', bookings);
  const payments: PaymentsOptions = {
    provider,
    sandbox,
    completion,
    events: createWebhookEvents(database.db),
    webhookSecret: config.payments.webhookSecret,
    sandboxWebhookDelayMs: config.payments.sandboxWebhookDelayMs,
  };
  const verification: PaymentVerification = { provider, completion, keySecret: config.payments.keySecret };
  await app.register(cartRoutes, { carts, requireUser: signedIn });
  await app.register(ordersRoutes, { orders, requireUser: signedIn, verification });
  await app.register(bookingsRoutes, { bookings, requireUser: signedIn, verification });
  await app.register(paymentRoutes, payments);
  await app.register(webhookRoutes, payments);
  if (config.payments.reconcileIntervalMs > 0) {
    reconciler.start(config.payments.reconcileIntervalMs);
    bookings.start(Math.min(config.payments.reconcileIntervalMs, 30_000));
  }
  app.addHook('onClose', async () => {
    reconciler.stop();
    bookings.stop();
  });
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());

  const catalogPages = catalogLookup(catalog);
  await registerWeb(app, config, {
    lookup: firstAnswer(catalogPages.lookup, paymentKeyLookup(provider)),
    onChange: catalogPages.onChange,
  });
  return app;
}
