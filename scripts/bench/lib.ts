import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

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

/**
 * A checkout benchmark's server: passwords hashed at a test cost (signing up is not what is
 * measured), no sandbox webhook or reconciler, and the sign-up and checkout limits out of the load's way.
 */
export const CHECKOUT_BENCH_ENV = {
  NODE_ENV: 'test',
  SCRYPT_LOG_N: '10',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  SANDBOX_WEBHOOK_DELAY_MS: '0',
  RECONCILE_INTERVAL_MS: '0',
  RATE_LIMIT_REGISTER_PER_IP: '100000/min',
  RATE_LIMIT_CHECKOUT_PER_USER: '100000/min',
};

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU time a process has used so far (user and system), in milliseconds, from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export const fmt = (value: number, digits = 0) => value.toLocaleString('en-IN', { maximumFractionDigits: digits });

/** The p-th percentile of a sample (nearest rank). */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `use` on a new PostgreSQL database of its own and a scratch DATA_DIR, then drops both.
 * Answers null, without running `use`, when PostgreSQL does not answer.
 */
export async function withScratchPostgres<T>(
  use: (databaseUrl: string, dataDir: string) => Promise<T>,
): Promise<T | null> {
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `roast_bench_${Date.now().toString(36)}`;
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-'));
  try {
    await admin.query(`create database ${name}`);
    return await use(url.toString(), dataDir);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
