/**
 * `npm run bench:staff`: the order board on a busy day, on PGlite and on PostgreSQL.
 *
 * - The board of an outlet with BENCH_DAY_ORDERS paid orders in one day (among BENCH_NOISE_DAYS
 *   days of orders at every outlet), read BENCH_READS times: server time per read (the app in this
 *   process, through Fastify's inject: routing, the queries, the serialisation; no network).
 * - A state change to an open board: BENCH_MOVES moves over HTTP, each timed from the PATCH until
 *   the board's event stream (a real HTTP connection) delivers the order in its new state.
 * - A customer's home page in Chromium: every script it loads, their bytes, and none of the
 *   console's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { BoardOrder } from '@roast/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite, openPostgres, selectRows, type DatabaseHandle } from '../../apps/api/src/db/client';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { OWNER, stageBusyDay, today } from './busy-day';
import { ensureBuilt, fmt, percentile, root, startServer, withScratchPostgres } from './lib';

const READS = Number(process.env.BENCH_READS ?? 200);
const MOVES = Number(process.env.BENCH_MOVES ?? 50);
const ORIGIN = 'http://localhost:3000';

async function measure(label: string, database: DatabaseHandle) {
  const staged = performance.now();
  const { outlet } = await stageBusyDay(database);
  const [{ count }] = (await selectRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from orders`,
  )) as [{ count: number }];
  const stagedSeconds = (performance.now() - staged) / 1000;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-staff-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    RECONCILE_INTERVAL_MS: '0',
    NODE_ENV: 'test',
    SCRYPT_LOG_N: '10',
  });
  const app = await buildApp(config, { database, jobs: 'manual' });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { origin: ORIGIN },
      payload: OWNER,
    });
    const cookie = `roast_staff=${login.cookies.find((c) => c.name === 'roast_staff')!.value}`;

    // The board: server time of each read.
    const url = `/api/staff/orders?outlet=${outlet}&date=${today}`;
    let shown = 0;
    for (let i = 0; i < 10; i += 1)
      shown = (await app.inject({ url, headers: { cookie } })).json<{ data: unknown[] }>().data.length;
    const reads: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const began = performance.now();
      const response = await app.inject({ url, headers: { cookie } });
      reads.push(performance.now() - began);
      if (response.statusCode !== 200) throw new Error(`board answered ${response.statusCode}`);
    }

    // A move, as an open board hears it.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const stream = await fetch(`${base}/api/staff/orders/stream?outlet=${outlet}`, { headers: { cookie } });
    const waiting = new Map<string, (order: BoardOrder) => void>();
    const reader = (async () => {
      let raw = '';
      const decoder = new TextDecoder();
      const body = stream.body!.getReader();
      for (let read = await body.read(); !read.done; read = await body.read()) {
        raw += decoder.decode(read.value, { stream: true });
        let end: number;
        while ((end = raw.indexOf('\n\n')) !== -1) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const order = JSON.parse(data.slice(6)) as BoardOrder;
          waiting.get(`${order._id}:${order.status}`)?.(order);
        }
      }
    })().catch(() => {});
    const board = (await app.inject({ url, headers: { cookie } })).json<{ data: BoardOrder[] }>().data;
    const delays: number[] = [];
    for (const order of board.slice(0, MOVES)) {
      const heard = new Promise<number>((resolve) =>
        waiting.set(`${order._id}:Preparing`, () => resolve(performance.now())),
      );
      const began = performance.now();
      const moved = await fetch(`${base}/api/staff/orders/${order._id}`, {
        method: 'PATCH',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'Preparing' }),
      });
      if (moved.status !== 200) throw new Error(`move answered ${moved.status}`);
      delays.push((await heard) - began);
    }
    await app.close();
    await reader;
    return [
      `${label}: ${fmt(count)} orders in all (staged in ${fmt(stagedSeconds, 1)} s); the board of one outlet's day shows ${shown}`,
      `  board read, server time: p50 ${fmt(percentile(reads, 50), 1)} ms, p95 ${fmt(percentile(reads, 95), 1)} ms, p99 ${fmt(percentile(reads, 99), 1)} ms (${READS} reads; budget 30 ms)`,
      `  a move reaching an open board: p50 ${fmt(percentile(delays, 50), 1)} ms, p99 ${fmt(percentile(delays, 99), 1)} ms, max ${fmt(Math.max(...delays), 1)} ms (${delays.length} moves; budget 1,000 ms)`,
    ];
  } finally {
    await app.close().catch(() => {});
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Chunks of the web build reachable from an entry, through static and dynamic imports. */
function reachable(
  manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>,
  entry: string,
) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit(entry);
  return files;
}

async function homePageScripts() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/web/dist/.vite/manifest.json'), 'utf8'));
  const store = reachable(manifest, 'index.html');
  const consoleOnly = [...reachable(manifest, 'staff.html')].filter((file) => !store.has(file));
  const server = await startServer(
    { PORT: '3962', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'roast-bench-home-')) },
    '/',
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.push({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize });
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const leaked = scripts.filter((script) => consoleOnly.some((file) => script.url.endsWith(file)));
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    return [
      `the home page in Chromium (360 px): ${scripts.length} scripts, ${fmt(total / 1024, 1)} KB as sent (compressed)`,
      `  console chunks in the build: ${consoleOnly.length}; loaded by the home page: ${leaked.length}${leaked.length ? ` (${leaked.map((s) => s.url).join(', ')})` : ''}`,
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

ensureBuilt();
const lines: string[] = [];
lines.push(...(await measure('PGlite', await openPglite(null))));
const onPostgres = await withScratchPostgres(async (url) => measure('PostgreSQL', await openPostgres(url)));
lines.push(...(onPostgres ?? ['PostgreSQL: not reachable, skipped']));
lines.push(...(await homePageScripts()));
console.log(`\nbench:staff\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
