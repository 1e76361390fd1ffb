/**
 * `npm run bench:api`: cold start, restart, memory, and throughput of the cached catalog against a
 * bare node:http server in its own process returning the same bytes.
 * Targets: first start ≤ 10 s, restart ≤ 3 s, ratio ≥ 0.6, p99 ≤ 15 ms.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, fmt, root, rssMiB, startServer } from './lib';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/api/cake/list';

async function load(url: string, pid: number) {
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(pid))), 200);
  // A short warm-up so the JIT has seen the path before it is measured.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  clearInterval(sampler);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, peakRss };
}

ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-'));
const results: string[] = [];
try {
  const first = await startServer({ DATA_DIR: dataDir, PORT: '3901' });
  results.push(`first start (migrate + seed an empty DATA_DIR): ${fmt(first.readyMs)} ms (target ≤ 10,000)`);
  await first.stop();

  const server = await startServer({ DATA_DIR: dataDir, PORT: '3901' });
  results.push(`restart: ${fmt(server.readyMs)} ms (target ≤ 3,000)`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const atRest = rssMiB(server.child.pid!);
  results.push(`server memory at rest: ${fmt(atRest)} MiB RSS`);

  const bytes = Buffer.from(await (await fetch(server.url + PATH)).arrayBuffer());
  const bodyFile = path.join(dataDir, 'body.json');
  writeFileSync(bodyFile, bytes);

  const store = await load(server.url + PATH, server.child.pid!);
  await server.stop();

  const bare = fork(path.join(root, 'scripts/bench/bare-server.mjs'), [bodyFile, '3902'], { stdio: 'inherit' });
  await new Promise((resolve) => bare.once('message', resolve));
  const baseline = await load(`http://127.0.0.1:3902${PATH}`, bare.pid!);
  bare.kill();

  const ratio = store.rps / baseline.rps;
  results.push(
    `GET ${PATH} (${fmt(bytes.length)} bytes, ${CONNECTIONS} connections, ${DURATION_S} s):`,
    `  store: ${fmt(store.rps)} req/s, p99 ${store.p99} ms, errors ${store.errors}, peak memory ${fmt(store.peakRss)} MiB RSS`,
    `  bare node:http: ${fmt(baseline.rps)} req/s, p99 ${baseline.p99} ms`,
    `  ratio store/bare: ${ratio.toFixed(2)} (target ≥ 0.6); store p99 ${store.p99} ms (target ≤ 15)`,
  );
  console.log(`\nbench:api\n${results.map((line) => `  ${line}`).join('\n')}\n`);
  const failed = first.readyMs > 10_000 || ratio < 0.6 || store.p99 > 15 || store.errors > 0;
  if (failed) console.log('  ✖ a target was missed');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
