import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { orders } from '../../db/schema';
import { testClock } from '../../test/clock';
import { testDatabase, useTestApp } from '../../test/harness';
import { retriesDueNow } from '../../test/jobs';
import { razorpayEnv, razorpayShop, startRazorpay } from '../../test/razorpay-shop';
import { atShopTime, checkoutCart, customerWithCart } from '../../test/shop';
import { signedInMember } from '../../test/staff';
import { REFUND_QUEUE } from './payment-mismatches';

/**
 * Two servers on one PostgreSQL database, both running the job engine's work at the same moment:
 * a stray payment is refunded once, and an unpaid order is asked about once per reconciler round.
 */
const fake = await startRazorpay();
afterAll(() => fake.close());
const t = useTestApp({ env: { ...razorpayEnv(fake), RECONCILE_INTERVAL_MS: '3600000' } });
const shop = razorpayShop(fake, t);
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildApp(t.config, { database: await testDatabase(), jobs: 'manual', now: () => testClock.now() });
  await other.ready();
});
afterAll(async () => {
  await other.close();
});
beforeEach(() => {
  atShopTime();
  fake.failRefunds(0);
});

/** A second payment for a paid order whose refund failed once and waits for its next try. */
async function failingStrayPayment(): Promise<string> {
  const paid = await shop.paidOrder();
  const { id: providerOrderId, amount } = paid.providerOrder;
  const second = shop.payment(providerOrderId, amount);
  fake.failRefunds(1);
  expect((await shop.widget(paid.verifyUrl, providerOrderId, second)).statusCode).toBe(409);
  expect(shop.refundCalls(second)).toHaveLength(1);
  return second;
}

describe('two servers on one database', () => {
  it('refund a stray payment once when both take up its next try at the same moment', async () => {
    const second = await failingStrayPayment();
    await retriesDueNow(t.db);
    const ran = await Promise.all([t.app.jobs.drain([REFUND_QUEUE]), other.jobs.drain([REFUND_QUEUE])]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(shop.refundCalls(second)).toHaveLength(2);
    expect(shop.refundsOf(second)).toHaveLength(1);
    expect((await shop.ownersList(other)).data[0]!.refund).toMatchObject({ state: 'refunded', attempts: 2 });
  });

  it('refund it once when the owner taps Refund now on both at the same moment', async () => {
    const second = await failingStrayPayment();
    const url = `/api/staff/payment-mismatches/${second}/refund`;
    const [here, there] = await Promise.all([
      signedInMember(t.app, t.db, { role: 'owner' }),
      signedInMember(other, t.db, { role: 'owner' }),
    ]);
    const answers = await Promise.all([here.console.post(url), there.console.post(url)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    // The other hears it is being made, or made already.
    expect([
      'This refund is being made right now. Please look again in a moment.',
      'This payment has already been refunded.',
    ]).toContain((refused.json() as { message: string }).message);
    await retriesDueNow(t.db);
    expect(await t.app.jobs.drain([REFUND_QUEUE])).toBe(0);
    expect(shop.refundCalls(second)).toHaveLength(2);
    expect(shop.refundsOf(second)).toHaveLength(1);
  });

  it('ask about an unpaid order once when both offer and run the reconciler’s round at the same moment', async () => {
    const { token } = await customerWithCart(t.app, t.db);
    const providerOrder = await checkoutCart(t.app, token);
    // Unpaid for ten minutes, on the database's clock, which the round reads.
    await t.db.update(orders).set({ createdAt: sql`now() - interval '10 minutes'` });
    testClock.reset();

    await Promise.all([t.app.jobs.offer('payments.reconcile'), other.jobs.offer('payments.reconcile')]);
    const ran = await Promise.all([t.app.jobs.drain(['payments.reconcile']), other.jobs.drain(['payments.reconcile'])]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(shop.questionsAbout(providerOrder.id)).toHaveLength(1);

    // Paid since, and asked about again by a round too soon after: left for the next interval.
    shop.payment(providerOrder.id, providerOrder.amount);
    expect(await other.reconciler.runOnce()).toBe(0);
    expect(shop.questionsAbout(providerOrder.id)).toHaveLength(1);
  });
});
