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
