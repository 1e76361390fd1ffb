import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { passwordResets, stores } from '../db/schema';
import { testClock } from '../test/clock';
import { testDatabase, useTestApp } from '../test/harness';
import { openBoardStream } from '../test/board-stream';
import { atShopTime, paidOrder, signUp } from '../test/shop';
import { signedInMember } from '../test/staff';

/** Two servers on one PostgreSQL database: the test app, and a second one built beside it. */
const t = useTestApp();
let second: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await testDatabase();
  second = await buildApp(t.config, { database, jobs: 'manual', now: () => testClock.now() });
  await second.ready();
});
afterAll(async () => {
  await second.close();
});

/** Polls until `check` holds, for at most a second (the bus's promise). */
async function within(ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two servers on one database', () => {
  it('shows a price changed through one on the other within a second', async () => {
    const cakes = () =>
      second
        .inject({ url: '/api/cake/list' })
        .then((r) => (r.json() as { data: { _id: string; pricePerlarge: number }[] }).data);
    const [cake] = await cakes();
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const changed = await owner.patch(`/api/staff/catalog/cakes/${cake!._id}`, {
      pricePerlarge: cake!.pricePerlarge + 111,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const started = Date.now();
    const seen = await within(
      1_000,
      async () => (await cakes()).find((c) => c._id === cake!._id)!.pricePerlarge === cake!.pricePerlarge + 111,
    );
    expect(seen - started).toBeLessThan(1_000);
  });

  it('tells a board open on one server of an order paid and moved through the other', async () => {
    atShopTime();
    const [ccx] = await t.db.select().from(stores).orderBy(stores.position);
    const { cookie, console } = await signedInMember(t.app, t.db, { outlets: [ccx!.id] });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    // The member's session, made through the first server, opens the second's stream.
    const stream = openBoardStream(base, cookie, ccx!.id);
    expect(await stream.status).toBe(200);
    const heard = stream.heard;
    try {
      const paid = await paidOrder(t.app, t.db, { storeId: ccx!.id });
      await within(1_000, async () => heard.some((event) => event.id === paid.id));
      const moved = await console.patch(`/api/staff/orders/${paid.id}`, { status: 'Preparing' });
      expect(moved.statusCode, moved.body).toBe(200);
      await within(1_000, async () => heard.some((event) => event.id === paid.id && event.status === 'Preparing'));
    } finally {
      await stream.close();
    }
  });

  it('refuses a token on the other server within a second of its logout, though that server knew it', async () => {
    const customer = await signUp(t.app);
    const details = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/user/details', headers: { token: customer.token } });
    expect((await details(second)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token: customer.token } });
    expect(out.statusCode, out.body).toBe(200);
    expect((await details(t.app)).statusCode).toBe(401);
    const started = Date.now();
    const refused = await within(1_000, async () => (await details(second)).statusCode === 401);
    expect(refused - started).toBeLessThan(1_000);
  });

  it('refuses every older token of a customer on the other server within a second of a password reset', async () => {
    const customer = await signUp(t.app);
    const details = () =>
      second.inject({ method: 'GET', url: '/api/user/details', headers: { token: customer.token } });
    expect((await details()).statusCode).toBe(200);
    const link = 'a-reset-link-of-the-test';
    await t.db.insert(passwordResets).values({
      userId: customer.id,
      tokenHash: createHash('sha256').update(link).digest('hex'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: link, password: 'a-new-cardamom-latte' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const started = Date.now();
    const refused = await within(1_000, async () => (await details()).statusCode === 401);
    expect(refused - started).toBeLessThan(1_000);
  });
});
