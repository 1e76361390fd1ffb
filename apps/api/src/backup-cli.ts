import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from './config';
import { claimDataDir, DataDirInUseError, keepDataPrivate } from './data-dir';
import { maskDatabaseUrl } from './db/client';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`: the whole database to one file and
 * back. PostgreSQL (DATABASE_URL) goes through pg_dump's custom format and pg_restore; the embedded
 * database through PGlite's own dump of its data directory, taken while no server has it open.
 */
class BackupError extends Error {}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) throw new BackupError(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.trim()}`);
}

async function main(): Promise<void> {
  const [action, file] = process.argv.slice(2);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, { cwd });
  if (action !== 'backup' && action !== 'restore') throw new BackupError('Say backup or restore.');

  if (action === 'backup') {
    const target = path.resolve(cwd, file ?? `roast-backup-${stamp()}.${config.databaseUrl ? 'dump' : 'tar.gz'}`);
    if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name.`);
    if (config.databaseUrl) {
      run('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, config.databaseUrl]);
      console.log(`Backed up ${maskDatabaseUrl(config.databaseUrl)} to ${target}`);
      return;
    }
    const release = await claimDataDir(config.dataDir, 'npm run backup');
    try {
      const dataDir = path.join(config.dataDir, 'pglite');
      if (!existsSync(dataDir)) throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
      const db = new PGlite(dataDir);
      try {
        await db.waitReady;
        const dump = await db.dumpDataDir('gzip');
        await writeFile(target, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      } finally {
        await db.close();
      }
      console.log(`Backed up the embedded database in ${config.dataDir} to ${target}`);
    } finally {
      release();
    }
    return;
  }

  if (!file) throw new BackupError('Say which backup to restore: npm run restore -- FILE');
  const source = path.resolve(cwd, file);
  if (!existsSync(source)) throw new BackupError(`There is no backup at ${source}.`);
  if (config.databaseUrl) {
    // Everything the backup holds replaces what is there; what it does not hold stays.
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      source,
    ]);
    console.log(`Restored ${source} into ${maskDatabaseUrl(config.databaseUrl)}`);
    return;
  }
  await keepDataPrivate(config.dataDir);
  const release = await claimDataDir(config.dataDir, 'npm run restore');
  try {
    const dataDir = path.join(config.dataDir, 'pglite');
    const incoming = `${dataDir}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    // Unpacked beside the current database first: a bad file leaves the current one as it was.
    const db = new PGlite(incoming, { loadDataDir: new Blob([new Uint8Array(await readFile(source))]) });
    try {
      await db.waitReady;
      await db.query('select 1');
    } finally {
      await db.close();
    }
    const previous = `${dataDir}.before-restore-${stamp()}`;
    if (existsSync(dataDir)) await rename(dataDir, previous);
    await rename(incoming, dataDir);
    console.log(
      `Restored ${source} into ${config.dataDir}${existsSync(previous) ? ` (the database it replaced is in ${previous})` : ''}`,
    );
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
