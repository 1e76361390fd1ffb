import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, fchmodSync, fsyncSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
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

function run(command: string, args: string[], output: 'inherit' | number = 'inherit') {
  const result = spawnSync(command, args, { stdio: ['ignore', output, 'pipe'], encoding: 'utf8' });
  if (result.error) throw new BackupError(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.trim()}`);
}

/**
 * A backup holds every customer's details and every password hash: its file is made new (never
 * over another), readable and writable by this user only, before a byte is written, whatever the
 * umask. `write` fills it through its descriptor; if it fails, the partial file is removed.
 */
async function writePrivately(target: string, write: (fd: number) => Promise<void> | void): Promise<void> {
  let fd: number;
  try {
    fd = openSync(target, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new BackupError(`${target} already exists; choose another name.`);
    }
    throw new BackupError(`Cannot write ${target}: ${(error as Error).message}`);
  }
  try {
    // The umask may have taken bits off the mode asked for at open; this sets exactly 0600.
    fchmodSync(fd, 0o600);
    await write(fd);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(target, { force: true });
    throw error;
  }
  closeSync(fd);
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
      const databaseUrl = config.databaseUrl;
      // pg_dump writes into the file made here, on its standard output, rather than creating one
      // itself with the umask's mode.
      await writePrivately(target, (fd) => run('pg_dump', ['--format=custom', '--no-owner', databaseUrl], fd));
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
        const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
        await writePrivately(target, (fd) => writeFileSync(fd, dump));
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
