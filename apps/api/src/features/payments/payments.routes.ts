import { readFile } from 'node:fs/promises';
import path from 'node:path';
import formbody from '@fastify/formbody';
import { failureSchema, paymentKeySchema, paymentVerificationSchema, type PaymentKey } from '@roast/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { PageLookup } from '../../http/site';
import { API_ROOT } from '../../paths';
import type { PaymentCompletion } from '../../payments/completion';
import { isTaken, PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../../payments/provider';
import type { SandboxProvider } from '../../payments/sandbox';
import { isValidPaymentSignature, isValidWebhookSignature, webhookSignature } from '../../payments/signatures';
import type { WebhookEvents } from './webhook-events';

export interface PaymentsOptions {
  provider: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  completion: PaymentCompletion;
  events: WebhookEvents;
  keySecret: string;
  webhookSecret: string;
  /** The sandbox calls its own webhook this long after a payment, as Razorpay would (0: never). */
  sandboxWebhookDelayMs: number;
}

const verifiedSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  orderId: z.string(),
  message: z.string(),
});

/** Where a browser lands after paying through a form POST (Razorpay's callback_url). */
const PAID_PAGE = (reference: string) => `/paymentsuccess?reference=${encodeURIComponent(reference)}`;

/** A verification path and where a browser whose payment could not be confirmed goes back to. */
export interface VerificationRoute {
  url: string;
  failedPage: string;
}

/**
 * The verification calls of the storefront: the checkout widget's handler posts JSON, Razorpay's
 * callback_url posts a form. Both check the signature in constant time, then mark the order paid
 * (idempotently); a wrong signature changes nothing.
 */
export function verificationRoutes(routes: VerificationRoute[], options: PaymentsOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const route of routes) {
      api.post(
        route.url,
        {
          schema: {
            tags: ['payments'],
            body: z.union([paymentVerificationSchema, z.record(z.string(), z.unknown())]),
            response: {
              200: verifiedSchema,
              400: failureSchema,
              404: failureSchema,
              409: failureSchema,
              502: failureSchema,
            },
          },
        },
        async (request, reply) => verify(request, reply, options, route.failedPage),
      );
    }
  };
}

/** Said when the provider could not be asked about a payment: the reconciler finishes the job. */
export const NOT_CONFIRMED_YET =
  'We could not confirm your payment with the provider just now. If money left your account, your order will be confirmed within a few minutes and we will mail you.';
export const AMOUNT_MISMATCH =
  'The amount paid does not match what is owed, so nothing was confirmed. Our staff will check the payment and contact you.';

async function verify(request: FastifyRequest, reply: FastifyReply, options: PaymentsOptions, failedPage: string) {
  const fromForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  /** A browser that posted a form goes back to where it can try again; a script gets the reason. */
  const refuse = (error: HttpError) => {
    if (fromForm) return reply.redirect(failedPage, 303);
    throw error;
  };
  const parsed = paymentVerificationSchema.safeParse(request.body);
  if (!parsed.success) return refuse(badRequest('Payment details are missing.'));
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = parsed.data;
  const unconfirmed = badRequest('Payment verification failed: the payment could not be confirmed.');
  if (!isValidPaymentSignature(options.keySecret, orderId, paymentId, signature)) {
    request.log.warn({ orderId, paymentId }, 'a payment with a wrong signature');
    return refuse(unconfirmed);
  }
  // The signature says which order the payment is for; the provider says how much was paid.
  let payment: ProviderPayment | undefined;
  try {
    payment = await options.provider.payment(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    request.log.warn({ err: error, orderId, paymentId }, 'the provider could not be asked about a payment');
    if (fromForm) return reply.redirect(PAID_PAGE(paymentId), 303);
    throw new HttpError(502, NOT_CONFIRMED_YET);
  }
  if (payment?.orderId === orderId && payment.status === 'refunded') {
    return refuse(conflict('This payment has been refunded.'));
  }
  if (!payment || payment.orderId !== orderId || !isTaken(payment)) {
    request.log.warn({ orderId, paymentId, status: payment?.status }, 'a signed payment the provider does not confirm');
    return refuse(unconfirmed);
  }
  const result = await options.completion.complete(
    orderId,
    { id: paymentId, amount: payment.amount, currency: payment.currency },
    fromForm ? 'callback' : 'widget',
  );
  if (result.outcome === 'not-found') return refuse(notFound('We could not find the order for this payment.'));
  if (result.outcome === 'conflict') {
    return refuse(conflict('This order was already paid with another payment; the second one will be refunded.'));
  }
  if (result.outcome === 'mismatch') return refuse(conflict(AMOUNT_MISMATCH));
  if (fromForm) return reply.redirect(result.page ?? PAID_PAGE(paymentId), 303);
  const message =
    result.outcome === 'refunded'
      ? 'Sorry, the last places went while you were paying. Your payment has been refunded.'
      : 'Payment received. Thank you!';
  return { success: true as const, reference: paymentId, orderId: result.reference, message };
}

interface WebhookBody {
  event?: string;
  payload?: {
    order?: { entity?: { id?: string } };
    payment?: { entity?: { id?: string; order_id?: string; amount?: unknown; currency?: unknown } };
  };
}

/**
 * Razorpay's webhook: the source of truth when the browser never comes back. The signature is
 * checked over the raw body; a repeated event id is acknowledged and ignored.
 */
export const webhookRoutes: FastifyPluginAsync<PaymentsOptions> = async (app, options) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (request, body, done) => {
    (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(badRequest('The webhook body is not valid JSON.'), undefined);
    }
  });
  app.post('/api/payment/webhook', { schema: { hide: true } }, async (request, reply) => {
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    const signature = request.headers['x-razorpay-signature'];
    if (!raw || typeof signature !== 'string' || !isValidWebhookSignature(options.webhookSecret, raw, signature)) {
      throw badRequest('The webhook signature does not match.');
    }
    const body = request.body as WebhookBody;
    const eventId =
      typeof request.headers['x-razorpay-event-id'] === 'string'
        ? request.headers['x-razorpay-event-id']
        : webhookSignature('event', raw);
    if (await options.events.seen(eventId)) return reply.send({ success: true, duplicate: true });

    const payment = body.payload?.payment?.entity;
    if (body.event === 'order.paid' || body.event === 'payment.captured') {
      const orderId = body.payload?.order?.entity?.id ?? payment?.order_id;
      if (orderId && payment?.id && Number.isInteger(payment.amount) && typeof payment.currency === 'string') {
        await options.completion.complete(
          orderId,
          { id: payment.id, amount: payment.amount as number, currency: payment.currency },
          `webhook ${body.event}`,
        );
      } else {
        // Nothing is marked paid without knowing how much was paid; the reconciler asks the provider.
        request.log.warn({ event: body.event, orderId, paymentId: payment?.id }, 'a payment event without its amount');
      }
    } else if (body.event === 'payment.failed') {
      // A failed attempt never un-pays anything: the customer may try again, or have paid already.
      request.log.info({ orderId: payment?.order_id, paymentId: payment?.id }, 'a payment attempt failed');
    }
    await options.events.record(eventId, body.event ?? 'unknown');
    return reply.send({ success: true });
  });
};

/** What GET /api/getkey answers: the widget's key and script, and which provider (the sandbox moves no money). */
export const paymentKey = (provider: PaymentProvider): PaymentKey => ({
  success: true,
  key: provider.keyId,
  script: provider.checkoutScript,
  provider: provider.name,
});

/** The page query ['payments', 'key'] answered on the server, so every page rendered there says whether payments are simulated. */
export function paymentKeyLookup(provider: PaymentProvider): PageLookup {
  const answer = { found: true as const, data: paymentKey(provider) };
  return async (key) => (key.length === 2 && key[0] === 'payments' && key[1] === 'key' ? answer : undefined);
}

/** GET /api/getkey, and the sandbox's checkout script and buttons. */
export const paymentRoutes: FastifyPluginAsync<PaymentsOptions> = async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const key = paymentKey(options.provider);
  api.get('/api/getkey', { schema: { tags: ['payments'], response: { 200: paymentKeySchema } } }, async () => key);
  if (options.sandbox) await registerSandbox(app, options.sandbox, options);
};

async function registerSandbox(app: FastifyInstance, sandbox: SandboxProvider, options: PaymentsOptions) {
  const script = await readFile(path.join(API_ROOT, 'assets', 'sandbox', 'checkout.js'));
  app.get('/payments/sandbox-checkout.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ order_id: z.string().min(1).max(100) });

  api.post('/api/payments/sandbox/pay', { schema: { hide: true, body } }, async (request) => {
    const payment = await sandbox.pay(request.body.order_id).catch(() => {
      throw notFound('The sandbox has no such order.');
    });
    if (options.sandboxWebhookDelayMs > 0) {
      // Like Razorpay, the sandbox also tells the server by webhook, in case the browser never comes back.
      const payload = JSON.stringify({
        event: 'order.paid',
        payload: {
          order: { entity: { id: payment.orderId } },
          payment: {
            entity: { id: payment.paymentId, order_id: payment.orderId, amount: payment.amount, currency: 'INR' },
          },
        },
      });
      setTimeout(() => {
        void app
          .inject({
            method: 'POST',
            url: '/api/payment/webhook',
            payload,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': webhookSignature(options.webhookSecret, payload),
              'x-razorpay-event-id': `evt_sbx_${payment.paymentId}`,
            },
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'the sandbox webhook failed'));
      }, options.sandboxWebhookDelayMs).unref();
    }
    return {
      razorpay_order_id: payment.orderId,
      razorpay_payment_id: payment.paymentId,
      razorpay_signature: payment.signature,
    };
  });

  api.post('/api/payments/sandbox/fail', { schema: { hide: true, body } }, async (request) => {
    const failed = await sandbox.fail(request.body.order_id).catch(() => {
      throw notFound('The sandbox has no such order.');
    });
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_failed',
        metadata: { order_id: request.body.order_id, payment_id: failed.paymentId },
      },
    };
  });
}
