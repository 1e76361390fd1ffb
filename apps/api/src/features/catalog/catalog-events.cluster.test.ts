import type { Store } from '@roast/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { selectRows } from '../../db/client';
import { events } from '../../db/schema';
import { testClock } from '../../test/clock';
import { testDatabase, useTestApp } from '../../test/harness';
import { atShopTime } from '../../test/shop';
import { signedInMember } from '../../test/staff';

/** Two servers on one PostgreSQL database: the test app, and a second one built beside it. */
const t = useTestApp();
let second: FastifyInstance;

beforeAll(async () => {
  second = await buildApp(t.config, { database: await testDatabase(), jobs: 'manual', now: () => testClock.now() });
  await second.ready();
});
afterAll(async () => {
  await second.close();
});
beforeEach(() => {
  atShopTime();
  // The database was seeded again: the second server starts from it too.
  second.catalog.invalidateAll();
});

/** Polls until `check` holds, for at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const storesOn = async (app: FastifyInstance) =>
  ((await app.inject({ url: '/api/stores/list' })).json() as { stores: Store[] }).stores;
const cakesOn = async (app: FastifyInstance) =>
  ((await app.inject({ url: '/api/cake/list' })).json() as { data: { _id: string; pricePerlarge: number }[] }).data;

describe('a catalog change on one server', () => {
  it('empties the other server’s cached list once it is announced', async () => {
    const [ccx] = await storesOn(second);
    const cached = await second.inject({ url: '/api/stores/list' });
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    const saved = await owner.patch(`/api/staff/outlets/${ccx!._id}`, { phone: '080 4912 3377' });
    expect(saved.statusCode, saved.body).toBe(200);
    await within(1_000, async () => (await storesOn(second))[0]!.phone === '080 4912 3377');
    expect((await second.inject({ url: '/api/stores/list' })).headers.etag).not.toBe(cached.headers.etag);
  });

  it('shows places taken through one server on the other', async () => {
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.isActive, true), gt(events.slots, 0)))
      .limit(1);
    await t.db.update(events).set({ slots: 4 }).where(eq(events.id, event!.id));
    const listed = async () =>
      ((await second.inject({ url: `/api/events/list/${event!.id}` })).json() as { data: { slots: number } }).data
        .slots;
    expect(await listed()).toBe(4);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/event/create-order',
      payload: { eventId: event!.id, name: 'Nila Das', email: 'nila@example.com', slotsBooked: 3 },
    });
    expect(held.statusCode, held.body).toBe(200);
    await within(1_000, async () => (await listed()) === 1);
  });

  it('reaches a server whose bus was away, once it is back', async () => {
    const [cake] = await cakesOn(second);
    const { console: owner } = await signedInMember(t.app, t.db, { role: 'owner' });
    // Every server's listening connection drops; the word of the change below goes to nobody.
    const dropped = await selectRows<{ dropped: boolean }>(
      t.db,
      sql`select pg_terminate_backend(pid) as dropped from pg_stat_activity
        where datname = current_database() and query = 'LISTEN roast_bus' and pid <> pg_backend_pid()`,
    );
    expect(dropped.filter((row) => row.dropped).length).toBeGreaterThanOrEqual(2);
    const saved = await owner.patch(`/api/staff/catalog/cakes/${cake!._id}`, {
      pricePerlarge: cake!.pricePerlarge + 9,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await within(
      5_000,
      async () => (await cakesOn(second)).find((c) => c._id === cake!._id)!.pricePerlarge === cake!.pricePerlarge + 9,
    );
  });
});
