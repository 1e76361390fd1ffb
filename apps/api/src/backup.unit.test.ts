import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { backupCli } from './test/backup-cli';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function rowsOf(dataDir: string) {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    return (await db.query<{ name: string }>('select name from cakes_kept order by name')).rows.map((r) => r.name);
  } finally {
    await db.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('takes the database to one file and brings it back, keeping the one it replaced', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-backup-'));
    folders.push(dataDir);
    const db = new PGlite(path.join(dataDir, 'pglite'));
    await db.exec("create table cakes_kept (name text); insert into cakes_kept values ('Red Velvet'), ('Truffle');");
    await db.close();

    const file = path.join(dataDir, 'before.tar.gz');
    // Every customer's details are in it: readable by its owner alone, even under a umask that would
    // let everyone read it.
    const backup = await backupCli(['backup', file], { DATA_DIR: dataDir }, { umask: '000' });
    expect(backup.code, backup.output).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await backupCli(['backup', file], { DATA_DIR: dataDir })).output).toContain('already exists');

    const changed = new PGlite(path.join(dataDir, 'pglite'));
    await changed.exec("delete from cakes_kept where name = 'Truffle'; insert into cakes_kept values ('Lemon');");
    await changed.close();
    expect(await rowsOf(dataDir)).toEqual(['Lemon', 'Red Velvet']);

    const restore = await backupCli(['restore', file], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(await rowsOf(dataDir)).toEqual(['Red Velvet', 'Truffle']);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    // …and writable by its owner too, under a umask that would take that away.
    const strict = path.join(dataDir, 'strict.tar.gz');
    expect((await backupCli(['backup', strict], { DATA_DIR: dataDir }, { umask: '277' })).code).toBe(0);
    expect(statSync(strict).mode & 0o777).toBe(0o600);

    const missing = await backupCli(['restore', path.join(dataDir, 'nope.tar.gz')], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('There is no backup at');
  }, 150_000);
});
