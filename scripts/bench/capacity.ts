/**
 * `npm run bench:capacity`: 200 customers racing for 20 pickup slots of one outlet on PostgreSQL.
 * Every customer has a 1 kg cake in the cart for one of the 20 slots (ten per slot), each slot
 * takes BENCH_SLOT_CAPACITY units (5), and all 200 check out at once, then pay and verify. Prints
 * checkouts per second, p50/p99, how many were held, refused and paid, and checks that no slot
 * took more than its capacity. Then the availability call (`GET /api/pickup-slots`) for a day of
 * 15-minute slots: its server time, in process, on PGlite and on PostgreSQL (target ≤ 10 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { orders, pickupSlotLoads, stores } from '../../apps/api/src/db/schema';
import { updateOutlet } from '../../apps/api/src/features/outlets/outlets.repository';
import { CHECKOUT_BENCH_ENV, ensureBuilt, fmt, percentile, startServer, withScratchPostgres } from './lib';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 20);
const CAPACITY = Number(process.env.BENCH_SLOT_CAPACITY ?? 5);

const pickupDay = () => new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const slotTime = (index: number) => {
  const minutes = 12 * 60 + 15 * index;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The outlet every customer orders from, its slots taking CAPACITY units each. */
async function stageOutlet(database: DatabaseHandle): Promise<string> {
  await prepareDatabase(database);
  const [store] = await database.db.select().from(stores).where(eq(stores.code, 'CCX'));
  await updateOutlet(database.db, store!.id, { slotCapacity: CAPACITY, slotMinutes: 15 });
  return store!.id;
}

async function race(url: string, dataDir: string, storeId: string) {
  const server = await startServer({ ...CHECKOUT_BENCH_ENV, DATABASE_URL: url, DATA_DIR: dataDir, PORT: '3962' });
  const call = async (method: string, route: string, body?: unknown, token?: string) => {
    const response = await fetch(server.url + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  try {
    const cakes = (await call('GET', '/api/cake/list')).json.data as {
      _id: string;
      isActive: boolean;
      isSold: boolean;
      storeSelect: string[];
    }[];
    const cake = cakes.find((c) => c.isActive && !c.isSold && c.storeSelect.includes('Roast CCX'))!;
    const day = pickupDay();

    // Everyone signs up and fills a cart first, a few at a time (not what is measured).
    const tokens: string[] = new Array(CUSTOMERS);
    let made = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (made < CUSTOMERS) {
          const index = made++;
          const registered = await call('POST', '/api/user/register', {
            name: `Racer ${index}`,
            phone: '9876543210',
            email: `racer-${index}-${Date.now()}@example.com`,
            password: 'bench-password',
          });
          const token = registered.json.token as string;
          const added = await call(
            'POST',
            '/api/cart/add',
            {
              itemType: 'cake',
              itemId: cake._id,
              size: '1-kg',
              store: storeId,
              pickupDate: day,
              pickupTime: slotTime(index % SLOTS),
            },
            token,
          );
          if (added.status !== 200) throw new Error(`cart/add → ${added.status} ${JSON.stringify(added.json)}`);
          tokens[index] = token;
        }
      }),
    );

    // The race: every checkout at once.
    const latencies: number[] = [];
    let held = 0;
    let refused = 0;
    let paid = 0;
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        const began = performance.now();
        const order = await call('POST', '/api/order/createorder', {}, token);
        latencies.push(performance.now() - began);
        if (order.status === 409) {
          refused += 1;
          return;
        }
        if (order.status !== 200) {
          errors += 1;
          if (errors < 4) console.error('createorder', order.status, order.json);
          return;
        }
        held += 1;
        const payment = await call('POST', '/api/payments/sandbox/pay', { order_id: order.json.id });
        const verified = await call('POST', '/api/order/paymentverification', payment.json);
        if (verified.status === 200 && verified.json.outcome === 'paid') paid += 1;
        else errors += 1;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { held, refused, paid, errors, seconds, latencies, day };
  } finally {
    await server.stop();
  }
}

/** The availability call's server time, in process, for a day with some slots taken. */
async function availability(label: string, database: DatabaseHandle, storeId: string, day: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-slots-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    RECONCILE_INTERVAL_MS: '0',
  });
  const app = await buildApp(config, { database, jobs: 'manual' });
  try {
    const times: number[] = [];
    for (let round = 0; round < 300; round += 1) {
      const began = performance.now();
      const response = await app.inject({
        url: `/api/pickup-slots?store=${storeId}&date=${day}&units=${1 + (round % 3)}`,
      });
      times.push(performance.now() - began);
      if (response.statusCode !== 200) throw new Error(`pickup-slots answered ${response.statusCode}`);
    }
    const slots = (await app.inject({ url: `/api/pickup-slots?store=${storeId}&date=${day}&units=1` })).json() as {
      data: unknown[];
      full: unknown[];
    };
    return `${label}: GET /api/pickup-slots for a day of ${slots.data.length + slots.full.length} quarter hours (${slots.full.length} full) p50 ${percentile(times.slice(50), 50).toFixed(2)} ms, p99 ${percentile(times.slice(50), 99).toFixed(2)} ms of server time (target ≤ 10)`;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuilt();
const lines: string[] = [];

const onPostgres = await withScratchPostgres(async (url, dataDir) => {
  const staging = await openPostgres(url);
  const storeId = await stageOutlet(staging);
  await staging.close();
  const result = await race(url, dataDir, storeId);

  const database = await openPostgres(url);
  try {
    const loads = await database.db.select().from(pickupSlotLoads).where(eq(pickupSlotLoads.storeId, storeId));
    const over = loads.filter((load) => load.taken > CAPACITY);
    const [{ count }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.paid, true))) as [{ count: number }];
    const expected = Math.min(CUSTOMERS, SLOTS * CAPACITY);
    const exact = over.length === 0 && count === expected && result.paid === expected && result.errors === 0;
    const out = [
      `PostgreSQL: ${CUSTOMERS} customers checking out at once for ${SLOTS} slots of ${CAPACITY} units: ${fmt(CUSTOMERS / result.seconds, 0)} checkouts/s (race and payments in ${result.seconds.toFixed(2)} s)`,
      `  checkout p50 ${fmt(percentile(result.latencies, 50))} ms, p99 ${fmt(percentile(result.latencies, 99))} ms; held ${result.held}, refused ${result.refused}, paid ${result.paid}, errors ${result.errors}`,
      `  slots over capacity: ${over.length}; units taken ${loads.reduce((sum, load) => sum + load.taken, 0)} of ${SLOTS * CAPACITY}; paid orders ${count}: ${exact ? 'never above capacity, every slot sold exactly' : 'MISMATCH'}`,
    ];
    out.push(await availability('PostgreSQL', database, storeId, result.day));
    return out;
  } finally {
    await database.close();
  }
});
lines.push(...(onPostgres ?? ['PostgreSQL: not reachable, skipped']));

const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-capacity-'));
try {
  const database = await openPglite(path.join(pgliteDir, 'pglite'));
  const storeId = await stageOutlet(database);
  lines.push(await availability('PGlite', database, storeId, pickupDay()));
  await database.close();
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
console.log(`\nbench:capacity\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
