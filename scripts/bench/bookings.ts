/**
 * `npm run bench:bookings`: a race for the places of one event, on PGlite and on PostgreSQL.
 * More buyers than places (BENCH_PLACES + BENCH_EXTRA) book one place each, BENCH_CONCURRENCY at a
 * time: create-order, pay in the sandbox, verify. Prints bookings per second, p99, bookings,
 * refusals, errors and the final slot count, and checks that exactly the places there were were sold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { bookings, events } from '../../apps/api/src/db/schema';
import { ensureBuilt, fmt, percentile, startServer, withScratchPostgres } from './lib';

const PLACES = Number(process.env.BENCH_PLACES ?? 1000);
const EXTRA = Number(process.env.BENCH_EXTRA ?? 25);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

/** Gives one active event exactly PLACES places and answers its id. */
async function stageEvent(database: DatabaseHandle): Promise<string> {
  await prepareDatabase(database);
  const [event] = await database.db.select({ id: events.id }).from(events).where(eq(events.isActive, true)).limit(1);
  await database.db.update(events).set({ slots: PLACES }).where(eq(events.id, event!.id));
  return event!.id;
}

async function race(label: string, env: Record<string, string>, eventId: string, check: () => Promise<DatabaseHandle>) {
  const server = await startServer({
    ...env,
    PORT: '3961',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    RECONCILE_INTERVAL_MS: '0',
    RATE_LIMIT_BOOKING_PER_IP: '1000000/min',
    RATE_LIMIT_BOOKING_PER_EMAIL: '1000000/min',
    // Each buyer comes from an address of their own, as real buyers would, so the cap on unpaid
    // places per address meets none of them: the bench plays a proxy on this machine that passes
    // each buyer's address in X-Forwarded-For, and the server believes that proxy alone.
    TRUST_PROXY: '127.0.0.1',
  });
  const post = async (url: string, body: unknown, buyer: number) => {
    const response = await fetch(server.url + url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  const buyers = PLACES + EXTRA;
  let next = 0;
  let booked = 0;
  let refused = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const worker = async () => {
    while (next < buyers) {
      const index = next++;
      const began = performance.now();
      try {
        const order = await post(
          '/api/event/create-order',
          {
            eventId,
            name: `Buyer ${index}`,
            email: `buyer-${index}@example.com`,
            slotsBooked: 1,
          },
          index,
        );
        if (order.status === 409) {
          refused += 1;
          continue;
        }
        if (order.status !== 200) throw new Error(`create-order → ${order.status} ${JSON.stringify(order.json)}`);
        const paid = await post('/api/payments/sandbox/pay', { order_id: order.json.id }, index);
        if (paid.status !== 200) throw new Error(`pay → ${paid.status}`);
        const verified = await post('/api/event/payment-verification', paid.json, index);
        if (verified.status !== 200) throw new Error(`verify → ${verified.status} ${JSON.stringify(verified.json)}`);
        booked += 1;
        latencies.push(performance.now() - began);
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(label, (error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const listed = await fetch(`${server.url}/api/events/list/${eventId}`).then(
    (response) => response.json() as Promise<{ data: { slots: number } }>,
  );
  await server.stop();

  const database = await check();
  const [{ paid }] = (await database.db
    .select({ paid: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.status, 'paid'))) as [{ paid: number }];
  const [stored] = await database.db.select({ slots: events.slots }).from(events).where(eq(events.id, eventId));
  await database.close();
  const exact = paid === PLACES && booked === PLACES && stored!.slots === 0 && listed.data.slots === 0;
  return [
    `${label}: ${fmt(booked / seconds, 1)} bookings/s (${buyers} buyers for ${PLACES} places, ${CONCURRENCY} at a time), p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(percentile(latencies, 99), 1)} ms`,
    `  bookings ${booked}, refusals ${refused}, errors ${errors}, final slots ${stored!.slots} (listed ${listed.data.slots}), paid rows ${paid}: ${exact && errors === 0 ? 'exactly the places there were' : 'MISMATCH'}`,
  ];
}

ensureBuilt();
const lines: string[] = [];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-bookings-'));
try {
  const pgliteDir = path.join(dataDir, 'pglite');
  const staging = await openPglite(pgliteDir);
  const eventId = await stageEvent(staging);
  await staging.close();
  lines.push(...(await race('PGlite', { DATA_DIR: dataDir }, eventId, () => openPglite(pgliteDir))));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const onPostgres = await withScratchPostgres(async (url, dataDir) => {
  const staging = await openPostgres(url);
  const eventId = await stageEvent(staging);
  await staging.close();
  return race('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }, eventId, () => openPostgres(url));
});
lines.push(...(onPostgres ?? ['PostgreSQL: not reachable, skipped']));
console.log(`\nbench:bookings\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
