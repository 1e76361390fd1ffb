import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds the server bundle and web app when missing, as `npm start` would. */
export function ensureBuilt(): void {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) run('npm', ['run', 'build', '-w', '@roast/web']);
  run('npm', ['run', 'build', '-w', '@roast/api']);
}

export function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn until the URL answered. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns the built server and waits until `readyPath` answers 200. */
export async function startServer(
  env: Record<string, string>,
  readyPath = '/api/cake/list',
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = env.PORT ?? '3900';
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: port, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it answered');
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    url,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export const fmt = (value: number, digits = 0) => value.toLocaleString('en-IN', { maximumFractionDigits: digits });
