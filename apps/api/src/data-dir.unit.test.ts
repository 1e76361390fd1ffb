import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimDataDir, DataDirInUseError } from './data-dir';

const apiRoot = path.resolve(import.meta.dirname, '..');
const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'roast-lock-'));

/** Another process holding DATA_DIR's lock until it is killed; resolves once it holds it. */
function holder(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--eval',
      `import { claimDataDir } from './src/data-dir.ts';
       await claimDataDir(${JSON.stringify(dataDir)}, 'npm run staff');
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    void exited.then(() => reject(new Error('the holder exited before it held the lock')));
  });
  return { child, held, exited };
}

describe('the embedded database’s lock', () => {
  it('is one holder’s at a time, even within one process, and free again once let go', async () => {
    const dataDir = freshDir();
    const release = await claimDataDir(dataDir, 'The store');
    expect(readFileSync(path.join(dataDir, 'database.lock'), 'utf8')).toBe(`${process.pid} the store\n`);
    expect(statSync(path.join(dataDir, 'database.lock')).mode & 0o777).toBe(0o600);
    const refused = claimDataDir(dataDir, 'npm run seed');
    await expect(refused).rejects.toThrow(DataDirInUseError);
    await expect(refused).rejects.toThrow(
      `npm run seed cannot open the embedded database in ${dataDir}: the store (process ${process.pid}) is using it, and only one process at a time may. Stop it first.`,
    );
    release();
    release();
    const again = await claimDataDir(dataDir, 'npm run seed');
    again();
  });

  it('is refused while another process holds it, and free the moment that process is killed', async () => {
    const dataDir = freshDir();
    const other = holder(dataDir);
    await other.held;
    await expect(claimDataDir(dataDir, 'The store')).rejects.toThrow(
      `The store cannot open the embedded database in ${dataDir}: npm run staff (process ${other.child.pid}) is using it`,
    );
    other.child.kill('SIGKILL');
    expect(await other.exited).toBe('SIGKILL');
    // No waiting for anything to go stale: the kernel let go of the lock with the process.
    const release = await claimDataDir(dataDir, 'The store');
    release();
  }, 60_000);

  it('pays no attention to an old server.pid, even one naming a live process, and tidies it away', async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'server.pid'), `${process.pid}\n`);
    const release = await claimDataDir(dataDir, 'The store');
    expect(readdirSync(dataDir)).not.toContain('server.pid');
    release();
  });
});
