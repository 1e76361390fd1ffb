import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../../jobs/jobs';
import { useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { razorpayEnv, razorpayShop, startRazorpay } from '../../test/razorpay-shop';
import { atShopTime } from '../../test/shop';
import { signedInMember } from '../../test/staff';
import { REFUND_QUEUE } from './payment-mismatches';

/**
 * A stray payment's refund that the provider refuses is a job tried again with back-off, shown to
 * the owner as it goes, given up after ten tries and left to the owner, whose tap runs it now: the
 * payment is refunded once, with one idempotency key, however it ends.
 */
const fake = await startRazorpay();
afterAll(() => fake.close());
const t = useTestApp({ env: razorpayEnv(fake) });
const shop = razorpayShop(fake, t);
beforeEach(() => {
  atShopTime();
  fake.failRefunds(0);
});

/** Runs the refunds due now, as any server's workers would: how many ran. */
const drainRefunds = () => t.app.jobs.drain([REFUND_QUEUE]);
/** Runs the refunds waiting for their next try as if their back-off had passed. */
async function retryRefunds() {
  await retriesDueNow(t.db);
  return drainRefunds();
}
/** Seconds from now until an instant. */
const secondsUntil = (at: string | null) => (Date.parse(at!) - Date.now()) / 1000;

/** A second payment for a paid order, reported by the browser while refunds fail `failures` times. */
async function strayPayment(failures: number): Promise<string> {
  const paid = await shop.paidOrder();
  const { id: providerOrderId, amount } = paid.providerOrder;
  const second = shop.payment(providerOrderId, amount);
  fake.failRefunds(failures);
  expect((await shop.widget(paid.verifyUrl, providerOrderId, second)).statusCode).toBe(409);
  return second;
}

async function refundOf(paymentId: string) {
  const list = await shop.ownersList();
  return { attention: list.attention, ...list.data.find((one) => one.paymentId === paymentId)!.refund };
}

describe('a refund that fails', () => {
  it('is retried with back-off, shown with the provider’s reason and its next try, then made once', async () => {
    const second = await strayPayment(2);
    const failing = await shop.ownersList();
    expect(failing.attention).toBe(1);
    expect(failing.data[0]).toMatchObject({
      paymentId: second,
      needsAttention: true,
      refund: { state: 'failing', attempts: 1, refundId: null },
    });
    expect(failing.data[0]!.refund.lastError).toContain('We are facing some trouble');
    // The first wait is 30 seconds, up to twice that with the engine's jitter.
    const firstWait = secondsUntil(failing.data[0]!.refund.nextAttemptAt);
    expect(firstWait).toBeGreaterThan(25);
    expect(firstWait).toBeLessThanOrEqual(60);

    // Not due yet; then due, failing again and waiting longer; then made.
    expect(await drainRefunds()).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(1);
    expect(await retryRefunds()).toBe(1);
    const again = await refundOf(second);
    expect(again).toMatchObject({ state: 'failing', attempts: 2 });
    expect(secondsUntil(again.nextAttemptAt)).toBeGreaterThan(55);
    expect(secondsUntil(again.nextAttemptAt)).toBeLessThanOrEqual(120);
    expect(await retryRefunds()).toBe(1);

    expect(await refundOf(second)).toMatchObject({ attention: 0, state: 'refunded', attempts: 3, lastError: null });
    expect(shop.refundsOf(second)).toHaveLength(1);
    expect(new Set(shop.refundCalls(second).map((call) => call.idempotencyKey))).toEqual(
      new Set([`payment-refund-${second}`]),
    );
    expect(await retryRefunds()).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(3);
  });

  it('is left for the owner after ten tries, and the owner’s tap refunds it once', async () => {
    const second = await strayPayment(1_000);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      expect(await retryRefunds()).toBe(1);
      expect(await refundOf(second)).toMatchObject({ attempts: attempt, state: attempt < 10 ? 'failing' : 'owner' });
    }
    // Given up: the store tries no more on its own.
    expect(await retryRefunds()).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(10);
    const left = await refundOf(second);
    expect(left).toMatchObject({ attention: 1, state: 'owner', attempts: 10, nextAttemptAt: null });
    expect(left.lastError).toContain('500');

    const { console } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
    const tap = () => console.post(`/api/staff/payment-mismatches/${second}/refund`);
    // Still refused: the owner hears why, the list keeps it, and the store does not take it up again.
    const refused = await tap();
    expect(refused.statusCode).toBe(502);
    expect((refused.json() as { message: string }).message).toContain('We are facing some trouble');
    expect(await retryRefunds()).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(11);
    expect(await refundOf(second)).toMatchObject({ state: 'owner', attempts: 11 });

    fake.failRefunds(0);
    const made = await tap();
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      success: true,
      data: { paymentId: second, refund: { state: 'refunded', requestedBy: 'Anita Kulkarni' }, needsAttention: false },
    });
    const again = await tap();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'This payment has already been refunded.' });
    expect(await retryRefunds()).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(12);
    expect(shop.refundsOf(second)).toHaveLength(1);
    expect((await console.post('/api/staff/payment-mismatches/pay_nobody_knows/refund')).statusCode).toBe(404);
  });

  it('is tried at once by the owner’s tap while it waits for its next try, and made once', async () => {
    const second = await strayPayment(1);
    expect(await refundOf(second)).toMatchObject({ state: 'failing', attempts: 1 });
    const { console } = await signedInMember(t.app, t.db, { role: 'owner', name: 'Anita Kulkarni' });
    const made = await console.post(`/api/staff/payment-mismatches/${second}/refund`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ data: { refund: { state: 'refunded', attempts: 2 } } });
    // The owner's refund is in the audit trail, with who tapped it.
    const trail = (await console.get('/api/staff/audit?kind=payments')).json() as {
      data: { action: string; itemId: string; by: string }[];
    };
    expect(trail.data).toEqual([expect.objectContaining({ action: 'refunded', itemId: second, by: 'Anita Kulkarni' })]);
    // The waiting try is the one the tap ran: nothing is left to run.
    expect(await retryRefunds()).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(2);
    expect(shop.refundsOf(second)).toHaveLength(1);
  });

  it('is taken up again when a server starts, when it was left without a job', async () => {
    const second = await strayPayment(1);
    // As a version before the job engine left it: still being made, with no job to make it.
    await t.db.execute(sql.raw(`delete from ${JOBS_SCHEMA}.job where name = '${REFUND_QUEUE}'`));
    expect(await refundOf(second)).toMatchObject({ state: 'owner', attempts: 1 });
    expect(await t.app.paymentMismatches.adoptOrphans()).toBe(1);
    // A second server starting finds it has its job.
    expect(await t.app.paymentMismatches.adoptOrphans()).toBe(0);
    expect(await drainRefunds()).toBe(1);
    expect(await refundOf(second)).toMatchObject({ state: 'refunded', attempts: 2 });
    expect(shop.refundsOf(second)).toHaveLength(1);
  });
});
