import formbody from '@fastify/formbody';
import { failureSchema, paymentVerificationSchema, paymentVerifiedSchema } from '@roast/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badGateway, badRequest, conflict, notFound, type HttpError } from '../http/errors';
import type { PaymentCompletion } from './completion';
import { isTaken, PaymentProviderError, type PaymentProvider, type ProviderPayment } from './provider';
import { isValidPaymentSignature } from './signatures';

/** What a verification needs: the provider to ask, the completion to run, the key secret that signs payments. */
export interface PaymentVerification {
  provider: PaymentProvider;
  completion: PaymentCompletion;
  keySecret: string;
}

/** A verification path, and where a browser whose payment could not be confirmed goes back to. */
interface VerificationRoute {
  url: string;
  failedPage: string;
}

/** Where a browser lands after paying through a form POST (Razorpay's callback_url). */
const PAID_PAGE = (reference: string) => `/paymentsuccess?reference=${encodeURIComponent(reference)}`;

/** Said when the provider could not be asked about a payment: the reconciler finishes the job. */
export const AMOUNT_MISMATCH =
  'The amount paid does not match what is owed, so nothing was confirmed, and the payment is being refunded in full. Please try paying again.';
/** Said of a second payment for something already paid: the completion has kept it, and refunds it. */
export const SECOND_PAYMENT =
  'This was already paid with another payment, so this second payment is being refunded in full.';

/**
 * The verification call of one way to pay (a cart order, an event booking, a workshop
 * enrollment): the checkout widget's handler posts JSON, Razorpay's callback_url posts a form.
 * Both check the signature in constant time, ask the provider what was paid, then complete the
 * payment (idempotently); a wrong signature changes nothing. No token is needed: the provider's
 * form POST carries none, and the signature proves the payment.
 */
export function verificationRoute(route: VerificationRoute, verification: PaymentVerification): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    app.withTypeProvider<ZodTypeProvider>().post(
      route.url,
      {
        schema: {
          tags: ['payments'],
          body: z.union([paymentVerificationSchema, z.record(z.string(), z.unknown())]),
          response: {
            200: paymentVerifiedSchema,
            400: failureSchema,
            404: failureSchema,
            409: failureSchema,
            502: failureSchema,
          },
        },
      },
      async (request, reply) => verify(request, reply, verification, route.failedPage),
    );
  };
}

async function verify(
  request: FastifyRequest,
  reply: FastifyReply,
  { provider, completion, keySecret }: PaymentVerification,
  failedPage: string,
) {
  const fromForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  /** A browser that posted a form goes back to where it can try again; a script gets the reason. */
  const refuse = (error: HttpError) => {
    if (fromForm) return reply.redirect(failedPage, 303);
    throw error;
  };
  const parsed = paymentVerificationSchema.safeParse(request.body);
  if (!parsed.success) return refuse(badRequest('payment_details_missing'));
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = parsed.data;
  const unconfirmed = badRequest('payment_unconfirmed');
  if (!isValidPaymentSignature(keySecret, orderId, paymentId, signature)) {
    request.log.warn({ orderId, paymentId }, 'a payment with a wrong signature');
    return refuse(unconfirmed);
  }
  // The signature says which order the payment is for; the provider says how much was paid.
  let payment: ProviderPayment | undefined;
  try {
    payment = await provider.payment(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (fromForm) {
      request.log.warn({ err: error, orderId, paymentId }, 'the provider could not be asked about a payment');
      return reply.redirect(PAID_PAGE(paymentId), 303);
    }
    // The error handler logs the 502 once, with this cause.
    throw badGateway('payment_not_confirmed_yet', error);
  }
  if (payment?.orderId === orderId && payment.status === 'refunded') {
    return refuse(conflict('payment_refunded'));
  }
  if (!payment || payment.orderId !== orderId || !isTaken(payment)) {
    request.log.warn({ orderId, paymentId, status: payment?.status }, 'a signed payment the provider does not confirm');
    return refuse(unconfirmed);
  }
  const result = await completion.complete(
    orderId,
    { id: paymentId, amount: payment.amount, currency: payment.currency },
    fromForm ? 'callback' : 'widget',
  );
  if (result.outcome === 'not-found') return refuse(notFound('payment_order_not_found'));
  if (result.outcome === 'conflict') {
    return refuse(conflict('second_payment'));
  }
  if (result.outcome === 'mismatch') return refuse(conflict('amount_mismatch'));
  if (fromForm) return reply.redirect(result.page ?? PAID_PAGE(paymentId), 303);
  const message =
    result.outcome === 'refunded'
      ? (result.message ?? 'Sorry, the last places went while you were paying. Your payment has been refunded.')
      : 'Payment received. Thank you!';
  return { success: true as const, reference: paymentId, orderId: result.reference, message, outcome: result.outcome };
}
