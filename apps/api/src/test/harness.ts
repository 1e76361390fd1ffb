import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app';
import { JOBS_SCHEMA } from '../jobs/jobs';
import { loadConfig, type Config } from '../config';
import type { LogDestination } from '../http/logging';
import { openPglite, openPostgres, selectRows, type Database, type DatabaseHandle } from '../db/client';
import { catalog as seedData } from '../db/seed/data';
import { seedCatalog } from '../db/seed/seed';
import { TEST_TODAY, testClock } from './clock';
import { TEST_DATABASE_URL, databaseUrlFor } from './test-database';

/**
 * One database per test worker, copied from the run's seeded snapshot or template and put back
 * to the seeded catalog before every test. Test files share a worker (isolate: false), so the
 * database is opened once per worker, not once per file.
 */
let workerDatabase: Promise<DatabaseHandle> | undefined;

export function testDatabase(): Promise<DatabaseHandle> {
  workerDatabase ??= openWorkerDatabase();
  return workerDatabase;
}

async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const provided = inject('testDatabase');
  if (provided.kind === 'pglite') {
    const snapshot = new Blob([await readFile(provided.snapshotPath)]);
    return openPglite(null, { snapshot });
  }
  const name = `${provided.template}_w${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    // Two workers cloning the same template at once can collide; the second simply retries.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}" template "${provided.template}"`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return openPostgres(databaseUrlFor(name), { max: 10 });
}

/** Every table, so a reset never forgets one that a later feature adds. */
const tablesByDatabase = new WeakMap<Database, Promise<string[]>>();
function tableNames(db: Database): Promise<string[]> {
  let tables = tablesByDatabase.get(db);
  if (!tables) {
    tables = listTables(db);
    tablesByDatabase.set(db, tables);
  }
  return tables;
}

async function listTables(db: Database): Promise<string[]> {
  const rows = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
  );
  return rows.map((row) => row.tablename);
}

async function resetDatabase(db: Database): Promise<void> {
  const tables = await tableNames(db);
  await db.execute(
    sql.raw(
      `truncate ${[...tables.map((t) => `"${t}"`), `${JOBS_SCHEMA}.job`, `${JOBS_SCHEMA}.archive`].join(', ')} restart identity cascade`,
    ),
  );
  await seedCatalog(db, seedData, { today: TEST_TODAY });
}

function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens',
    // Tests hash passwords at a low cost; production may not (config.ts refuses it).
    SCRYPT_LOG_N: '10',
    // Generous limits, so tests that do not test them never meet them.
    RATE_LIMIT_LOGIN_PER_EMAIL: '1000/min',
    RATE_LIMIT_LOGIN_PER_EMAIL_AND_IP: '1000/min',
    RATE_LIMIT_LOGIN_PER_IP: '1000/min',
    RATE_LIMIT_REGISTER_PER_IP: '1000/min',
    RATE_LIMIT_FORGOT_PER_EMAIL: '1000/min',
    RATE_LIMIT_FORGOT_PER_IP: '1000/min',
    RATE_LIMIT_VERIFY_LINK_PER_USER: '1000/min',
    RATE_LIMIT_VERIFY_LINK_PER_EMAIL: '1000/min',
    RATE_LIMIT_VERIFY_LINK_PER_IP: '1000/min',
    RATE_LIMIT_BOOKING_PER_IP: '100000/min',
    RATE_LIMIT_BOOKING_PER_EMAIL: '100000/min',
    RATE_LIMIT_ENROLL_PER_USER: '100000/min',
    RATE_LIMIT_CHECKOUT_PER_USER: '100000/min',
    RATE_LIMIT_CONTACT_PER_IP: '1000/min',
    RATE_LIMIT_CONTACT_PER_EMAIL: '1000/min',
    RATE_LIMIT_APPLY_PER_IP: '1000/min',
    RATE_LIMIT_APPLY_PER_EMAIL: '1000/min',
    RATE_LIMIT_STAFF_LOGIN_PER_EMAIL: '1000/min',
    RATE_LIMIT_STAFF_LOGIN_PER_EMAIL_AND_IP: '1000/min',
    RATE_LIMIT_STAFF_LOGIN_PER_IP: '1000/min',
    // Background work a test would not wait for: tests call the webhook and the reconciler themselves.
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    RECONCILE_INTERVAL_MS: '0',
    ...env,
  });
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: Config;
}

/** The real app on the worker's database, reset before each test. */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    webDist?: string;
    /** Extra routes for tests of app-wide behaviour (body limits, the 5xx mask). */
    extend?: (app: FastifyInstance) => void;
    /**
     * When the database goes back to the seeded catalog: before each test (the default), or once
     * before the file's tests, for files that only read.
     */
    reset?: 'each' | 'once';
    /** Where the app's log lines go (none are written otherwise). */
    logDestination?: LogDestination;
  } = {},
): TestApp {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let config: Config | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    config = { ...testConfig(options.env), webDist: options.webDist };
    app = await buildApp(config, {
      database,
      jobs: 'manual',
      now: () => testClock.now(),
      logDestination: options.logDestination,
    });
    options.extend?.(app);
    await app.ready();
    if (options.reset === 'once') await resetDatabase(database.db);
  });
  beforeEach(async () => {
    if (options.reset === 'once') return;
    await resetDatabase(database!.db);
    app!.catalog.invalidateAll();
  });
  afterEach(async () => {
    // Work a test started in the background ends before the next test resets the database.
    await app?.jobs.settled();
    testClock.reset();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The test app is not built yet (use it inside a test or hook)');
      return app;
    },
    get db() {
      if (!database) throw new Error('The test database is not open yet');
      return database.db;
    },
    get config() {
      if (!config) throw new Error('The test config is not ready yet');
      return config;
    },
  };
}
