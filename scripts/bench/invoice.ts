/**
 * `npm run bench:invoice`: the server CPU of drawing one GST tax invoice, the largest step of a paid
 * order's work (decision 39): a real order paid on an embedded database, then its invoice drawn
 * 100 times after 20 to warm up. Prints milliseconds of CPU per invoice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { documentFacts } from '../../apps/api/src/features/invoices/invoices.repository';
import { renderDocument } from '../../apps/api/src/features/invoices/invoice-pdf';
import { atShopTime, paidOrder } from '../../apps/api/src/test/shop';
import { testClock } from '../../apps/api/src/test/clock';

const database = await openPglite(null);
await prepareDatabase(database);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-invoice-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  SCRYPT_LOG_N: '10',
  RECONCILE_INTERVAL_MS: '0',
  SANDBOX_WEBHOOK_DELAY_MS: '0',
});
atShopTime();
const app = await buildApp(config, { database, jobs: 'manual', now: () => testClock.now() });
const { id } = await paidOrder(app, database.db);
const facts = (await documentFacts(database.db, { orderRef: id, kind: 'invoice' }))!;
for (let i = 0; i < 20; i++) await renderDocument(facts);
const n = 100;
const cpu = process.cpuUsage();
for (let i = 0; i < n; i++) await renderDocument(facts);
const used = process.cpuUsage(cpu);
console.log(
  `\nbench:invoice\n  a one-page GST invoice: ${((used.user + used.system) / 1000 / n).toFixed(2)} ms of CPU each (${n} drawn)\n`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
