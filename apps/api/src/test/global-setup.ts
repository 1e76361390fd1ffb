import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { TEST_TODAY } from './clock';
import { TEST_DATABASE_URL, databaseUrlFor, type TestDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/**
 * Builds one migrated, seeded database per run, which every worker copies: a PGlite snapshot
 * (creating a PGlite costs seconds; loading a snapshot does not), or a PostgreSQL template
 * database that each worker clones. PostgreSQL databases are this run's own and dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'api-postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'roast-test-'));
  const database = await openPglite(null);
  await prepareDatabase(database, { today: TEST_TODAY });
  const snapshot = await database.dumpSnapshot!();
  await database.close();
  const snapshotPath = path.join(folder, 'snapshot.tar');
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotPath });
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const prefix = `roast_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL suite cannot connect to ${TEST_DATABASE_URL} (TEST_DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  await dropAbandonedDatabases(admin);
  const dropRun = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [prefix, `${prefix}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  };
  try {
    await admin.query(`create database ${prefix}`);
    const template = await openPostgres(databaseUrlFor(prefix), { max: 1 });
    try {
      await prepareDatabase(template, { today: TEST_TODAY });
    } finally {
      await template.close();
    }
  } catch (error) {
    await dropRun();
    await admin.end();
    throw error;
  }
  project.provide('testDatabase', { kind: 'postgres', template: prefix });
  return async () => {
    await dropRun();
    await admin.end();
  };
}

/** Databases of runs that died without cleaning up (their name carries their start time). */
async function dropAbandonedDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'roast\\_test\\_%'",
  );
  const sixHoursAgo = Date.now() - 6 * 3_600_000;
  for (const { datname } of rows) {
    const started = parseInt(datname.split('_')[2] ?? '', 36);
    if (Number.isFinite(started) && started < sixHoursAgo) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  }
}
