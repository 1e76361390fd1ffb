import type { AddressInfo } from 'node:net';
import type { BoardOrder } from '@roast/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { atShopTime, paidOrder } from '../../test/shop';
import { CONSOLE_ORIGIN, signedInMember } from '../../test/staff';

const t = useTestApp();
beforeEach(atShopTime);

let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

/** An open board's stream: the orders it hears, as they arrive. */
async function openStream(cookie: string, outlet: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/staff/orders/stream?outlet=${outlet}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const heard: { order: BoardOrder; at: number }[] = [];
  let raw = '';
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) !== -1) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: order') && data)
            heard.push({ order: JSON.parse(data.slice(6)) as BoardOrder, at: Date.now() });
        }
      }
    } catch {
      // Aborted at the end of the test.
    }
  })();
  return {
    response,
    heard,
    /** Waits until an order matching the test arrives; answers it and how long it took from `since`. */
    async next(match: (order: BoardOrder) => boolean, since: number, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = heard.find((event) => match(event.order));
        if (found) return { order: found.order, ms: found.at - since };
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; heard ${heard.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('the board’s stream', () => {
  it('tells an open board within a second when an order of its outlet is paid and each time it moves, and nothing of other outlets', async () => {
    const [ccx, sevenDays] = await t.db.select().from(stores).orderBy(stores.position);
    const { cookie, console } = await signedInMember(t.app, t.db, { outlets: [ccx!.id] });
    const stream = await openStream(cookie, ccx!.id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    const elsewhere = await paidOrder(t.app, t.db, { storeId: sevenDays!.id });
    const paid = await paidOrder(t.app, t.db, { storeId: ccx!.id, note: 'Write “Congratulations Meera”' });
    // Counted from the payment's answer: the board may hear of it even before the customer does.
    const paidAt = Date.now();
    const arrived = await stream.next((order) => order._id === paid.id, paidAt);
    expect(arrived.order).toMatchObject({
      orderId: paid.reference,
      status: 'Confirmed',
      pickupCode: paid.order.pickupCode,
    });
    expect(arrived.order.items[0]!.note).toBe('Write “Congratulations Meera”');
    expect(arrived.ms).toBeLessThan(1_000);

    const movedAt = Date.now();
    expect((await console.patch(`/api/staff/orders/${paid.id}`, { status: 'Preparing' })).statusCode).toBe(200);
    const moved = await stream.next((order) => order._id === paid.id && order.status === 'Preparing', movedAt);
    expect(moved.ms).toBeLessThan(1_000);
    expect(stream.heard.some((event) => event.order._id === elsewhere.id)).toBe(false);
    await stream.close();
  });

  it('opens only for a member of that outlet', async () => {
    const [ccx, sevenDays] = await t.db.select().from(stores).orderBy(stores.position);
    const { cookie } = await signedInMember(t.app, t.db, { outlets: [ccx!.id] });
    const other = await fetch(`${base}/api/staff/orders/stream?outlet=${sevenDays!.id}`, { headers: { cookie } });
    expect(other.status).toBe(403);
    const nobody = await fetch(`${base}/api/staff/orders/stream?outlet=${ccx!.id}`, {
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(nobody.status).toBe(401);
  });
});
