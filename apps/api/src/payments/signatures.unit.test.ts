import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature, webhookSignature } from './signatures';

describe("Razorpay's signatures", () => {
  it("matches Razorpay's published payment vector", () => {
    expect(paymentSignature('key_secret', 'fake_order_id', 'fake_payment_id')).toBe(
      'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89',
    );
  });

  it("matches Razorpay's published webhook vector", () => {
    expect(webhookSignature('123456', '{"a":1,"b":2,"c":{"d":3}}')).toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
  });

  it('accepts the right signature and nothing else', () => {
    const good = paymentSignature('key_secret', 'order_1', 'pay_1');
    expect(isValidPaymentSignature('key_secret', 'order_1', 'pay_1', good)).toBe(true);
    expect(isValidPaymentSignature('key_secret', 'order_1', 'pay_1', good.toUpperCase())).toBe(true);
    expect(isValidPaymentSignature('key_secret', 'order_1', 'pay_2', good)).toBe(false);
    expect(isValidPaymentSignature('other_secret', 'order_1', 'pay_1', good)).toBe(false);
    expect(isValidPaymentSignature('key_secret', 'order_1', 'pay_1', good.slice(0, -2))).toBe(false);
    expect(isValidPaymentSignature('key_secret', 'order_1', 'pay_1', 'zz' + good.slice(2))).toBe(false);
    expect(isValidPaymentSignature('key_secret', 'order_1', 'pay_1', '')).toBe(false);
    expect(
      isValidWebhookSignature(
        '123456',
        '{"a":1,"b":2,"c":{"d":3}}',
        webhookSignature('123456', '{"a":1,"b":2,"c":{"d":3}}'),
      ),
    ).toBe(true);
    expect(
      isValidWebhookSignature(
        '123456',
        '{"a":1,"b":2,"c":{"d":4}}',
        webhookSignature('123456', '{"a":1,"b":2,"c":{"d":3}}'),
      ),
    ).toBe(false);
  });
});
