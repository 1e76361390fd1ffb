import { createPaymentProvider } from '../../payments';
import { PaymentCompletion } from '../../payments/completion';
import type { PaymentProvider } from '../../payments/provider';
import { Reconciler } from '../../payments/reconciler';
import type { PaymentVerification } from '../../payments/verification';
import type { Feature } from '../../feature';
import { createPaymentMismatches, type PaymentMismatches } from './payment-mismatches';
import { paymentMismatchesRoutes } from './payment-mismatches.routes';
import { paymentRoutes, webhookRoutes, type PaymentsOptions } from './payments.routes';
import { createWebhookEvents } from './webhook-events';

declare module '../../feature' {
  interface Services {
    paymentProvider: PaymentProvider;
    /** Where a received payment goes: the order or booking it pays for (kinds register themselves). */
    paymentCompletion: PaymentCompletion;
    /** Asks the provider about payments the browser never came back from (kinds add their sources). */
    reconciler: Reconciler;
    /** A payment the browser reports, checked with the provider. */
    paymentVerification: PaymentVerification;
    paymentMismatches: PaymentMismatches;
    /** The payment and webhook routes' options. */
    paymentsOptions: PaymentsOptions;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks unpaid orders with the payment provider. */
    reconciler: Reconciler;
    /** Payments that bought nothing, and their refunds (tests run its refund retries themselves). */
    paymentMismatches: PaymentMismatches;
  }
}

/** Taking money: the provider, its webhook, payments that match nothing and the reconciler. */
export const paymentsFeature: Feature = {
  name: 'payments',
  setup({ app, config, db, jobs, log, now, use, provide }) {
    const { provider, sandbox } = createPaymentProvider(config, db);
    if (sandbox) log.warn('payments are in sandbox mode: no money moves (PAYMENT_PROVIDER=sandbox)');
    const strays = createPaymentMismatches({ db, provider, jobs, log, audit: use('audit') });
    app.decorate('paymentMismatches', strays);
    const completion = new PaymentCompletion(log, (stray) => strays.giveBack(stray));
    const reconciler = new Reconciler(provider, completion, log, now);
    app.decorate('reconciler', reconciler);
    provide('paymentMismatches', strays);
    provide('paymentProvider', provider);
    provide('paymentCompletion', completion);
    provide('reconciler', reconciler);
    provide('paymentVerification', { provider, completion, keySecret: config.payments.keySecret });
    provide('paymentsOptions', {
      provider,
      sandbox,
      completion,
      events: createWebhookEvents(db),
      webhookSecret: config.payments.webhookSecret,
      sandboxWebhookDelayMs: config.payments.sandboxWebhookDelayMs,
    });
  },
  async routes(app, { use }) {
    await app.register(paymentRoutes, use('paymentsOptions'));
    await app.register(webhookRoutes, use('paymentsOptions'));
  },
  consoleRoutes: (app, { use, requireStaff }) =>
    app.register(paymentMismatchesRoutes, { mismatches: use('paymentMismatches'), requireStaff }),
  schedule({ use, jobs, config }) {
    const reconciler = use('reconciler');
    reconciler.pace(config.payments.reconcileIntervalMs);
    jobs.every('payments.reconcile', config.payments.reconcileIntervalMs, () => reconciler.runOnce());
  },
  async started({ use, log }) {
    if ((await use('paymentMismatches').adoptOrphans()) > 0) log.info('stray payments’ refunds are on their way again');
  },
};
