import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { paymentKeySchema, type PaymentKey } from '@roast/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import type { PageLookup } from '../../http/site';
import { API_ROOT } from '../../paths';
import type { PaymentCompletion } from '../../payments/completion';
import type { PaymentProvider } from '../../payments/provider';
import type { SandboxProvider } from '../../payments/sandbox';
import { isValidWebhookSignature, webhookSignature } from '../../payments/signatures';
import type { WebhookEvents } from './webhook-events';

export interface PaymentsOptions {
  provider: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  completion: PaymentCompletion;
  events: WebhookEvents;
  webhookSecret: string;
  /** The sandbox calls its own webhook this long after a payment, as Razorpay would (0: never). */
  sandboxWebhookDelayMs: number;
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
      done(badRequest('webhook_not_json'), undefined);
    }
  });
  app.post(
    '/api/payment/webhook',
    { schema: { hide: true }, config: { keepsTextAsSent: true } },
    async (request, reply) => {
      const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
      const signature = request.headers['x-razorpay-signature'];
      if (!raw || typeof signature !== 'string' || !isValidWebhookSignature(options.webhookSecret, raw, signature)) {
        throw badRequest('webhook_signature_mismatch');
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
          request.log.warn(
            { event: body.event, orderId, paymentId: payment?.id },
            'a payment event without its amount',
          );
        }
      } else if (body.event === 'payment.failed') {
        // A failed attempt never un-pays anything: the customer may try again, or have paid already.
        request.log.info({ orderId: payment?.order_id, paymentId: payment?.id }, 'a payment attempt failed');
      }
      await options.events.record(eventId, body.event ?? 'unknown');
      return reply.send({ success: true });
    },
  );
};

/** What GET /api/getkey answers: the widget's key and script, and which provider (the sandbox moves no money). */
const paymentKey = (provider: PaymentProvider): PaymentKey => ({
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
      throw notFound('sandbox_order_not_found');
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
      throw notFound('sandbox_order_not_found');
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
