import { rmSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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

const PID_FILE = 'server.pid';

/** The process id of a live server using this DATA_DIR's embedded database, if there is one. */
export async function runningServer(dataDir: string): Promise<number | undefined> {
  const pid = Number((await readFile(path.join(dataDir, PID_FILE), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it is alive, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * The embedded database is one process's alone: two processes writing its files would corrupt it.
 * A server claims DATA_DIR while it runs; another server, `npm run seed` or `npm run staff` on the
 * same folder stop with a message instead. Answers the function that lets it go.
 */
export async function claimDataDir(dataDir: string, what: string): Promise<() => void> {
  const holder = await runningServer(dataDir);
  if (holder) {
    throw new DataDirInUseError(
      `${what} cannot open the embedded database in ${dataDir}: the store (process ${holder}) is using it. Stop the store first, or use the console.`,
    );
  }
  const file = path.join(dataDir, PID_FILE);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}
