import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isStaffAccessChange, requireStaff, sameOriginWrites, type StaffAccessChange } from './auth/require-staff';
import { requireUser } from './auth/require-user';
import type { Tokens } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { CatalogCache } from './features/catalog/catalog-cache';
import { catalogLookup } from './features/catalog/catalog-lookup';
import { catalogEditorRoutes } from './features/catalog/catalog-editor.routes';
import { cakeMenuRoutes } from './features/catalog/cake-menu.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { createCatalogEditor } from './features/catalog/catalog.service';
import { createAudit } from './features/audit/audit.service';
import { auditRoutes } from './features/audit/audit.routes';
import { createCapacity, type Capacity } from './features/capacity/capacity.service';
import { pickupSlotsRoutes, slotStaffRoutes } from './features/capacity/capacity.routes';
import { createOutlets } from './features/outlets/outlets.service';
import { outletsRoutes } from './features/outlets/outlets.routes';
import { subscribeCapacity } from './features/capacity/capacity.subscribers';
import { createImages } from './features/images/images.service';
import { imagesRoutes } from './features/images/images.routes';
import { createReports } from './features/reports/reports.service';
import { reportsRoutes } from './features/reports/reports.routes';
import { createRetention, type Retention } from './features/retention/retention';
import { createContact } from './features/contact/contact.service';
import { contactRoutes } from './features/contact/contact.routes';
import { createMessagesDesk } from './features/contact/messages';
import { messagesRoutes } from './features/contact/messages.routes';
import { healthRoutes } from './features/health/health.routes';
import { createApplications } from './features/jobs/jobs.service';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { createApplicationsDesk } from './features/jobs/applications';
import { applicationsRoutes } from './features/jobs/applications.routes';
import { createAttendees } from './features/bookings/attendees';
import { attendeesRoutes } from './features/bookings/attendees.routes';
import { createBookings, type Bookings } from './features/bookings/bookings.service';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { createCarts } from './features/cart/cart.service';
import { cartRoutes } from './features/cart/cart.routes';
import { BoardStreams } from './features/orders/board-streams';
import { createKitchen, type Kitchen } from './features/orders/kitchen';
import { kitchenRoutes } from './features/orders/kitchen.routes';
import { createBusOrderEvents } from './features/orders/order-events';
import { createOrders } from './features/orders/orders.service';
import { ordersRoutes } from './features/orders/orders.routes';
import { createInvoices } from './features/invoices/invoices.service';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { createStaff } from './features/staff/staff.service';
import { staffRoutes } from './features/staff/staff.routes';
import {
  paymentKeyLookup,
  paymentRoutes,
  webhookRoutes,
  type PaymentsOptions,
} from './features/payments/payments.routes';
import { createPaymentMismatches, type PaymentMismatches } from './features/payments/payment-mismatches';
import { paymentMismatchesRoutes } from './features/payments/payment-mismatches.routes';
import { backgroundWorkRoutes } from './features/background/background-work.routes';
import { createWebhookEvents } from './features/payments/webhook-events';
import { createAccounts } from './features/users/users.service';
import { usersRoutes } from './features/users/users.routes';
import { registerErrorHandling } from './http/errors';
import { loggerOptions, requestIdOf, type LogDestination } from './http/logging';
import { registerSecurity } from './http/security';
import { registerTextSafety } from './http/text-safety';
import { firstAnswer } from './http/site';
import { registerWeb } from './http/web';
import { openPlatform } from './platform';
import type { MailQueue } from './mail/mail-queue';
import type { Events } from './events/events';
import type { Jobs, JobsMode } from './jobs/jobs';
import { subscribeCart } from './features/cart/cart.subscribers';
import { subscribeOrders } from './features/orders/orders.subscribers';
import { createPaymentProvider } from './payments';
import { PaymentCompletion } from './payments/completion';
import { Reconciler } from './payments/reconciler';
import type { PaymentVerification } from './payments/verification';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** How often each server removes personal data kept past its time. */
const RETENTION_INTERVAL_MS = 6 * 3_600_000;
/** Changes are kept this long after their subscribers ran, for looking into what happened. */
const EVENTS_KEPT_DAYS = 30;

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
    /** The catalog cache; features that change what a list shows invalidate it. */
    catalog: CatalogCache;
    /** The mail queue. */
    mail: MailQueue;
    /** Background jobs (tests run what is due with `drain()`). */
    jobs: Jobs;
    /** Changes and their subscribers. */
    events: Events;
    tokens: Tokens;
    /** Checks unpaid orders with the payment provider. */
    reconciler: Reconciler;
    /** Event bookings and workshop enrollments (tests run its sweeper themselves). */
    bookings: Bookings;
    /** The order board's side of orders (tests run its refund retries themselves). */
    kitchen: Kitchen;
    /** Payments that bought nothing, and their refunds (tests run its refund retries themselves). */
    paymentMismatches: PaymentMismatches;
    /** Pickup capacity (tests release lapsed holds themselves). */
    capacity: Capacity;
    /** Removes personal data kept past its time (tests run its sweep themselves). */
    retention: Retention;
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

  const { catalog, bus, tokens, jobs, events, mail, limiter, sessions } = await openPlatform(app, config, database);
  const accounts = createAccounts({
    db: database.db,
    tokens,
    limiter,
    mail,
    publicUrl: config.publicUrl,
    scryptLogN: config.scryptLogN,
    sessions,
    sessionsEnded: (change) =>
      void bus
        .publish('sessions', change)
        .catch((error: unknown) => app.log.error({ err: error }, 'an ended session was not announced')),
  });
  const signedIn = requireUser(tokens, accounts.sessionUser);

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog, publicUrl: config.publicUrl });
  await app.register(cakeMenuRoutes, { catalog, now });
  await app.register(usersRoutes, { accounts, requireUser: signedIn });
  await app.register(contactRoutes, {
    contact: createContact({ db: database.db, limiter, mail, inbox: config.mail.contactInbox }),
  });
  const applications = createApplications({
    db: database.db,
    limiter,
    mail,
    hrInbox: config.mail.hrInbox,
    dataDir: config.dataDir,
  });
  await app.register(jobsRoutes, { applications });

  const { provider, sandbox } = createPaymentProvider(config, database.db);
  if (sandbox) app.log.warn('payments are in sandbox mode: no money moves (PAYMENT_PROVIDER=sandbox)');
  const mismatches = createPaymentMismatches({ db: database.db, provider, log: app.log, now });
  app.decorate('paymentMismatches', mismatches);
  const completion = new PaymentCompletion(app.log, (stray) => mismatches.giveBack(stray));
  const reconciler = new Reconciler(provider, completion, app.log, now);
  app.decorate('reconciler', reconciler);
  const audit = createAudit({ db: database.db });
  const catalogEditor = createCatalogEditor({ db: database.db, catalog, audit });
  const outlets = createOutlets({ db: database.db, audit, catalog, now });
  const capacity = createCapacity({ db: database.db, now, log: app.log });
  app.decorate('capacity', capacity);
  subscribeCapacity({ db: database.db, events, capacity });
  const carts = createCarts({ db: database.db, now, capacity });
  const orderEvents = createBusOrderEvents(bus, (error) =>
    app.log.error({ err: error }, 'an order event was not sent'),
  );
  const kitchen = createKitchen({ db: database.db, provider, events, log: app.log, now });
  const orders = createOrders({ db: database.db, cart: carts, provider, limiter, events, capacity, now });
  subscribeCart({ db: database.db, events });
  subscribeOrders({
    db: database.db,
    events,
    mail,
    boards: orderEvents,
  });
  app.decorate('kitchen', kitchen);
  completion.register(orders.payable);
  reconciler.addSource(orders.unpaid);
  const bookings = createBookings({ db: database.db, provider, events, mail, catalog, limiter, log: app.log, now });
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
  await app.register(pickupSlotsRoutes, { capacity });
  await app.register(ordersRoutes, { orders, kitchen, requireUser: signedIn, verification });
  const invoices = createInvoices({ db: database.db, events });
  await app.register(invoicesRoutes, { invoices, requireUser: signedIn });
  await app.register(bookingsRoutes, { bookings, requireUser: signedIn, verification });
  await app.register(paymentRoutes, payments);
  await app.register(webhookRoutes, payments);

  // An open board lives as long as its session and the member's outlet: an end closes its streams
  // here at once and on the other servers when the word arrives; after the bus was away, every
  // open stream's session is looked up again.
  const streams = new BoardStreams(
    orderEvents,
    kitchen.boardOrder,
    (sessionIds) => staff.liveSessions(sessionIds),
    app.log,
  );
  const staffAccessChanged = (change: StaffAccessChange) => {
    streams.end(change);
    bus
      .publish('staff', change)
      .catch((error: unknown) => app.log.error({ err: error }, 'an ended staff session was not announced'));
  };
  bus.subscribe('staff', (change, origin) => {
    if (origin !== bus.origin && isStaffAccessChange(change)) streams.end(change);
  });
  bus.onReconnect(() => void streams.recheck());
  const staff = createStaff({
    db: database.db,
    limiter,
    mail,
    publicUrl: config.publicUrl,
    scryptLogN: config.scryptLogN,
    accessChanged: staffAccessChanged,
  });
  if (config.firstOwner && (await staff.ensureFirstOwner(config.firstOwner))) {
    app.log.info({ email: config.firstOwner.email }, 'the first owner of the console was made from OWNER_EMAIL');
  }
  // Open boards would keep the server from closing; they reconnect to whichever server is up.
  app.addHook('preClose', async () => streams.close());
  app.addHook('onClose', async () => {
    await orderEvents.close();
    await bus.close();
  });
  const staffGuard = requireStaff(staff.sessionOf);
  const images = createImages({ db: database.db });
  await app.register(async (staffApi) => {
    staffApi.addHook('onRequest', sameOriginWrites(new URL(config.publicUrl).origin));
    // The console's refusals, like the store's, name the field at fault in `field`.
    registerErrorHandling(staffApi);
    const requireStaff = staffGuard;
    await staffApi.register(staffRoutes, {
      staff,
      requireStaff,
      cookie: { secure: config.publicUrl.startsWith('https:') },
    });
    await staffApi.register(kitchenRoutes, { kitchen, streams, requireStaff });
    await staffApi.register(catalogEditorRoutes, {
      editor: catalogEditor,
      requireStaff,
    });
    await staffApi.register(outletsRoutes, { outlets, requireStaff });
    await staffApi.register(imagesRoutes, { images, requireStaff });
    await staffApi.register(auditRoutes, { audit, requireStaff });
    await staffApi.register(attendeesRoutes, { attendees: createAttendees({ db: database.db, now }), requireStaff });
    await staffApi.register(applicationsRoutes, {
      desk: createApplicationsDesk({ db: database.db, resumesFolder: applications.folder }),
      requireStaff,
    });
    await staffApi.register(messagesRoutes, { desk: createMessagesDesk({ db: database.db }), requireStaff });
    await staffApi.register(slotStaffRoutes, { capacity, requireStaff });
    await staffApi.register(reportsRoutes, { reports: createReports({ db: database.db }), requireStaff });
    await staffApi.register(paymentMismatchesRoutes, { mismatches, requireStaff });
    await staffApi.register(backgroundWorkRoutes, { jobs, db: database.db, requireStaff });
  });

  const retention = createRetention({ db: database.db, dataDir: config.dataDir, now });
  app.decorate('retention', retention);

  // Scheduled work, each run once at a time across every server.
  const sweepMs = Math.min(config.payments.reconcileIntervalMs, 30_000);
  if (config.payments.reconcileIntervalMs > 0) {
    reconciler.pace(config.payments.reconcileIntervalMs);
    jobs.every('payments.reconcile', config.payments.reconcileIntervalMs, () => reconciler.runOnce());
    jobs.every('bookings.release-lapsed', sweepMs, () => bookings.sweep());
    jobs.every('payments.retry-refunds', sweepMs, () => mismatches.sweepRefunds());
    jobs.every('capacity.release-lapsed', sweepMs, () => capacity.sweep());
    jobs.every('events.forget', RETENTION_INTERVAL_MS, () => events.sweep(EVENTS_KEPT_DAYS, now()));
    jobs.every('retention.sweep', RETENTION_INTERVAL_MS, async () => {
      const swept = await retention.sweep();
      if (Object.values(swept).some((count) => count > 0)) app.log.info({ swept }, 'old personal data removed');
    });
  }
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
  // Every queue is defined by now: the engine starts (a server's workers, or nothing for tests).
  await jobs.start(jobsMode);
  const adopted = await mail.adoptOrphans();
  if (adopted > 0) app.log.info({ adopted }, 'mail queued before the job engine is on its way');
  // Without workers (tests), a write is answered once the work it started here is done, so what a
  // test reads next is what the subscribers left.
  if (jobsMode === 'manual') {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await jobs.settled();
      return payload;
    });
  }

  const catalogPages = catalogLookup(catalog);
  await registerWeb(
    app,
    config,
    {
      lookup: firstAnswer(catalogPages.lookup, paymentKeyLookup(provider)),
      onChange: catalogPages.onChange,
    },
    images,
  );
  return app;
}
