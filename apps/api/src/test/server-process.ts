import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../db/client';
import { prepareDatabase } from '../db/prepare';

/**
 * The real server and command-line entry points as processes, for the tests of start-up, shutdown
 * and the embedded database's lock.
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let template: Promise<string> | undefined;

/**
 * A new DATA_DIR holding a migrated, seeded embedded database, copied from one made once per test
 * file: creating and seeding a database costs a start-up many seconds that only the test of an
 * empty DATA_DIR needs to spend.
 */
export async function preparedDataDir(prefix: string): Promise<string> {
  template ??= (async () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'roast-template-')), 'pglite');
    const database = await openPglite(folder);
    await prepareDatabase(database);
    await database.close();
    return folder;
  })();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(await template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** Starts the real server entry point and collects what it says until it exits. */
export function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runEntry('src/server.ts', [], env);
}

/** Runs an entry point (the server, `npm run staff`) until it exits, with what it said. */
export function runEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'roast-start-')), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit; it said:\n${output}`));
    }, 40_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Starts the real server on a free port; answers its address once it says it is open. */
export async function launch(dataDir: string, env: Record<string, string> = { HOST: '127.0.0.1' }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const address = await waitFor(
    () =>
      output.includes('Roast is open')
        ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
        : undefined,
    () => `start-up; the server said:\n${output}`,
    60_000,
  );
  return {
    address,
    pid: child.pid!,
    output: () => output,
    /** SIGTERM, and the exit code. */
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    /** SIGTERM (or another signal), without waiting. */
    signal: (signal: NodeJS.Signals = 'SIGTERM') => child.kill(signal),
    exited,
  };
}

/** Every file and folder under a folder, with its permission bits. */
export function modesUnder(folder: string): { path: string; mode: number; folder: boolean }[] {
  const found: { path: string; mode: number; folder: boolean }[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const target = path.join(current, entry.name);
      found.push({ path: target, mode: statSync(target).mode & 0o777, folder: entry.isDirectory() });
      if (entry.isDirectory()) visit(target);
    }
  };
  visit(folder);
  return found;
}

export async function waitFor<T>(
  check: () => T | undefined,
  what: string | (() => string),
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
