import { closeSync, ftruncateSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** New files and folders are the server's user's alone: 0600 files, 0700 folders. */
const PRIVATE_UMASK = 0o077;

/**
 * DATA_DIR holds the database, the outbox (reset links), resumes and generated secrets: from now
 * on everything the process creates is readable by its own user only, and whatever is already
 * there is made so. Answers how many modes it had to change.
 */
export async function keepDataPrivate(dataDir: string): Promise<number> {
  process.umask(PRIVATE_UMASK);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let changed = 0;
  const tighten = async (target: string, mode: number) => {
    if (((await lstat(target)).mode & 0o777) === mode) return;
    await chmod(target, mode);
    changed += 1;
  };
  const visit = async (folder: string): Promise<void> => {
    await tighten(folder, 0o700);
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name);
      // Links are left alone: their targets may lie outside DATA_DIR.
      if (entry.isDirectory()) await visit(target);
      else if (entry.isFile()) await tighten(target, 0o600);
    }
  };
  await visit(dataDir);
  return changed;
}

/** The file whose lock is the embedded database's: it stays in DATA_DIR, empty or naming its holder. */
const LOCK_FILE = 'database.lock';
/** What earlier versions claimed DATA_DIR with; it means nothing now and is tidied away. */
const OLD_PID_FILE = 'server.pid';

interface FileLocks {
  tryLock(fd: number): boolean;
  unlock(fd: number): void;
}

/** The lock calls, loaded only by processes that open the embedded database (PostgreSQL needs none). */
async function fileLocks(): Promise<FileLocks> {
  try {
    return await import('fs-native-extensions');
  } catch (error) {
    throw new DataDirInUseError(
      `The embedded database needs a file lock that this platform (${process.platform}-${process.arch}) does not provide (${(error as Error).message.split('\n')[0]}). Run on glibc Linux, macOS or Windows, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
}

/**
 * The embedded database is one process's alone: two processes writing its files would corrupt it.
 * A server, `npm run seed`, `npm run staff` and `npm run backup`/`restore` each hold an exclusive
 * lock on DATA_DIR/database.lock while they use it, and one that finds it held stops with a message
 * instead. It is an open-file-description lock (fcntl F_OFD_SETLK on Linux, flock on macOS), so the
 * kernel lets go of it when the holder's file is closed, however the process ends (SIGKILL, a crash,
 * a power cut): nothing stale is ever left to block the next start, and no process id is compared,
 * so a stranger that happens to reuse one means nothing. The file itself is never removed (a
 * process could otherwise lock a file that another has just replaced). Answers the function that
 * lets the lock go; the process ending does the same.
 */
export async function claimDataDir(dataDir: string, what: string): Promise<() => void> {
  const locks = await fileLocks();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  // A plain descriptor, not a FileHandle: a FileHandle is closed when it is garbage collected,
  // and closing it would let the lock go while the database is still open. The descriptor is
  // opened close-on-exec, so no child process (pg_dump, say) keeps the lock alive after us.
  const fd = openSync(file, 'a+', 0o600);
  if (!locks.tryLock(fd)) {
    const holder = readFileSync(file, 'utf8').trim();
    closeSync(fd);
    throw new DataDirInUseError(inUse(dataDir, what, holder));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid} ${what.replace(/^The /, 'the ')}\n`);
  rmSync(path.join(dataDir, OLD_PID_FILE), { force: true });
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    ftruncateSync(fd, 0);
    locks.unlock(fd);
    closeSync(fd);
  };
}

/** Why `what` may not open the database: who holds it, as the holder wrote it ("123 the store"). */
function inUse(dataDir: string, what: string, holder: string): string {
  const match = /^(\d+) (.+)$/.exec(holder);
  const who = match ? `${match[2]} (process ${match[1]})` : 'another process';
  const orConsole = match?.[2] === 'the store' && what === 'npm run staff' ? ', or use the console' : '';
  return `${what} cannot open the embedded database in ${dataDir}: ${who} is using it, and only one process at a time may. Stop it first${orConsole}.`;
}

/** The embedded database is held by another live process (or cannot be locked on this platform). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}
