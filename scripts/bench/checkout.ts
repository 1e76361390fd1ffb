/**
 * `npm run bench:checkout`: customers checking out at once (add to cart → create order → pay in
 * the sandbox → verify), on PGlite and on PostgreSQL; then the My Orders page of a customer with
 * 10,000 orders. Prints orders per second (PostgreSQL with one server and with two), the servers'
 * CPU time per paid order, p99, errors, and checks every paid order exists once.
 * Targets: ≥ 200 orders/s on PGlite, ≥ 600 on PostgreSQL, ≤ 4 ms of server CPU per paid order on
 * PostgreSQL, zero errors; a page < 20 ms.
 *
 * Customers are made through the API with a cheap password hash (NODE_ENV=test, SCRYPT_LOG_N=10):
 * signing up is not what is measured here.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { CHECKOUT_BENCH_ENV, cpuMs, ensureBuilt, fmt, percentile, startServer, withScratchPostgres } from './lib';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);

/**
 * The pickup of the n-th order: 60 quarter hours over three days from 10:00, so the orders spread
 * over slots (each takes 20 units) as a busy week's do, rather than all asking for one. Each run on
 * a database starts `firstDay` days ahead, so a second run finds its slots as empty as the first.
 */
function pickupOf(n: number, firstDay: number) {
  const slot = n % 60;
  const day = new Date(Date.now() + (firstDay + (slot % 3)) * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const minutes = 10 * 60 + 15 * Math.floor(slot / 3);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { pickupDate: day, pickupTime: time };
}

/** Messages written to the servers' outbox so far. */
const outboxCount = (dataDir: string) =>
  existsSync(path.join(dataDir, 'outbox')) ? readdirSync(path.join(dataDir, 'outbox')).length : 0;

/**
 * Waits until the work the orders left behind is done: every paid order's two mails (the
 * confirmation, which waits for its drawn invoice, and the kitchen's ticket) are in the outbox.
 */
async function leftBehindDone(dataDir: string, expected: number, databaseUrl?: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (outboxCount(dataDir) < expected) {
    if (Date.now() > deadline) {
      const where = databaseUrl ? `; jobs not done: ${await jobsNotDone(databaseUrl)}` : '';
      throw new Error(`only ${outboxCount(dataDir)} of ${expected} mails were sent${where}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The engine's jobs that are not completed, by queue and state: where missing work stands. */
async function jobsNotDone(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; state: string; n: number; due: string }>(
      `select name, state, count(*)::int as n, min(start_after)::text as due from pgboss.job
       where state <> 'completed' and name not like '%.%reconcile%' group by 1, 2 order by 1, 2`,
    );
    return JSON.stringify(rows);
  } finally {
    await client.end();
  }
}

/** A paid order's requests, as one customer's browser makes them, against one server. */
function client(url: string) {
  return async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/**
 * The cake every order buys and the outlet it is picked up at, and CUSTOMERS customers signed up
 * (their confirmation mails sent before any clock starts).
 */
async function shopAndCustomers(call: ReturnType<typeof client>, dataDir: string, name: string, databaseUrl?: string) {
  const cakes = (
    (await call('GET', '/api/cake/list')).data as {
      _id: string;
      isActive: boolean;
      isSold: boolean;
      storeSelect: string[];
    }[]
  ).filter((c) => c.isActive && !c.isSold);
  const stores = (await call('GET', '/api/stores/list')).stores as { _id: string; outletName: string }[];
  const cake = cakes[0]!;
  const store = stores.find((s) => s.outletName === cake.storeSelect[0])!;
  const tokens: string[] = [];
  const signUpMails = outboxCount(dataDir) + CUSTOMERS;
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const answer = await call('POST', '/api/user/register', {
      name: `${name} ${i}`,
      phone: '9876543210',
      email: `${name.toLowerCase()}-${i}-${Date.now()}@example.com`,
      password: 'bench-password',
    });
    tokens.push(answer.token as string);
  }
  await leftBehindDone(dataDir, signUpMails, databaseUrl);
  return { line: { itemType: 'cake', itemId: cake._id, size: '1-kg', store: store._id }, tokens };
}

/**
 * CUSTOMERS customers pay for ORDERS orders at once, spread over `servers` identical servers on
 * one database (each customer keeps to one server, as a proxy's sticky choice would). A paid order
 * is: add to cart, create the payment order, pay in the sandbox, verify, and read My Orders.
 * The servers' own CPU time (user + system, from /proc) over the run is divided by the orders paid.
 */
async function checkoutRun(label: string, env: Record<string, string>, servers = 1, firstDay = 3) {
  const dataDir = env.DATA_DIR!;
  const running = [];
  try {
    for (let i = 0; i < servers; i += 1) {
      running.push(
        await startServer(
          { ...env, ...CHECKOUT_BENCH_ENV, PORT: String(3960 + i) },
          '/api/cake/list',
          // For profiling the server: BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles".
          process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
        ),
      );
    }
    const calls = running.map((server) => client(server.url));
    const call = calls[0]!;
    const { line, tokens } = await shopAndCustomers(call, dataDir, 'Bench', env.DATABASE_URL);
    const latencies: number[] = [];
    const completed: string[][] = tokens.map(() => []);
    let errors = 0;
    let next = 0;
    const mailsBefore = outboxCount(dataDir);
    const cpuBefore = running.map((server) => cpuMs(server.child.pid!));
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, customer) => {
        const on = calls[customer % calls.length]!;
        while (next < ORDERS) {
          const n = next++;
          const flowStart = performance.now();
          try {
            await on('POST', '/api/cart/add', { ...line, ...pickupOf(n, firstDay) }, token);
            const order = await on('POST', '/api/order/createorder', { paymentMethod: 'ONLINE' }, token);
            const payment = await on('POST', '/api/payments/sandbox/pay', { order_id: order.id });
            await on('POST', '/api/order/paymentverification', payment);
            await on('GET', '/api/order/all?page=1&limit=5', undefined, token);
            completed[customer]!.push(order.orderId as string);
            latencies.push(performance.now() - flowStart);
          } catch (error) {
            errors += 1;
            if (errors < 4) console.error(label, (error as Error).message);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Invoices and mail are drawn and sent after the answers: the CPU counts until they are done.
    await leftBehindDone(dataDir, mailsBefore + 2 * latencies.length, env.DATABASE_URL);
    const cpuUsed = running.reduce((sum, server, i) => sum + cpuMs(server.child.pid!) - cpuBefore[i]!, 0);
    // Every paid order exists exactly once, for the customer who paid.
    let found = 0;
    let mismatched = 0;
    for (let customer = 0; customer < tokens.length; customer += 1) {
      const seen: string[] = [];
      for (let page = 1; ; page += 1) {
        const body = (await call('GET', `/api/order/all?page=${page}&limit=50`, undefined, tokens[customer])).data as {
          data: { orderId: string }[];
        };
        seen.push(...body.data.map((o) => o.orderId));
        if (body.data.length < 50) break;
      }
      found += seen.length;
      const expected = [...completed[customer]!].sort().join();
      if ([...seen].sort().join() !== expected || new Set(seen).size !== seen.length) mismatched += 1;
    }
    const done = latencies.length;
    const name = `${label}, ${servers === 1 ? 'one server' : `${servers} servers`}`;
    return [
      `${name}: ${fmt(done / seconds, 0)} orders/s (${done} orders by ${CUSTOMERS} customers at once in ${seconds.toFixed(1)} s; each paid order = 5 requests)`,
      `  server CPU ${(cpuUsed / Math.max(1, done)).toFixed(2)} ms per paid order (${fmt(cpuUsed)} ms in all, target ≤ 4 on PostgreSQL)`,
      `  p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms per order; errors ${errors}`,
      `  paid orders found in My Orders: ${found} of ${done}; customers whose orders do not match exactly: ${mismatched}`,
    ];
  } finally {
    for (const server of running) await server.stop();
  }
}

const STEPS = [
  'add to cart',
  'checkout (provider order)',
  'sandbox payment (stands in for the provider)',
  'verification, until its answer',
  'left behind: invoice PDF, 2 mails, boards',
  'My Orders',
] as const;

/**
 * The server's CPU per paid order, step by step: rounds in which every customer takes one order
 * through one step at a time, the server's CPU read between steps. The work a verification leaves
 * behind is counted from its last answer until both mails of every order of the round are sent.
 */
async function stepsRun(label: string, env: Record<string, string>, orders: number, firstDay: number) {
  const dataDir = env.DATA_DIR!;
  const server = await startServer(
    { ...env, ...CHECKOUT_BENCH_ENV, PORT: '3965' },
    '/api/cake/list',
    process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  );
  try {
    const call = client(server.url);
    const { line, tokens } = await shopAndCustomers(call, dataDir, 'Steps', env.DATABASE_URL);
    const cpu: Record<(typeof STEPS)[number], number> = Object.fromEntries(STEPS.map((step) => [step, 0])) as never;
    const pid = server.child.pid!;
    let paid = 0;
    for (let n = 0; paid < orders; n += CUSTOMERS) {
      const round = tokens.slice(0, Math.min(CUSTOMERS, orders - paid));
      const measure = async (step: (typeof STEPS)[number], work: (token: string, i: number) => Promise<unknown>) => {
        const before = cpuMs(pid);
        const answers = await Promise.all(round.map(work));
        cpu[step] += cpuMs(pid) - before;
        return answers;
      };
      await measure('add to cart', (token, i) =>
        call('POST', '/api/cart/add', { ...line, ...pickupOf(n + i, firstDay) }, token),
      );
      const made = (await measure('checkout (provider order)', (token) =>
        call('POST', '/api/order/createorder', { paymentMethod: 'ONLINE' }, token),
      )) as { id: string }[];
      const payments = await measure('sandbox payment (stands in for the provider)', (_token, i) =>
        call('POST', '/api/payments/sandbox/pay', { order_id: made[i]!.id }),
      );
      const mailsBefore = outboxCount(dataDir);
      await measure('verification, until its answer', (_token, i) =>
        call('POST', '/api/order/paymentverification', payments[i]),
      );
      const before = cpuMs(pid);
      await leftBehindDone(dataDir, mailsBefore + 2 * round.length, env.DATABASE_URL);
      cpu['left behind: invoice PDF, 2 mails, boards'] += cpuMs(pid) - before;
      await measure('My Orders', (token) => call('GET', '/api/order/all?page=1&limit=5', undefined, token));
      paid += round.length;
    }
    const counted = STEPS.filter((step) => !step.startsWith('sandbox'));
    const total = counted.reduce((sum, step) => sum + cpu[step], 0);
    return [
      `${label}, step by step (${paid} orders in rounds of ${CUSTOMERS}): server CPU per paid order`,
      ...STEPS.map((step) => `  ${step.padEnd(46)} ${(cpu[step] / paid).toFixed(2).padStart(6)} ms`),
      `  ${'the order, without the sandbox payment'.padEnd(46)} ${(total / paid).toFixed(2).padStart(6)} ms (target ≤ 4)`,
    ];
  } finally {
    await server.stop();
  }
}

/** My Orders for a customer with 10,000 orders: server time of one page, in process. */
async function ordersPage(label: string, database: DatabaseHandle) {
  await prepareDatabase(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-orders-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SCRYPT_LOG_N: '10',
    RECONCILE_INTERVAL_MS: '0',
    // The checkout runs before this one signed up their customers from the same address.
    RATE_LIMIT_REGISTER_PER_IP: '100000/min',
  });
  const app = await buildApp(config, { database, jobs: 'manual' });
  try {
    const customer = async (name: string) => {
      const { token } = (
        await app.inject({
          method: 'POST',
          url: '/api/user/register',
          payload: {
            name,
            phone: '9876543210',
            email: `${name.toLowerCase()}-${Date.now()}@example.com`,
            password: 'bench-password',
          },
        })
      ).json() as { token: string };
      return {
        token,
        id: (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string }).id,
      };
    };
    const { token, id: userId } = await customer('Many');
    const { id: othersId } = await customer('Others');
    // Another customer's orders around them, so the index has to find this customer's among many.
    for (const [who, count] of [
      [userId, 10_000],
      [othersId, 20_000],
    ] as const) {
      await database.db.execute(sql`
        insert into orders (reference, user_id, store_id, status, paid, items_total_paise, amount_paise, provider, provider_order_id, payment_id, pickup_code, pickup_date, pickup_time, paid_at, created_at)
        select 'BENCH-' || ${who} || '-' || g, ${who}::uuid, (select id from stores limit 1), 'Confirmed', g % 10 <> 0,
               120000, 126000, 'sandbox', 'order_bench_' || ${who} || '_' || g, 'pay_bench_' || ${who} || '_' || g,
               lpad((g % 10000)::text, 4, '0'), current_date + 3, '12:00', now(), now() - (g || ' minutes')::interval
        from generate_series(1, ${count}) g`);
    }
    const times: number[] = [];
    for (let round = 0; round < 60; round += 1) {
      const page = 1 + (round % 30) * 30;
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/order/all?page=${page}&limit=5`,
        headers: { token },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`My Orders answered ${response.statusCode}`);
    }
    const total = (
      (await app.inject({ method: 'GET', url: '/api/order/all?limit=5', headers: { token } })).json() as {
        data: { total: number };
      }
    ).data.total;
    return [
      `${label}: a My Orders page (5 of ${fmt(total)} paid orders, 10,000 in all) p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms of server time (target < 20)`,
    ];
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuilt();
/** BENCH_DATABASES=postgres (or pglite) measures one of them only; BENCH_STEPS_ONLY=1 only the step table. */
const stepsOnly = process.env.BENCH_STEPS_ONLY === '1';
const only = stepsOnly ? 'postgres' : process.env.BENCH_DATABASES;
const lines: string[] = [];
const report = (more: string[]) => {
  console.log(more.join('\n'));
  lines.push(...more);
};
if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-checkout-'));
  try {
    report(await checkoutRun('PGlite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  const onPostgres = await withScratchPostgres(async (url, dataDir) => {
    if (!stepsOnly) {
      report(await checkoutRun('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }));
      report(await checkoutRun('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }, 2, 6));
    }
    report(await stepsRun('PostgreSQL', { DATABASE_URL: url, DATA_DIR: dataDir }, Math.min(ORDERS, 500), 9));
    if (!stepsOnly) report(await ordersPage('PostgreSQL', await openPostgres(url)));
    return true;
  });
  if (!onPostgres) report(['PostgreSQL: not reachable, skipped']);
}
if (only !== 'postgres') report(await ordersPage('PGlite', await openPglite(null)));
console.log(`\nbench:checkout\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
