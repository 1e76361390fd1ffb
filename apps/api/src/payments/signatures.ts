import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's signatures: a payment is `hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id))`,
 * a webhook `hex(HMAC_SHA256(webhook_secret, raw_body))`. Both are compared in constant time.
 */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isValidPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(paymentSignature(keySecret, orderId, paymentId), signature);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: string | Buffer, signature: string): boolean {
  return sameHex(webhookSignature(webhookSecret, rawBody), signature);
}
