import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupCli } from './test/backup-cli';
import { databaseUrlFor, TEST_DATABASE_URL } from './test/test-database';

const name = `roast_backup_${process.pid}_${Date.now().toString(36)}`;
const url = databaseUrlFor(name);
const folder = mkdtempSync(path.join(os.tmpdir(), 'roast-pg-backup-'));

async function query<T extends pg.QueryResultRow>(connection: string, sql: string) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await query(TEST_DATABASE_URL, `drop database if exists ${name} with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore of PostgreSQL', () => {
  it('takes the database to one file with pg_dump and brings it back with pg_restore', async () => {
    await query(TEST_DATABASE_URL, `create database ${name}`);
    await query(url, "create table cakes_kept (name text); insert into cakes_kept values ('Red Velvet'), ('Truffle');");
    const file = path.join(folder, 'roast.dump');
    const env = { DATABASE_URL: url, DATA_DIR: folder };
    const backup = await backupCli(['backup', file], env, { umask: '000' });
    expect(backup.code, backup.output).toBe(0);
    // pg_dump's file would follow the umask (0666 here); every customer's details are in it.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await backupCli(['backup', file], env)).output).toContain('already exists; choose another name.');
    expect(statSync(file).size).toBeGreaterThan(0);

    await query(url, "delete from cakes_kept where name = 'Truffle'; insert into cakes_kept values ('Lemon');");
    const restore = await backupCli(['restore', file], env);
    expect(restore.code, restore.output).toBe(0);
    const rows = await query<{ name: string }>(url, 'select name from cakes_kept order by name');
    expect(rows.map((row) => row.name)).toEqual(['Red Velvet', 'Truffle']);
  }, 60_000);
});
